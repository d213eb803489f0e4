/// The modifier keys held with a key: Shift, Alt and Ctrl.
///
/// The raw values follow xterm's numbering of modified keys (the parameter it sends is
/// one more than the raw value): Shift 1, Alt 2, Ctrl 4, so xterm's `5` in `ESC [1;5C`
/// is Ctrl and its `8` all three.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as xterm-style bits: Shift 1, Alt 2, Ctrl 4.
    public let rawValue: UInt8

    /// Creates a set of modifiers from xterm-style bits (Shift 1, Alt 2, Ctrl 4).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0b111
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Meta, Option): terminals send Esc before the key.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)

    /// The modifiers of xterm's modifier parameter (2 Shift, 3 Alt, 4 Shift+Alt, 5 Ctrl,
    /// 6 Ctrl+Shift, 7 Ctrl+Alt, 8 all three; 9…16 add Meta, taken as Alt), or `nil` for a
    /// number outside 1…16.
    package init?(xtermParameter parameter: Int) {
        guard (1...16).contains(parameter) else { return nil }
        let bits = UInt8(parameter - 1)
        self.init(rawValue: bits | (bits & 8 == 0 ? 0 : KeyModifiers.alt.rawValue))
    }

    /// The prefixes ``KeyNotation`` writes for these modifiers, in its order: `c-a-s-`.
    var notationPrefix: String {
        (contains(.control) ? "c-" : "") + (contains(.alt) ? "a-" : "") + (contains(.shift) ? "s-" : "")
    }
}
