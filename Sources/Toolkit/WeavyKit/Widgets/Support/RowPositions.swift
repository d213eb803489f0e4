/// Where each row shows when the rows shown are an order of some of them (filtered,
/// sorted): made once per order, when first asked for, so finding a row's place costs
/// nothing after that.
struct RowPositions {
    private var positions: [Int32]?

    /// Positions not made yet: made from the order when first asked for.
    init() {}

    /// The positions of `order`'s rows (of `count` rows), made now.
    init(of order: [Int], count: Int) {
        positions = Self.made(of: order, count: count)
    }

    /// Forgets the positions: the order changed.
    mutating func invalidate() {
        positions = nil
    }

    /// Where row `index` (of `count` rows) shows in `order`; `nil` when it does not.
    mutating func position(of index: Int, in order: [Int], count: Int) -> Int? {
        listedPosition(of: index, in: order, count: count)
    }

    private mutating func listedPosition(of index: Int, in order: [Int], count: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        if positions == nil { positions = Self.made(of: order, count: count) }
        let position = positions?[index] ?? -1
        return position >= 0 ? Int(position) : nil
    }

    private static func made(of order: [Int], count: Int) -> [Int32] {
        var made = [Int32](repeating: -1, count: count)
        for (position, row) in order.enumerated() { made[row] = Int32(position) }
        return made
    }
}
