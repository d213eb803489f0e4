/// The sequence that puts text on a terminal's own clipboard, for every backend that
/// writes to a terminal.
package enum ClipboardSequence {
    /// OSC 52: puts `text` on the terminal's clipboard ("c"), as base64, ended by BEL,
    /// which more terminals accept than ST. Terminals that do not know it ignore it.
    package static func bytes(copying text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    /// `bytes` in base64 (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                encoded.append(
                    position <= chunk.count ? alphabet[Int(value >> (18 - 6 * position) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return encoded
    }
}
