extension Component {
    /// Presents `content` in a modal popup above everything (see
    /// ``Window/present(_:title:size:onDismiss:)-(Component,_,_,_)``), owned by this component: when this
    /// component is dismissed for good (popped, its tab removed, its warp ended), the
    /// modal closes as cancelled and what it wove is released. Merely hidden (a screen
    /// pushed above it), it keeps its modal.
    ///
    /// A warp can present from its head and weave the content in the same knit:
    ///
    /// ```swift
    /// stack.present(dialog)
    /// return [.weave(dialog, dialogModel)]
    /// ```
    ///
    /// Returns `false` when this component is in no window: the modal is then cancelled
    /// at once and the mistake logged.
    @discardableResult
    public func present(
        _ content: Component, title: String? = nil, size: ModalSize = .automatic,
        onDismiss: @escaping @MainActor (ModalOutcome<Void>) -> Void = { _ in }
    ) -> Bool {
        presentOwned(content, title: title, size: size) { onDismiss($0.outcome(as: Void.self)) }
    }

    /// Presents `content`, which ends with a typed result (see ``ModalContent``), owned
    /// by this component; `onDismiss` receives the outcome.
    @discardableResult
    public func present<Content: ModalContent>(
        _ content: Content, title: String? = nil, size: ModalSize = .automatic,
        onDismiss: @escaping @MainActor (ModalOutcome<Content.Result>) -> Void
    ) -> Bool {
        presentOwned(content, title: title, size: size) { onDismiss($0.outcome(as: Content.Result.self)) }
    }

    /// Presents `content`, owned by this component, and waits until it closes: its
    /// result, or `nil` when it was cancelled (Esc, or this component going away).
    ///
    /// ```swift
    /// let choice = await screen.present(DiscardDialog())
    /// ```
    public func present<Content: ModalContent>(
        _ content: Content, title: String? = nil, size: ModalSize = .automatic
    ) async -> Content.Result? {
        await withCheckedContinuation { continuation in
            present(content, title: title, size: size) { continuation.resume(returning: $0.result) }
        }
    }

    private func presentOwned(
        _ content: Component, title: String?, size: ModalSize, onEnd: @escaping @MainActor (ModalEnding) -> Void
    ) -> Bool {
        guard let window, !presentationState.isDismissed else {
            reportMisuse("\(type(of: self)) presented a modal but is in no window; the modal was cancelled")
            content.dismissTree()
            onEnd(.cancelled)
            return false
        }
        window.presentModal(content, title: title, size: size, presenter: self, onEnd: onEnd)
        return true
    }

    /// Closes the modal this component is in, without a result: its presenter receives
    /// ``ModalOutcome/completed(_:)`` when it expects none, ``ModalOutcome/cancelled``
    /// when it expects a result (use ``ModalContent/complete(with:)`` to give one).
    public func dismissModal() {
        guard let frame = layerRoot as? ModalFrame else { return }
        frame.window?.dismiss(frame, ending: .closed)
    }
}
