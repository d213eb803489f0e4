/// Decodes the escape sequences terminals send after `ESC [`: keys with every modifier
/// combination as xterm, the VT220, rxvt/urxvt and the Linux console send them, the
/// kitty keyboard protocol's `CSI … u` and xterm's modifyOtherKeys, SGR, X10 and urxvt
/// mouse reports, focus events, and the replies terminals send when asked.
package enum XtermSequence {
    /// A decoded control sequence (`ESC [` parameters final).
    enum Decoded: Equatable {
        case key(Key)
        case mouse(MouseReport, KeyModifiers)
        case reply(TerminalReply)
        /// A sequence that means something but delivers nothing: a key release the app
        /// did not ask for, a modifier key alone, a button's release.
        case ignored
    }

    /// What decoding a sequence depends on besides its bytes.
    struct Context {
        /// The kitty keyboard flags the app set: modifier parameters follow kitty's bits
        /// when any is set, and releases and repeats are reported when asked.
        var keyboardFlags: KittyKeyboardFlags = []
        /// Whether a cursor position report was asked for: `CSI 1 ; 2 R` is then a reply,
        /// not Shift-F3.
        var expectsCursorReport = false
    }

    /// Decodes the bytes after `ESC [` of a complete sequence (parameters and a final
    /// byte), or returns `nil` when it names nothing known. An X10 mouse report (`ESC [ M`
    /// and three bytes) and the Linux console's `ESC [ [ A` … `E` are decoded too.
    static func decode(_ bytes: [UInt8], context: Context = Context()) -> Decoded? {
        if bytes.first == UInt8(ascii: "M"), bytes.count == 4 {
            return x10Mouse(button: bytes[1], column: bytes[2], row: bytes[3])
        }
        if bytes.count == 2, bytes[0] == UInt8(ascii: "[") {
            // The Linux console's F1…F5.
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(bytes[1]) else { return nil }
            return .key(.function(Int(bytes[1] - UInt8(ascii: "A")) + 1))
        }
        guard let sequence = ControlSequence(bytes) else { return nil }
        switch sequence.marker {
        case nil: return plain(sequence, context: context)
        case UInt8(ascii: "<"): return sgrMouse(sequence)
        case UInt8(ascii: "?"): return privateReply(sequence)
        case UInt8(ascii: ">"):
            guard sequence.final == UInt8(ascii: "c"), sequence.intermediates.isEmpty,
                let values = sequence.values(default: 0)
            else { return nil }
            return .reply(.secondaryDeviceAttributes(values))
        default: return nil
        }
    }

    /// The key an SS3 sequence (`ESC O` and `final`) stands for: what terminals send in
    /// application mode for the arrows, Home, End, F1–F4 and the keypad, and urxvt's
    /// Ctrl-arrows (`ESC O a` … `d`).
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // The keypad: * + , - . / and the digits.
            let text = Array("*+,-./0123456789".utf8)[Int(final - UInt8(ascii: "j"))]
            return .character(Character(Unicode.Scalar(text)))
        case UInt8(ascii: "X"): return "="
        case UInt8(ascii: "a")...UInt8(ascii: "d"): return urxvtArrows[Int(final - UInt8(ascii: "a"))].with(.control)
        default: return letterKeys[final].flatMap { $0 == .backTab ? nil : $0 }
        }
    }

    /// Decodes a key's terminfo string, such as xterm's `kf13=\E[1;2P` (Shift-F1).
    package static func decodeKey(terminfo string: [UInt8]) -> Key? {
        guard string.count > 2, string[0] == 0x1B, string[1] == UInt8(ascii: "["),
            case .key(let key) = decode(Array(string.dropFirst(2)))
        else { return nil }
        return key
    }

    // MARK: - Sequences without a private marker

    private static func plain(_ sequence: ControlSequence, context: Context) -> Decoded? {
        let parameters = sequence.parameters
        if !sequence.intermediates.isEmpty {
            if sequence.intermediates.elementsEqual([UInt8(ascii: "$")]) {
                if sequence.final == UInt8(ascii: "y") { return modeReport(sequence, isPrivate: false) }
            } else {
                return nil
            }
        }
        switch sequence.final {
        case UInt8(ascii: "~"):
            if parameters.count == 3, parameters[0].value == 27 { return modifyOtherKeys(sequence) }
            return numbered(sequence, context: context)
        case UInt8(ascii: "u"): return KittyKey.decode(sequence, context: context)
        case UInt8(ascii: "^"), UInt8(ascii: "@"), UInt8(ascii: "$"):
            // urxvt: Ctrl (^), Ctrl-Shift (@), Shift ($) with a numbered key.
            guard parameters.count == 1, let number = parameters[0].value, let base = tildeKeys[number] else {
                return nil
            }
            let modifiers: KeyModifiers =
                switch sequence.final {
                case UInt8(ascii: "^"): .control
                case UInt8(ascii: "@"): [.control, .shift]
                default: .shift
                }
            return .key(base.with(modifiers))
        case UInt8(ascii: "a")...UInt8(ascii: "d"):
            guard parameters.isEmpty else { return nil }
            return .key(urxvtArrows[Int(sequence.final - UInt8(ascii: "a"))].with(.shift))
        case UInt8(ascii: "I"), UInt8(ascii: "O"):
            guard parameters.isEmpty else { return letter(sequence, context: context) }
            return .key(sequence.final == UInt8(ascii: "I") ? .focusGained : .focusLost)
        case UInt8(ascii: "R"):
            if parameters.count == 2, let values = sequence.values(default: 1),
                context.expectsCursorReport || values[0] != 1
            {
                return .reply(.cursorPosition(row: values[0], column: values[1]))
            }
            return letter(sequence, context: context)
        case UInt8(ascii: "M"):
            guard parameters.count == 3, let values = sequence.values(default: 1) else { return nil }
            // urxvt's 1015 report: button plus 32, column, row, in decimal.
            return mouse(code: values[0] - 32, released: false, column: values[1], row: values[2])
        case UInt8(ascii: "t"):
            guard let values = sequence.values(default: 0), !values.isEmpty else { return nil }
            return .reply(.windowReport(values))
        case UInt8(ascii: "E"), UInt8(ascii: "G"):
            // The keypad's middle key (5 without Num Lock): no key of its own here.
            return parameters.count <= 2 ? .ignored : nil
        default:
            return letter(sequence, context: context)
        }
    }

    /// `ESC [ A`, or `ESC [ 1 ; m A` with a modifier (and kitty's `:event`).
    private static func letter(_ sequence: ControlSequence, context: Context) -> Decoded? {
        let parameters = sequence.parameters
        guard let base = letterKeys[sequence.final], parameters.count <= 2 else { return nil }
        if let first = parameters.first, first.value(default: 1) != 1 || !first.subparameters.isEmpty {
            return nil
        }
        return modified(base, parameters.count == 2 ? parameters[1] : nil, context: context)
    }

    /// `ESC [ number ~`, `ESC [ number ; m ~` (and kitty's `:event`).
    private static func numbered(_ sequence: ControlSequence, context: Context) -> Decoded? {
        let parameters = sequence.parameters
        guard (1...2).contains(parameters.count), parameters[0].subparameters.isEmpty,
            let number = parameters[0].value, let base = tildeKeys[number]
        else { return parameters.first?.value == 201 ? .ignored : nil }
        return modified(base, parameters.count == 2 ? parameters[1] : nil, context: context)
    }

    /// `base` with the modifiers and event of `parameter` (xterm's or kitty's numbering).
    static func modified(_ base: Key, _ parameter: ControlSequence.Parameter?, context: Context) -> Decoded? {
        guard let parameter else { return .key(base) }
        let number = parameter.value(default: 1)
        let modifiers =
            context.keyboardFlags.isEmpty
            ? KeyModifiers(xtermParameter: number) : KeyModifiers(kittyParameter: number)
        guard let modifiers, parameter.subparameters.count <= 1 else { return nil }
        return KittyKey.event(base.with(modifiers), parameter.subparameters.first, context: context)
    }

    /// xterm's modifyOtherKeys (level 2): `ESC [ 27 ; m ; code ~`.
    private static func modifyOtherKeys(_ sequence: ControlSequence) -> Decoded? {
        guard let values = sequence.values(default: 1), let modifiers = KeyModifiers(xtermParameter: values[1]),
            var key = KittyKey.key(code: values[2])
        else { return nil }
        var held = modifiers
        // The code is the character typed, already shifted: `!` for Shift-1.
        if case .character(let character) = key, !character.isASCIILetter, held.contains(.shift) {
            held.remove(.shift)
        }
        key = key.with(held)
        return .key(key)
    }

    // MARK: - Replies

    private static func privateReply(_ sequence: ControlSequence) -> Decoded? {
        guard let values = sequence.values(default: 0) else { return nil }
        if sequence.intermediates.elementsEqual([UInt8(ascii: "$")]), sequence.final == UInt8(ascii: "y") {
            return modeReport(sequence, isPrivate: true)
        }
        guard sequence.intermediates.isEmpty else { return nil }
        switch sequence.final {
        case UInt8(ascii: "c"): return .reply(.primaryDeviceAttributes(values))
        case UInt8(ascii: "u"):
            guard values.count <= 1 else { return nil }
            return .reply(.keyboardFlags(KittyKeyboardFlags(rawValue: values.first ?? 0)))
        case UInt8(ascii: "R"):
            // DECXCPR: row ; column (; page).
            guard values.count >= 2 else { return nil }
            return .reply(.cursorPosition(row: values[0], column: values[1]))
        default: return nil
        }
    }

    private static func modeReport(_ sequence: ControlSequence, isPrivate: Bool) -> Decoded? {
        guard let values = sequence.values(default: 0), values.count == 2,
            let state = TerminalReply.ModeState(rawValue: values[1])
        else { return nil }
        return .reply(.mode(values[0], isPrivate: isPrivate, state))
    }

    // MARK: - Tables

    static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// urxvt's arrows with a modifier: `a` … `d` for up, down, right, left.
    private static let urxvtArrows: [Key] = [.up, .down, .right, .left]

    /// `ESC [ number ~` keys: the VT220 numbering xterm, rxvt and the Linux console use,
    /// with F13–F20 at 25–34 (the VT220's own F-keys, rxvt's Shift-F3 and up).
    static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]
}
