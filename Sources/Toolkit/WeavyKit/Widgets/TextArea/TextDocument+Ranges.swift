extension TextDocument {
    /// `position` moved into the text: its paragraph and offset within bounds.
    public func clamped(_ position: TextPosition) -> TextPosition {
        let paragraph = min(max(0, position.paragraph), paragraphs.count - 1)
        return TextPosition(paragraph: paragraph, offset: min(max(0, position.offset), paragraphs[paragraph].count))
    }

    /// The characters from `low` to `high` (`low` first), a newline between paragraphs.
    public func characters(from low: TextPosition, to high: TextPosition) -> [Character] {
        guard low < high else { return [] }
        if low.paragraph == high.paragraph { return Array(paragraphs[low.paragraph][low.offset..<high.offset]) }
        var result = Array(paragraphs[low.paragraph][low.offset...])
        for paragraph in (low.paragraph + 1)..<high.paragraph {
            result.append("\n")
            result += paragraphs[paragraph]
        }
        result.append("\n")
        result += paragraphs[high.paragraph][..<high.offset]
        return result
    }
}

extension TextPosition {
    /// Where `characters` end when inserted at this position: each newline starts the
    /// next paragraph.
    func advanced(over characters: [Character]) -> TextPosition {
        var position = self
        for character in characters {
            if character.isNewline {
                position = TextPosition(paragraph: position.paragraph + 1, offset: 0)
            } else {
                position.offset += 1
            }
        }
        return position
    }
}
