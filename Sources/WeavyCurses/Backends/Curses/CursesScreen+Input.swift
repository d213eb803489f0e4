import CNcurses
import Glibc

extension CursesScreen {
    /// Reads the keys that are available now, without blocking (beyond the short wait
    /// that tells a lone Esc from an escape sequence).
    ///
    /// Bytes come from `wgetch` in keypad mode, so escape sequences are decoded per
    /// terminfo; characters are assembled from UTF-8 here (see ``UTF8Assembler``).
    ///
    /// - Parameter limit: the most keys to read in one call, so a huge paste is handled
    ///   in slices and the screen keeps up.
    func readAvailableKeys(limit: Int = 4096) -> [Key] {
        let keys: [Key]? = withCurses {
            guard let window = inputWindow else { return [] }
            var keys: [Key] = []
            while keys.count < limit {
                let value = wgetch(window)
                if value == ERR { break }
                if value >= 0 && value <= 0xFF {
                    assembler.add(UInt8(value), to: &keys)
                } else {
                    assembler.interrupt(to: &keys)
                    keys.append(KeyDecoder.keyCode(value))
                }
            }
            return keys
        }
        return keys ?? []
    }

    /// Writes `bytes` to a null-device screen's input and returns the keys ncurses
    /// decodes from them. Up to 1 MiB goes to ncurses in one piece; longer input is
    /// handed over as fast as it is read.
    func decode(_ bytes: [UInt8]) -> [Key] {
        guard inputWriter >= 0 else { return [] }
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
