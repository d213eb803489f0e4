/// What a filter shows of a list's or a table's rows, kept in step with edits of the
/// rows: a row edited is tested against the query by itself, and one that matches is
/// placed among the matches by binary search on their kept scores (or sort keys: see
/// ``ColumnSort``), so an edit costs O(log n) comparisons whatever the number of rows,
/// and no other row is read or matched again.
extension ShownRows {
    /// The rows of `matches` (best first), kept best first through edits: an edited row
    /// is scored alone, by `query` against its `text` (as the filter pass scored it).
    init(scored matches: [FilterMatch], query: FuzzyQuery, text: @escaping (Row) -> String) {
        let entries = matches.map { SortedRows<Int>.Entry(key: $0.score, slot: $0.row) }
        let sorted = SortedRows(entries: entries, ascending: false, isLess: <)
        self.init(keyed: KeyedRows(sorted, shownKey: { query.score(FoldedText(text($0))) }))
    }

    /// Whether `query` lets a row whose text is `text` through (as a filter pass would).
    static func admits(_ query: FuzzyQuery, text: @escaping (Row) -> String) -> (Row) -> Bool {
        { query.score(FoldedText(text($0))) != nil }
    }
}
