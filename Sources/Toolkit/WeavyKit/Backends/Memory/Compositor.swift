/// Composes a frame's layers into one screen buffer, as ncurses' panels put windows on
/// the screen: bottom to top, each visible layer's cells over what is below.
///
/// Where a layer's edge cuts a wide character of what is below it in two, the half left
/// outside becomes a plain space, as ncurses does when it copies a window onto the
/// screen (`wnoutrefresh`): a terminal cannot show half a character.
enum Compositor {
    /// The screen of `size` showing `frame`.
    static func compose(_ frame: Frame, size: Size) -> CellBuffer {
        var screen = CellBuffer(size: size)
        compose(frame, into: &screen)
        return screen
    }

    /// Composes `frame` into `screen`, which is cleared first; `origin` is the screen
    /// position of the buffer's top-left cell (an embedded area's).
    static func compose(_ frame: Frame, into screen: inout CellBuffer, origin: Point = .zero) {
        compose(frame, into: &screen, origin: origin, rows: 0..<screen.size.rows)
    }

    /// Composes only `rows` of `screen` (cleared first), leaving the others as they are.
    /// Rows compose independently of each other (a wide character never spans two), so
    /// the rows a frame changed, composed again, give what composing it whole gives.
    static func compose(_ frame: Frame, into screen: inout CellBuffer, origin: Point = .zero, rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<screen.size.rows)
        guard !rows.isEmpty else { return }
        let clip = Rect(column: 0, row: rows.lowerBound, columns: screen.size.columns, rows: rows.count)
        for row in rows { screen.fillRow(row, column: 0, count: screen.size.columns, with: .blank) }
        for layer in frame.layers where !layer.isHidden {
            let at = Point(column: layer.rect.minColumn - origin.column, row: layer.rect.minRow - origin.row)
            blit(layer.buffer, at: at, onto: &screen, clip: clip)
        }
    }

    /// Copies `source` onto `screen` with its top-left cell at `origin`, clipped to the
    /// screen (and to the rows of `clip`, when given).
    static func blit(_ source: CellBuffer, at origin: Point, onto screen: inout CellBuffer, clip: Rect? = nil) {
        let target = Rect(origin: origin, size: source.size).intersection(clip ?? screen.bounds)
        guard !target.isEmpty else { return }
        let first = target.minColumn
        let last = target.maxColumn - 1
        let width = target.size.columns
        let screenColumns = screen.size.columns
        let sourceColumns = source.size.columns
        source.cells.withUnsafeBufferPointer { from in
            screen.cells.withUnsafeMutableBufferPointer { to in
                for row in target.minRow..<target.maxRow {
                    let line = row * screenColumns
                    // Halves of wide characters below that this layer cuts off.
                    if to[line + first].isContinuation, first > 0 {
                        to[line + first - 1] = .blank
                    }
                    if to[line + last].width == 2, last + 1 < screenColumns {
                        to[line + last + 1] = .blank
                    }
                    let start = (row - origin.row) * sourceColumns + (first - origin.column)
                    to.baseAddress!.advanced(by: line + first).update(from: from.baseAddress! + start, count: width)
                    // A wide character clipped by the screen's edge cannot show either.
                    if to[line + first].isContinuation { to[line + first] = .blank }
                    if to[line + last].width == 2 { to[line + last] = .blank }
                }
            }
        }
        if !source.decorations.isEmpty { carryDecorations(of: source, into: &screen, target: target) }
    }

    /// Points the cells of `target`, just copied from `source`, at the screen's own
    /// entries for their links and underline colors (the indices were the source's).
    /// The screen keeps every entry it has: the cells of its other rows point at them.
    private static func carryDecorations(of source: CellBuffer, into screen: inout CellBuffer, target: Rect) {
        var mapped = [UInt16](repeating: 0, count: source.decorations.count)
        for row in target.minRow..<target.maxRow {
            for column in target.minColumn..<target.maxColumn {
                let index = Int(screen[column, row].decoration)
                guard index > 0, index <= mapped.count else { continue }
                if mapped[index - 1] == 0 { mapped[index - 1] = screen.index(of: source.decorations[index - 1]) }
                screen[column, row].decoration = mapped[index - 1]
            }
        }
    }
}
