import CNcurses
import Glibc

extension CursesScreen {
    /// Reads the keys that are available now, without blocking (beyond the short wait
    /// that tells a lone Esc from an escape sequence).
    ///
    /// Bytes come from `wgetch` in keypad mode, so escape sequences are decoded per
    /// terminfo; the ``KeyReader`` assembles characters, pairs Esc with the key right
    /// after it (Alt), decodes what terminfo leaves out and makes clicks.
    ///
    /// - Parameter limit: the most keys to read in one call, so a huge paste is handled
    ///   in slices and the screen keeps up.
    func readAvailableKeys(limit: Int = 4096) -> [Key] {
        let keys: [Key]? = withCurses {
            guard let window = inputWindow else { return [] }
            var keys: [Key] = []
            while keys.count < limit {
                let value = wgetch(window)
                if value == ERR {
                    keyReader.endOfInput(to: &keys)
                    break
                }
                let input: KeyReader.Input
                if value >= 0 && value <= 0xFF {
                    input = .byte(UInt8(value))
                } else if value == KEY_MOUSE {
                    input = KeyDecoder.mouseReport().map { .mouse($0) } ?? .key(.unknown(Int(value)))
                } else {
                    input = .key(KeyDecoder.keyCode(value))
                }
                keyReader.add(input, at: .now, to: &keys)
            }
            return keys
        }
        return keys ?? []
    }

    /// Writes `bytes` to a null-device screen's input and returns the keys ncurses
    /// decodes from them. Up to 1 MiB goes to ncurses in one piece; longer input is
    /// handed over as fast as it is read.
    func decode(_ bytes: [UInt8], escapeDelay: Duration) -> [Key] {
        guard inputWriter >= 0 else { return [] }
        let milliseconds =
            escapeDelay.components.seconds * 1000 + escapeDelay.components.attoseconds / 1_000_000_000_000_000
        withCurses { set_escdelay(Int32(clamping: milliseconds)) }
        var keys: [Key] = []
        var offset = 0
        repeat {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                write(inputWriter, buffer.baseAddress, buffer.count)
            }
            offset += max(0, written)
            keys.append(contentsOf: readAvailableKeys(limit: .max))
        } while offset < bytes.count
        return keys
    }
}
