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
/// not use Esc.
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

    override func handle(_ key: Key) -> Bool {
        guard key == .escape, let window else { return false }
        window.dismiss(self, ending: .cancelled)
        return true
    }

    override func takes(_ key: Key) -> Bool { key == .escape && window != nil }

    override var keyHints: [KeyHint] { [KeyHint("Esc", "close", priority: .essential)] }

    override func layout() {
        place(content, in: bounds.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2)))
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(style: canvas.theme.modal)
        canvas.border(style: canvas.theme.border, title: title, titleStyle: canvas.theme.modalTitle)
        canvas.draw(content)
    }
}
