/// What a terminal said it can do when it was asked at start-up: the kitty keyboard
/// protocol and its flags, its background color, synchronized output, bracketed paste,
/// its name and version.
///
/// A live terminal (in `WeavyNcurses`) and each SSH session (in `WeavySSH`) ask once,
/// with the queries of ``query`` written in one batch that ends with a primary device
/// attributes request (DA1), which every terminal answers: its answer ends the wait, so
/// a terminal that knows none of the other questions costs one round trip. Read the
/// result from ``Terminal/capabilities``; a terminal that was not asked (headless,
/// embedded) says ``unknown``. The article <doc:KeysAndTheTerminal> tells what is
/// done with the answers.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The kitty keyboard protocol's flags in force when asked (`CSI ? u`); `nil` when
    /// the terminal did not answer, so it does not speak the protocol.
    public var kittyKeyboardFlags: KittyKeyboardFlags?
    /// The default background color (OSC 11), when the terminal reported it.
    public var backgroundColor: TerminalReply.Color?
    /// Synchronized output's state (DEC mode 2026, asked with DECRQM); `nil` without an
    /// answer.
    public var synchronizedOutput: TerminalReply.ModeState?
    /// Bracketed paste's state (DEC mode 2004, asked with DECRQM); `nil` without an answer.
    public var bracketedPaste: TerminalReply.ModeState?
    /// The terminal's name and version as it writes them (XTVERSION, `CSI > q`):
    /// `"kitty(0.26.5)"`, `"XTerm(379)"`; `nil` when it did not say.
    public var version: String?
    /// The primary device attributes (DA1): the terminal's class and features; `nil`
    /// when the terminal answered nothing at all, or was not asked.
    public var deviceAttributes: [Int]?

    /// Capabilities from what a terminal answered; nothing known by default.
    public init(
        kittyKeyboardFlags: KittyKeyboardFlags? = nil, backgroundColor: TerminalReply.Color? = nil,
        synchronizedOutput: TerminalReply.ModeState? = nil, bracketedPaste: TerminalReply.ModeState? = nil,
        version: String? = nil, deviceAttributes: [Int]? = nil
    ) {
        self.kittyKeyboardFlags = kittyKeyboardFlags
        self.backgroundColor = backgroundColor
        self.synchronizedOutput = synchronizedOutput
        self.bracketedPaste = bracketedPaste
        self.version = version
        self.deviceAttributes = deviceAttributes
    }

    /// Reads the answers to ``query`` out of `replies`; replies to other questions are
    /// ignored, and of two answers to one question the later counts.
    public init(replies: some Sequence<TerminalReply>) {
        self.init()
        for reply in replies {
            switch reply {
            case .keyboardFlags(let flags): kittyKeyboardFlags = flags
            case .backgroundColor(let color): backgroundColor = color
            case .mode(2026, isPrivate: true, let state): synchronizedOutput = state
            case .mode(2004, isPrivate: true, let state): bracketedPaste = state
            case .version(let text): version = text
            case .primaryDeviceAttributes(let attributes): deviceAttributes = attributes
            default: break
            }
        }
    }

    /// Nothing known: the terminal was not asked, or answered nothing.
    public static let unknown = TerminalCapabilities()

    /// Whether the terminal answered at all (its DA1 reply came).
    public var answered: Bool { deviceAttributes != nil }

    /// Whether the terminal speaks the kitty keyboard protocol.
    public var supportsKittyKeyboard: Bool { kittyKeyboardFlags != nil }

    /// Whether the terminal knows synchronized output (mode 2026), set or not.
    public var supportsSynchronizedOutput: Bool { Self.isKnown(synchronizedOutput) }

    /// Whether the terminal knows bracketed paste (mode 2004), set or not.
    public var supportsBracketedPaste: Bool { Self.isKnown(bracketedPaste) }

    /// Whether the terminal is xterm itself (its XTVERSION names `XTerm`), which offers
    /// `modifyOtherKeys`.
    public var isXterm: Bool { version?.hasPrefix("XTerm(") ?? false }

    /// The background's appearance, when the terminal reported its color.
    public var backgroundAppearance: Appearance? {
        backgroundColor.map {
            Appearance.ofBackground(red: Int($0.red), green: Int($0.green), blue: Int($0.blue))
        }
    }

    /// The questions, in one batch: the kitty keyboard flags (`CSI ? u`), the background
    /// color (OSC 11), the states of modes 2026 and 2004 (DECRQM), the name and version
    /// (XTVERSION), and last DA1 (`CSI c`), whose answer ends the wait.
    public static let query: [UInt8] = Array(
        ("\u{1B}[?u" + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[?2026$p" + "\u{1B}[?2004$p" + "\u{1B}[>q" + "\u{1B}[c").utf8)

    private static func isKnown(_ state: TerminalReply.ModeState?) -> Bool {
        guard let state else { return false }
        return state != .notRecognized
    }
}
