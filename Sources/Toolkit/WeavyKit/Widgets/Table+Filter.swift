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
    func showFilterResult(_ result: FilterResult) {
        reorder(matches: result)
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

    var filteredRowCount: Int { rows.count }

    func matchedText(ofRow index: Int) -> String {
        Self.matchedText(of: rows[index], filterableText: filterableText, columns: columns)
    }

    /// What the filter reads of a row, as a function holding no reference to the table
    /// (the order shown keeps it, to test the rows edited).
    var matchedRowText: (Row) -> String {
        let (filterableText, columns) = (filterableText, columns)
        return { Self.matchedText(of: $0, filterableText: filterableText, columns: columns) }
    }

    /// ``filterableText``, or the text of the filterable columns.
    private static func matchedText(of row: Row, filterableText: ((Row) -> String)?, columns: [Column]) -> String {
        if let filterableText { return filterableText(row) }
        return columns.lazy.filter(\.isFilterable).map { $0.value(row) }.joined(separator: " ")
    }

    /// What the filter line says at the right: how many rows match, of how many (or how
    /// far the matching is).
    var filterCount: String { filterStatus(shown: order.count) }
}
