/// Breaks text into lines that fit a width in cells.
public enum TextWrapping {
    /// Wraps `text` into lines of at most `width` cells.
    ///
    /// Lines break at spaces when they can; a word longer than the width, and text in
    /// scripts written without spaces (Chinese, Japanese), break between characters.
    /// Newlines in `text` start new lines; spaces at a break are dropped.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for paragraph in paragraphs(of: text) {
            wrap(paragraph: paragraph, width: width, into: &result)
        }
        return result
    }

    /// Wraps one line of text with no newline in it into lines of at most `width` cells,
    /// appended to `lines` (none when `width` is not positive).
    static func wrap(paragraph: Substring, width: Int, into lines: inout [String]) {
        guard width > 0 else { return }
        if paragraph.utf8.allSatisfy({ $0 < 0x80 }) {
            wrapASCII(Array(paragraph.utf8), width: width, into: &lines)
        } else {
            wrap(paragraph, width: width, into: &lines)
        }
    }

    /// The lines of `text` between its newlines, found among its UTF-8 bytes (a newline
    /// byte is never part of another scalar): much cheaper than splitting its
    /// characters, which costs a grapheme break per character.
    static func paragraphs(of text: some StringProtocol) -> [Substring] {
        let bytes = Substring(text).utf8
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The common case, on bytes: every ASCII character is one cell wide.
    private static func wrapASCII(_ bytes: [UInt8], width: Int, into lines: inout [String]) {
        let space = UInt8(ascii: " ")
        var start = 0
        var produced = false
        while start < bytes.count || !produced {
            // No leading spaces on a continuation line.
            if produced {
                while start < bytes.count, bytes[start] == space { start += 1 }
                if start == bytes.count { break }
            }
            var end = min(start + width, bytes.count)
            if end < bytes.count, bytes[end] != space {
                // Break after the last space in the line, if there is one.
                var cut = end
                while cut > start, bytes[cut - 1] != space { cut -= 1 }
                if cut > start { end = cut }
            }
            var last = end
            while last > start, bytes[last - 1] == space { last -= 1 }
            lines.append(String(decoding: bytes[start..<last], as: UTF8.self))
            produced = true
            start = end
        }
    }

    private static func wrap(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line: [(character: Character, width: Int)] = []
        var lineWidth = 0
        var breakAfter: Int?  // index in `line` just past the last space
        var produced = false

        func emit(_ part: ArraySlice<(character: Character, width: Int)>) {
            var end = part.endIndex
            while end > part.startIndex, part[end - 1].character == " " { end -= 1 }
            lines.append(String(part[part.startIndex..<end].map(\.character)))
            produced = true
        }

        for character in paragraph {
            let characterWidth = CellText.width(character)
            if lineWidth + characterWidth > width, !line.isEmpty {
                if character == " " {
                    emit(line[...])
                    line.removeAll(keepingCapacity: true)
                    lineWidth = 0
                    breakAfter = nil
                    continue
                }
                if let cut = breakAfter, cut < line.count {
                    emit(line[..<cut])
                    line.removeFirst(cut)
                } else {
                    emit(line[...])
                    line.removeAll(keepingCapacity: true)
                }
                lineWidth = line.reduce(0) { $0 + $1.width }
                breakAfter = nil
            }
            if character == " " && line.isEmpty && produced {
                continue  // no leading space on a continuation line
            }
            line.append((character, characterWidth))
            lineWidth += characterWidth
            if character == " " {
                breakAfter = line.count
            }
        }
        if !line.isEmpty || !produced {
            emit(line[...])
        }
    }
}
