/// A closed field showing the chosen option, `Medium ▾`, that opens the list of
/// options in a popup.
///
/// ```swift
/// let country = Select(title: "Country", choices: [Choice("France", "fr"), Choice("日本", "jp")])
/// country.onChange = { code, _ in profile.country = code }
/// ```
///
/// Keys: **Enter**, **Space** or a **click** open the popup, a modal presented from the
/// select (so it closes with it). In the popup **Up/Down** and **Home/End** move,
/// **Enter**, **Space** or a click choose (the popup closes and ``onChange`` is called
/// when the choice changed), **Esc** closes it and keeps the old choice. A disabled
/// select (``isEnabled``) does not open.
///
/// Looks: the field in the theme's `field` role, `selection` while it has the focus,
/// `disabled` when disabled; ``placeholder`` in `placeholder` while nothing is chosen.
@MainActor
public final class Select<Value>: Component, Control {
    /// The options, in order. Setting them drops a choice that is out of range.
    public var choices: [Choice<Value>] {
        didSet {
            if let selected = selectedIndex, selected >= choices.count { selectedIndex = nil }
            setNeedsDisplay()
        }
    }

    /// The chosen option, if any.
    public private(set) var selectedIndex: Int?

    /// Whether the select can be used now.
    public var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }

    /// Shown while nothing is chosen.
    public var placeholder: String {
        didSet { setNeedsDisplay() }
    }

    /// Called with the value and index of the option the user chose, when it changed.
    public var onChange: (@MainActor (Value, Int) -> Void)?

    /// The popup, while it is open.
    private weak var popup: Component?

    /// Creates a select of `choices`; `title` is the popup's title.
    public init(
        title: String = "", choices: [Choice<Value>], selectedIndex: Int? = nil, placeholder: String = "Choose…",
        isEnabled: Bool = true
    ) {
        self.choices = choices
        self.selectedIndex = selectedIndex.flatMap { choices.indices.contains($0) ? $0 : nil }
        self.placeholder = placeholder
        self.isEnabled = isEnabled
        super.init(title: title)
    }

    /// The chosen option's value.
    public var selectedValue: Value? {
        selectedIndex.map { choices[$0].value }
    }

    /// Whether the popup is open.
    public var isOpen: Bool { popup != nil }

    /// Chooses the option at `index`; an index out of range is ignored.
    ///
    /// - Parameters:
    ///   - index: the position of the option in ``choices``.
    ///   - notify: whether a change calls ``onChange``.
    public func select(_ index: Int, notify: Bool = true) {
        guard choices.indices.contains(index) else { return }
        let changed = index != selectedIndex
        selectedIndex = index
        setNeedsDisplay()
        if changed, notify { onChange?(choices[index].value, index) }
    }

    /// Opens the popup, as Enter would. Returns whether it opened: not when disabled,
    /// without options, already open, or in no window.
    @discardableResult
    public func open() -> Bool {
        guard isEnabled, !choices.isEmpty, popup == nil, window != nil else { return false }
        let list = SelectPopup(title: title, choices: choices, selectedIndex: selectedIndex)
        popup = list
        let opened = present(list, size: list.modalSize) { [weak self] outcome in
            guard let self else { return }
            if case .completed(let index) = outcome { select(index) }
            setNeedsDisplay()
        }
        // The popup opens at the field, not in the middle of the screen.
        if opened, let window, window.modals.last === list {
            window.anchorTopModal(at: self)
        }
        return opened
    }

    /// The field's row: the popup opens below it.
    override var popupAnchor: Rect {
        Rect(origin: frame.origin, size: Size(columns: frame.size.columns, rows: min(1, frame.size.rows)))
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, " ":
            return open()
        case .mouse(let event) where event.isClick:
            return open()
        default:
            return false
        }
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    public override func takes(_ key: Key) -> Bool {
        (key == .enter || key == " ") && isEnabled && !choices.isEmpty && popup == nil && window != nil
    }

    public override var keyHints: [KeyHint] {
        isEnabled && !choices.isEmpty ? [KeyHint("Enter", "open", priority: .high)] : []
    }

    /// The narrowest a select is drawn, so that selects in a column line up.
    public static var minimumWidth: Int { 16 }

    /// The cells the field wants: the widest option and room for the arrow, at least
    /// ``minimumWidth``.
    public var preferredWidth: Int {
        max(Self.minimumWidth, choices.reduce(CellText.width(placeholder)) { max($0, CellText.width($1.title)) } + 4)
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    /// ``preferredWidth``, at any height.
    public override func preferredWidth(forHeight height: Int) -> Int? { preferredWidth }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let width = min(canvas.size.columns, preferredWidth)
        guard width > 2 else { return }
        let style = !isEnabled ? theme.disabled : isFocused ? theme.selection : theme.field
        canvas.fill(Rect(column: 0, row: 0, columns: width, rows: 1), style: style)
        let shown = selectedIndex.map { choices[$0].title }
        let textStyle = shown == nil && isEnabled ? theme.placeholder : style
        canvas.text(
            CellText.truncated(shown ?? placeholder, to: width - 4), at: Point(column: 1, row: 0), style: textStyle)
        canvas.text("▾", at: Point(column: width - 2, row: 0), style: style)
    }

    public override func releaseHandlers() {
        onChange = nil
        super.releaseHandlers()
    }
}

extension Select where Value == String {
    /// Creates a select of options whose values are their titles.
    public convenience init(title: String = "", _ titles: [String], selectedIndex: Int? = nil) {
        self.init(title: title, choices: titles.map { Choice($0) }, selectedIndex: selectedIndex)
    }
}
