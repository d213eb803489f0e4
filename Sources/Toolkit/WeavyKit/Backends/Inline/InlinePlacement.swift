/// Where an inline window's rows are on the screen, and the bytes that make room for
/// them, move them after a resize, and leave them.
///
/// The rows are whole screen lines: from ``top``, ``rows`` of them, as wide as the
/// screen. Every sequence here moves the cursor with plain carriage returns and line
/// feeds, or to absolute positions, so it works on any terminal that positions a cursor.
package struct InlinePlacement: Equatable, Sendable {
    /// The screen's first row of the window, from 0.
    package var top: Int
    /// How many rows it has.
    package var rows: Int
    /// The screen's size.
    package var screen: Size

    /// The window's region, in screen coordinates.
    package var region: Rect {
        Rect(origin: Point(column: 0, row: top), size: Size(columns: screen.columns, rows: rows))
    }

    /// Places `wanted` rows (at most the screen's) from the line of `cursor` (0-based), or
    /// from the next line when the cursor is past the first column (a prompt that printed
    /// no newline keeps its line). `room` is what to write first, with the cursor still
    /// at `cursor`: a carriage return and the line feeds that scroll the screen up when
    /// too few rows are below the cursor, and move the cursor down otherwise.
    package static func below(cursor: Point, screen: Size, wanted: Int) -> (placement: Self, room: [UInt8]) {
        let rows = max(1, min(wanted, screen.rows))
        let cursorRow = min(max(0, cursor.row), screen.rows - 1)
        let start = cursor.column > 0 ? cursorRow + 1 : cursorRow
        // Line feeds from the cursor's line to the window's last: past the bottom, each
        // scrolls the screen one line up.
        let feeds = start - cursorRow + rows - 1
        let last = min(cursorRow + feeds, screen.rows - 1)
        let placement = InlinePlacement(top: last - (rows - 1), rows: rows, screen: screen)
        return (placement, [0x0D] + [UInt8](repeating: 0x0A, count: feeds))
    }

    /// The placement on a screen of a new size: as many of the `wanted` rows as fit, from
    /// the same top unless it would now end past the bottom. The terminal may have
    /// rewrapped its lines, so what was there is cleared (``clearing(with:)``) and drawn
    /// again.
    package func resized(to newScreen: Size, wanted: Int) -> Self {
        let rows = max(1, min(wanted, newScreen.rows))
        return InlinePlacement(top: max(0, min(top, newScreen.rows - rows)), rows: rows, screen: newScreen)
    }

    /// Clears from the window's first row to the end of the screen, leaving the cursor at
    /// the start of that row.
    func clearing(with sequences: OutputSequences) -> [UInt8] {
        sequences.moveCursor(top, 0) + sequences.resetStyle + Self.eraseBelow
    }

    /// What to write when the window goes: with ``InlineEnd/keep`` the cursor goes to the
    /// start of the line after the last frame (scrolling one line up when the frame ends
    /// at the bottom); with ``InlineEnd/clear`` the rows are cleared and the cursor goes
    /// to the first of them.
    func leaving(_ end: InlineEnd, with sequences: OutputSequences) -> [UInt8] {
        switch end {
        case .keep: sequences.resetStyle + sequences.moveCursor(top + rows - 1, 0) + [0x0D, 0x0A]
        case .clear: clearing(with: sequences)
        }
    }

    /// ED 0: erases from the cursor to the end of the screen.
    static let eraseBelow = Array("\u{1B}[J".utf8)
}
