/// Wrapping that says where the lines are rather than copying them: a long document
/// keeps its text once and wraps only the paragraphs it shows.
extension TextWrapping {
    /// One wrapped line of a paragraph, as UTF-8 offsets in the paragraph: from its first
    /// character (the spaces at a break dropped) to just past its last one (the spaces
    /// before a break dropped).
    struct Span: Equatable {
        var start: Int
        var end: Int
    }

    /// `paragraph` (a line with no newline) wrapped to `width` cells, line for line as
    /// ``wrap(paragraph:width:into:)`` wraps it; none when `width` is not positive.
    static func spans(of paragraph: Substring, width: Int) -> [Span] {
        guard width > 0 else { return [] }
        var spans: [Span] = []
        if !withASCIIBytes(of: paragraph, { wrapASCII($0, width: width) { spans.append($0) } }) {
            spans = generalSpans(of: paragraph, width: width)
        }
        return spans
    }

    /// How many lines `paragraph` takes at `width` cells, without making them. A
    /// paragraph no longer in UTF-8 bytes than the width is one line unmeasured: no
    /// character takes more cells than it has bytes.
    static func lineCount(of paragraph: Substring, width: Int) -> Int {
        guard width > 0 else { return 0 }
        if paragraph.utf8.count <= width { return 1 }
        var count = 0
        if !withASCIIBytes(of: paragraph, { wrapASCII($0, width: width) { _ in count += 1 } }) {
            count = generalSpans(of: paragraph, width: width).count
        }
        return count
    }

    /// Runs `body` on the bytes of `paragraph` when they are all ASCII (every one a cell,
    /// control pictures included); returns whether they were.
    private static func withASCIIBytes(
        of paragraph: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        let done = paragraph.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard isASCII(bytes) else { return false }
            body(bytes)
            return true
        }
        if let done { return done }
        let copy = Array(paragraph.utf8)
        return copy.withUnsafeBufferPointer { bytes in
            guard isASCII(bytes) else { return false }
            body(bytes)
            return true
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }

    /// The ASCII lines of `bytes` at `width`, as ``wrap(paragraph:width:into:)``'s byte
    /// path makes them, handed to `emit` in order.
    @inline(__always)
    private static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, _ emit: (Span) -> Void) {
        let space = UInt8(ascii: " ")
        let count = bytes.count
        var start = 0
        var produced = false
        while start < count || !produced {
            // No leading spaces on a continuation line.
            if produced {
                while start < count, bytes[start] == space { start += 1 }
                if start == count { break }
            }
            var end = min(start + width, count)
            if end < count, bytes[end] != space {
                // Break after the last space in the line, if there is one.
                var cut = end
                while cut > start, bytes[cut - 1] != space { cut -= 1 }
                if cut > start { end = cut }
            }
            var last = end
            while last > start, bytes[last - 1] == space { last -= 1 }
            emit(Span(start: start, end: last))
            produced = true
            start = end
        }
    }

    /// Any text, character by character, measured in cells: the same breaks as
    /// ``wrap(paragraph:width:into:)``'s general path, kept as offsets.
    static func generalSpans(of paragraph: Substring, width: Int) -> [Span] {
        let utf8 = paragraph.utf8
        var spans: [Span] = []
        var lineStart: Int?  // nil while the line is empty
        var lineEnd = 0
        var lineWidth = 0
        var contentEnd = 0  // just past the line's last character that is not a space
        var breakAfter: Int?  // just past the line's last space
        var breakContentEnd = 0  // `contentEnd` when that space came
        var widthAtBreak = 0  // the line's width up to and with that space

        var index = paragraph.startIndex
        var offset = 0
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let next = paragraph.index(after: index)
            let characterStart = offset
            offset += utf8.distance(from: index, to: next)
            index = next
            let characterWidth = CellText.width(character)
            if lineWidth + characterWidth > width, let start = lineStart {
                if character == " " {
                    spans.append(Span(start: start, end: contentEnd))
                    lineStart = nil
                    lineWidth = 0
                    breakAfter = nil
                    continue
                }
                if let cut = breakAfter, cut < lineEnd {
                    spans.append(Span(start: start, end: breakContentEnd))
                    lineStart = cut
                    lineWidth -= widthAtBreak
                } else {
                    spans.append(Span(start: start, end: contentEnd))
                    lineStart = nil
                    lineWidth = 0
                }
                breakAfter = nil
            }
            if character == " " && lineStart == nil && !spans.isEmpty {
                continue  // no leading space on a continuation line
            }
            if lineStart == nil {
                lineStart = characterStart
                contentEnd = characterStart
            }
            lineWidth += characterWidth
            lineEnd = offset
            if character == " " {
                breakAfter = offset
                breakContentEnd = contentEnd
                widthAtBreak = lineWidth
            } else {
                contentEnd = offset
            }
        }
        if let start = lineStart {
            spans.append(Span(start: start, end: contentEnd))
        } else if spans.isEmpty {
            spans.append(Span(start: 0, end: 0))
        }
        return spans
    }
}
