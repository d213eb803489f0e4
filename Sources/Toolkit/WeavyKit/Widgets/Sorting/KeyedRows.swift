/// A table's rows sorted by one column, whatever type the column's keys are: what the
/// table reads (the row at a place, the place of a row) and the edits it passes on.
protocol SortedTableRows<Row> {
    associatedtype Row
    /// How many rows there are.
    var count: Int { get }
    /// The index of the row shown at `position`.
    subscript(position: Int) -> Int { get }
    /// Every row's index, in order.
    var rowIndices: [Int] { get }
    /// Where the row at `index` in `rows` shows, if it does.
    func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int?
    /// Moves the rows `edit` changed to their places.
    mutating func apply(_ edit: RowEdits<Row>.Edit)
}

/// ``SortedRows`` of a column's keys, with the key of a row.
struct KeyedRows<Row, Key>: SortedTableRows {
    private var sorted: SortedRows<Key>
    private let key: (Row) -> Key

    init(_ sorted: SortedRows<Key>, key: @escaping (Row) -> Key) {
        self.sorted = sorted
        self.key = key
    }

    var count: Int { sorted.count }

    subscript(position: Int) -> Int { sorted[position] }

    var rowIndices: [Int] { sorted.rowIndices }

    func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int? {
        guard index >= 0, index < rows.count else { return nil }
        return sorted.position(ofRow: index, key: key(rows[index]))
    }

    mutating func apply(_ edit: RowEdits<Row>.Edit) {
        let first = edit.range.lowerBound
        if edit.removed.count == 1, edit.inserted.count == 1 {
            return sorted.replaceRow(at: first, oldKey: key(edit.removed[0]), newKey: key(edit.inserted[0]))
        }
        for offset in edit.removed.indices.reversed() {
            sorted.removeRow(at: first + offset, key: key(edit.removed[offset]))
        }
        for (offset, row) in edit.inserted.enumerated() { sorted.insertRow(at: first + offset, key: key(row)) }
    }
}

/// How a column sorts a table's rows, made once per sort: the full sort (both ways, for
/// a filter to intersect with) and the keys it was made from, kept for the edits after.
struct ColumnSort<Row> {
    /// The row indices in order, both ways.
    let table: TableSort
    /// The sorted rows, kept in step with edits, for one direction.
    let sortedRows: (_ ascending: Bool) -> any SortedTableRows<Row>

    /// The sort of `keys` (one per row) made by `table`, ordered by `isLess`.
    init<Key>(keys: [Key], table: TableSort, key: @escaping (Row) -> Key, isLess: @escaping (Key, Key) -> Bool) {
        self.table = table
        sortedRows = { ascending in
            let order = table.order(ascending: ascending).order
            return KeyedRows(SortedRows(keys: keys, order: order, ascending: ascending, isLess: isLess), key: key)
        }
    }
}
