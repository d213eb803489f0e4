import CNcurses
import Glibc

extension Terminal {
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
        withCurses {
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
    }

    /// Feeds raw bytes to a headless terminal's input, as if typed on a terminal, and
    /// returns the keys ncurses decoded from them (escape sequences per terminfo,
    /// UTF-8, mouse reports).
    ///
    /// Up to 1 MiB goes to ncurses in one piece; longer input is handed over as fast as
    /// it is read. A lone Esc at the very end is reported after the Esc delay; a mouse
    /// report cut short at the end is dropped.
    public func feed(_ bytes: [UInt8]) -> [Key] {
        precondition(mode == .headless, "only a headless terminal is fed bytes")
        var keys: [Key] = []
        var offset = 0
        repeat {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                write(headlessInputWriter, buffer.baseAddress, buffer.count)
            }
            offset += max(0, written)
            keys.append(contentsOf: readAvailableKeys(limit: .max))
        } while offset < bytes.count
        return keys
    }
}
