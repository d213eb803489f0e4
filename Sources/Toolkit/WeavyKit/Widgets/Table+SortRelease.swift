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
