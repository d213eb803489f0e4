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

    /// No keys: only the built-in rules decode.
    package static let empty = KeyTable()

    private init() {}

    /// The keys of `terminfo` that the built-in rules do not decode.
    package init(terminfo: Terminfo) {
        var builtIn = BuiltInRules()
        for (name, sequence) in terminfo.allStrings {
            guard sequence.count >= 2, sequence[0] == 0x1B, let key = Self.key(named: name) else { continue }
            guard builtIn.key(for: sequence) == nil, keys[sequence] == nil else { continue }
            keys[sequence] = key
            for length in 1..<sequence.count { prefixes.insert(Array(sequence.prefix(length))) }
        }
    }

    /// Whether the table holds no keys.
    var isEmpty: Bool { keys.isEmpty }

    /// How many keys the table holds.
    package var count: Int { keys.count }

    /// Looks up the bytes of a sequence read so far (from its Esc on).
    func match(_ sequence: [UInt8]) -> Match? {
        if let key = keys[sequence] { return .key(key) }
        return prefixes.contains(sequence) ? .prefix : nil
    }

    /// The built-in rules, asked what they make of one terminfo string after another. One
    /// decoder serves them all: the end of input after a string brings it back to its
    /// ground state, and when it does not (a string that opens a paste) or the string was
    /// a mouse report (whose clicks it counts), a fresh one takes its place.
    private struct BuiltInRules {
        private var decoder = InputDecoder()
        private var decoded: [Key] = []
        private let time = ContinuousClock.now

        /// What the built-in rules make of `sequence`, when it is one key.
        mutating func key(for sequence: [UInt8]) -> Key? {
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
        guard name.utf8.first == UInt8(ascii: "k") else { return nil }
        if let key = standardKeys[name] { return key }
        if name.hasPrefix("kf"), let number = Int(name.dropFirst(2)), (0...63).contains(number) {
            return .function(number)
        }
        guard let digit = name.last?.wholeNumberValue, (2...8).contains(digit),
            let base = modifiableKeys[String(name.dropLast())],
            let modifiers = KeyModifiers(xtermParameter: digit)
        else { return nil }
        return base.with(modifiers)
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
