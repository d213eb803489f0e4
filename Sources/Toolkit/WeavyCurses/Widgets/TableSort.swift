/// The rows of a table in ascending order of one column, ties in table order, and where
/// each run of equal keys starts: the descending order is the runs in reverse, each
/// run kept in table order, made without a single comparison.
struct TableSort {
    /// Row indices, ascending.
    let ascending: [Int]
    /// Where each run of equal keys starts in ``ascending``.
    let runStarts: [Int]

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
        ascending = order
        runStarts = starts
    }

    /// The rows in the order asked for.
    func order(ascending isAscending: Bool) -> [Int] {
        guard !isAscending else { return ascending }
        var descending: [Int] = []
        descending.reserveCapacity(ascending.count)
        var end = ascending.count
        for start in runStarts.reversed() {
            descending.append(contentsOf: ascending[start..<end])
            end = start
        }
        return descending
    }
}
