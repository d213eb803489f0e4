extension Table {
    /// Sorts by `column`: ascending, or the other way when it is already sorted by it.
    public func sort(byColumn column: Int) {
        guard columns.indices.contains(column), columns[column].isSortable else { return }
        if let sortOrder, sortOrder.column == column {
            self.sortOrder = SortOrder(column: column, ascending: !sortOrder.ascending)
        } else {
            sortOrder = SortOrder(column: column)
        }
    }

    /// Sorts by the next sortable column after the current one (the first, when
    /// unsorted), ascending.
    func sortByNextColumn() -> Bool {
        let sortable = columns.indices.filter { columns[$0].isSortable }
        guard !sortable.isEmpty else { return false }
        let next = sortable.first { $0 > (sortOrder?.column ?? -1) } ?? sortable[0]
        sortOrder = SortOrder(column: next)
        return true
    }
}
