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
        self.init(ascending: order) { keys[$0] == keys[$1] }
    }

    /// Sorts integers by their bits, ties by row index (see ``RadixOrder``).
    init(integers keys: [Int]) {
        self.init(ascending: RadixOrder.ascending(keys.map(RadixOrder.key))) { keys[$0] == keys[$1] }
    }

    /// Sorts numbers by their bits, ties by row index (see ``RadixOrder``).
    init(numbers keys: [Double]) {
        self.init(ascending: RadixOrder.ascending(keys.map(RadixOrder.key))) { keys[$0] == keys[$1] }
    }

    /// Sorts texts as `String` compares them (`ignoringCase`: their lowercased forms),
    /// ties by row index, comparing bytes where that orders them the same way (see
    /// ``TextSortKeys``).
    init(texts: [String], ignoringCase: Bool) {
        let keys = TextSortKeys(texts, ignoringCase: ignoringCase)
        let order = keys.ascendingOrder()
        self.init(ascending: order, runStarts: keys.runStarts(in: order))
    }

    /// The sort made from the ascending `order`, whose rows `sameKey` tells apart.
    private init(ascending order: [Int], sameKey: (Int, Int) -> Bool) {
        var starts: [Int] = []
        for position in order.indices where position == 0 || !sameKey(order[position], order[position - 1]) {
            starts.append(position)
        }
        self.init(ascending: order, runStarts: starts)
    }

    /// The sort made from the ascending `order` and where its runs of equal keys start:
    /// the descending order is the runs in reverse.
    private init(ascending order: [Int], runStarts starts: [Int]) {
        var descending: [Int] = []
        descending.reserveCapacity(order.count)
        var end = order.count
        for start in starts.reversed() {
            if end - start == 1 {
                descending.append(order[start])
            } else {
                descending.append(contentsOf: order[start..<end])
            }
            end = start
        }
        ascending = order
        self.descending = descending
        ascendingPositions = RowPositions(of: order, count: order.count)
        descendingPositions = RowPositions(of: descending, count: order.count)
    }

    /// The rows in the order asked for, and where each shows in it.
    func order(ascending isAscending: Bool) -> (order: [Int], positions: RowPositions) {
        isAscending ? (ascending, ascendingPositions) : (descending, descendingPositions)
    }

    /// The rows of `matches` (in any order) in the order asked for: each match marked at
    /// its place, then the places read in turn, a byte each, instead of looking up every
    /// row of the order.
    func rows(_ matches: [Int], ascending isAscending: Bool) -> [Int] {
        let (order, shownAt) = self.order(ascending: isAscending)
        var positions = shownAt
        var present = [Bool](repeating: false, count: order.count)
        for row in matches {
            if let position = positions.position(of: row, in: order, count: order.count) { present[position] = true }
        }
        var kept: [Int] = []
        kept.reserveCapacity(matches.count)
        order.withUnsafeBufferPointer { order in
            present.withUnsafeBufferPointer { present in
                for position in present.indices where present[position] { kept.append(order[position]) }
            }
        }
        return kept
    }
}
