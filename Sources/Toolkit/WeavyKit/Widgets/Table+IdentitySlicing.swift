/// A long table's identity index made ahead, a slice a turn, so that no turn pays for it
/// whole (a million rows' identities hashed and placed took 0.33–0.44 s at once) and the
/// first ``Table/index(id:)`` after the rows are made or assigned whole finds it made.
extension Table {
    /// How long a turn places rows in the index for: less than half a frame, and it waits
    /// while the table has other work in slices (a sort, a filter, a release), so that a
    /// turn does one of them.
    static var identitySliceDuration: Duration { .milliseconds(6) }

    /// Starts making the identity index ahead (at each layout), when the table is long, in
    /// a window, and its index is not made yet.
    func prepareIdentityIndex() {
        guard identitySlice == nil, rows.count >= identitySlicedFrom, rows.count <= IdentityIndex.maximumRows,
            window != nil, identityIndex?.isComplete(rowCount: rows.count) != true
        else { return }
        scheduleIdentitySlice()
    }

    private func scheduleIdentitySlice() {
        identitySlice = window?.schedule(after: .milliseconds(1)) { [weak self] in self?.placeIdentitySlice() }
    }

    /// Places the next slice of rows in the index; comes back on the next turn until
    /// every row is placed. Rows assigned whole meanwhile drop the index: it starts again
    /// with them.
    private func placeIdentitySlice() {
        identitySlice = nil
        guard rows.count <= IdentityIndex.maximumRows else { return }
        if pendingSort != nil || rowFilter.isPending || retiredSort != nil || retiredOrder != nil {
            return scheduleIdentitySlice()
        }
        guard identityIndex != nil else {
            // The buckets (16 MB at a million rows) are made on a turn of their own.
            identityIndex = IdentityIndex(reservingFor: rows.count)
            return scheduleIdentitySlice()
        }
        let deadline = SliceDeadline(after: Self.identitySliceDuration)
        if identityIndex?.place(rows, identity: identity, until: deadline) == false { scheduleIdentitySlice() }
    }
}
