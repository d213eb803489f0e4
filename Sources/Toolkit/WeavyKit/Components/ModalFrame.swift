/// How big a modal popup is.
public enum ModalSize: Sendable, Equatable {
    /// Two thirds of the window, at least 40×10 when the window allows.
    case automatic
    /// A fixed size in cells, including the border (clamped to the window).
    case fixed(columns: Int, rows: Int)

    func resolve(in available: Size) -> Size {
        let wanted: Size
        switch self {
        case .automatic:
            wanted = Size(
                columns: max(min(40, available.columns), available.columns * 2 / 3),
                rows: max(min(10, available.rows), available.rows * 2 / 3))
        case .fixed(let columns, let rows):
            wanted = Size(columns: columns, rows: rows)
        }
        // Leave room for the shadow (2 columns, 1 row) and a margin.
        return Size(
            columns: max(4, min(wanted.columns, available.columns - 4)),
            rows: max(3, min(wanted.rows, available.rows - 2)))
    }
}

/// The bordered popup around a modal's content. Esc closes it when the content does
/// not use Esc, as the content says when it is a ``LeaveConfirming`` component (or a
/// navigation stack whose top screen is one): at once, not at all, or once confirmed.
///
/// The modal belongs to its presenter: when the presenter is dismissed for good, the
/// modal closes as cancelled.
@MainActor
final class ModalFrame: Component {
    let size: ModalSize
    /// The component that presented it; `nil` for the window itself.
    private(set) weak var presenter: Component?
    let onEnd: @MainActor (ModalEnding) -> Void
    /// The component the popup opens at (a select's field), or `nil` to center it.
    weak var anchor: Component?

    init(
        content: Component, title: String, size: ModalSize, presenter: Component?,
        onEnd: @escaping @MainActor (ModalEnding) -> Void
    ) {
        self.size = size
        self.presenter = presenter
        self.onEnd = onEnd
        super.init(title: title)
        addChild(content)
    }

    var content: Component { children[0] }

    override var focusedChild: Component? { content }

    override var isContainer: Bool { true }

    /// The component asked before Esc closes the popup: the content, or the top screen
    /// of a content that is a navigation stack (Esc reaches the popup from a stack only at
    /// its root).
    private var asked: Component { (content as? NavigationStack)?.top ?? content }

    /// What Esc does now: what ``asked`` answers as a ``LeaveConfirming`` component, else
    /// close.
    private var escapeDecision: LeaveDecision {
        (asked as? any LeaveConfirming)?.leaveDecision ?? .leave
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .escape, let window else { return false }
        switch escapeDecision {
        case .leave:
            window.dismiss(self, ending: .cancelled)
        case .stay:
            return false
        case .confirm(let title, let message, let confirm):
            let question = Dialog.confirm(title: title, message: message, confirm: confirm)
            _ = question.present(from: asked) { [weak self] answer in
                guard answer == true, let self, let window = self.window else { return }
                window.dismiss(self, ending: .cancelled)
            }
        }
        return true
    }

    override func takes(_ key: Key) -> Bool { key == .escape && window != nil && escapeDecision != .stay }

    override var keyHints: [KeyHint] {
        escapeDecision == .stay ? [] : [KeyHint("Esc", "close", priority: .essential)]
    }

    override func layout() {
        place(content, in: bounds.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2)))
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(style: canvas.theme.modal)
        canvas.border(style: canvas.theme.border, title: title, titleStyle: canvas.theme.modalTitle)
        canvas.draw(content)
    }
}
