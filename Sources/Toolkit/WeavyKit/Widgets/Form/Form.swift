/// Labelled fields in rows, labels aligned in one column, with a focus ring and a
/// submit that validates.
///
/// ```swift
/// let form = Form(rows: [
///     Form.Row("Email", email),
///     Form.Row("Password", password),
/// ])
/// form.append(Form.Row("", Button("Sign in") { [weak form] in form?.submit() }))
/// form.onSubmit = { [weak model] in model?.signIn(email: email.text, password: password.text) }
/// ```
///
/// Any component can be a field; labels are measured in cells (CJK labels align). A
/// form taller than its space scrolls to keep the focused row in view (arrows at the
/// right edge show there is more).
///
/// Keys — a form gets the keys its focused field does not use:
/// - **Tab/Shift-Tab** move the focus to the next and previous row, round the ring,
///   passing over disabled controls and text that takes no keys (a ``Label``; fields
///   never use Tab);
/// - **Down/Up** do the same without wrapping when the field does not use them (a
///   ``TextField`` does not, a ``TextArea`` does);
/// - **Enter** submits (see ``submit()``) when the form has an ``onSubmit`` and the
///   field does not use Enter: from a checkbox or a text field without an `onSubmit` of
///   its own, not from a text area, a button, a radio group or a select;
/// - a **click** on a row (its label or its field) focuses it.
///
/// Esc is not used, nor Tab and Shift-Tab when only one row can take the focus.
@MainActor
public final class Form: Component {
    /// The rows, top to bottom.
    public internal(set) var rows: [Row] = []

    /// The row with the focus, if any row can take it.
    public private(set) var focusedIndex: Int?

    /// Blank rows between two rows.
    public var spacing: Int {
        didSet { setNeedsDisplay() }
    }

    /// Cells between the label column and the fields.
    public var labelSpacing = 2 {
        didSet { setNeedsDisplay() }
    }

    /// A message about the whole form at its bottom: what ``validate`` found, or what
    /// you set (a server's answer). Cleared by each ``submit()``.
    public var message: String? {
        didSet { setNeedsDisplay() }
    }

    /// The theme role ``message`` is drawn in: `error` unless you set another (`accent`
    /// for good news).
    public var messageRole: KeyPath<Theme, Style> = \.error {
        didSet { setNeedsDisplay() }
    }

    /// Checks the whole form once every row is valid (two fields that must match):
    /// what is wrong, shown as ``message``, or `nil`.
    public var validate: (@MainActor () -> String?)?

    /// Called by ``submit()`` when every row and the form are valid.
    public var onSubmit: (@MainActor () -> Void)?

    /// The first content row shown, from the last layout.
    var scrollOffset = 0
    /// The rows of content, from the last layout.
    var contentHeight = 0
    /// The form message wrapped at the width of the last layout.
    var messageLines: [String] = []

    /// Creates a form of `rows`; the focus starts on the first row that can take it.
    public init(title: String = "", rows: [Row], spacing: Int = 1) {
        self.spacing = spacing
        super.init(title: title)
        for row in rows { append(row) }
    }

    /// Adds `row` at the bottom.
    public func append(_ row: Row) {
        addChild(row.field)
        guard row.field.parent === self else { return }
        rows.append(row)
        if focusedIndex == nil, row.field.acceptsFocusInRing {
            focusedIndex = rows.count - 1
            row.field.focusFirstStopWhenUnfocused()
        }
    }

    /// The row of `field`, if it is one of the fields.
    public func rowIndex(of field: Component) -> Int? {
        rows.firstIndex { $0.field === field }
    }

    /// Gives the focus to the row at `index` (scrolled into view at the next layout).
    public func focus(row index: Int) {
        guard rows.indices.contains(index), index != focusedIndex else { return }
        focusedIndex = index
        rows[index].field.focusFirstStopWhenUnfocused()  // a row of buttons: the first
        setNeedsDisplay()
    }

    /// Gives the focus to the row holding `field`.
    public func focus(_ field: Component) {
        if let index = rowIndex(of: field) { focus(row: index) }
    }

    public override var focusedChild: Component? { focusedIndex.map { rows[$0].field } }

