/// The indices of the rows of a list or a table in the order shown: every row in its own
/// order (no array: an edit costs nothing here), or some or all of them kept by a key
/// (a column's, or a filter's score: see ``KeyedRows``), in step with each edit.
struct ShownRows<Row>: RandomAccessCollection, Equatable {
    private enum Kind {
        case all(Int)
        case keyed(any SortedTableRows<Row>)
    }

    private var kind: Kind

    /// Every one of `count` rows, in their own order.
    init(all count: Int) { kind = .all(count) }

    /// The rows `keyed` holds, in its order.
    init(keyed: any SortedTableRows<Row>) { kind = .keyed(keyed) }

    /// Whether both show the same rows in the same order.
    static func == (lhs: ShownRows, rhs: ShownRows) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Whether it keeps its rows by a key (sorted, or filtered), not every row in order.
    var isKeyed: Bool {
        if case .keyed = kind { return true }
        return false
    }

    /// Whether it shows some rows only (a filter's), not every row.
    var isFiltered: Bool {
        if case .keyed(let keyed) = kind { return !keyed.showsEveryRow }
        return false
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch kind {
        case .all(let count): count
        case .keyed(let keyed): keyed.count
        }
    }

    subscript(position: Int) -> Int {
        switch kind {
        case .all: position
        case .keyed(let keyed): keyed[position]
        }
    }

    /// Where the row at `index` in `rows` shows, if it does.
    func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int? {
        switch kind {
        case .all(let count): index >= 0 && index < count ? index : nil
        case .keyed(let keyed): keyed.position(ofRow: index, in: rows)
        }
    }

    /// No longer shown: lets go of about `count` more of the rows it keeps (and their
    /// keys); returns whether none is left.
    mutating func release(upTo count: Int) -> Bool {
        guard case .keyed(var keyed) = kind else { return true }
        kind = .all(0)  // not shared while it changes
        let isReleased = keyed.release(upTo: count)
        kind = .keyed(keyed)
        return isReleased
    }

    /// Follows `edits` of the rows, now `rowCount` of them, looking at the rows they
    /// changed alone.
    mutating func apply(_ edits: [RowEdits<Row>.Edit], rowCount: Int) {
        switch kind {
        case .all:
            kind = .all(rowCount)
        case .keyed(var keyed):
            kind = .all(0)  // not shared while it changes
            keyed.apply(edits, rowCount: rowCount)
            kind = .keyed(keyed)
        }
    }
}
