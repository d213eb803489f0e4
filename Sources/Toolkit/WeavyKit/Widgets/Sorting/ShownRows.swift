/// The indices of a table's rows in the order shown: every row in its own order (no
/// array: an edit costs nothing here), the rows a filter let through, or every row
/// sorted by a column (kept in step with edits: see ``SortedRows``).
struct ShownRows<Row>: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    private enum Kind {
        case all(Int)
        case listed([Int])
        case sorted(any SortedTableRows<Row>)
    }

    private var kind: Kind
    /// Where each listed row shows, made when first asked for.
    private var positions = RowPositions()

    /// Every one of `count` rows, in their own order.
    init(all count: Int) { kind = .all(count) }

    /// The rows at `indices`, in that order.
    init(listed indices: [Int]) { kind = .listed(indices) }

    /// Every row, sorted.
    init(sorted: any SortedTableRows<Row>) { kind = .sorted(sorted) }

    init(arrayLiteral indices: Int...) { kind = .listed(indices) }

    /// Whether both show the same rows in the same order.
    static func == (lhs: ShownRows, rhs: ShownRows) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// The rows listed (a filter's), in order; `nil` when it is every row.
    var listedRows: [Int]? {
        if case .listed(let indices) = kind { return indices }
        return nil
    }

    /// Whether it lists some rows (a filter's), not every row.
    var isListed: Bool {
        if case .listed = kind { return true }
        return false
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch kind {
        case .all(let count): count
        case .listed(let indices): indices.count
        case .sorted(let sorted): sorted.count
        }
    }

    subscript(position: Int) -> Int {
        switch kind {
        case .all: position
        case .listed(let indices): indices[position]
        case .sorted(let sorted): sorted[position]
        }
    }

    /// Where the row at `index` in `rows` shows, if it does.
    mutating func position(ofRow index: Int, in rows: RowBuffer<Row>) -> Int? {
        switch kind {
        case .all(let count): return index >= 0 && index < count ? index : nil
        case .listed(let indices): return positions.position(of: index, in: indices, count: rows.count)
        case .sorted(let sorted): return sorted.position(ofRow: index, in: rows)
        }
    }

    /// Follows `edits` of the rows, now `rowCount` of them, when it can without looking
    /// at every row; returns whether it did (a filtered order cannot: it is made again).
    mutating func apply(_ edits: [RowEdits<Row>.Edit], rowCount: Int) -> Bool {
        switch kind {
        case .all:
            kind = .all(rowCount)
            return true
        case .listed:
            return false
        case .sorted(var sorted):
            kind = .all(0)  // not shared while it changes
            for edit in edits { sorted.apply(edit) }
            kind = .sorted(sorted)
            return true
        }
    }
}
