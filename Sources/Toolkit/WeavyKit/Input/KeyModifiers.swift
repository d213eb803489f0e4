/// The modifier keys held with a key: Shift, Alt, Ctrl, and the Super, Hyper and Meta keys
/// that the kitty keyboard protocol reports.
///
/// The raw values are the kitty keyboard protocol's bits, whose first three are xterm's
/// (the parameter either sends is one more than the raw value): Shift 1, Alt 2, Ctrl 4,
/// Super 8, Hyper 16, Meta 32. So xterm's `5` in `ESC [1;5C` is Ctrl and its `8` is
/// Ctrl-Alt-Shift. Caps Lock and Num Lock, which kitty reports too, are no modifiers
/// here: a key matches the same with or without them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits: Shift 1, Alt 2, Ctrl 4, Super 8, Hyper 16, Meta 32.
    public let rawValue: UInt8

    /// Creates a set of modifiers from bits (Shift 1, Alt 2, Ctrl 4, Super 8, Hyper 16,
    /// Meta 32); other bits are ignored.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0b11_1111
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option): terminals send Esc before the key.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)
    /// Super (the Windows or Command key), reported by the kitty keyboard protocol only.
    public static let `super` = KeyModifiers(rawValue: 8)
    /// Hyper, reported by the kitty keyboard protocol only.
    public static let hyper = KeyModifiers(rawValue: 16)
    /// Meta as a key of its own, reported by the kitty keyboard protocol only (xterm's
    /// Meta is taken as Alt).
    public static let meta = KeyModifiers(rawValue: 32)

    /// The modifiers of xterm's modifier parameter (2 Shift, 3 Alt, 4 Shift+Alt, 5 Ctrl,
    /// 6 Ctrl+Shift, 7 Ctrl+Alt, 8 all three; 9…16 add Meta, taken as Alt), or `nil` for a
    /// number outside 1…16.
    package init?(xtermParameter parameter: Int) {
        guard (1...16).contains(parameter) else { return nil }
        let bits = UInt8(parameter - 1)
        self.init(rawValue: (bits & 0b111) | (bits & 8 == 0 ? 0 : KeyModifiers.alt.rawValue))
    }

    /// The modifiers of the kitty keyboard protocol's modifier parameter (one more than
    /// its bits; Caps Lock 64 and Num Lock 128 ignored), or `nil` for a number outside
    /// 1…256.
    package init?(kittyParameter parameter: Int) {
        guard (1...256).contains(parameter) else { return nil }
        self.init(rawValue: UInt8(truncatingIfNeeded: parameter - 1))
    }

    /// The prefixes ``KeyNotation`` writes for these modifiers, in its order: `d-h-c-a-s-`
    /// (`d-` Super, `h-` Hyper). Meta has none: `m-` is Alt in the notation, as in Vim.
    var notationPrefix: String {
        (contains(.super) ? "d-" : "") + (contains(.hyper) ? "h-" : "") + (contains(.control) ? "c-" : "")
            + (contains(.alt) ? "a-" : "") + (contains(.shift) ? "s-" : "")
    }
}
