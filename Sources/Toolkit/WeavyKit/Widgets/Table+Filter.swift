extension Table: RowFiltering {
    /// Starts filtering with `text` (empty by default), keys typed into the filter.
    /// Does nothing unless ``allowsFiltering`` is on.
    public func startFilter(_ text: String = "") { beginFilter(text) }

    /// Ends filtering: every row shows again, the selection stays on its row.
    public func clearFilter() {
        guard filterText != nil else { return }
        rowFilter.cancel()
        filterText = nil
        isEditingFilter = false
        rules = nil
        reorder()
        if selectedIndex == nil, !order.isEmpty { selectPosition(0) }
    }

    /// Whether the filter is still matching: in a long table, a keystroke matches a slice
    /// of the rows and the table comes back on the window's next turns (a millisecond
    /// apart, reading input in between) for the others, showing the rows of the last
    /// finished match and how far it is; a newer keystroke replaces it. Few rows (fewer
    /// than 50,000), or a table in no window, are matched at once.
    ///
    /// A test in manual time moves it on with `advanceTime(by:)`, or calls
    /// ``finishFiltering()``.
    public var isFilterPending: Bool { rowFilter.isPending }

    /// Finishes the filter's matching now, if it is still matching (see
    /// ``isFilterPending``), and shows its rows.
    public func finishFiltering() { finishFilterPass() }

    /// Sets the filter's text and narrows the rows (at once, or once a long table's
    /// matching finishes: see ``isFilterPending``).
    func setFilter(_ text: String) {
        filterText = text
        if let matches = matchFilter(text) {
            showFilterResult(matches)
        } else {
            setNeedsDisplay()
        }
    }

    /// Shows the rows a filter pass let through, in the sort order if sorted; the
    /// selection stays on its row when it still shows, else moves to the first row shown.
    func showFilterResult(_ matches: [Int]) {
        reorder(matches: matches)
        if position(ofRow: selectedIndex) == nil {
            viewport.offset = 0
            if order.isEmpty {
                selectedIndex = nil
            } else {
                selectPosition(0)
            }
        }
        setNeedsDisplay()
    }

    /// The rows of `matches` in the sorted `order` (where each row shows in it is
    /// `positions`): each match marked at its place, then the places read in turn, a
    /// byte each, instead of looking up every row of the order.
    static func rows(_ matches: [Int], in order: [Int], positions: RowPositions) -> [Int] {
        var positions = positions
        var present = [Bool](repeating: false, count: order.count)
        for row in matches {
            if let position = positions.position(of: row, in: order, count: order.count) { present[position] = true }
        }
        var kept: [Int] = []
        kept.reserveCapacity(matches.count)
        order.withUnsafeBufferPointer { order in
            present.withUnsafeBufferPointer { present in
                for position in present.indices where present[position] { kept.append(order[position]) }
            }
        }
        return kept
    }

    var filteredRowCount: Int { rows.count }

    func matchedText(ofRow index: Int) -> String {
        let row = rows[index]
        if let filterableText { return filterableText(row) }
        return columns.lazy.filter(\.isFilterable).map { $0.value(row) }.joined(separator: " ")
    }

    /// Follows `edits` of the rows in the filter's matches, the rows changed tested alone
    /// (see ``FilteredRowEdits``); returns whether it did (not when the table is not
    /// filtered).
    func followFiltered(_ edits: [RowEdits<Row>.Edit]) -> Bool {
        guard let filterText, var matches = order.listedRows else { return false }
        let query = FuzzyQuery(filterText)
        guard !query.isEmpty else { return false }
        order = ShownRows(all: 0)  // not shared while it changes
        let score = { (row: Int) -> Int? in
            self.rowFilter.score(ofRow: row, query: query) { self.matchedText(ofRow: $0) }
        }
        let precedes: (Int, Int) -> Bool
        if let sortOrder, let sortsBefore = columns[sortOrder.column].sortsBefore {
            let rows = self.rows
            precedes = { a, b in
                let (first, second) = sortOrder.ascending ? (rows[a], rows[b]) : (rows[b], rows[a])
                if sortsBefore(first, second) { return true }
                if sortsBefore(second, first) { return false }
                return a < b
            }
        } else {
            precedes = { a, b in
                let (first, second) = (score(a) ?? .min, score(b) ?? .min)
                return first != second ? first > second : a < b
            }
        }
        FilteredRowEdits.apply(edits, to: &matches, isMatch: { score($0) != nil }, precedes: precedes)
        order = ShownRows(listed: matches)
        return true
    }

    /// What the filter line says at the right: how many rows match, of how many (or how
    /// far the matching is).
    var filterCount: String { filterStatus(shown: order.count) }
}
