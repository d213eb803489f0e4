extension Table: RowFiltering {
    /// Starts filtering with `text` (empty by default), keys typed into the filter.
    /// Does nothing unless ``allowsFiltering`` is on.
    public func startFilter(_ text: String = "") { beginFilter(text) }

    /// Ends filtering: every row shows again, the selection stays on its row.
    public func clearFilter() {
        guard filterText != nil else { return }
        filterText = nil
        isEditingFilter = false
        rules = nil
        reorder()
        if selectedIndex == nil, !order.isEmpty { selectPosition(0) }
    }

    /// Sets the filter's text and narrows the rows; the selection stays on its row
    /// when it still shows, else moves to the first row shown.
    func setFilter(_ text: String) {
        filterText = text
        reorder()
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

    /// What the filter line says at the right: how many rows match, of how many.
    var filterCount: String { "\(order.count) of \(rows.count)" }
}
