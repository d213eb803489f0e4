/// What a recording keeps of input typed into a secret field (a password): the keys are
/// still there, so the session replays and its timing shows, but every character typed
/// is a `*`. Escape sequences (arrows, function keys, the brackets of a paste) are kept
/// as they are, so that a replay moves as the user did.
enum InputMasking {
    static let mask = UInt8(ascii: "*")

    /// `bytes` with each character outside an escape sequence replaced by one `*`.
    static func masked(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let end = escapeSequenceEnd(in: bytes, from: index)
                out += bytes[index..<end]
                index = end
            } else if byte < 0x20 || byte == 0x7F {
                // Enter, Tab, Backspace, Ctrl keys: what they do shows, not what was typed.
                out.append(byte)
                index += 1
            } else {
                out.append(mask)
                index += scalarLength(startingWith: byte)
            }
        }
        return out
    }

    /// Where the escape sequence that starts at `start` ends: a CSI's final byte, SS3's
    /// one letter, or the Esc alone (an Alt key's character after it is masked).
    private static func escapeSequenceEnd(in bytes: [UInt8], from start: Int) -> Int {
        let next = start + 1
        guard next < bytes.count else { return next }
        switch bytes[next] {
        case UInt8(ascii: "["):
            var index = next + 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if (0x40...0x7E).contains(byte) { break }
            }
            return index
        case UInt8(ascii: "O"):
            return min(bytes.count, next + 2)
        default:
            return next
        }
    }

    /// How many bytes the UTF-8 scalar that begins with `byte` takes (1 for a stray byte).
    private static func scalarLength(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
