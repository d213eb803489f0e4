/// A field that can check what was entered and show what is wrong under itself. A
/// ``Form`` validates its fields that adopt it when it is submitted.
@MainActor
public protocol ValidatingField: Component {
    /// Checks the field, shows its message, and returns whether it is valid.
    @discardableResult
    func validate() -> Bool
}
