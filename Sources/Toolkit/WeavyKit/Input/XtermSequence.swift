/// Decodes the escape sequences xterm and its kin send for keys and mouse reports: CSI
/// keys with every modifier combination (Ctrl-Alt-Shift, Ctrl-Alt F-keys; the numbered
/// F13…F63 of xterm's entry are its modified F1…F12), SS3 keys, and SGR and X10 mouse
/// reports.
package enum XtermSequence {
    /// A decoded control sequence (`ESC [` parameters final).
    enum Decoded: Equatable {
        case key(Key)
        case mouse(MouseReport)
    }

    /// The final bytes of the sequences terminals send as keys and mouse reports; a
    /// sequence ending in another byte is taken as no sequence at all (its bytes stay
    /// keys: a cut-short sequence followed by typing must not swallow the typing).
    static func isKeyFinal(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "M"),
            UInt8(ascii: "O")...UInt8(ascii: "S"), UInt8(ascii: "Z"), UInt8(ascii: "m"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Decodes the bytes after `ESC [` of a complete sequence (parameters and a final
    /// byte), or returns `nil` when it names no key. An X10 mouse report (`ESC [ M` and
    /// three bytes) is decoded too.
    static func decode(_ bytes: [UInt8]) -> Decoded? {
        guard let final = bytes.last else { return nil }
        if bytes.first == UInt8(ascii: "M"), bytes.count == 4 {
            return x10Mouse(button: bytes[1], column: bytes[2], row: bytes[3]).map(Decoded.mouse)
        }
        let parameterBytes = bytes.dropLast()
        if parameterBytes.first == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
                let numbers = parameters(parameterBytes.dropFirst()), numbers.count == 3
            else { return nil }
            return sgrMouse(numbers, released: final == UInt8(ascii: "m")).map(Decoded.mouse)
        }
        guard let numbers = parameters(parameterBytes) else { return nil }
        return key(final: final, parameters: numbers).map(Decoded.key)
    }

    /// The key an SS3 sequence (`ESC O` and `final`) stands for: what terminals send in
    /// application mode for the arrows, Home, End, F1–F4 and the keypad.
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // The keypad: * + , - . / and the digits.
            let text = Array("*+,-./0123456789".utf8)[Int(final - UInt8(ascii: "j"))]
            return .character(Character(Unicode.Scalar(text)))
        case UInt8(ascii: "X"): return "="
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

    /// Semicolon-separated decimal numbers of at most five digits; an empty one is 1,
    /// xterm's default. Read in one pass: every escape sequence a key or a mouse report
    /// sends goes through here.
    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        guard !bytes.isEmpty else { return [] }
        var numbers: [Int] = []
        numbers.reserveCapacity(3)
        var value = 0
        var digits = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 5 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ";"):
                numbers.append(digits == 0 ? 1 : value)
                value = 0
                digits = 0
            default:
                return nil
            }
        }
        numbers.append(digits == 0 ? 1 : value)
        return numbers
    }

    private static func key(final: UInt8, parameters: [Int]) -> Key? {
        let base: Key?
        var modifierParameter = 1
        if final == UInt8(ascii: "~") {
            guard (1...2).contains(parameters.count) else { return nil }
            base = tildeKeys[parameters[0]]
            if parameters.count == 2 { modifierParameter = parameters[1] }
        } else {
            // ESC [ A, or ESC [ 1 ; m A with a modifier.
            guard parameters.count <= 2, parameters.first ?? 1 == 1 else { return nil }
            base = letterKeys[final]
            if parameters.count == 2 { modifierParameter = parameters[1] }
        }
        guard let base, let modifiers = KeyModifiers(xtermParameter: modifierParameter) else { return nil }
        return base.with(modifiers)
    }

    private static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// `ESC [ number ~` keys (the VT220 numbering xterm uses).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// SGR (1006) report: button;column;row, 1-based, `M` press and `m` release.
    private static func sgrMouse(_ numbers: [Int], released: Bool) -> MouseReport? {
        guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return mouse(button: numbers[0], released: released, at: Point(column: numbers[1] - 1, row: numbers[2] - 1))
    }

    /// X10 (1000) report: three bytes, each the value plus 32, coordinates 1-based.
    private static func x10Mouse(button: UInt8, column: UInt8, row: UInt8) -> MouseReport? {
        guard button >= 32, column >= 33, row >= 33 else { return nil }
        let code = Int(button) - 32
        let location = Point(column: Int(column) - 33, row: Int(row) - 33)
        // X10 reports every release as button 3, without saying which button it was.
        if code & (64 | 32) == 0 && code & 3 == 3 { return .release(location) }
        return mouse(button: code, released: false, at: location)
    }

    private static func mouse(button: Int, released: Bool, at location: Point) -> MouseReport? {
        if button & 64 != 0 {
            switch button & 3 {
            case 0: return .other(MouseEvent(.wheelUp, at: location))
            case 1: return .other(MouseEvent(.wheelDown, at: location))
            default: return nil
            }
        }
        if button & 32 != 0 { return .other(MouseEvent(.move, at: location)) }
        switch button & 3 {
        case 0: return released ? .release(location) : .press(location)
        case 2: return released ? nil : .other(MouseEvent(.rightClick, at: location))
        default: return nil
        }
    }
}
