/// The rows of a table in ascending order of one column, ties in table order, and in
/// descending order: the runs of equal keys in reverse, each run kept in table order,
/// made without a single comparison. Both are made with the sort, so `S` (reverse) only
/// picks the other.
struct TableSort {
    /// Row indices, ascending.
    let ascending: [Int]
    /// Row indices, descending: the runs of equal keys in reverse, each in table order.
    let descending: [Int]
    /// Where each row shows in ``ascending`` and in ``descending``: made with the sort,
    /// so that reversing it costs nothing.
    let ascendingPositions: RowPositions
    let descendingPositions: RowPositions

    /// Sorts `keys` (one per row), ties by row index.
    init<Key: Comparable>(keys: [Key]) {
        let order = keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            return a == b ? left < right : a < b
        }
        var starts: [Int] = []
        for position in order.indices where position == 0 || keys[order[position]] != keys[order[position - 1]] {
            starts.append(position)
        }
        var descending: [Int] = []
        descending.reserveCapacity(order.count)
        var end = order.count
        for start in starts.reversed() {
            descending.append(contentsOf: order[start..<end])
            end = start
        }
        ascending = order
        self.descending = descending
        ascendingPositions = RowPositions(of: order, count: keys.count)
        descendingPositions = RowPositions(of: descending, count: keys.count)
    }

    /// The rows in the order asked for, and where each shows in it.
    func order(ascending isAscending: Bool) -> (order: [Int], positions: RowPositions) {
        isAscending ? (ascending, ascendingPositions) : (descending, descendingPositions)
    }
}
