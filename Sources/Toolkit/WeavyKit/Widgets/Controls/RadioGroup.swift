/// A group of options of which one is chosen, one per row: `(•) Medium`.
///
/// ```swift
/// let size = RadioGroup(choices: [Choice("Small", 1), Choice("Medium", 2)], selectedIndex: 0)
/// size.onChange = { value, _ in order.size = value }
/// ```
///
/// Keys: **Up/Down** move the highlight (over disabled options), **Home/End** to the
/// first and last option; **Space** and **Enter** choose the highlighted option; a
/// **click** highlights and chooses the option under it. Up and Down stay in the group
/// (at the first and last option they do nothing); **Tab** leaves it, in a ``Form``. A
/// disabled group (``isEnabled``) ignores keys and clicks.
///
/// Looks: the highlighted option in the theme's `selection` role while the group has
/// the focus; disabled options in `disabled`. When the options do not fit, the group
/// scrolls to keep the highlight in view.
@MainActor
public final class RadioGroup<Value>: Component, Control {
    /// The options, in order. Setting them keeps the choice and highlight in range.
    public var choices: [Choice<Value>] {
        didSet {
            if let selected = selectedIndex, selected >= choices.count { selectedIndex = nil }
            highlightedIndex = min(highlightedIndex, max(0, choices.count - 1))
            setNeedsDisplay()
        }
    }

    /// The chosen option, if any.
    public private(set) var selectedIndex: Int?

    /// The option the arrows are on.
    public private(set) var highlightedIndex: Int

    /// Whether the group can be used now.
    public var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }

    /// Called with the value and index of the option the user chose, when it changed.
    public var onChange: (@MainActor (Value, Int) -> Void)?

    /// Called with the index of every option the user chooses, changed or not (a
    /// ``Select``'s popup closes on it).
    var onChoose: (@MainActor (Int) -> Void)?

    /// The first row shown, from the last layout.
    private(set) var scrollOffset = 0

    /// Creates a group of `choices`, `selectedIndex` chosen (none when `nil`).
    public init(choices: [Choice<Value>], selectedIndex: Int? = nil, isEnabled: Bool = true) {
        self.choices = choices
        self.selectedIndex = selectedIndex.flatMap { choices.indices.contains($0) ? $0 : nil }
        // The highlight starts on the chosen option, else the first that can be chosen
        // (Enter on a disabled one would do nothing).
        highlightedIndex = self.selectedIndex ?? choices.firstIndex(where: \.isEnabled) ?? 0
        self.isEnabled = isEnabled
        super.init()
    }

    /// The chosen option's value.
    public var selectedValue: Value? {
        selectedIndex.map { choices[$0].value }
    }

    /// Chooses the option at `index` and highlights it; an index out of range or a
    /// disabled option is ignored.
    ///
    /// - Parameters:
    ///   - index: the position of the option in ``choices``.
    ///   - notify: whether a change calls ``onChange``; pass `false` when the program
    ///     itself shows what is already chosen.
    public func select(_ index: Int, notify: Bool = true) {
        guard choices.indices.contains(index), choices[index].isEnabled else { return }
        let changed = index != selectedIndex
        selectedIndex = index
        highlightedIndex = index
        setNeedsDisplay()
        if changed, notify { onChange?(choices[index].value, index) }
    }

    /// The nearest enabled option from `start` going by `step`, if any.
    private func enabledIndex(from start: Int, step: Int) -> Int? {
        var index = start
        while choices.indices.contains(index) {
            if choices[index].isEnabled { return index }
            index += step
        }
        return nil
    }

    public override func handle(_ key: Key) -> Bool {
        guard isEnabled, !choices.isEmpty else { return false }
        let target: Int?
        switch key {
        case .up: target = enabledIndex(from: highlightedIndex - 1, step: -1)
        case .down: target = enabledIndex(from: highlightedIndex + 1, step: 1)
        case .home: target = enabledIndex(from: 0, step: 1)
        case .end: target = enabledIndex(from: choices.count - 1, step: -1)
        case " ", .enter:
            choose(highlightedIndex)
            return true
        case .mouse(let event) where event.isClick:
            let index = scrollOffset + event.location.row - frame.minRow
            guard choices.indices.contains(index) else { return false }
            choose(index)
            return true
        default:
            return false
        }
        guard let target else {
            // Up and Down stay in the group at its ends; Tab is the way out.
            return key == .up || key == .down
        }
        highlightedIndex = target
        setNeedsDisplay()
        return true
    }

    private func choose(_ index: Int) {
        guard choices[index].isEnabled else { return }
        select(index)
        onChoose?(index)
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    public override func takes(_ key: Key) -> Bool {
        guard isEnabled, !choices.isEmpty else { return false }
        switch key {
        case .up, .down, " ", .enter: return true
        case .home: return enabledIndex(from: 0, step: 1) != nil
        case .end: return enabledIndex(from: choices.count - 1, step: -1) != nil
        default: return false
        }
    }

    public override var keyHints: [KeyHint] {
        // Enter, not Space, is named: the group uses it, so a form's "Enter submit" must not show.
        isEnabled && !choices.isEmpty
            ? [KeyHint("↑↓", "move", priority: .low), KeyHint("Enter", "choose", priority: .high)] : []
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { max(1, choices.count) }

    /// The widest choice with its mark, and the cell after it that the highlight fills.
    public override func preferredWidth(forHeight height: Int) -> Int? {
        (choices.map { CellText.width("( ) " + $0.title) }.max() ?? 0) + 1
    }

    public override func layout() {
        let rows = max(1, bounds.size.rows)
        scrollOffset = min(scrollOffset, highlightedIndex)
        if highlightedIndex >= scrollOffset + rows { scrollOffset = highlightedIndex - rows + 1 }
        scrollOffset = max(0, min(scrollOffset, choices.count - rows))
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let focused = isFocused && isEnabled
        let rows = min(canvas.size.rows, choices.count - scrollOffset)
        guard rows > 0 else { return }
        for row in 0..<rows {
            let index = scrollOffset + row
            let choice = choices[index]
            let label =
                (index == selectedIndex ? "(•) " : "( ) ")
                + CellText.truncated(choice.title, to: canvas.size.columns - 4)
            let highlighted = focused && index == highlightedIndex
            let style =
                !isEnabled || !choice.isEnabled ? theme.disabled : highlighted ? theme.selection : theme.text
            if highlighted {
                canvas.fill(Rect(column: 0, row: row, columns: CellText.width(label) + 1, rows: 1), style: style)
            }
            canvas.text(label, at: Point(column: 0, row: row), style: style)
        }
    }

    public override func releaseHandlers() {
        onChange = nil
        super.releaseHandlers()
    }
}

extension RadioGroup where Value == String {
    /// Creates a group of options whose values are their titles.
    public convenience init(_ titles: [String], selectedIndex: Int? = nil) {
        self.init(choices: titles.map { Choice($0) }, selectedIndex: selectedIndex)
    }
}
