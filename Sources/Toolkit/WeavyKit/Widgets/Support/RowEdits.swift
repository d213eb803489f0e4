/// The edits made to a ``RowBuffer`` while its owner (a table) listens: each the rows
/// replaced at a place, with their old values, and how many took their place. A table
/// moves just those rows in its sort, instead of sorting every row again.
///
/// Past ``limit`` edits, or an edit of more than ``limit`` rows, or a change made through
/// the rows' storage (`sort()`, `withContiguousMutableStorageIfAvailable`), the edits are
/// given up (``isComplete`` is false) and the owner starts over from the rows.
struct RowEdits<Row> {
    /// One replacement: the rows at `range` (before it) were `removed`; the `inserted`
    /// rows now start at `range.lowerBound`.
    struct Edit {
        var range: Range<Int>
        var removed: [Row]
        var inserted: [Row]
    }

    /// The most edits kept, and the most rows one edit may remove or insert.
    static var limit: Int { 64 }

    /// The edits, in the order made.
    private(set) var edits: [Edit] = []

    /// Whether ``edits`` hold every change made.
    private(set) var isComplete = true

    /// Records that the rows at `range`, which were `removed`, were replaced by the
    /// `inserted` rows (`count` of them).
    mutating func record(
        range: Range<Int>, removed: @autoclosure () -> [Row], inserted: @autoclosure () -> [Row], count: Int
    ) {
        guard isComplete else { return }
        guard edits.count < Self.limit, range.count <= Self.limit, count <= Self.limit else {
            giveUp()
            return
        }
        if range.isEmpty, count == 0 { return }
        edits.append(Edit(range: range, removed: removed(), inserted: inserted()))
    }

    /// Forgets the edits: a change too large, or one made where it cannot be seen.
    mutating func giveUp() {
        isComplete = false
        edits = []
    }
}

extension RowBuffer {
    /// Starts recording the edits made (see ``RowEdits``).
    mutating func startRecordingEdits() {
        edits = RowEdits()
    }

    /// Stops recording; returns the edits made since ``startRecordingEdits()``, `nil`
    /// when they were not all recorded.
    mutating func stopRecordingEdits() -> [RowEdits<Row>.Edit]? {
        defer { edits = nil }
        guard let edits, edits.isComplete else { return nil }
        return edits.edits
    }
}
