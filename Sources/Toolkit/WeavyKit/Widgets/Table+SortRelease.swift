/// The last full sort let go of a slice a turn once the rows change: a million rows'
/// keys released at once cost the edit's frame several milliseconds (a million strings'
/// counts lowered), so the edit only sets the sort aside and later turns of the main
/// actor let go of its keys a slice at a time. On the main actor, not on another thread:
/// the keys (and what the column's closures hold) may be of types that are not
/// `Sendable`, whose last release may run code that belongs to the main actor.
extension Table {
    /// A full sort set aside, and the turn that lets go of its next slice of keys.
    struct RetiredSort {
        var sort: ColumnSort<Row>
        var resumption: ScheduledAction?
    }

    /// Stops using the last full sort (see ``lastSort``): set aside, its keys are let go of
    /// a slice a turn from the next turn on; at once when the table is in no window (no
    /// frame waits for it). One set aside before is let go of at once.
    func retireLastSort() {
        guard let stale = lastSort.take() else { return }
        if let previous = retiredSort.take() { previous.resumption?.cancel() }
        guard window != nil else { return }
        retiredSort = RetiredSort(sort: stale.sort)
        scheduleRelease()
    }

    private func scheduleRelease() {
        let resumption = window?.schedule(after: .milliseconds(1)) { [weak self] in self?.releaseRetiredSlice() }
        guard let resumption, resumption.isPending else {
            retiredSort = nil
            return
        }
        retiredSort?.resumption = resumption
    }

    /// The order shown before a sliced sort's, and the turn that lets go of its next
    /// slice: a million rows sorted by text keep a million keys, hundreds of milliseconds
    /// to release at once (freed in their sorted order, not in the order they were made:
    /// a cache miss or two each, 65,536 of them took 28 ms).
    struct RetiredOrder {
        var rows: ShownRows<Row>
        var resumption: ScheduledAction?
    }

    /// Shows `sorted` (a sliced sort's result) instead of the order shown, which is let go
    /// of a slice a turn from the next turn on (one retired before it at once).
    func showSortedRetiringOrder(_ sorted: any SortedTableRows<Row>) {
        if let previous = retiredOrder.take() { previous.resumption?.cancel() }
        let line = selectionLine
        let old = order
        order = ShownRows(all: 0)  // `old` holds the last reference
        showSorted(sorted, keepingLine: line)
        guard old.isKeyed, window != nil else { return }
        retiredOrder = RetiredOrder(rows: old)
        scheduleOrderRelease()
    }

    private func scheduleOrderRelease() {
        let resumption = window?.schedule(after: .milliseconds(1)) { [weak self] in self?.releaseRetiredOrderSlice() }
        guard let resumption, resumption.isPending else {
            retiredOrder = nil
            return
        }
        retiredOrder?.resumption = resumption
    }

    /// How long a turn lets go of the retired order for, a chunk of rows (1,024) at a time.
    static var orderReleaseDuration: Duration { .milliseconds(3) }

    private func releaseRetiredOrderSlice() {
        guard var retired = retiredOrder.take() else { return }
        let deadline = SliceDeadline(after: Self.orderReleaseDuration)
        var isReleased = false
        repeat {
            isReleased = retired.rows.release(upTo: 1)
        } while !isReleased && !deadline.hasPassed
        if isReleased { return }
        retiredOrder = retired
        scheduleOrderRelease()
    }

    /// Lets go of the next slice of the retired sort's keys, then of their storage, then
    /// of the sort (its orders both ways), each on a turn of its own: at a million rows,
    /// freeing the orders' 24 MB took 10 ms once.
    private func releaseRetiredSlice() {
        guard let retired = retiredSort else { return }
        if retired.sort.keys.isReleased {
            retiredSort = nil
            return
        }
        retired.sort.keys.release(upTo: keysReleasedPerTurn)
        scheduleRelease()
    }
}
