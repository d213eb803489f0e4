/// How a table follows a change of its rows: the recorded edits alone when the order
/// can follow them (sorted, filtered, or neither), else every row sorted and filtered
/// again; the selection stays on its row.
extension Table {
    /// The selected row's index, identity and place, taken just before the rows change:
    /// all a change needs to keep the selection.
    func selectionBeforeChange() -> (index: Int?, id: AnyHashable?, position: Int?) {
        guard let selected = selectedIndex, (0..<rows.count).contains(selected) else { return (nil, nil, nil) }
        return (selected, identity(rows[selected]), position(ofRow: selected))
    }

    /// Follows a change of the rows: the `edits` alone when they were recorded and the
    /// order can follow them (sorted or not, filtered or not), else every row sorted and
    /// filtered again. The selection stays on its row, on its screen row.
    func rowsDidChange(
        _ before: (index: Int?, id: AnyHashable?, position: Int?), edits: [RowEdits<Row>.Edit]?
    ) {
        let oldPosition = before.position
        let wasFiltering = rowFilter.isPending
        if let edits { rowFilter.follow(edits) } else { rowFilter.rowsDidChange() }
        followIdentities(edits)
        if let edits, !wasFiltering {
            // The rows changed alone: tested by the filter, placed by the sort.
            order.apply(edits, rowCount: rows.count)
            slicedSortFollow(edits)
            retireLastSort()  // its full orders no longer match the rows
            if fitWidths.follow(edits, columns: columns, rowCount: rows.count) { rules = nil }
            setNeedsDisplay()
        } else {
            rules = nil
            fitWidths.restart()
            retireLastSort()
            selectedIndex = nil
            showUnsorted()  // the old order is of the old rows
            reorder()
        }
        guard !order.isEmpty else {
            selectedIndex = nil
            viewport.offset = 0
            return
        }
        let kept = before.id.flatMap { id in
            indexOfIdentity(id, near: before.index ?? 0, in: rows, identity: identity)
        }
        var newPosition = position(ofRow: kept) ?? min(oldPosition ?? 0, order.count - 1)
        if followsNewItemsAtTop, oldPosition == 0 { newPosition = 0 }
        // The selected row stays on its screen row.
        if let oldPosition { viewport.offset += newPosition - oldPosition }
        selectedIndex = order[newPosition]
        viewport.reveal(newPosition, count: order.count)
    }

    /// Keeps the identity index, if made, in step with `edits`; drops it when the rows
    /// changed otherwise (the next lookup makes it again).
    private func followIdentities(_ edits: [RowEdits<Row>.Edit]?) {
        guard var index = identityIndex.take(), let edits else { return }
        if index.follow(edits, rows: rows, identity: identity) { identityIndex = index }
    }
}
