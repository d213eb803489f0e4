/// A long table's full sort, a slice a turn: sorting a million rows by a column never
/// holds the main actor longer than a frame (a turn does at most `sortWorkPerTurn`
/// comparisons' work, and begins no step of it once ``sortTurnDuration`` has passed: the
/// clock is read inside the pass, between steps of a fraction of a millisecond, and a
/// served process's waiting input ends the turn as well, see ``SliceDeadline``); the
/// rows show in their last order meanwhile, and the window comes back a millisecond
/// later for the next slice.
extension Table {
    /// A sort being made in slices: for which order, and the edits made to the rows
    /// since its keys were read (applied to its result).
    struct PendingSort {
        var pass: any TableSortPass<Row>
        let sortOrder: SortOrder
        var edits: [RowEdits<Row>.Edit] = []
        var resumption: ScheduledAction?
    }

    /// How long a turn of a sliced sort works for (it begins no step after it): less than
    /// half a frame of 16 ms, the rest left to the step under way, drawing, and a machine
    /// that other work slows.
    static var sortTurnDuration: Duration { .milliseconds(7) }

    /// Whether the sort is still being made (see ``finishSorting()``): in a table of
    /// 100,000 rows and more in a window, a new sort order is made a slice a turn.
    public var isSortPending: Bool { pendingSort != nil }

    /// How far the sort is, in percent, while it is being made; `nil` otherwise.
    public var sortPercentDone: Int? { pendingSort?.pass.percentDone }

    /// Finishes the sort now, if it is still being made, and shows its order.
    public func finishSorting() {
        guard var pending = pendingSort else { return }
        pending.resumption?.cancel()
        while !pending.pass.advance(rows: rows, budget: .max, until: nil) {}
        pendingSort = pending
        showFinishedSort()
    }

    /// Starts sorting by `sortOrder` in slices when the table is long and in a window;
    /// returns whether it did (the caller then leaves the order shown as it is).
    func startSlicedSort(_ sortOrder: SortOrder) -> Bool {
        cancelSlicedSort()
        guard rows.count >= sortSlicedFrom, window != nil, let makePass = columns[sortOrder.column].slicedOrder else {
            return false
        }
        pendingSort = PendingSort(pass: makePass(rows.count, sortOrder.ascending), sortOrder: sortOrder)
        advanceSlicedSort()
        return true
    }

    /// Drops the sort being made, if any.
    func cancelSlicedSort() {
        pendingSort?.resumption?.cancel()
        pendingSort = nil
    }

    /// Follows edits of the rows while a sort is made: kept for its result once it has
    /// read the keys; before, or when they were not recorded, it starts again.
    func slicedSortFollow(_ edits: [RowEdits<Row>.Edit]?) {
        guard var pending = pendingSort else { return }
        guard let edits, pending.pass.hasReadKeys else {
            _ = startSlicedSort(pending.sortOrder)
            return
        }
        pendingSort = nil  // changed alone, not copied
        pending.edits += edits
        pendingSort = pending
    }

    private func advanceSlicedSort() {
        guard var pending = pendingSort else { return }
        pendingSort = nil
        // Bounded by the clock as well as by the work: a comparison's cost varies with
        // the keys and the machine's load.
        let deadline = SliceDeadline(after: Self.sortTurnDuration)
        let finished = pending.pass.advance(rows: rows, budget: max(1, sortWorkPerTurn), until: deadline)
        pendingSort = pending
        if finished { return showFinishedSort() }
        let resumption = window?.schedule(after: .milliseconds(1)) { [weak self] in
            self?.pendingSort?.resumption = nil
            self?.advanceSlicedSort()
        }
        guard let resumption, resumption.isPending else { return finishSorting() }
        pendingSort?.resumption = resumption
        setNeedsDisplay()
    }

    private func showFinishedSort() {
        guard let pending = pendingSort, var sorted = pending.pass.sortedRows() else { return }
        pendingSort = nil
        sorted.apply(pending.edits, rowCount: rows.count)
        showSortedRetiringOrder(sorted)
        shownSortOrder = pending.sortOrder
    }
}
