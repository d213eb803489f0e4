extension ListView: RowFiltering {
    /// Starts filtering with `text` (empty by default), keys typed into the filter.
    /// Does nothing unless ``allowsFiltering`` is on.
    public func startFilter(_ text: String = "") { beginFilter(text) }

    /// Ends filtering: every item shows again, the selection stays on the selected item
    /// (or comes back to the last one selected, when the filter matched nothing).
    public func clearFilter() {
        guard filterText != nil else { return }
        let keep = selectedIndex ?? selectionToRestore
        endFilter()
        setSelection(items.isEmpty ? nil : min(keep ?? 0, items.count - 1), notify: true)
    }

    /// Whether the filter is still matching: in a long list, a keystroke matches a slice
    /// of the items and the list comes back on the window's next turns (a millisecond
    /// apart, reading input in between) for the others, showing the rows of the last
    /// finished match and how far it is; a newer keystroke replaces it. Few items (fewer
    /// than 50,000), or a list in no window, are matched at once.
    ///
    /// A test in manual time moves it on with `advanceTime(by:)`, or calls
    /// ``finishFiltering()``.
    public var isFilterPending: Bool { rowFilter.isPending }

    /// Finishes the filter's matching now, if it is still matching (see
    /// ``isFilterPending``), and shows its rows.
    public func finishFiltering() { finishFilterPass() }

    /// Forgets the filter, leaving the selection to the caller.
    func endFilter() {
        rowFilter.cancel()
        filterText = nil
        isEditingFilter = false
        filteredRows = nil
        selectionToRestore = nil
    }

    /// Sets the filter's text and narrows the rows to the items it matches (at once, or
    /// once a long list's matching finishes: see ``isFilterPending``).
    func setFilter(_ text: String) {
        filterText = text
        if let selectedIndex { selectionToRestore = selectedIndex }
        if let rows = matchFilter(text) { showFilterResult(rows) }
    }

    /// Shows the items a filter pass let through; the selection stays on the selected
    /// item when it still shows, else moves to the first match.
    func showFilterResult(_ result: FilterResult) {
        show(result)
        let kept = position(ofItem: selectedIndex) != nil ? selectedIndex : nil
        setSelection(kept ?? (shownCount > 0 ? itemIndex(atPosition: 0) : nil), notify: true)
        if kept == nil { viewport.offset = 0 }
    }

    var filteredRowCount: Int { items.count }

    func matchedText(ofRow index: Int) -> String {
        let item = items[index]
        return filterableText?(item) ?? row(item).text
    }

    /// What the filter reads of an item, as a function holding no reference to the list
    /// (the rows shown keep it, to test the items edited).
    private var matchedItemText: (Item) -> String {
        let (filterableText, row) = (filterableText, row)
        return { filterableText?($0) ?? row($0).text }
    }

    /// Shows what a filter pass let through (or every item).
    private func show(_ result: FilterResult) {
        guard case .matches(let matches) = result, let filterText else {
            filteredRows = nil
            return
        }
        filteredRows = ShownRows(scored: matches, query: FuzzyQuery(filterText), text: matchedItemText)
    }

    /// Recomputes which items the filter lets through, best matches first, at once.
    func refilter() {
        guard let filterText else {
            filteredRows = nil
            return
        }
        show(rowFilter.rows(matching: filterText, count: items.count) { matchedText(ofRow: $0) })
    }

    /// Follows `edits` of the items in the filter's matches, the items changed tested
    /// alone (see ``ShownRows/init(scored:query:text:)``).
    func followFiltered(_ edits: [RowEdits<Item>.Edit]) {
        filteredRows?.apply(edits, rowCount: items.count)
    }

    /// The characters of `text` the filter's letters match, for highlighting.
    func matchedPositions(in text: String) -> [Int] {
        RowFilter.matchedPositions(of: filterText, in: text)
    }

    /// What the filter line says at the right: how many rows match, of how many (or how
    /// far the matching is).
    var filterCount: String { filterStatus(shown: shownCount) }
}
