import CNcurses
import CPlatform
import WeavyKit

extension CursesScreen {
    /// Reads back what ncurses last put on the physical screen, cell by cell, within
    /// ``bounds``: ncurses' own record (`curscr`), not a second rendering.
    func snapshot() -> Snapshot {
        let read: Snapshot? = withCurses {
            let region = bounds
            guard let screen = weavy_curscr() else {
                return Snapshot(size: region.size, rows: [], cursor: nil)
            }
            // Reading cells moves curscr's cursor: note it first and put it back after,
            // so neither the snapshot nor ncurses' next update sees a moved cursor.
            let cursorRow = Int(getcury(screen))
            let cursorColumn = Int(getcurx(screen))
            defer { wmove(screen, Int32(cursorRow), Int32(cursorColumn)) }
            var rows: [[Snapshot.Cell]] = []
            rows.reserveCapacity(region.size.rows)
            var characters = [wchar_t](repeating: 0, count: 8)
            for row in region.minRow..<region.maxRow {
                var cells: [Snapshot.Cell] = []
                var column = region.minColumn
                while column < region.maxColumn {
                    var cell = cchar_t()
                    mvwin_wch(screen, Int32(row), Int32(column), &cell)
                    var attributes: attr_t = 0
                    var pair: Int16 = 0
                    // The pair as an int (through `opts`): past 32767 the short is clipped.
                    var extendedPair: Int32 = 0
                    getcchar(&cell, &characters, &attributes, &pair, &extendedPair)
                    var text = String.UnicodeScalarView()
                    for value in characters {
                        guard value != 0, let scalar = Unicode.Scalar(UInt32(bitPattern: value)) else { break }
                        text.append(scalar)
                    }
                    let width =
                        characters[0] == 0 ? 1 : max(1, Int(weavy_cell_width(UInt32(bitPattern: characters[0]))))
                    let fitting = column + width <= region.maxColumn ? width : 1
                    cells.append(
                        Snapshot.Cell(
                            character: text.isEmpty ? " " : String(text), width: fitting,
                            style: cellStyle(attributes: attributes, pair: extendedPair)))
                    column += fitting
                }
                rows.append(cells)
            }
            let cursor =
                cursorShown ? Point(column: cursorColumn - region.minColumn, row: cursorRow - region.minRow) : nil
            return Snapshot(size: region.size, rows: rows, cursor: cursor)
        }
        return read ?? Snapshot(buffer: CellBuffer(size: .zero), cursor: nil)
    }

    private func cellStyle(attributes: attr_t, pair: Int32) -> Snapshot.CellStyle {
        let (foreground, background) = pairs.colorNumbers(ofPair: pair)
        return Snapshot.CellStyle(
            foreground: foreground, background: background,
            attributes: TextAttributes(cursesAttributes: attributes))
    }
}
