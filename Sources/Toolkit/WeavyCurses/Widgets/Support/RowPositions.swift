/// Where each row shows when the rows shown are an order of some of them (filtered,
/// sorted): made once per order, when first asked for, so finding a row's place costs
/// nothing after that.
struct RowPositions {
    private var positions: [Int32]?

    /// Forgets the positions: the order changed.
    mutating func invalidate() {
        positions = nil
    }

    /// Where row `index` (of `count` rows) shows in `order`; `nil` when it does not.
    mutating func position(of index: Int, in order: [Int], count: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        if positions == nil {
            var made = [Int32](repeating: -1, count: count)
            for (position, row) in order.enumerated() { made[row] = Int32(position) }
            positions = made
        }
        let position = positions?[index] ?? -1
        return position >= 0 ? Int(position) : nil
    }
}
