extension Window {
    /// Presents `content` in a centered, bordered popup with a shadow, above the
    /// content and any earlier modal; what is below stays visible, dimmed, and gets no
    /// keys until the popup closes.
    ///
    /// Esc closes the popup when its content does not use Esc (outcome
    /// ``ModalOutcome/cancelled``); the content can close it with a result through
    /// ``Component/dismissModal(returning:)``. Either way the content is dismissed for
    /// good and `onDismiss` receives the outcome.
    public func present(
        _ content: Component, title: String? = nil, size: ModalSize = .automatic,
        onDismiss: @escaping @MainActor (ModalOutcome) -> Void = { _ in }
    ) {
        guard !isClosed else {
            reportMisuse("a modal was presented on a closed window; it was cancelled at once")
            content.dismissTree()
            onDismiss(.cancelled)
            return
        }
        let frame = ModalFrame(content: content, title: title ?? content.title, size: size, onDismiss: onDismiss)
        frame.hostWindow = self
        modalFrames.append(frame)
        if let terminal {
            layers.append(WindowLayer(rect: modalRect(for: modalFrames.count - 1, in: terminal.bounds)))
        }
        frame.updatePresentation()
        setNeedsDisplay()
    }

    /// Closes the top modal, if any, as cancelled.
    public func dismissTopModal() {
        if let top = modalFrames.last {
            dismiss(top, outcome: .cancelled)
        }
    }

    /// Closes `frame` and every modal above it (those are cancelled).
    func dismiss(_ frame: ModalFrame, outcome: ModalOutcome) {
        guard let index = modalFrames.firstIndex(where: { $0 === frame }) else { return }
        let closing = Array(modalFrames[index...])
        modalFrames.removeSubrange(index...)
        if layers.count > index + 1 {
            layers.removeSubrange((index + 1)...)
        }
        for closed in closing.reversed() {
            closed.dismissTree()
            closed.hostWindow = nil
            closed.onDismiss(closed === frame ? outcome : .cancelled)
        }
        setNeedsDisplay()
    }
}
