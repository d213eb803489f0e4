/// The widest value of each fitted (`.fit`) column of a table, measured once per change
/// of its rows or columns and kept: a filter, a sort or a resize uses it as it is.
///
/// Past ``firstSliceRows`` rows, with a window to come back on, the first frame measures
/// that many and the rows in view, and the rest is measured a slice a turn (a millisecond
/// apart, input read in between); a column widens when a slice finds a wider value. So
/// the first frame of a million rows costs a slice, not a million measurements.
@MainActor
struct TableFitWidths {
    /// Per column, the widest value measured so far, in cells.
    private(set) var widest: [Int] = []
    /// The rows measured so far, from the first.
    private(set) var measured = 0
    /// The next slice's turn, while one is due.
    var resumption: ScheduledAction?

    /// The rows measured in one turn.
    static let sliceRows = 10_000

    /// The rows measured for the first frame, besides those in view: fewer, so that the
    /// first frame of any table is drawn within a millisecond.
    static let firstSliceRows = 2_000

    /// Whether every row has been measured.
    func isComplete(rowCount: Int) -> Bool { measured >= rowCount && !widest.isEmpty }

    /// Forgets what was measured: the rows or columns changed.
    mutating func restart() {
        resumption?.cancel()
        resumption = nil
        widest = []
        measured = 0
    }

    /// Follows `edits` of the rows (now `rowCount`): when every row had been measured and
    /// no row that went was as wide as its column, measures the rows inserted; else
    /// starts over. Returns whether the widths may have changed.
    mutating func follow<Row>(_ edits: [RowEdits<Row>.Edit], columns: [Table<Row>.Column], rowCount: Int) -> Bool {
        let oldCount = rowCount - edits.reduce(0) { $0 + $1.inserted.count - $1.removed.count }
        guard isComplete(rowCount: oldCount), !edits.contains(where: { wasWidest($0.removed, columns: columns) }) else {
            restart()
            return true
        }
        measured = rowCount
        var grew = false
        for edit in edits where measure(edit.inserted, columns: columns) { grew = true }
        return grew
    }

    /// Whether one of `rows` is as wide as the widest value of a fitted column.
    private func wasWidest<Row>(_ rows: [Row], columns: [Table<Row>.Column]) -> Bool {
        columns.indices.contains { index in
            guard case .fit = columns[index].width, index < widest.count else { return false }
            return rows.contains { CellText.width(columns[index].value($0)) >= widest[index] }
        }
    }

    /// Measures the rows from ``measured`` up to `end` in the fitted columns; returns
    /// whether a column grew.
    mutating func measure<Row>(upTo end: Int, of rows: RowBuffer<Row>, columns: [Table<Row>.Column]) -> Bool {
        let end = min(end, rows.count)
        defer { measured = max(measured, end) }
        return rows.withRows { rows in
            measure(UnsafeBufferPointer(rebasing: rows[min(measured, end)..<end]), columns: columns)
        }
    }

    /// Measures `rows` (the ones in view, say) in the fitted columns; returns whether a
    /// column grew.
    mutating func measure<Row>(_ rows: some Sequence<Row>, columns: [Table<Row>.Column]) -> Bool {
        var grew = prepare(columns.count)
        for (index, column) in columns.enumerated() {
            guard case .fit = column.width else { continue }
            var widest = widest[index]
            for row in rows { widest = max(widest, CellText.width(column.value(row))) }
            if widest > self.widest[index] {
                self.widest[index] = widest
                grew = true
            }
        }
        return grew
    }

    /// Makes room for `columns` columns; true when it had to (nothing was measured).
    private mutating func prepare(_ columns: Int) -> Bool {
        guard widest.count != columns else { return false }
        widest = Array(repeating: 0, count: columns)
        return true
    }
}
