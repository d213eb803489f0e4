/// A stack of screens, the top one shown under a title bar with the path.
///
/// Only the top screen is presented; those below are hidden, not dismissed. Popping
/// dismisses the popped screen for good (and, through the Loom, releases its model).
/// The title bar shows every screen's title joined by ` › `, cut from the left when
/// it is too long: `Wishlist › Avatar › Sam Worthington`.
///
/// Keys the top screen does not use and that are in ``backKeys`` pop one screen, never
/// past the root. Esc always does. The others (Left, Backspace and `h` by default) also
/// mean something while typing or filling a form, so they go back only when nothing on
/// the focus path takes input (see ``Component/takesInput``): Left on a list goes back,
/// Left on a form's button, Backspace in an empty text field or `h` on a checkbox does
/// nothing.
///
/// A top screen that adopts ``LeaveConfirming`` is asked first, when the user goes back
/// (a back key, or ``goBack()``): it may let the stack pop it, keep it, or have the stack
/// ask "Discard changes?" with a confirm dialog (``backDecision``). The program's own
/// ``pop()``, ``popToRoot()`` and ``setScreens(_:)`` ask nothing.
@MainActor
public final class NavigationStack: Component {
    /// Keys that go back one screen when the top screen does not use them.
    /// Esc, Backspace, Left and `h` by default; all but Esc only when the focused
    /// component takes no input.
    public var backKeys: Set<Key> = [.escape, .backspace, .left, "h"]

    /// Whether the title bar is drawn. On by default.
    public var showsTitleBar = true

    /// Whether the title bar is drawn while the root is the only screen. On by default;
    /// turn it off for a stack in a ``TabBar`` whose tab already names the root, so the
    /// bar shows only once there is a path to show.
    public var showsTitleBarAtRoot = true {
        didSet { setNeedsDisplay() }
    }

    /// Whether the title bar is drawn now (see ``showsTitleBar``, ``showsTitleBarAtRoot``).
    public var isShowingTitleBar: Bool {
        showsTitleBar && (showsTitleBarAtRoot || children.count > 1)
    }

    /// Creates a stack, optionally with a root screen.
    public init(title: String = "", root: Component? = nil) {
        super.init(title: title)
        if let root { push(root) }
    }

    /// The screens, root first.
    public var screens: [Component] { children }

    /// The top screen.
    public var top: Component? { children.last }

    /// The path shown in the title bar.
    public var path: String {
        children.map(\.title).filter { !$0.isEmpty }.joined(separator: " › ")
    }

    /// Pushes `screen` on top; it becomes the presented one.
    public func push(_ screen: Component) {
        let previous = top
        addChild(screen)
        previous?.updatePresentation()
    }

    /// What going back from the top screen does now: what it answers as a
    /// ``LeaveConfirming`` screen, ``LeaveDecision/leave`` when it is not one, and
    /// ``LeaveDecision/stay`` at the root. The back keys, their `Esc back` hint and
    /// ``goBack()`` follow it.
    public var backDecision: LeaveDecision {
        guard children.count > 1, let top else { return .stay }
        return (top as? any LeaveConfirming)?.leaveDecision ?? .leave
    }

    /// Goes back from the top screen as a back key does, as ``backDecision`` says: pops
    /// it, keeps it, or presents the confirm dialog from it and pops it once confirmed
    /// (if it is still the top screen then).
    public func goBack() {
        guard let top else { return }
        switch backDecision {
        case .leave:
            pop()
        case .stay:
            break
        case .confirm(let title, let message, let confirm):
            let question = Dialog.confirm(title: title, message: message, confirm: confirm)
            _ = question.present(from: top) { [weak self, weak top] answer in
                guard answer == true, let self, let top, self.top === top else { return }
                self.pop()
            }
        }
    }

    /// Pops the top screen, unless it is the root. Returns it, dismissed. A
    /// ``LeaveConfirming`` screen is not asked: the program has decided (see ``goBack()``).
    @discardableResult
    public func pop() -> Component? {
        guard children.count > 1, let top else { return nil }
        removeChild(top)
        self.top?.updatePresentation()
        return top
    }

    /// Pops every screen above the root.
    public func popToRoot() {
        while pop() != nil {}
    }

    /// Replaces every screen with `screens`; the old ones are dismissed.
    public func setScreens(_ screens: [Component]) {
        for screen in children.reversed() where !screens.contains(where: { $0 === screen }) {
            removeChild(screen)
        }
        for screen in screens where !children.contains(where: { $0 === screen }) {
            addChild(screen)
        }
        for screen in children {
            screen.updatePresentation()
        }
    }

    /// The end of ``path`` that fits in `width` cells, starting with `…` when cut. Built
    /// from the top screen down, so a deep stack costs no more than a shallow one.
    func visiblePath(width: Int) -> String {
        var parts: [String] = []
        var used = 0
        var index = children.count - 1
        while index >= 0, used <= width {
            let title = children[index].title
            index -= 1
            guard !title.isEmpty else { continue }
            parts.append(title)
            used += CellText.width(title) + (parts.count > 1 ? 3 : 0)
        }
        // Built by hand: `joined` over the reversed titles runs as unspecialized code.
        var shown = ""
        for part in parts.reversed() {
            if !shown.isEmpty { shown += " › " }
            shown += part
        }
        let complete = index < 0 && used <= width
        return complete ? shown : CellText.truncatedLeading((index >= 0 ? "… › " : "") + shown, to: width)
    }

    public override func shows(_ child: Component) -> Bool { child === children.last }

    public override var focusedChild: Component? { top }

    public override var isContainer: Bool { true }

    override var placesScreens: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        guard takes(key) else { return false }
        goBack()
        return true
    }

    public override func takes(_ key: Key) -> Bool {
        backKeys.contains(key) && (key == .escape || !focusTakesInput) && backDecision != .stay
    }

    /// Whether the top screen or a component on its focus path takes input.
    private var focusTakesInput: Bool {
        var component = top
        while let current = component {
            if current.takesInput { return true }
            component = current.focusedChild
        }
        return false
    }

    /// `Esc back`, while going back is possible (``backDecision`` is not
    /// ``LeaveDecision/stay``).
    public override var keyHints: [KeyHint] {
        backDecision != .stay ? [KeyHint("Esc", "back", priority: .essential)] : []
    }

    public override func layout() {
        guard let top else { return }
        placeScreen(top, in: isShowingTitleBar ? bounds.splitTop(1).rest : bounds)
    }

    public override func draw(in canvas: Canvas) {
        canvas.markRegion(.navigationStack, id: regionID)
        if isShowingTitleBar {
            let bar = canvas.bounds.splitTop(1).top
            canvas.fill(bar, style: canvas.theme.titleBar)
            canvas.text(
                visiblePath(width: max(0, bar.size.columns - 2)), at: Point(column: 1, row: 0),
                style: canvas.theme.titleBar)
        }
        if let top {
            canvas.draw(top)
        }
    }
}
