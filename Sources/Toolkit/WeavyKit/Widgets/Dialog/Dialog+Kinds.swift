extension Dialog where Value == Bool {
    /// A question with two buttons: `confirm` (the default, ends with `true`) and
    /// `cancel`, which, like Esc, closes it as cancelled: the presenter gets `nil`, as it
    /// does when the presenter goes away. Test the answer with `== true`.
    ///
    /// A confirm guards something that cannot be taken back, so by default it is safe:
    /// the `confirm` button is marked as destructive (in the theme's `error` role) and
    /// the dialog opens with the focus on `cancel`. Enter pressed at once cancels; Left,
    /// Tab or a click reach `confirm`. Pass `isDestructive: false` for a question whose
    /// yes loses nothing (Send, Save): it opens on `confirm`, drawn as the default.
    ///
    /// ```swift
    /// let delete = Dialog.confirm(title: "Delete?", message: "3 messages", confirm: "Delete")
    /// if await delete.present(from: self) == true { model.deleteSelected() }
    /// let send = Dialog.confirm(title: "Send?", message: "To Ann", confirm: "Send", isDestructive: false)
    /// if await send.present(from: self) == true { model.send() }
    /// ```
    public static func confirm(
        title: String, message: String, confirm: String = "OK", cancel: String = "Cancel", isDestructive: Bool = true
    ) -> Dialog<Bool> {
        Dialog(
            title: title, message: message,
            actions: [.cancel(cancel), Action(confirm, value: true, isDefault: true, isDestructive: isDestructive)])
    }
}

extension Dialog where Value == Void {
    /// A notice with one button, `dismiss`, that Enter and Esc both press.
    ///
    /// ```swift
    /// await Dialog.alert(title: "Sent", message: "Your message is on its way.").present(from: self)
    /// ```
    public static func alert(title: String, message: String, dismiss: String = "OK") -> Dialog<Void> {
        Dialog(title: title, message: message, actions: [Action(dismiss, value: (), isDefault: true, isCancel: true)])
    }
}

extension Dialog where Value == String {
    /// A question answered with a line of text: `confirm` (the default) ends with the
    /// text, `cancel` and Esc close the dialog as cancelled (`nil` for the presenter).
    /// With a `validator`, `confirm` only ends the dialog once the text passes it; its
    /// message shows under the field.
    ///
    /// ```swift
    /// let name = await Dialog.prompt(title: "New folder", message: "Name:").present(from: self)
    /// ```
    public static func prompt(
        title: String, message: String, text: String = "", placeholder: String = "", isSecure: Bool = false,
        confirm: String = "OK", cancel: String = "Cancel", validator: (@MainActor (String) -> String?)? = nil
    ) -> Dialog<String> {
        let field = TextField(text: text, placeholder: placeholder, isSecure: isSecure)
        field.validator = validator
        return Dialog(
            title: title, message: message, field: field,
            actions: [.cancel(cancel), Action(confirm, isDefault: true) { $0 }])
    }
}

extension Dialog {
    /// Presents the dialog from `presenter` (which owns it: it closes with it), sized
    /// by ``preferredModalSize(for:)``; `onResult` receives the result, or `nil` when it
    /// was cancelled. Returns `false` when `presenter` is in no window (the dialog is
    /// then cancelled at once).
    @discardableResult
    public func present(from presenter: Component, onResult: @escaping @MainActor (Value?) -> Void) -> Bool {
        let size = presenter.window?.terminal?.size ?? Size(columns: 80, rows: 24)
        return presenter.present(self, size: preferredModalSize(for: size)) { onResult($0.result) }
    }

    /// Presents the dialog from `presenter` and waits for its result: `nil` when it was
    /// cancelled (Esc without a cancel button, a cancel action, its presenter going
    /// away).
    public func present(from presenter: Component) async -> Value? {
        await withCheckedContinuation { continuation in
            present(from: presenter) { continuation.resume(returning: $0) }
        }
    }
}
