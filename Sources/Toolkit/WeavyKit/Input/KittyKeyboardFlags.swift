/// The kitty keyboard protocol's progressive enhancement flags: what an app asks the
/// terminal to report, and what the terminal says is in force (`CSI ? flags u`).
///
/// The bytes that set them are ``pushSequence``, ``popSequence(count:)`` and ``querySequence``;
/// the decoder reads what such a terminal sends whatever flags are on, and reports key
/// releases and repeats only when told ``reportsEventTypes`` is on
/// (``Terminal/keyboardFlags``).
public struct KittyKeyboardFlags: OptionSet, Hashable, Sendable {
    /// The flags as the protocol numbers them.
    public let rawValue: Int

    /// Creates flags from the protocol's bits (1 … 16).
    public init(rawValue: Int) {
        self.rawValue = rawValue & 0b1_1111
    }

    /// Keys that legacy bytes leave ambiguous (Esc, Alt and Ctrl combinations) are sent
    /// as `CSI … u`: Ctrl-I apart from Tab, Esc without a wait.
    public static let disambiguatesEscapeCodes = KittyKeyboardFlags(rawValue: 1)
    /// Repeats and releases are reported, besides presses.
    public static let reportsEventTypes = KittyKeyboardFlags(rawValue: 2)
    /// The shifted and base-layout keys are reported with the key.
    public static let reportsAlternateKeys = KittyKeyboardFlags(rawValue: 4)
    /// Every key, Enter, Tab and Backspace included, is sent as an escape code.
    public static let reportsAllKeysAsEscapeCodes = KittyKeyboardFlags(rawValue: 8)
    /// The text a key types is sent with it.
    public static let reportsAssociatedText = KittyKeyboardFlags(rawValue: 16)

    /// `CSI > flags u`: pushes these flags on the terminal's stack.
    public var pushSequence: [UInt8] { Array("\u{1B}[>\(rawValue)u".utf8) }

    /// `CSI < count u`: pops `count` entries off the terminal's stack (what was pushed).
    public static func popSequence(count: Int = 1) -> [UInt8] { Array("\u{1B}[<\(max(1, count))u".utf8) }

    /// `CSI ? u`: asks the terminal for the flags in force; it answers with
    /// ``TerminalReply/keyboardFlags(_:)``, or not at all when it does not know the
    /// protocol (follow it with a DA1 request, `CSI c`, which every terminal answers).
    public static let querySequence: [UInt8] = Array("\u{1B}[?u".utf8)
}
