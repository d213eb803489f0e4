/// One option of a ``RadioGroup`` or a ``Select``: what it shows, and the value it
/// stands for.
///
/// ```swift
/// let sizes = [Choice("Small", ShirtSize.small), Choice("Large", ShirtSize.large, isEnabled: false)]
/// ```
public struct Choice<Value> {
    /// What the option shows.
    public var title: String
    /// The value it stands for.
    public var value: Value
    /// Whether it can be chosen; a disabled option is drawn in the `disabled` role and
    /// skipped by the arrow keys.
    public var isEnabled: Bool

    /// Creates an option.
    public init(_ title: String, _ value: Value, isEnabled: Bool = true) {
        self.title = title
        self.value = value
        self.isEnabled = isEnabled
    }
}

extension Choice: Sendable where Value: Sendable {}
extension Choice: Equatable where Value: Equatable {}

extension Choice where Value == String {
    /// An option whose value is its title.
    public init(_ title: String, isEnabled: Bool = true) {
        self.init(title, title, isEnabled: isEnabled)
    }
}
