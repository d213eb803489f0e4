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
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result.append(contentsOf: wrap(paragraph, width: width))
        }
        return result
    }

    private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line: [(character: Character, width: Int)] = []
        var lineWidth = 0
        var breakAfter: Int?  // index in `line` just past the last space

        func emit(_ part: ArraySlice<(character: Character, width: Int)>) {
            var text = String(part.map(\.character))
            while text.last == " " { text.removeLast() }
            lines.append(text)
        }

        for character in paragraph {
            let characterWidth = character == " " ? 1 : CellText.width(String(character))
            if lineWidth + characterWidth > width, !line.isEmpty {
                if character == " " {
                    emit(line[...])
                    line.removeAll()
                    lineWidth = 0
                    breakAfter = nil
                    continue
                }
                if let cut = breakAfter, cut < line.count {
                    emit(line[..<cut])
                    line.removeFirst(cut)
                } else {
                    emit(line[...])
                    line.removeAll()
                }
                lineWidth = line.reduce(0) { $0 + $1.width }
                breakAfter = nil
            }
            if character == " " && line.isEmpty && !lines.isEmpty {
                continue  // no leading space on a continuation line
            }
            line.append((character, characterWidth))
            lineWidth += characterWidth
            if character == " " {
                breakAfter = line.count
            }
        }
        if !line.isEmpty || lines.isEmpty {
            emit(line[...])
        }
        return lines
    }
}
