/// The key strings of one terminal type that the built-in decoding does not know: read
/// from its terminfo entry (the Linux console's `ESC [ [ A` for F1, rxvt's `ESC [ 25 ~`
/// for F13), looked up by ``InputDecoder`` before its own rules.
///
/// Strings the built-in rules already decode are left out, so that a terminal following
/// xterm needs no table at all; where the entry and xterm's rules disagree on the meaning
/// of a sequence both know (xterm's entry calls Shift-F1 `kf13`), the modifiers win.
package struct KeyTable: Sendable {
    /// The result of looking up the bytes of a sequence read so far.
    enum Match: Equatable {
        /// They are a key of the table.
        case key(Key)
        /// They begin a longer key of the table.
        case prefix
    }

    private var keys: [[UInt8]: Key] = [:]
    private var prefixes: Set<[UInt8]> = []
    /// The entry whose keys are read at the first lookup (see ``reading(_:)``).
    private var unread: Terminfo?

    /// No keys: only the built-in rules decode.
    package static let empty = KeyTable()

    private init() {}

    /// The keys of `terminfo`, read when the table is first looked in: when the decoder
    /// first reads a sequence after `ESC [` or `ESC O`. Until then (typing, Enter, a lone
    /// Esc) nothing is read; reading the keys of xterm's entry asks the built-in rules
    /// about 137 strings, more than a start-up's first frame costs in all else but
    /// drawing.
    package static func reading(_ terminfo: Terminfo) -> KeyTable {
        var table = KeyTable()
        table.unread = terminfo
        return table
    }

    /// The keys of `terminfo` that the built-in rules do not decode.
    package init(terminfo: Terminfo) {
        var builtIn = BuiltInRules()
        for (name, sequence) in terminfo.allStrings {
            guard sequence.count >= 2, sequence[0] == 0x1B, let key = Self.key(named: name) else { continue }
            guard keys[sequence] == nil, builtIn.key(for: sequence) == nil else { continue }
            keys[sequence] = key
            for length in 1..<sequence.count { prefixes.insert(Array(sequence.prefix(length))) }
        }
    }

    /// How many keys the table holds (read already).
    package var count: Int { keys.count }

    /// Looks up the bytes of a sequence read so far: Esc, `introducer` (`[` or `O`), then
    /// `bytes`. Reads the entry's keys first if they are not read yet.
    mutating func match(after introducer: UInt8, _ bytes: some Sequence<UInt8>) -> Match? {
        if let terminfo = unread { self = KeyTable(terminfo: terminfo) }
        guard !keys.isEmpty else { return nil }
        let sequence = [0x1B, introducer] + bytes
        if let key = keys[sequence] { return .key(key) }
        return prefixes.contains(sequence) ? .prefix : nil
    }

    /// The built-in rules, asked what they make of one terminfo string after another. One
    /// decoder serves them all: the end of input after a string brings it back to its
    /// ground state, and when it does not (a string that opens a paste) or the string was
    /// a mouse report (whose clicks it counts), a fresh one takes its place.
    struct BuiltInRules {
        private var decoder = InputDecoder()
        private var decoded: [Key] = []
        private let time = ContinuousClock.now

        /// What the built-in rules make of `sequence`, when it is one key.
        mutating func key(for sequence: [UInt8]) -> Key? {
            if let key = Self.framedKey(sequence) { return key }
            return decodedKey(sequence)
        }

        /// The key of a sequence the decoder would read to its last byte and hand whole
        /// to ``XtermSequence``, asked directly: `ESC [`, parameter bytes and one final
        /// byte, or `ESC O` and one final byte, the shapes of nearly every entry's keys.
        /// `nil` for other shapes (the X10 mouse report's `M`, the Linux console's `[`,
        /// intermediate bytes, a paste's mark) and for what names no key: the decoder is
        /// asked those.
        static func framedKey(_ sequence: [UInt8]) -> Key? {
            guard sequence.count >= 3, sequence[0] == 0x1B, let final = sequence.last,
                (0x40...0x7E).contains(final)
            else { return nil }
            let key: Key?
            switch sequence[1] {
            case UInt8(ascii: "["):
                let body = Array(sequence[2...])
                guard body.count < InputDecoder.longestSequence, body[0] != UInt8(ascii: "M"),
                    body[0] != UInt8(ascii: "["), body.dropLast().allSatisfy({ (0x30...0x3F).contains($0) }),
                    case .key(let decoded)? = XtermSequence.decode(body)
                else { return nil }
                key = decoded
            case UInt8(ascii: "O") where sequence.count == 3:
                key = XtermSequence.singleShiftKey(final: final)?.with([])
            default:
                return nil
            }
            if case .unknown? = key { return nil }
            return key
        }

        /// What the decoder itself makes of `sequence`, when it is one key.
        mutating func decodedKey(_ sequence: [UInt8]) -> Key? {
            decoded.removeAll(keepingCapacity: true)
            for byte in sequence { decoder.add(byte, at: time, to: &decoded) }
            decoder.endOfInput(at: time, to: &decoded)
            let key = decoded.count == 1 ? decoded[0] : nil
            switch key {
            case .mouse?, nil:
                decoder = InputDecoder()
            default:
                if decoder.deadline(escapeDelay: .zero) != nil { decoder = InputDecoder() }
            }
            if case .unknown? = key { return nil }
            return key
        }
    }

    /// The key a terminfo key capability stands for: the standard ones, their shifted
    /// forms, and the extended names of modified keys (`kUP5` is Ctrl-Up: the digit is
    /// xterm's modifier parameter).
    static func key(named name: String) -> Key? {
        // Every key capability's name begins with k; most strings of an entry are not keys.
        // Read as bytes: a name is ASCII, and a Character's properties cost far more.
        let bytes = name.utf8
        guard bytes.first == UInt8(ascii: "k"), bytes.count >= 2 else { return nil }
        let second = bytes[bytes.index(after: bytes.startIndex)]
        let digits = bytes.reversed().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        if second == UInt8(ascii: "f"), digits > 0, digits == bytes.count - 2, digits <= 2 {
            let number = bytes.dropFirst(2).reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return number <= 63 ? .function(number) : nil
        }
        if digits == 1, let last = bytes.last, (UInt8(ascii: "2")...UInt8(ascii: "8")).contains(last),
            let base = modifiableKeys[String(decoding: bytes.dropLast(), as: UTF8.self)],
            let modifiers = KeyModifiers(xtermParameter: Int(last - UInt8(ascii: "0")))
        {
            return base.with(modifiers)
        }
        return standardKeys[name]
    }

    private static let standardKeys: [String: Key] = [
        "kcuu1": .up, "kcud1": .down, "kcub1": .left, "kcuf1": .right, "khome": .home, "kend": .end,
        "kich1": .insert, "kdch1": .delete, "kpp": .pageUp, "knp": .pageDown, "kcbt": .backTab, "kent": .enter,
        "kbs": .backspace, "kLFT": Key.left.with(.shift), "kRIT": Key.right.with(.shift),
        "kHOM": Key.home.with(.shift), "kEND": Key.end.with(.shift), "kDC": Key.delete.with(.shift),
        "kIC": Key.insert.with(.shift), "kNXT": Key.pageDown.with(.shift), "kPRV": Key.pageUp.with(.shift),
        "kri": Key.up.with(.shift), "kind": Key.down.with(.shift), "kUP": Key.up.with(.shift),
        "kDN": Key.down.with(.shift),
    ]

    /// The extended capabilities' stems that take a modifier digit.
    private static let modifiableKeys: [String: Key] = [
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
        "kIC": .insert, "kDC": .delete, "kPRV": .pageUp, "kNXT": .pageDown,
    ]
}
