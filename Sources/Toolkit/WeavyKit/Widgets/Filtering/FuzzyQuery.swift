/// What a person typed into a filter, matched fuzzily: the typed letters must appear in
/// the text in order, not necessarily side by side, ignoring case and accents (`bldr`
/// finds "Blade Runner", `amelie` finds "Amélie"). Spaces in the query are ignored.
///
/// Matches are scored so the best come first: letters at the start of words and letters
/// side by side score higher, gaps and a late start lower.
///
/// ```swift
/// let query = FuzzyQuery("bldr")
/// let positions = query.match("Blade Runner")?.positions  // [0, 1, 3, 6]
/// let noMatch = query.match("Alien")  // nil
/// ```
public struct FuzzyQuery: Sendable, Equatable {
    /// Each query character, folded, as UTF-8 bytes.
    let characters: [[UInt8]]

    /// A query for `text`.
    public init(_ text: String) {
        characters = text.compactMap { character in
            guard !character.isWhitespace else { return nil }
            var bytes: [UInt8] = []
            FoldedText.append(FoldedText.fold(character), to: &bytes)
            return bytes
        }
    }

    /// Whether the query has nothing to match (empty, or only spaces).
    public var isEmpty: Bool { characters.isEmpty }

    /// Whether every text this query matches is matched by `previous` too: the query
    /// only grew at its end, so a filter can look among `previous`'s matches alone.
    func narrows(_ previous: FuzzyQuery) -> Bool {
        characters.count >= previous.characters.count && characters.starts(with: previous.characters)
    }

    /// Matches `text`: where the query's letters are, and how good the match is; `nil`
    /// when the letters do not all appear in order.
    public func match(_ text: String) -> FuzzyMatch? {
        match(FoldedText(text))
    }

    /// Matches a text folded beforehand (a list folds each item once).
    func match(_ text: FoldedText) -> FuzzyMatch? {
        let bytes = text.bytes
        // First pass, forward: where the shortest match can end. Most texts are rejected here.
        guard let end = shortestMatchEnd(in: bytes) else { return nil }
        // Second pass, backward from that end: the latest place each letter can be, which
        // makes the tightest window.
        var positions = [Int](repeating: 0, count: characters.count)
        var cursor = end
        for index in characters.indices.reversed() {
            let query = characters[index]
            while cursor >= 0, !Self.matches(query, in: bytes, at: cursor) {
                cursor = Self.characterStart(before: cursor, in: bytes)
            }
            positions[index] = cursor
            cursor = Self.characterStart(before: cursor, in: bytes)
        }
        return FuzzyMatch(byteOffsets: positions, in: bytes)
    }

    /// Where the last letter is in the shortest match in `bytes` (each letter at the
    /// earliest place it can be), `nil` when the letters do not all appear in order.
    func shortestMatchEnd(in bytes: [UInt8]) -> Int? {
        guard !characters.isEmpty else { return nil }
        var offset = 0
        var end = -1
        for query in characters {
            guard let found = Self.find(query, in: bytes, from: offset) else { return nil }
            offset = found + query.count
            end = found
        }
        return end
    }

    /// Where `query` starts in `bytes` at a character boundary, at or after `offset`.
    static func find(_ query: [UInt8], in bytes: [UInt8], from offset: Int) -> Int? {
        let first = query[0]
        var index = offset
        while index < bytes.count {
            if bytes[index] == first, matches(query, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    static func matches(_ query: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + query.count <= bytes.count else { return false }
        if bytes[index] & 0xC0 == 0x80 { return false }  // inside a character
        for offset in 1..<max(1, query.count) where bytes[index + offset] != query[offset] { return false }
        return bytes[index] == query[0]
    }

    /// The start of the character before the one at `index`; -1 at the beginning.
    static func characterStart(before index: Int, in bytes: [UInt8]) -> Int {
        var previous = index - 1
        while previous >= 0, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
        return previous
    }
}

/// Where a ``FuzzyQuery`` matched a text, and how well.
public struct FuzzyMatch: Sendable, Equatable {
    /// The offsets, in characters of the text, of the characters the query's letters
    /// matched, in order: what a list highlights.
    public let positions: [Int]
    /// How good the match is: higher is better. Only comparisons between matches of one
    /// query mean anything.
    public let score: Int

    init(byteOffsets: [Int], in bytes: [UInt8]) {
        // Character offsets from byte offsets, counting character starts on the way.
        var positions: [Int] = []
        positions.reserveCapacity(byteOffsets.count)
        var character = 0
        var byte = 0
        for target in byteOffsets {
            while byte < target {
                if bytes[byte] & 0xC0 != 0x80 { character += 1 }
                byte += 1
            }
            positions.append(character)
        }
        self.positions = positions
        score = Self.score(positions: positions, byteOffsets: byteOffsets, bytes: bytes)
    }

    private static func score(positions: [Int], byteOffsets: [Int], bytes: [UInt8]) -> Int {
        var score = 0
        for (index, position) in positions.enumerated() {
            score += 16
            let byte = byteOffsets[index]
            if byte == 0 || !isWordCharacter(bytes[byte - 1]) { score += 10 }  // a word's first letter
            if index > 0, position == positions[index - 1] + 1 { score += 12 }  // right after the last one
        }
        let span = (positions.last ?? 0) - (positions.first ?? 0) + 1
        score -= span - positions.count  // letters skipped inside the match
        score -= min(positions.first ?? 0, 12)  // a late start
        return score
    }

    /// Letters and digits make words; anything else (a space, `-`, `.`, `/`) separates
    /// them. Bytes of other scripts count as letters.
    static func isWordCharacter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
            || (byte >= 0x41 && byte <= 0x5A)
    }
}
