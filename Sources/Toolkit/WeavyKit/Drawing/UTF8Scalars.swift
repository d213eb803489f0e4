/// The scalars of valid UTF-8 bytes, decoded in place: for drawing and wrapping text from
/// a string's bytes without walking its (validating) scalar view.
struct UTF8Scalars: Sequence, IteratorProtocol {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            return Unicode.Scalar(lead)
        }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else {
            index = bytes.count
            return "\u{FFFD}"
        }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        index += length
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

extension UInt8 {
    /// Whether the byte is printable ASCII (space to `~`): one cell, as itself. In UTF-8
    /// it always starts a scalar.
    var isPrintableASCII: Bool { self &- 0x20 < 0x5F }
}
