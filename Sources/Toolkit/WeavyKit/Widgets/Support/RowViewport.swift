/// Which rows of a list or table are visible: the first one, and how many fit (from
/// the last layout). Kept apart from drawing so that keys, the wheel and layout share
/// one set of rules.
struct RowViewport: Equatable {
    /// The first visible row.
    var offset = 0
    /// The rows the last layout showed (at least one).
    var height = 10

    /// The largest offset for `count` rows: the last row at the bottom.
    func maximumOffset(count: Int) -> Int {
        max(0, count - height)
    }

    /// Scrolls as little as needed for `row` to be visible, then keeps the offset in
    /// range for `count` rows.
    mutating func reveal(_ row: Int?, count: Int) {
        if let row {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        offset = min(max(0, offset), maximumOffset(count: count))
    }

    /// Scrolls so `row` shows on `line` of the view (then keeps the offset in range), as it
    /// did in the rows shown before; as little as needed for it to be visible when `line`
    /// is `nil` or out of the view.
    mutating func place(_ row: Int?, onLine line: Int?, count: Int) {
        if let row, let line, (0..<height).contains(line) { offset = row - line }
        reveal(row, count: count)
    }

    /// Scrolls by `rows` (negative: up) without moving past either end; returns whether
    /// the offset changed.
    mutating func scroll(by rows: Int, count: Int) -> Bool {
        let previous = offset
        offset = min(max(0, offset + rows), maximumOffset(count: count))
        return offset != previous
    }

    /// Where a movement key takes the selection from `row` among `count` rows: arrows and
    /// j/k one row, PageUp/PageDown a page, Home/g and End/G the ends; `nil` for any
    /// other key. The result may be out of range: the caller clamps it.
    func target(of key: Key, from row: Int, count: Int) -> Int? {
        switch key {
        case .up, "k": row - 1
        case .down, "j": row + 1
        case .pageUp: row - page
        case .pageDown: row + page
        case .home, "g": 0
        case .end, "G": count - 1
        default: nil
        }
    }

    /// `row` moved into the visible rows: the nearest visible row to it.
    func nearestVisible(_ row: Int, count: Int) -> Int {
        min(max(row, offset), min(count, offset + height) - 1)
    }

    /// How far a page moves: one row less than what shows, so one row stays in view.
    var page: Int { max(1, height - 1) }

    /// The scroll bar for `count` rows.
    func scrollBar(count: Int) -> ScrollBar {
        ScrollBar(total: count, visible: height, offset: offset)
    }
}
