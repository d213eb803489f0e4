extension Frame {
    /// Where to leave the cursor of a terminal that cannot hide it (a VT100) when the
    /// frame has none: the last plain blank cell of the composed screen of `size`,
    /// scanning up from the bottom right. `nil` when there is none.
    ///
    /// Left where the last write ended, such a cursor sits at the bottom right, a block
    /// that reads as a gap in the status line.
    package func cursorParkingPoint(size: Size) -> Point? {
        Compositor.compose(self, size: size).cursorParkingPoint()
    }
}

extension CellBuffer {
    /// The last plain blank cell, scanning up from the bottom right: where a cursor that
    /// cannot be hidden shows least (see ``Frame/cursorParkingPoint(size:)``).
    package func cursorParkingPoint() -> Point? {
        guard let index = cells.lastIndex(of: .blank) else { return nil }
        return Point(column: index % size.columns, row: index / size.columns)
    }
}
