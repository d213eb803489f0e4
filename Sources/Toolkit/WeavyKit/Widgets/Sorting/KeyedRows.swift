/// A table's rows sorted by one column, whatever type the column's keys are: what the
/// table reads (the row at a place, the place of a row) and the edits it passes on.
protocol SortedTableRows<Row> {
    associatedtype Row
    /// How many rows show.
    var count: Int { get }
    /// Whether every row shows (not some, a filter's).
    var showsEveryRow: Bool { get }
    /// The index of the row shown at `position`.
    subscript(position: Int) -> Int { get }
    /// Every shown row's index, in order.
    var rowIndices: [Int] { get }
    /// Where the row at `index` in `rows` shows, if it does.
    func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int?
    /// Moves the rows `edits` changed to their places; `rowCount` rows are left.
    mutating func apply(_ edits: [RowEdits<Row>.Edit], rowCount: Int)
    /// No longer shown: lets go of about `count` more of its rows (and their keys), from
    /// the last; returns whether none is left.
    mutating func release(upTo count: Int) -> Bool
}

/// ``SortedRows`` of a key of each row shown: every row by a column's key, or the rows a
/// filter lets through, by the column's key or by their score. `key` says whether a row
/// shows and where: a row edited is tested by it alone and placed by binary search, so
/// an edit costs O(log n) comparisons, whatever the number of rows.
struct KeyedRows<Row, Key>: SortedTableRows {
    private var sorted: SortedRows<Key>
    /// A row's key; `nil` for a row that does not show (one the filter lets not through).
    private let key: (Row) -> Key?
    /// Whether every row shows: a row whose key is not found is then a misuse.
    let showsEveryRow: Bool

    /// Every row, sorted by `key`.
    init(_ sorted: SortedRows<Key>, key: @escaping (Row) -> Key) {
        self.sorted = sorted
        self.key = key
        showsEveryRow = true
    }

    /// Some rows: those whose `key` is not `nil` (`sorted` holds them now).
    init(_ sorted: SortedRows<Key>, shownKey: @escaping (Row) -> Key?) {
        self.sorted = sorted
        key = shownKey
        showsEveryRow = false
    }

    var count: Int { sorted.count }

    subscript(position: Int) -> Int { sorted[position] }

    var rowIndices: [Int] { sorted.rowIndices }

    mutating func release(upTo count: Int) -> Bool { sorted.releaseChunks(upTo: count) }

    func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int? {
        guard index >= 0, index < rows.count, let key = key(rows[index]) else { return nil }
        return sorted.position(ofRow: index, key: key)
    }

    mutating func apply(_ edits: [RowEdits<Row>.Edit], rowCount: Int) {
        // How many rows there were before the first edit.
        var count = edits.reduce(rowCount) { $0 - $1.inserted.count + $1.removed.count }
        for edit in edits {
            apply(edit, rowCount: count)
            count += edit.inserted.count - edit.removed.count
        }
    }

    /// Follows one edit of `rowCount` rows (counted before it).
    private mutating func apply(_ edit: RowEdits<Row>.Edit, rowCount: Int) {
        let first = edit.range.lowerBound
        if edit.removed.count == 1, edit.inserted.count == 1 {
            take(edit.removed[0], at: first)
            place(edit.inserted[0], at: first)
            return
        }
        var count = rowCount
        for offset in edit.removed.indices.reversed() {
            take(edit.removed[offset], at: first + offset)
            sorted.closeRow(at: first + offset, rowCount: count)
            count -= 1
        }
        for (offset, row) in edit.inserted.enumerated() {
            sorted.openRow(at: first + offset, rowCount: count)
            count += 1
            place(row, at: first + offset)
        }
    }

    private mutating func take(_ row: Row, at index: Int) {
        guard let key = key(row) else { return }
        if !sorted.takeRow(at: index, key: key), showsEveryRow {
            // Not there: the key given is not the one it was placed with.
            reportMisuse("Table: a row's sort key changed without an edit of the row; the sort may be out of order")
        }
    }

    private mutating func place(_ row: Row, at index: Int) {
        if let key = key(row) { sorted.placeRow(at: index, key: key) }
    }
}

/// How a column sorts a table's rows, made once per sort: the full sort (both ways, for
/// a filter to intersect with) and the keys it was made from, kept for the edits after.
struct ColumnSort<Row> {
    /// Which rows a filter lets through: its `matches` (in any order), and the test of a
    /// row edited since.
    typealias Filter = (matches: [Int], admits: (Row) -> Bool)

    /// The row indices in order, both ways.
    let table: TableSort
    /// The sorted rows, kept in step with edits, for one direction: every row, or those
    /// `filter` lets through.
    let sortedRows: (_ ascending: Bool, _ filter: Filter?) -> any SortedTableRows<Row>
    /// The keys the sort was made from, which ``sortedRows`` reads: let go of a slice at a
    /// time once the sort is no longer used (see ``Table/retireLastSort()``).
    let keys: any ReleasedInSlices

    /// The sort of `keys` (one per row) made by `table`, ordered by `isLess`.
    init<Key>(keys: [Key], table: TableSort, key: @escaping (Row) -> Key, isLess: @escaping (Key, Key) -> Bool) {
        self.table = table
        let kept = SortKeys(keys)
        self.keys = kept
        sortedRows = { ascending, filter in
            guard let filter else {
                let order = table.order(ascending: ascending).order
                return KeyedRows(
                    SortedRows(keys: kept.keys, order: order, ascending: ascending, isLess: isLess), key: key)
            }
            let order = table.rows(filter.matches, ascending: ascending)
            let admits = filter.admits
            return KeyedRows(
                SortedRows(keys: kept.keys, order: order, ascending: ascending, isLess: isLess),
                shownKey: { admits($0) ? key($0) : nil })
        }
    }
}

/// What is let go of a slice at a time, on the caller's turns, instead of all at once.
protocol ReleasedInSlices: AnyObject {
    /// How many of its parts are left.
    var count: Int { get }
    /// Whether its parts and their storage are all let go of.
    var isReleased: Bool { get }
    /// Lets go of at most `count` more of its parts; once none is left, of their storage
    /// (on a call of its own: freeing tens of megabytes takes milliseconds too).
    func release(upTo count: Int)
}

/// A sort's keys, one per row, held once for the closures that read them and let go of
/// from the last, a slice at a time (a million strings' counts lowered at once take
/// several milliseconds).
final class SortKeys<Key>: ReleasedInSlices {
    private(set) var keys: [Key]

    init(_ keys: [Key]) { self.keys = keys }

    var count: Int { keys.count }

    var isReleased: Bool { keys.capacity == 0 }

    func release(upTo count: Int) {
        if keys.isEmpty {
            keys = []  // the storage
        } else {
            keys.removeLast(min(count, keys.count))
        }
    }
}
