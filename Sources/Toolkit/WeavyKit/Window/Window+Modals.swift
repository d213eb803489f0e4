extension Window {
    /// Presents `content` in a centered, bordered popup with a shadow, above the
    /// content and any earlier modal; what is below stays visible, dimmed, and gets no
    /// keys until the popup closes. The window itself is the presenter: the modal lasts
    /// until it is closed or the window is. To tie a modal to a screen, present it from
    /// the screen (``Component/present(_:title:size:onDismiss:)-(Component,_,_,_)``).
    ///
    /// Esc closes the popup when its content does not use Esc (``ModalOutcome/cancelled``);
    /// the content closes it with ``Component/dismissModal()``. Either way the content is
    /// dismissed for good and `onDismiss` receives the outcome. On a closed window the
    /// modal is cancelled at once (and the mistake logged).
    public func present(
        _ content: Component, title: String? = nil, size: ModalSize = .automatic,
        onDismiss: @escaping @MainActor (ModalOutcome<Void>) -> Void = { _ in }
    ) {
        presentModal(content, title: title, size: size, presenter: nil) { onDismiss($0.outcome(as: Void.self)) }
    }

    /// Presents `content`, which ends with a typed result (see ``ModalContent``), and
    /// hands its outcome to `onDismiss`.
    public func present<Content: ModalContent>(
        _ content: Content, title: String? = nil, size: ModalSize = .automatic,
        onDismiss: @escaping @MainActor (ModalOutcome<Content.Result>) -> Void
    ) {
        presentModal(content, title: title, size: size, presenter: nil) {
            onDismiss($0.outcome(as: Content.Result.self))
        }
    }

    /// Presents `content` and waits until it closes: its result, or `nil` when it was
    /// cancelled.
    public func present<Content: ModalContent>(
        _ content: Content, title: String? = nil, size: ModalSize = .automatic
    ) async -> Content.Result? {
        await withCheckedContinuation { continuation in
            present(content, title: title, size: size) { continuation.resume(returning: $0.result) }
        }
    }

    /// Shows `content` in a new modal frame above the others, owned by `presenter` (the
    /// window when `nil`). `onEnd` is called exactly once.
    func presentModal(
        _ content: Component, title: String?, size: ModalSize, presenter: Component?,
        onEnd: @escaping @MainActor (ModalEnding) -> Void
    ) {
        guard !isClosed else {
            reportMisuse("a modal was presented on a closed window; it was cancelled at once")
            content.dismissTree()
            onEnd(.cancelled)
            return
        }
        let frame = ModalFrame(
            content: content, title: title ?? content.title, size: size, presenter: presenter, onEnd: onEnd)
        frame.hostWindow = self
        modalStack.push(frame, layer: nil)
        if let terminal {
            let level = modalStack.entries.count - 1
            modalStack.setLayer(WindowLayer(rect: modalRect(for: level, in: terminal.bounds)), at: level)
        }
        frame.updatePresentation()
        setNeedsDisplay()
    }

    /// Opens the top modal at `field` instead of the middle of the screen (a select's
    /// popup below its field).
    func anchorTopModal(at field: Component) {
        modalStack.top?.anchor = field
        relayout()
    }

    /// Closes the top modal, if any, as cancelled.
    public func dismissTopModal() {
        if let top = modalStack.top {
            dismiss(top, ending: .cancelled)
        }
    }

    /// Closes `frame` and every modal above it (those are cancelled).
    func dismiss(_ frame: ModalFrame, ending: ModalEnding) {
        let closing = modalStack.remove(from: frame)
        guard !closing.isEmpty else { return }
        for closed in closing.reversed() {
            closed.dismissTree()
            closed.hostWindow = nil
            closed.onEnd(closed === frame ? ending : .cancelled)
        }
        setNeedsDisplay()
    }

    /// Closes, as cancelled, the modals `presenter` presented (and those above them):
    /// `presenter` is gone for good.
    func closeModals(presentedBy presenter: Component) {
        if let frame = modalStack.frames.first(where: { $0.presenter === presenter }) {
            dismiss(frame, ending: .cancelled)
        }
    }
}
