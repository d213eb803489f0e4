/// Composes a frame's layers into one screen buffer, as ncurses' panels put windows on
/// the screen: bottom to top, each visible layer's cells over what is below.
///
/// Where a layer's edge cuts a wide character of what is below it in two, the half left
/// outside becomes a plain space, as ncurses does when it copies a window onto the
/// screen (`wnoutrefresh`): a terminal cannot show half a character.
enum Compositor {
    /// The screen of `size` at `origin` (an embedded area's top-left cell) showing `frame`.
    static func compose(_ frame: Frame, size: Size, origin: Point = .zero) -> CellBuffer {
        var screen = CellBuffer(size: size)
        for layer in frame.layers where !layer.isHidden {
            let at = Point(column: layer.rect.minColumn - origin.column, row: layer.rect.minRow - origin.row)
            blit(layer.buffer, at: at, onto: &screen)
        }
        return screen
    }

    /// Copies `source` onto `screen` with its top-left cell at `origin`, clipped to the
    /// screen.
    static func blit(_ source: CellBuffer, at origin: Point, onto screen: inout CellBuffer) {
        let target = Rect(origin: origin, size: source.size).intersection(screen.bounds)
        guard !target.isEmpty else { return }
        let first = target.minColumn
        let last = target.maxColumn - 1
        for row in target.minRow..<target.maxRow {
            // Halves of wide characters below that this layer cuts off.
            if screen[first, row].isContinuation, first > 0 {
                screen[first - 1, row] = .blank
            }
            if screen[last, row].width == 2, last + 1 < screen.size.columns {
                screen[last + 1, row] = .blank
            }
            let sourceRow = row - origin.row
            for column in first...last {
                var cell = source[column - origin.column, sourceRow]
                // A wide character clipped by the screen's edge cannot show either.
                if cell.isContinuation && column == first || cell.width == 2 && column == last {
                    cell = .blank
                }
                screen[column, row] = cell
            }
        }
    }
}
