/// The `/` filter of a list or a table, written once for both: what a key typed into the
/// filter does to its text, and which rows the text lets through, best first.
///
/// Each row's text is folded for matching once (until the rows change), and a query typed
/// further than the last one looks among the last one's matches only, so a keystroke in
/// a long list reads only what can still match.
struct RowFilter {
    /// What a key typed into the filter asks for.
    enum Edit: Equatable {
        /// The filter's text becomes this.
        case setText(String)
        /// Stop typing into the filter and keep it (Enter).
        case keep
        /// Clear the filter: every row shows again (Esc, Backspace on an empty filter).
        case clear
        /// Not the filter's key: the widget handles it (Up, Down, paging).
        case notHandled
    }

    /// The most characters a filter holds: what is typed or pasted past it is dropped
    /// (no title is found by more; a runaway paste must not make each keystroke slower).
    static let longestText = 200

    /// What `key` does to a filter whose text is `text`: characters extend it, Backspace
    /// (a character), Ctrl-W (a word) and Ctrl-U (all) shorten it, Enter keeps it, Esc
    /// clears it.
    static func edit(_ text: String, with key: Key) -> Edit {
        switch key {
        case .character(let character):
            return text.count < longestText ? .setText(text + String(character)) : .setText(text)
        case .paste(let pasted):
            let room = max(0, longestText - text.count)
            return .setText(text + pasted.filter { !$0.isNewline }.prefix(room))
        case .backspace:
            return text.isEmpty ? .clear : .setText(String(text.dropLast()))
        case .control("u"):
            return .setText("")
        case .control("w"):
            var shorter = text.trailingSpacesTrimmed()
            while let last = shorter.last, last != " " { shorter.removeLast() }
            return .setText(shorter)
        case .enter:
            return text.isEmpty ? .clear : .keep
        case .escape:
            return .clear
        default:
            return .notHandled
        }
    }

    private var folded: [FoldedText]?
    private var last: (query: FuzzyQuery, matches: [Int])?

    /// Forgets what was folded and matched: the rows changed.
    mutating func rowsDidChange() {
        folded = nil
        last = nil
    }

    /// The rows `text` lets through, as indices of rows, best match first (rows in
    /// their order among equals); every row, in order, when `text` has nothing to match.
    ///
    /// - Parameters:
    ///   - count: how many rows there are.
    ///   - rowText: the text of the row at an index, as matched.
    mutating func rows(matching text: String, count: Int, rowText: (Int) -> String) -> [Int] {
        let query = FuzzyQuery(text)
        guard !query.isEmpty else {
            last = nil
            return Array(0..<count)
        }
        if folded == nil { folded = (0..<count).map { FoldedText(rowText($0)) } }
        let folded = self.folded ?? []
        var scored: [(index: Int, score: Int)] = []
        func consider(_ index: Int) {
            if let match = query.match(folded[index]) { scored.append((index, match.score)) }
        }
        if let last, query.narrows(last.query) {
            for index in last.matches { consider(index) }
        } else {
            for index in folded.indices { consider(index) }
        }
        last = (query, scored.map(\.index))
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        return scored.map(\.index)
    }

    /// The characters of `text` that the filter's letters match, for highlighting.
    static func matchedPositions(of filterText: String?, in text: String) -> [Int] {
        guard let filterText else { return [] }
        return FuzzyQuery(filterText).match(text)?.positions ?? []
    }
}
