/// What a cell carries beyond its ``Style`` and character, for the few cells that have
/// it: a link and an underline color. A buffer keeps each one once
/// (``CellBuffer/decorations``), and its cells refer to it by index.
package struct CellDecoration: Hashable, Sendable {
    /// The underline's color; ``Color/standard`` for the text's own.
    package var underlineColor: Color
    /// The link the cell's text is part of.
    package var link: Link?

    package init(underlineColor: Color = .standard, link: Link? = nil) {
        self.underlineColor = underlineColor
        self.link = link
    }

    /// Whether it carries nothing (no cell refers to such a one).
    package var isEmpty: Bool { underlineColor == .standard && link == nil }
}

extension CellBuffer {
    /// How many decorations a buffer keeps at most; a cell drawn with one more shows
    /// without it (its link as plain text).
    package static let decorationLimit = Int(UInt16.max) - 1

    /// The index a cell keeps for `decoration` (see ``Cell/decoration``): the one this
    /// buffer has for it, a new one, or 0 for none (nothing to keep, or the table full).
    package mutating func index(of decoration: CellDecoration) -> UInt16 {
        guard !decoration.isEmpty else { return 0 }
        if let found = decorations.firstIndex(of: decoration) { return UInt16(found + 1) }
        guard decorations.count < Self.decorationLimit else { return 0 }
        decorations.append(decoration)
        return UInt16(decorations.count)
    }

    /// The decoration of `cell`, a cell of this buffer.
    @inline(__always)
    package func decoration(of cell: Cell) -> CellDecoration? {
        let index = Int(cell.decoration)
        guard index > 0, index <= decorations.count else { return nil }
        return decorations[index - 1]
    }

    /// Gives `count` cells of `row` from `column` the decoration `index`.
    package mutating func decorate(row: Int, column: Int, count: Int, with index: UInt16) {
        guard count > 0, row >= 0, row < size.rows, column >= 0 else { return }
        let start = row * size.columns + column
        for offset in 0..<min(count, size.columns - column) { cells[start + offset].decoration = index }
    }

    /// The link the text at `column`, `row` is part of, if any.
    public func link(atColumn column: Int, row: Int) -> Link? {
        decoration(of: self[column, row])?.link
    }

    /// The whole style of the cell at `column`, `row`: ``Cell/style`` with its underline's
    /// color.
    public func style(atColumn column: Int, row: Int) -> Style {
        let cell = self[column, row]
        var style = cell.style
        if let decoration = decoration(of: cell) { style.underlineColor = decoration.underlineColor }
        return style
    }
}
