/// Assembles characters from the bytes `wgetch` returns, one byte at a time.
///
/// ncurses' own `wget_wch` keeps reading after an invalid byte until its buffer fills
/// or input runs dry, and drops everything it read: a single stray byte (an 8-bit meta
/// key, a Latin-1 paste) would swallow the keys typed after it. This assembler reports
/// an invalid byte as ``Key/unknown(_:)`` and goes on with the next one, and keeps an
/// incomplete sequence until its remaining bytes arrive.
struct UTF8Assembler {
    private var pending: [UInt8] = []
    private var expected = 0

    /// Whether a character's first bytes are waiting for the rest.
    var isPending: Bool { expected > 0 }

    /// Feeds one byte (0...255); appends to `keys` the keys it completes (none while a
    /// sequence is incomplete, two when an invalid byte interrupts one).
    mutating func add(_ byte: UInt8, to keys: inout [Key]) {
        if expected > 0 {
            if byte & 0xC0 == 0x80 {
                pending.append(byte)
                if pending.count == expected { keys.append(finish()) }
                return
            }
            keys.append(abandon())
        }
        switch byte {
        // Line feed is Ctrl-J, as it is to the kitty keyboard protocol and most decoders;
        // Enter sends carriage return (ncurses, in `nonl` mode, reads both as Enter).
        case 0x0A: keys.append(.control("j"))
        case 0x00...0x7F: keys.append(KeyDecoder.character(UInt32(byte)))
        case 0xC2...0xDF: begin(byte, length: 2)
        case 0xE0...0xEF: begin(byte, length: 3)
        case 0xF0...0xF4: begin(byte, length: 4)
        default: keys.append(.unknown(Int(byte)))
        }
    }

    /// Ends an incomplete sequence (a key code interrupts it), appending it to `keys` as
    /// unknown.
    mutating func interrupt(to keys: inout [Key]) {
        if expected > 0 { keys.append(abandon()) }
    }

    private mutating func begin(_ byte: UInt8, length: Int) {
        pending = [byte]
        expected = length
    }

    private mutating func abandon() -> Key {
        let first = pending.first.map(Int.init) ?? 0
        pending.removeAll()
        expected = 0
        return .unknown(first)
    }

    private mutating func finish() -> Key {
        defer {
            pending.removeAll()
            expected = 0
        }
        var value: UInt32
        switch pending.count {
        case 2: value = UInt32(pending[0] & 0x1F)
        case 3: value = UInt32(pending[0] & 0x0F)
        default: value = UInt32(pending[0] & 0x07)
        }
        for byte in pending.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not characters.
        let minimum: UInt32 = pending.count == 2 ? 0x80 : pending.count == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .unknown(Int(pending[0])) }
        return KeyDecoder.character(scalar.value)
    }
}
