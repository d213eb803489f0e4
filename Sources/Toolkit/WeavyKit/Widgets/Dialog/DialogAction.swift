extension Dialog {
    /// One button of a dialog: its title, what it ends the dialog with, and whether it
    /// is the default one (Enter's target when the focus is not on a button) or the
    /// cancel one (Esc's).
    ///
    /// ```swift
    /// let discard = Dialog<Choice>.Action("Discard", value: .discard)
    /// let rename = Dialog<String>.Action("Rename", isDefault: true) { text in text.isEmpty ? nil : text }
    /// ```
    public struct Action {
        /// The button's title.
        public var title: String
        /// Whether Enter presses it when the focus is on the field (drawn as default).
        public var isDefault: Bool
        /// Whether Esc presses it.
        public var isCancel: Bool
        /// Whether it destroys something (Delete, Discard): its button is marked so, and
        /// the dialog opens with the focus on its cancel button instead.
        public var isDestructive = false
        /// Whether it checks the field (``TextField/validator``) before ending the
        /// dialog; off for cancel buttons.
        public var validatesField: Bool
        /// The dialog's result from the field's text (empty without a field); `nil`
        /// closes the dialog as cancelled.
        let result: @MainActor (String) -> Value?

        /// A button ending the dialog with the result `result` makes of the field's text
        /// (`nil`: closed as cancelled).
        public init(
            _ title: String, isDefault: Bool = false, isCancel: Bool = false,
            result: @escaping @MainActor (String) -> Value?
        ) {
            self.title = title
            self.isDefault = isDefault
            self.isCancel = isCancel
            validatesField = !isCancel
            self.result = result
        }

        /// A button ending the dialog with `value`; `isDestructive` marks it as
        /// destroying something (see ``isDestructive``).
        public init(
            _ title: String, value: Value, isDefault: Bool = false, isCancel: Bool = false, isDestructive: Bool = false
        ) {
            self.init(title, isDefault: isDefault, isCancel: isCancel) { _ in value }
            self.isDestructive = isDestructive
        }

        /// A button closing the dialog as cancelled: its presenter gets `nil`. Esc
        /// presses it.
        public static func cancel(_ title: String = "Cancel") -> Action {
            Action(title, isCancel: true) { _ in nil }
        }
    }
}
