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
        if let line = singleLine(paragraph, width: width) { return [line] }
        var spans: [Span] = []
        if !withASCIIBytes(of: paragraph, { wrapASCII($0, width: width) { spans.append($0) } }) {
            spans = generalSpans(of: paragraph, width: width)
        }
        return spans
    }

    /// The one line of a paragraph with no more UTF-8 bytes than `width` (no character
    /// takes more cells than it has bytes, so it fits unmeasured): all of it but its
    /// trailing spaces. `nil` for a longer paragraph. Most lines of a log or a document
    /// are such, and the general path would measure each of their characters.
    static func singleLine(_ paragraph: Substring, width: Int) -> Span? {
        let utf8 = paragraph.utf8
        guard utf8.count <= width else { return nil }
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        return Span(start: 0, end: utf8.distance(from: utf8.startIndex, to: end))
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
        var breaker = LineBreaker(width: width)
        let walked = paragraph.utf8.withContiguousStorageIfAvailable { breaker.addScalarsBelowU0300(of: $0) } ?? false
        if !walked {
            for character in paragraph {
                breaker.add(isSpace: character == " ", width: CellText.width(character), bytes: character.utf8.count)
            }
        }
        return breaker.finish()
    }

    /// Breaks a paragraph into spans as its characters are given one by one.
    private struct LineBreaker {
        let width: Int
        var spans: [Span] = []
        /// Where the line starts; `nil` while it is empty.
        var lineStart: Int?
        var lineEnd = 0
        var lineWidth = 0
        /// Just past the line's last character that is not a space.
        var contentEnd = 0
        /// Just past the line's last space.
        var breakAfter: Int?
        /// `contentEnd` when that space came.
        var breakContentEnd = 0
        /// The line's width up to and with that space.
        var widthAtBreak = 0
        /// The UTF-8 offset of the next character.
        var offset = 0

        init(width: Int) {
            self.width = width
        }

        /// Takes the next character: whether it is a space, its cells and its UTF-8 bytes.
        mutating func add(isSpace: Bool, width characterWidth: Int, bytes: Int) {
            let characterStart = offset
            offset += bytes
            if lineWidth + characterWidth > width, let start = lineStart {
                if isSpace {
                    spans.append(Span(start: start, end: contentEnd))
                    lineStart = nil
                    lineWidth = 0
                    breakAfter = nil
                    return
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
            if isSpace && lineStart == nil && !spans.isEmpty {
                return  // no leading space on a continuation line
            }
            if lineStart == nil {
                lineStart = characterStart
                contentEnd = characterStart
            }
            lineWidth += characterWidth
            lineEnd = offset
            if isSpace {
                breakAfter = offset
                breakContentEnd = contentEnd
                widthAtBreak = lineWidth
            } else {
                contentEnd = offset
            }
        }

        /// Takes every character of `bytes` when all are scalars below U+0300, and
        /// returns whether they were (taking nothing otherwise).
        ///
        /// No scalar below U+0300 joins the one before it (combining marks, joiners and
        /// the like all come later, and a paragraph has no line feed for a carriage
        /// return to join), so each is a character, found without breaking graphemes.
        /// A UTF-8 byte of 0xCC or more starts a scalar from U+0300 on; below it, a
        /// scalar is one byte or two.
        mutating func addScalarsBelowU0300(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.allSatisfy({ $0 < 0xCC }) else { return false }
            for scalar in UTF8Scalars(bytes) {
                add(isSpace: scalar == " ", width: CellText.visible(scalar).width, bytes: scalar.isASCII ? 1 : 2)
            }
            return true
        }

        /// The spans, the last line's included (one empty span for an empty paragraph).
        mutating func finish() -> [Span] {
            if let start = lineStart {
                spans.append(Span(start: start, end: contentEnd))
            } else if spans.isEmpty {
                spans.append(Span(start: 0, end: 0))
            }
            return spans
        }
    }
}
