/// One entry of the status line: the keys, and what they do.
public struct KeyHint: Hashable, Sendable {
    /// The keys as shown, e.g. `"↑↓"` or `"Enter"`.
    public var keys: String
    /// What they do, e.g. `"move"`.
    public var action: String

    /// Creates a hint.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
