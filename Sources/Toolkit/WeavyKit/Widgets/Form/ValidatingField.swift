/// A field that can check what was entered and show what is wrong under itself. A
/// ``Form`` validates its fields that adopt it when it is submitted; ``TextField`` does.
///
/// ```swift
/// final class DateField: Component, ValidatingField {
///     var text = ""
///     private(set) var message: String?
///
///     func validate() -> Bool {
///         message = parseDate(text) == nil ? "Not a date" : nil
///         return message == nil
///     }
/// }
/// ```
@MainActor
public protocol ValidatingField: Component {
    /// Checks the field, shows its message, and returns whether it is valid.
    @discardableResult
    func validate() -> Bool
}
