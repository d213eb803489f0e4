/// What a terminal was found to support at start-up, and why: the raw answer to each
/// question asked of it (or that none came), and each choice made from them with the
/// source that decided it.
///
/// A live terminal makes its choices with this type's own rules, so a report says
/// exactly what a program would get: `Terminal.examine(options:)` (in `WeavyNcurses`)
/// asks the terminal as `Terminal.live(options:)` does, gives it back as it was, and
/// returns the report; its ``description`` is readable text for a bug report, and
/// `weavy-demo doctor` prints it. The article <doc:KeysAndTheTerminal> tells what the
/// answers change.
public struct TerminalReport: Hashable, Sendable, CustomStringConvertible {
    /// One of the questions of ``TerminalCapabilities/query``.
    public enum Query: Int, CaseIterable, Hashable, Sendable {
        /// The kitty keyboard protocol's flags (`CSI ? u`).
        case kittyKeyboard
        /// The default background color (OSC 11).
        case backgroundColor
        /// Synchronized output's state (DECRQM for DEC mode 2026).
        case synchronizedOutput
        /// Bracketed paste's state (DECRQM for DEC mode 2004).
        case bracketedPaste
        /// The terminal's name and version (XTVERSION, `CSI > q`).
        case version
        /// The primary device attributes (DA1, `CSI c`), which every terminal answers.
        case deviceAttributes

        /// The question as a terminal's documentation names it: `"CSI ? u"`, `"OSC 11"`,
        /// `"DECRQM 2026"`, `"DECRQM 2004"`, `"XTVERSION"`, `"DA1"`.
        public var name: String {
            switch self {
            case .kittyKeyboard: "CSI ? u"
            case .backgroundColor: "OSC 11"
            case .synchronizedOutput: "DECRQM 2026"
            case .bracketedPaste: "DECRQM 2004"
            case .version: "XTVERSION"
            case .deviceAttributes: "DA1"
            }
        }

        /// What the question asks, in words.
        public var subject: String {
            switch self {
            case .kittyKeyboard: "kitty keyboard flags"
            case .backgroundColor: "background color"
            case .synchronizedOutput: "synchronized output"
            case .bracketedPaste: "bracketed paste"
            case .version: "name and version"
            case .deviceAttributes: "device attributes"
            }
        }

        /// The question `reply` answers, or `nil` for a reply to something not asked.
        public init?(answeredBy reply: TerminalReply) {
            switch reply {
            case .keyboardFlags: self = .kittyKeyboard
            case .backgroundColor: self = .backgroundColor
            case .mode(2026, isPrivate: true, _): self = .synchronizedOutput
            case .mode(2004, isPrivate: true, _): self = .bracketedPaste
            case .version: self = .version
            case .primaryDeviceAttributes: self = .deviceAttributes
            default: return nil
            }
        }
    }

    /// A terminal's answer to one question: the bytes it sent and what they say.
    public struct Answer: Hashable, Sendable {
        /// The reply as decoded.
        public var reply: TerminalReply
        /// The bytes of the reply, as the terminal sent them.
        public var bytes: [UInt8]

        /// An answer of `bytes` that decode as `reply`.
        public init(reply: TerminalReply, bytes: [UInt8]) {
            self.reply = reply
            self.bytes = bytes
        }

        /// The bytes as text, control characters escaped (`\e[?0u`).
        public var escaped: String { TerminalReport.escape(bytes) }
    }

    /// The terminal's type, as `TERM` names it.
    public var terminalType: String
    /// Why the terminal was asked nothing (`COLORFGBG` set, a type that cannot be used),
    /// or `nil` when it was asked.
    public var unaskedBecause: Reason?
    /// The answers that came, in the order they came; of two answers to one question
    /// the later counts.
    public var answers: [Answer]
    /// How many colors are drawn.
    public var colorDepth: Decided<ColorDepth>
    /// The background the standard theme is chosen for.
    public var appearance: Decided<Appearance>
    /// Whether frames are written between synchronized-output marks (DEC mode 2026).
    public var synchronizedOutput: Decided<Bool>
    /// Whether links are written as OSC 8 hyperlinks.
    public var hyperlinks: Decided<Bool>
    /// Whether curly, dotted and colored underlines are written as such.
    public var styledUnderlines: Decided<Bool>
    /// How keys are asked for.
    public var keyboard: Decided<KeyboardMode>

    /// Whether the terminal was asked the questions of ``TerminalCapabilities/query``.
    public var asked: Bool { unaskedBecause == nil }

    /// The answer to `query` (the last one when it came twice), or `nil` when none came.
    public func answer(to query: Query) -> Answer? {
        answers.last { Query(answeredBy: $0.reply) == query }
    }

    /// What the answers say, as ``Terminal/capabilities`` holds it.
    public var capabilities: TerminalCapabilities { TerminalCapabilities(replies: answers.map(\.reply)) }

    /// The features of ``synchronizedOutput``, ``hyperlinks`` and ``styledUnderlines``
    /// that are on.
    public var outputFeatures: OutputFeatures {
        var features: OutputFeatures = []
        if synchronizedOutput.value { features.insert(.synchronizedOutput) }
        if hyperlinks.value { features.insert(.hyperlinks) }
        if styledUnderlines.value { features.insert(.styledUnderlines) }
        return features
    }

    /// `bytes` as text: printable ASCII as it is, ESC as `\e`, other control bytes and
    /// bytes past ASCII as `\xNN`.
    public static func escape(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case 0x1B: text += "\\e"
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }
}

/// A choice made at start-up, with what decided it.
public struct Decided<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What was chosen.
    public var value: Value
    /// Why.
    public var reason: TerminalReport.Reason

    /// `value`, chosen for `reason`.
    public init(_ value: Value, because reason: TerminalReport.Reason) {
        self.value = value
        self.reason = reason
    }
}

/// How a terminal is asked to report keys.
public enum KeyboardMode: Hashable, Sendable, CustomStringConvertible {
    /// The kitty keyboard protocol, with these flags pushed.
    case kittyProtocol(KittyKeyboardFlags)
    /// xterm's `modifyOtherKeys` level 2.
    case modifyOtherKeys
    /// The terminal's own keys, nothing asked: Ctrl-I reads as Tab, Esc waits `ESCDELAY`.
    case legacy

    /// `"kitty flags 1"` (the flags pushed), `"modifyOtherKeys"` or `"legacy keys"`.
    public var description: String {
        switch self {
        case .kittyProtocol(let flags): "kitty flags \(flags.rawValue)"
        case .modifyOtherKeys: "modifyOtherKeys"
        case .legacy: "legacy keys"
        }
    }
}
