extension FuzzyQuery {
    /// The score of matching `text` (what ``match(_:)-(FoldedText)`` finds), `nil` when
    /// the letters do not all appear in order; found without making the match's
    /// positions, as a filter over many rows needs only the score.
    func score(_ text: FoldedText) -> Int? {
        let bytes = text.bytes
        guard let end = shortestMatchEnd(in: bytes) else { return nil }
        // Backward from that end, the latest place of each letter, scored on the way: in
        // characters, counted down from the end's.
        var cursor = end
        var character = text.isASCII ? end : Self.characterCount(in: bytes, before: end)
        var score = 0
        var later = -1  // the character matched by the next letter
        let last = character
        for index in characters.indices.reversed() {
            let query = characters[index]
            while cursor >= 0, !Self.matches(query, in: bytes, at: cursor) {
                cursor = Self.characterStart(before: cursor, in: bytes)
                character -= 1
            }
            score += 16
            if cursor == 0 || !FuzzyMatch.isWordCharacter(bytes[cursor - 1]) { score += 10 }
            if later >= 0, later == character + 1 { score += 12 }
            later = character
            cursor = Self.characterStart(before: cursor, in: bytes)
            character -= 1
        }
        let first = later
        score -= (last - first + 1) - characters.count
        score -= min(first, 12)
        return score
    }

    /// How many characters start before byte `offset`.
    private static func characterCount(in bytes: [UInt8], before offset: Int) -> Int {
        var count = 0
        for index in 0..<offset where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
