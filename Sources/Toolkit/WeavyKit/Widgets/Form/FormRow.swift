extension Form {
    /// One row of a form: a label in the form's label column and any component as its
    /// field, with an optional check whose message shows under the field.
    ///
    /// ```swift
    /// let terms = Form.Row("Terms", accept) { accept.isOn ? nil : "Please accept the terms" }
    /// ```
    public struct Row {
        /// The label, in the form's label column (may be empty: a button's row).
        public var label: String
        /// The field: a ``TextField``, a ``TextArea``, a ``Checkbox``, a ``Button``…
        public let field: Component
        /// Checks the row when the form is submitted: what is wrong, or `nil`. Fields
        /// that check themselves (``ValidatingField``, such as a ``TextField`` with a
        /// validator) need none.
        public var validate: (@MainActor () -> String?)?
        /// The message of the last failed check, under the field in the `error` role.
        public internal(set) var message: String?
        /// Where the last layout put the row, in the form's content (before scrolling).
        var placement = Placement()

        /// Creates a row labelled `label` holding `field`.
        public init(_ label: String, _ field: Component, validate: (@MainActor () -> String?)? = nil) {
            self.label = label
            self.field = field
            self.validate = validate
        }
    }

    /// A row's place in the last layout.
    struct Placement {
        /// The row's first row in the form's content.
        var top = 0
        /// The rows its field takes.
        var fieldHeight = 1
        /// The row's message, wrapped at the field's width.
        var messageLines: [String] = []
        /// Whether it was fully in view (only such rows are placed and drawn).
        var isVisible = false

        /// The rows the field and its message take.
        var height: Int { fieldHeight + messageLines.count }
    }
}
