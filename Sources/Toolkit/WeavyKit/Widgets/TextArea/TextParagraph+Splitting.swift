extension TextParagraph {
    /// The paragraphs of `text`, split at every newline (LF, CR, CR LF, VT, FF, NEL,
    /// U+2028, U+2029: the characters `Character.isNewline` accepts), in one pass over
    /// its UTF-8 bytes; there is always at least one.
    ///
    /// ASCII paragraphs are copied as bytes with no character made; only paragraphs
    /// holding other characters are decoded.
    static func paragraphs(of text: String) -> [TextParagraph] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { paragraphs(ofUTF8: $0) }
            ?? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { TextParagraph($0) }
    }

    private static func paragraphs(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [TextParagraph] {
        var result: [TextParagraph] = []
        var start = 0
        var isASCII = true
        var index = 0
        func finish(at end: Int) {
            let range = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if isASCII {
                result.append(TextParagraph(latin1: Array(range)))
            } else if let values = latin1(decoding: range) {
                result.append(TextParagraph(latin1: values))
            } else {
                result.append(TextParagraph(nonASCII: String(decoding: range, as: UTF8.self)))
            }
            isASCII = true
        }
        while index < bytes.count {
            let byte = bytes[index]
            // Most bytes are ASCII and no newline: passed over without a look further.
            if byte < 0x0A || (byte > 0x0D && byte < 0x80) {
                index += 1
                continue
            }
            let length = newlineLength(in: bytes, at: index)
            if length > 0 {
                finish(at: index)
                index += length
                start = index
            } else {
                isASCII = false
                index += 1
            }
        }
        finish(at: bytes.count)
        return result
    }

    /// The values of the scalars of UTF-8 `bytes` when every one is below U+0100 (a
    /// Latin-1 text, accents and all), decoded without a string; `nil` at the first
    /// other scalar or ill-formed byte.
    private static func latin1(decoding bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                values.append(byte)
                index += 1
                continue
            }
            // U+0080 to U+00FF: 110000xx 10xxxxxx.
            guard byte & 0xFE == 0xC2, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 else { return nil }
            values.append((byte & 0x03) << 6 | bytes[index + 1] & 0x3F)
            index += 2
        }
        return values
    }

    /// The paragraph that UTF-8 offset `end` of `bytes` falls in, and the offset where that
    /// paragraph starts: newlines counted as ``paragraphs(of:)`` splits at them.
    static func paragraph(atUTF8Offset end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        paragraph: Int, start: Int
    ) {
        var paragraph = 0
        var start = 0
        var previousStart = 0
        var index = 0
        let end = Swift.min(Swift.max(0, end), bytes.count)
        while index < end {
            let length = newlineLength(in: bytes, at: index)
            if length > 0 {
                index += length
                paragraph += 1
                previousStart = start
                start = index
            } else {
                index += 1
            }
        }
        // An offset between a CR and its LF belongs to the line they end.
        return start > end ? (paragraph - 1, previousStart) : (paragraph, start)
    }

    /// The length of the newline at `index` (LF, VT, FF, CR, CR LF as one; NEL, U+2028,
    /// U+2029), or 0.
    @inline(__always)
    private static func newlineLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            guard byte >= 0x0A && byte <= 0x0D else { return 0 }
            return byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
            return 3
        }
        return 0
    }
}
