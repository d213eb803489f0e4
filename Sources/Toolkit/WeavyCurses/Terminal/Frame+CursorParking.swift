extension Frame {
    /// Where to leave the cursor of a terminal that cannot hide it (a VT100) when the
    /// frame has none: the last cell, scanning up from the bottom right, that shows a
    /// plain blank on the topmost visible layer. `nil` when there is none.
    ///
    /// Left where the last write ended, such a cursor sits at the bottom right, a block
    /// that reads as a gap in the status line.
    package func cursorParkingPoint() -> Point? {
        let visible = layers.reversed().filter { !$0.isHidden }
        guard let bottom = visible.map(\.rect.maxRow).max(), let right = visible.map(\.rect.maxColumn).max() else {
            return nil
        }
        for row in stride(from: bottom - 1, through: 0, by: -1) {
            for column in stride(from: right - 1, through: 0, by: -1) {
                let point = Point(column: column, row: row)
                guard let layer = visible.first(where: { $0.rect.contains(point) }) else { continue }
                let cell = layer.buffer[column - layer.rect.minColumn, row - layer.rect.minRow]
                if cell == .blank { return point }
            }
        }
        return nil
    }
}

extension CellBuffer {
    /// The last plain blank cell, scanning up from the bottom right: where a cursor that
    /// cannot be hidden shows least (see ``Frame/cursorParkingPoint()``).
    package func cursorParkingPoint() -> Point? {
        guard let index = cells.lastIndex(of: .blank) else { return nil }
        return Point(column: index % size.columns, row: index / size.columns)
    }
}
