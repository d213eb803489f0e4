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

    /// Forgets the filter, leaving the selection to the caller.
    func endFilter() {
        filterText = nil
        isEditingFilter = false
        filteredIndices = nil
        selectionToRestore = nil
    }

    /// Sets the filter's text and narrows the rows to the items it matches; the
    /// selection stays on the selected item when it still shows, else moves to the
    /// first match.
    func setFilter(_ text: String) {
        filterText = text
        if let selectedIndex { selectionToRestore = selectedIndex }
        refilter()
        let kept = position(ofItem: selectedIndex) != nil ? selectedIndex : nil
        setSelection(kept ?? (shownCount > 0 ? itemIndex(atPosition: 0) : nil), notify: true)
        if kept == nil { viewport.offset = 0 }
    }

    /// Recomputes which items the filter lets through, best matches first.
    func refilter() {
        guard let filterText else {
            filteredIndices = nil
            return
        }
        filteredIndices = rowFilter.rows(matching: filterText, count: items.count) { row(items[$0]).text }
    }

    /// The characters of `text` the filter's letters match, for highlighting.
    func matchedPositions(in text: String) -> [Int] {
        RowFilter.matchedPositions(of: filterText, in: text)
    }

    /// What the filter line says at the right: how many rows match, of how many.
    var filterCount: String {
        "\(shownCount) of \(items.count)"
    }
}
