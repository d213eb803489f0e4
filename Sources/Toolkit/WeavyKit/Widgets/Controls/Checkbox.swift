/// An on/off choice: a checkbox, `[x] Remember me`, or a switch, `[ ●] Dark mode`.
///
/// ```swift
/// let remember = Checkbox("Remember me", isOn: true)
/// remember.onChange = { isOn in settings.remember = isOn }
/// ```
///
/// Keys: **Space** and a **click** turn it on or off; a disabled checkbox
/// (``isEnabled``) ignores them. **Enter** is not used, so that in a ``Form`` it submits.
///
/// Looks: the box in the theme's `accent` role when on; the whole row in `selection`
/// while it has the focus; `disabled` when disabled.
@MainActor
public final class Checkbox: Component, Control {
    /// How the checkbox is drawn.
    public enum Appearance: Sendable {
        /// A box: `[x]` on, `[ ]` off.
        case checkbox
        /// A switch whose knob moves: `[ ●]` on, `[● ]` off.
        case toggle
    }

    /// Whether it is on.
    public var isOn: Bool {
        didSet {
            if isOn != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether it can be used now.
    public var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }

    /// How it is drawn.
    public var appearance: Appearance {
        didSet { setNeedsDisplay() }
    }

    /// Called with the new value when the user turns it on or off.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Creates a checkbox titled `title`.
    public init(_ title: String, isOn: Bool = false, appearance: Appearance = .checkbox, isEnabled: Bool = true) {
        self.isOn = isOn
        self.appearance = appearance
        self.isEnabled = isEnabled
        super.init(title: title)
    }

    /// Turns it on or off, as Space would, unless it is disabled; calls ``onChange``.
    /// Returns whether it changed.
    @discardableResult
    public func toggle() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        onChange?(isOn)
        return true
    }

    /// The box or switch, as drawn.
    var box: String {
        switch appearance {
        case .checkbox: isOn ? "[x]" : "[ ]"
        case .toggle: isOn ? "[ ●]" : "[● ]"
        }
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case " ":
            return toggle()
        case .mouse(let event) where event.isClick:
            return toggle()
        default:
            return false
        }
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    public override func takes(_ key: Key) -> Bool { key == " " && isEnabled }

    public override var keyHints: [KeyHint] {
        isEnabled ? [KeyHint("Space", isOn ? "turn off" : "turn on", priority: .high)] : []
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    /// The box, the title and the cell after it that the focused row fills.
    public override func preferredWidth(forHeight height: Int) -> Int? { CellText.width(box + " " + title) + 1 }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let focused = isFocused && isEnabled
        let rowStyle = !isEnabled ? theme.disabled : focused ? theme.selection : theme.text
        let label = box + " " + title
        if focused {
            canvas.fill(Rect(column: 0, row: 0, columns: CellText.width(label) + 1, rows: 1), style: rowStyle)
        }
        let boxStyle = isOn && isEnabled && !focused ? theme.accent : rowStyle
        let used = canvas.text(box, at: .zero, style: boxStyle)
        // A title longer than the room ends with "…", not mid-word.
        let room = canvas.size.columns - used - 1
        canvas.text(" " + CellText.truncated(title, to: room), at: Point(column: used, row: 0), style: rowStyle)
    }

    public override func releaseHandlers() {
        onChange = nil
        super.releaseHandlers()
    }
}
