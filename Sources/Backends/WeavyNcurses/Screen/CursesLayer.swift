import CNcurses
import WeavyKit

/// One layer of a frame on an ncurses screen: a curses window with its panel, and the
/// cells last copied into it.
///
/// Panels keep the z-order. When the layer's rectangle changes it gets a new window of
/// the right size, swapped into the same panel, so it never has to be moved or grown
/// past the screen's edge. Every method runs inside the curses lock.
final class CursesLayer {
    private(set) var window: UnsafeMutablePointer<WINDOW>
    let panel: UnsafeMutablePointer<PANEL>
    private(set) var rect: Rect
    private(set) var isHidden = false
    /// What the window holds now, to copy only the cells that change: the buffer of the
    /// last frame copied, kept as it is (a window layer draws the next frame into a
    /// buffer of its own, see `WindowLayer`).
    private var shown: CellBuffer
    /// Room for a row of curses cells, kept from frame to frame (a temporary buffer of a
    /// row of 100 columns would be a `malloc` and a `free` every frame).
    private var room: UnsafeMutableBufferPointer<cchar_t>

    /// Creates a layer on top of the panel deck, blank.
    init?(rect: Rect) {
        let safe = CursesLayer.clamped(rect)
        guard
            let window = newwin(
                Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn)),
            let panel = new_panel(window)
        else { return nil }
        self.window = window
        self.panel = panel
        self.rect = safe
        shown = CellBuffer(size: safe.size)
        room = .allocate(capacity: safe.size.columns)
    }

    deinit {
        room.deallocate()
    }

    /// Gives the layer a new rectangle; the new window is blank.
    func move(to rect: Rect) {
        let safe = CursesLayer.clamped(rect)
        guard safe != self.rect else { return }
        guard
            let replacement = newwin(
                Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn))
        else { return }
        replace_panel(panel, replacement)
        delwin(window)
        window = replacement
        self.rect = safe
        shown = CellBuffer(size: safe.size)
        if room.count < safe.size.columns {
            room.deallocate()
            room = .allocate(capacity: safe.size.columns)
        }
    }

    /// Shows or hides the panel; returns whether that changed anything. A panel shown
    /// again goes on top of the deck.
    @discardableResult
    func setHidden(_ hidden: Bool) -> Bool {
        guard hidden != isHidden else { return false }
        isHidden = hidden
        if hidden { hide_panel(panel) } else { show_panel(panel) }
        return true
    }

    /// Copies into the window the cells of `buffer` that differ from what it holds: on
    /// each row, the span from the first to the last changed cell (widened to whole wide
    /// characters), one `wadd_wchnstr` per run of one style. Then the window holds
    /// `buffer`, which the layer keeps (a reference, not a copy of its cells).
    func copy(_ buffer: CellBuffer, pairs: inout ColorPairs) {
        guard buffer.size == shown.size else { return }
        let columns = buffer.size.columns
        var run = CellRun(window: window, room: room.baseAddress!)
        buffer.cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                for row in 0..<buffer.size.rows {
                    let rowCells = (row * columns)..<((row + 1) * columns)
                    let cells = UnsafeBufferPointer(rebasing: new[rowCells])
                    guard
                        let span = Self.changedSpan(of: cells, from: UnsafeBufferPointer(rebasing: old[rowCells]))
                    else { continue }
                    copy(cells, span: span, row: row, pairs: &pairs, run: &run)
                }
            }
        }
        shown = buffer
    }

    /// Writes `span` of row `row`, whose `cells` are given, into the window: a run of
    /// cells per style, blank stretches filled.
    private func copy(
        _ cells: UnsafeBufferPointer<Cell>, span: ClosedRange<Int>, row: Int, pairs: inout ColorPairs,
        run: inout CellRun
    ) {
        var column = span.lowerBound
        let last = span.upperBound
        while column <= last {
            // One run of one style. The second half of a wide character belongs to the
            // run of its first half whatever its own style (a shadow may restyle it
            // alone): a terminal shows a wide character in its first half's style.
            let look = cells[column].look
            var start = column
            run.start(pairs.resolve(look))
            repeat {
                let cell = cells[column]
                let spaces = cell.isPlainSpace ? Self.spaceRun(in: cells, from: column, through: last) : 0
                if spaces >= Self.shortestFill {
                    // Blank stretches (most of a screen) are filled; the cells before
                    // them go first, in one call.
                    run.write(row: row, column: start)
                    run.fillSpaces(row: row, column: column, count: spaces)
                    column += spaces
                    start = column
                    continue
                }
                if !cell.isContinuation { run.append(cell) }
                column += 1
            } while column <= last && (cells[column].look == look || cells[column].isContinuation)
            run.write(row: row, column: start)
        }
    }

    /// Blank runs at least this long are filled rather than written as cells.
    private static let shortestFill = 4

    /// How many lone spaces of one style start at `column` of `cells` (up to `last`).
    private static func spaceRun(in cells: UnsafeBufferPointer<Cell>, from column: Int, through last: Int) -> Int {
        let look = cells[column].look
        var end = column
        while end <= last, cells[end].isPlainSpace, cells[end].look == look { end += 1 }
        return end - column
    }

    /// The columns from the first to the last cell of a row that differ from what the
    /// row showed `before`, widened to whole wide characters; `nil` when none does.
    private static func changedSpan(
        of cells: UnsafeBufferPointer<Cell>, from before: UnsafeBufferPointer<Cell>
    ) -> ClosedRange<Int>? {
        guard var first = cells.indices.first(where: { cells[$0] != before[$0] }) else { return nil }
        var last = cells.count - 1
        while last > first && cells[last] == before[last] { last -= 1 }
        if first > 0 && cells[first].isContinuation { first -= 1 }
        if last + 1 < cells.count && cells[last].width == 2 { last += 1 }
        return first...last
    }

    /// Frees the panel and its window.
    func destroy() {
        del_panel(panel)
        delwin(window)
    }

    /// curses takes a zero size to mean "the whole screen": never ask for one.
    private static func clamped(_ rect: Rect) -> Rect {
        Rect(
            column: max(0, rect.minColumn), row: max(0, rect.minRow),
            columns: max(1, rect.size.columns), rows: max(1, rect.size.rows))
    }
}
