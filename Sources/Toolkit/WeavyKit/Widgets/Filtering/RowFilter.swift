/// The `/` filter of a list or a table, written once for both: what a key typed into the
/// filter does to its text, and which rows the text lets through, best first.
///
/// Each row's text is folded for matching once (until the rows change), and a query typed
/// further than the last one looks among the last one's matches only, so a keystroke in
/// a long list reads only what can still match. From ``FilterSlicing/slicedFrom`` rows on,
/// a pass may be done in slices (see ``start(matching:count:sliced:rowText:)``): a newer
/// query replaces an unfinished pass.
@MainActor
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

    /// The rows folded so far, each kept until it changes.
    private var folded = FoldedRows()
    private var last: (query: FuzzyQuery, matches: [Int])?
    /// The pass still to finish, if any.
    private var pass: FilterPass?

    /// How a long pass is sliced.
    var slicing = FilterSlicing.standard

    /// The work the last slice did, in units of ``FilterSlicing``.
    private(set) var lastSliceWork = 0

    /// What resumes the unfinished pass on a later turn, cancelled with it.
    var resumption: ScheduledAction?

    /// Whether a pass is unfinished: the rows shown are still the last finished pass's.
    var isPending: Bool { pass != nil }

    /// How far the unfinished pass is, in percent; `nil` when there is none.
    var percentDone: Int? { pass?.percentDone }

    /// Forgets what was folded and matched: the rows changed, or what is matched of them.
    mutating func rowsDidChange() {
        folded.removeAll()
        last = nil
        cancel()
    }

    /// Follows `edits` of the rows: the rows they changed are folded again when next
    /// matched, the others kept; the last matches are forgotten (their indices moved) and
    /// an unfinished pass dropped.
    mutating func follow<Row>(_ edits: [RowEdits<Row>.Edit]) {
        for edit in edits { folded.replace(edit.range, inserted: edit.inserted.count) }
        last = nil
        cancel()
    }

    /// Drops the unfinished pass, if any.
    mutating func cancel() {
        pass = nil
        resumption?.cancel()
        resumption = nil
    }

    /// The rows `text` lets through, best match first (rows in their order among
    /// equals); every row, in order, when `text` has nothing to match. Matched whole, now.
    ///
    /// - Parameters:
    ///   - count: how many rows there are.
    ///   - rowText: the text of the row at an index, as matched.
    mutating func rows(matching text: String, count: Int, rowText: (Int) -> String) -> FilterResult {
        start(matching: text, count: count, sliced: false, rowText: rowText) ?? .matches([])
    }

    /// Starts matching `text` (see ``rows(matching:count:rowText:)``), replacing an
    /// unfinished pass for another text (one for the same text goes on). With `sliced`
    /// and at least ``FilterSlicing/slicedFrom`` rows, does one slice and returns `nil`
    /// when that did not finish it: ``resume(rowText:)`` does the next slices.
    mutating func start(
        matching text: String, count: Int, sliced: Bool, rowText: (Int) -> String
    ) -> FilterResult? {
        let query = FuzzyQuery(text)
        if let pass, pass.query == query, pass.rowCount == count {
            return advance(budget: sliced ? slicing.workPerTurn : .max, rowText: rowText)
        }
        cancel()
        guard !query.isEmpty else {
            last = nil
            lastSliceWork = 0
            return .everyRow
        }
        let candidates = last.flatMap { query.narrows($0.query) ? $0.matches : nil }
        pass = FilterPass(query: query, candidates: candidates, rowCount: count)
        let isSliced = sliced && count >= slicing.slicedFrom
        return advance(budget: isSliced ? slicing.workPerTurn : .max, rowText: rowText)
    }

    /// Does the unfinished pass's next slice; returns the rows once it is finished, `nil`
    /// while it is not (and when there is no pass).
    mutating func resume(rowText: (Int) -> String) -> FilterResult? {
        advance(budget: slicing.workPerTurn, rowText: rowText)
    }

    /// Finishes the unfinished pass now; returns its rows, `nil` when there was none.
    mutating func finish(rowText: (Int) -> String) -> FilterResult? {
        advance(budget: .max, rowText: rowText)
    }

    private mutating func advance(budget: Int, rowText: (Int) -> String) -> FilterResult? {
        guard var pass else { return nil }
        self.pass = nil  // mutated alone, not copied
        lastSliceWork = pass.advance(budget: budget, folded: &folded, rowText: rowText)
        guard let result = pass.result else {
            self.pass = pass
            return nil
        }
        resumption?.cancel()
        resumption = nil
        last = (pass.query, result.matches)
        return .matches(result.ordered)
    }

    /// The characters of `text` that the filter's letters match, for highlighting.
    static func matchedPositions(of filterText: String?, in text: String) -> [Int] {
        guard let filterText else { return [] }
        return FuzzyQuery(filterText).match(text)?.positions ?? []
    }
}
