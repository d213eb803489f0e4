/// A button: its title in brackets, `[ Send ]`, pressed with Enter, Space or a click.
///
/// ```swift
/// let send = Button("Send") { [weak model] in model?.send() }
/// ```
///
/// Keys: **Enter** and **Space** press it; a **click** on its label presses it (each
/// click of a double click counts). A disabled button (``isEnabled``) ignores them.
///
/// Looks: the theme's `button` role, `focusedButton` while it has the focus, `disabled`
/// when disabled: only the focused button looks pressed. A default button
/// (``isDefault``, what Enter does in a ``Dialog`` when the focus is elsewhere) has its
/// title underlined while another control has the focus. A destructive button
/// (``isDestructive``: Delete, Discard) shows its title in the `error` role while it
/// does not have the focus.
/// The button is as wide as its label (``preferredWidth``), and a stack gives it that
/// much; a wider frame stays blank and ignores clicks.
///
/// Its title is its ``Component/title``, which may change at any time (Watch, then
/// Unwatch): the button is drawn again, the stack around it lays it out at its new
/// width, and its `Enter` hint names the new title.
@MainActor
public final class Button: Component, Control {
    /// Whether the button can be pressed.
    public var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether this is the default button of its dialog or form: drawn so.
    public var isDefault: Bool {
        didSet {
            if isDefault != oldValue { setNeedsDisplay() }
        }
    }

    /// Called when the button is pressed.
    public var onPress: (@MainActor () -> Void)?

    /// Whether pressing it destroys something (Delete, Discard): its title is drawn in
    /// the theme's `error` role while it does not have the focus.
    public var isDestructive: Bool {
        didSet {
            if isDestructive != oldValue { setNeedsDisplay() }
        }
    }

    /// Creates a button titled `title`.
    public init(
        _ title: String, isDefault: Bool = false, isDestructive: Bool = false, isEnabled: Bool = true,
        onPress: (@MainActor () -> Void)? = nil
    ) {
        self.isDefault = isDefault
        self.isDestructive = isDestructive
        self.isEnabled = isEnabled
        self.onPress = onPress
        super.init(title: title)
    }

    /// What it shows: the title in brackets. To change what a button says (Watch,
    /// Unwatch), set its ``Component/title``: the label, the width and the hint follow.
    public var label: String { "[ \(title) ]" }

    /// The cells its label takes.
    public var preferredWidth: Int { CellText.width(label) }

    /// Presses the button, as Enter would: calls ``onPress`` unless it is disabled.
    /// Returns whether it was pressed.
    @discardableResult
    public func press() -> Bool {
        guard isEnabled else { return false }
        onPress?()
        return true
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, " ":
            return press()
        case .mouse(let event) where event.isClick:
            guard event.location.column - frame.minColumn < preferredWidth else { return false }
            return press()
        default:
            return false
        }
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    public override func takes(_ key: Key) -> Bool { (key == .enter || key == " ") && isEnabled }

    /// Enter and what it does: the title, lower-cased as every hint's action is
    /// (``KeyHint/action(forTitle:)``).
    public override var keyHints: [KeyHint] {
        isEnabled
            ? [KeyHint("Enter", KeyHint.action(forTitle: CellText.truncated(title, to: 16)), priority: .high)] : []
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    /// Its label's width (``preferredWidth``): in a stack it takes that much, not a share.
    public override func preferredWidth(forHeight height: Int) -> Int? { preferredWidth }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let focused = isFocused
        let style = !isEnabled ? theme.disabled : focused ? theme.focusedButton : theme.button
        let used = canvas.text(label, at: .zero, style: style)
        if isEnabled, !focused, isDefault || isDestructive {
            // Marked, not filled: only the focused button looks pressed.
            var marked = theme.button
            if isDestructive { marked.foreground = theme.error.foreground }
            if isDefault { marked.attributes.insert(.underline) }
            canvas.text(title, at: Point(column: 2, row: 0), style: marked, width: max(0, used - 4))
        }
    }

    public override func releaseHandlers() {
        onPress = nil
        super.releaseHandlers()
    }
}
