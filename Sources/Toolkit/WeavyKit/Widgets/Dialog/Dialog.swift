/// A small modal that asks one thing — confirm, acknowledge, type a line — and ends
/// with a typed result: ``ModalContent/Result`` is `Value`.
///
/// Build one with ``confirm(title:message:confirm:cancel:isDestructive:)``, ``alert(title:message:dismiss:)``
/// or ``prompt(title:message:text:placeholder:isSecure:confirm:cancel:validator:)``, or
/// give your own ``Action``s. Present it from a screen with ``present(from:)``, which
/// sizes the popup to fit the wrapped message and the buttons:
///
/// ```swift
/// let dialog = Dialog.confirm(title: "Discard draft?", message: "The text will be lost.", confirm: "Discard")
/// if await dialog.present(from: screen) == true { model.discard() }
/// ```
///
/// Keys: **Tab/Shift-Tab** move the focus around the field and the buttons;
/// **Left/Right** move between buttons (in the field they edit); **Enter** presses the
/// focused button, or the default button while the field has the focus; **Space**
/// presses the focused button; **Esc** presses the cancel button, or closes the dialog
/// as cancelled when it has none. A **click** on a button presses it; on the field,
/// focuses it.
///
/// Looks: the message in the theme's `text` role, the default button's title in
/// `focusedButton` (see ``Button``).
@MainActor
public final class Dialog<Value: Sendable>: Component, ModalContent {
    public typealias Result = Value

    /// The question or notice, wrapped to the dialog's width.
    public var message: String {
        didSet { setNeedsDisplay() }
    }

    /// The field of a prompt, if any.
    public let field: TextField?

    /// The buttons, left to right, one per action.
    public let buttons: [Button]

    private let actions: [Action]

    /// The component with the focus: the field or a button.
    private weak var focused: Component?

    /// The message wrapped at the width of the last layout.
    var messageLines: [String] = []

    /// Creates a dialog asking `message` with one button per action, and a field when
    /// `field` is given. The focus starts on the field, else on the default button, but
    /// on the cancel button when the default one is destructive (so that Enter pressed
    /// at once destroys nothing).
    public init(title: String, message: String, field: TextField? = nil, actions: [Action]) {
        self.message = message
        self.field = field
        self.actions = actions
        buttons = actions.map { Button($0.title, isDefault: $0.isDefault, isDestructive: $0.isDestructive) }
        super.init(title: title)
        if let field { addChild(field) }
        for (index, button) in buttons.enumerated() {
            addChild(button)
            button.onPress = { [weak self] in self?.activate(index) }
        }
        if actions.isEmpty { reportMisuse("a Dialog was made without actions; only Esc closes it") }
        focused = field ?? safeFirstButton
    }

    /// The button the focus starts on without a field: the default one, unless it is
    /// destructive (then the cancel one, if any).
    private var safeFirstButton: Button? {
        let cancel = actions.firstIndex(where: \.isCancel).map { buttons[$0] }
        let destructive = actions.firstIndex(where: \.isDefault).map { actions[$0].isDestructive } ?? false
        if destructive, let cancel { return cancel }
        return defaultButton ?? buttons.first
    }

    /// The stops of the focus ring, in order: the field, then the buttons.
    private var stops: [Component] {
        (field.map { [$0] } ?? []) + buttons.filter(\.acceptsFocusInRing)
    }

    private var defaultButton: Button? {
        actions.firstIndex(where: \.isDefault).map { buttons[$0] }
    }

    public override var focusedChild: Component? { focused }

    /// Gives the focus to `component` (the field or one of the buttons).
    public func focus(_ component: Component) {
        guard stops.contains(where: { $0 === component }) else { return }
        focused = component
        setNeedsDisplay()
    }

    /// Ends the dialog as the action at `index` says: after checking the field, with
    /// its result, or as cancelled when it gives none.
    private func activate(_ index: Int) {
        let action = actions[index]
        if action.validatesField, let field, !field.validate() {
            focus(field)
            return
        }
        if let result = action.result(field?.text ?? "") {
            complete(with: result)
        } else {
            dismissModal()
        }
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .tab: moveFocus(by: 1, among: stops)
        case .backTab: moveFocus(by: -1, among: stops)
        case .left where focused is Button: moveFocus(by: -1, among: buttons.filter(\.acceptsFocusInRing))
        case .right where focused is Button: moveFocus(by: 1, among: buttons.filter(\.acceptsFocusInRing))
        case .enter:
            guard let button = defaultButton else { return false }
            return button.press()
        case .escape:
            guard let index = actions.firstIndex(where: \.isCancel) else { return false }
            activate(index)
        default:
            return false
        }
        return true
    }

    private func moveFocus(by step: Int, among ring: [Component]) {
        guard !ring.isEmpty else { return }
        let current = ring.firstIndex { $0 === focused } ?? (step > 0 ? ring.count - 1 : 0)
        focus(ring[(current + step + ring.count) % ring.count])
    }

    public override func mouseDidHit(_ child: Component, with event: MouseEvent) {
        focus(child)
    }

    public override func takes(_ key: Key) -> Bool {
        switch key {
        case .tab, .backTab: true
        case .left, .right: focused is Button
        case .enter: defaultButton?.isEnabled ?? false
        case .escape: actions.contains(where: \.isCancel)
        default: false
        }
    }

    /// Tab, Enter while the field has the focus, and Esc, each with its action's
    /// title in lower case as every hint reads (``KeyHint/action(forTitle:)``):
    /// `Enter cancel  Tab next  Esc cancel` on a confirm.
    public override var keyHints: [KeyHint] {
        var hints = [KeyHint("Tab", "next", priority: .low)]
        if let button = defaultButton, !(focused is Button) {
            hints.append(KeyHint("Enter", KeyHint.action(forTitle: button.title), priority: .high))
        }
        if let index = actions.firstIndex(where: \.isCancel) {
            hints.append(KeyHint("Esc", KeyHint.action(forTitle: actions[index].title)))
        }
        return hints
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        contentHeight(forWidth: width)
    }

    public override func layout() {
        layoutContent()
    }

    public override func draw(in canvas: Canvas) {
        drawContent(in: canvas)
    }
}