    /// Checks every row (fields that validate themselves, then each row's
    /// ``Row/validate``), then the form's ``validate``. When something is wrong its
    /// message shows and the focus moves to the first invalid row; otherwise calls
    /// ``onSubmit``. Returns whether the form was valid.
    @discardableResult
    public func submit() -> Bool {
        message = nil
        var firstInvalid: Int?
        for index in rows.indices {
            var valid = (rows[index].field as? any ValidatingField)?.validate() ?? true
            rows[index].message = rows[index].validate?()
            valid = valid && rows[index].message == nil
            if !valid, firstInvalid == nil { firstInvalid = index }
        }
        setNeedsDisplay()
        if let firstInvalid {
            focus(row: firstInvalid)
            return false
        }
        if let problem = validate?() {
            message = problem
            return false
        }
        onSubmit?()
        return true
    }

    /// The next row from the focused one by `step` that can take the focus, round the
    /// ring when `wraps`.
    private func focusableRow(by step: Int, wraps: Bool) -> Int? {
        guard !rows.isEmpty else { return nil }
        var index = focusedIndex ?? (step > 0 ? -1 : rows.count)
        for _ in 0..<rows.count {
            index += step
            if wraps { index = (index + rows.count) % rows.count }
            guard rows.indices.contains(index) else { return nil }
            if rows[index].field.acceptsFocusInRing { return index }
        }
        return nil
    }

    /// Where Tab (Shift-Tab when not `forward`) goes inside the focused row, if it stays
    /// there: a row of several stops (buttons side by side) before the next row.
    private func stopInsideRow(forward: Bool) -> Component? {
        focusedIndex.flatMap { rows[$0].field.neighbourFocusStop(forward: forward) }
    }

    public override func handle(_ key: Key) -> Bool {
        let target: Int?
        switch key {
        case .tab, .backTab:
            let forward = key == .tab
            if let index = focusedIndex, let stop = stopInsideRow(forward: forward) {
                rows[index].field.focusPath(to: stop)
                return true
            }
            target = focusableRow(by: forward ? 1 : -1, wraps: true)
            // Into a row of several stops at its first one, or, going back, its last.
            if let target, target != focusedIndex {
                focus(row: target)
                rows[target].field.focusEdgeStop(last: !forward)
                return true
            }
        case .down: target = focusableRow(by: 1, wraps: false)
        case .up: target = focusableRow(by: -1, wraps: false)
        case .enter:
            guard onSubmit != nil else { return false }
            submit()
            return true
        case .mouse(let event) where event.kind == .click || event.kind == .press:
            target = row(atScreenRow: event.location.row)
        default:
            return false
        }
        // Tab round a ring of one row goes nowhere: leave it to the containers (a split
        // view's other pane). A click on the focused row is still the form's.
        guard let target, target != focusedIndex || (key != .tab && key != .backTab) else { return false }
        focus(row: target)
        return true
    }

    /// Whether Tab has somewhere to go: more than one row can take the focus, or a row
    /// has several stops.
    private var hasFocusRing: Bool {
        var stops = 0
        for row in rows where row.field.acceptsFocusInRing {
            stops += row.field.acceptsFocus ? 1 : max(1, row.field.focusRingStops().count)
            if stops > 1 { return true }
        }
        return false
    }

    public override func mouseDidHit(_ child: Component, with event: MouseEvent) {
        if let index = rowIndex(of: child), child.acceptsFocusInRing { focus(row: index) }
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    public override func takes(_ key: Key) -> Bool {
        switch key {
        case .tab:
            stopInsideRow(forward: true) != nil
                || focusableRow(by: 1, wraps: true).map { $0 != focusedIndex } ?? false
        case .backTab:
            stopInsideRow(forward: false) != nil
                || focusableRow(by: -1, wraps: true).map { $0 != focusedIndex } ?? false
        case .down: focusableRow(by: 1, wraps: false) != nil
        case .up: focusableRow(by: -1, wraps: false) != nil
        case .enter: onSubmit != nil
        default: false
        }
    }

    public override var keyHints: [KeyHint] {
        (hasFocusRing ? [KeyHint("Tab", "focus next", short: "next", priority: .low)] : [])
            + (onSubmit == nil ? [] : [KeyHint("Enter", "submit", priority: .high)])
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        preferredContentHeight(forWidth: width)
    }

    /// One column at the left when it is a screen, where a list's rows start.
    public override var screenInsets: Insets { Insets(left: 1) }

    public override func layout() {
        layoutRows()
    }

    public override func draw(in canvas: Canvas) {
        drawRows(in: canvas)
    }

    public override func releaseHandlers() {
        onSubmit = nil
        super.releaseHandlers()
    }
}
