import CNcurses
import WeavyKit

/// One curses window with its panel, showing a rectangle of a frame layer's cells: the
/// whole layer, or one region of it (see ``CursesLayer``).
///
/// Panels keep the z-order. When the rectangle changes the window is replaced by a new
/// one of the right size, swapped into the same panel, so it never has to be moved or
/// grown past the screen's edge. Every method runs inside the curses lock.
final class CursesWindow {
    private(set) var window: UnsafeMutablePointer<WINDOW>
    let panel: UnsafeMutablePointer<PANEL>
    /// Where the window is, in screen coordinates.
    private(set) var rect: Rect
    private(set) var isHidden = false
    /// The region the window shows, as the frame last named it; `nil` for a layer's own
    /// window.
    var region: Frame.Region?
    /// The parts of the window that windows above it show instead (the regions drawn
    /// later in the same layer), as rows and columns of the window: their cells are not
    /// copied.
    private var covered: [(rows: Range<Int>, columns: Range<Int>)] = []
    /// The layer buffer last copied, kept as it is (the layer draws its next frame into
    /// a buffer of its own, see `WindowLayer`); `nil` while the window is blank.
    private var shown: CellBuffer?
    /// Room for a row of curses cells, kept from frame to frame (a temporary buffer of a
    /// row of 100 columns would be a `malloc` and a `free` every frame).
    private var room: UnsafeMutableBufferPointer<cchar_t>

    /// Creates a blank window on top of the panel deck, for `region` of a layer or for
    /// the layer itself.
    init?(rect: Rect, region: Frame.Region? = nil) {
        let safe = CursesWindow.clamped(rect)
        guard
            let window = newwin(
                Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn)),
            let panel = new_panel(window)
        else { return nil }
        self.window = window
        self.panel = panel
        self.rect = safe
        self.region = region
        room = .allocate(capacity: safe.size.columns)
    }

    deinit {
        room.deallocate()
    }

    /// Gives the window a new rectangle; the new window is blank.
    func move(to rect: Rect) {
        let safe = CursesWindow.clamped(rect)
        guard safe != self.rect else { return }
        guard
            let replacement = newwin(
                Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn))
        else { return }
        replace_panel(panel, replacement)
        delwin(window)
        window = replacement
        self.rect = safe
        shown = nil
        if room.count < safe.size.columns {
            room.deallocate()
            room = .allocate(capacity: safe.size.columns)
        }
    }

    /// Leaves the cells under `rects` (screen coordinates) to the windows above; when
    /// that changes, the window is cleared, to be copied whole again.
    func leave(_ rects: [Rect]) {
        let local = rects.map {
            (
                rows: ($0.minRow - rect.minRow)..<($0.maxRow - rect.minRow),
                columns: ($0.minColumn - rect.minColumn)..<($0.maxColumn - rect.minColumn)
            )
        }
        guard !local.elementsEqual(covered, by: { $0.rows == $1.rows && $0.columns == $1.columns }) else { return }
        covered = local
        clear()
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

    /// Copies into the window the cells of its rectangle in `buffer`, the cells of a
    /// layer at `layerRect`, that differ from what it holds and no window above shows:
    /// on each row, the span from the first to the last changed cell of each uncovered
    /// stretch (widened to whole wide characters), one `wadd_wchnstr` per run of one
    /// style. Then the window holds `buffer`, which it keeps (a reference, not a copy).
    func copy(_ buffer: CellBuffer, layerRect: Rect, pairs: inout ColorPairs) {
        // Stored properties only: this runs for every window of every changed layer.
        let top = rect.origin.row - layerRect.origin.row
        let left = rect.origin.column - layerRect.origin.column
        guard buffer.size == layerRect.size, top >= 0, left >= 0, top + rect.size.rows <= buffer.size.rows,
            left + rect.size.columns <= buffer.size.columns
        else { return }
        if let shown, shown.size != buffer.size { clear() }
        // A blank window is compared with blank cells, not with a blank buffer made for it.
        let before = shown ?? buffer
        let isBlank = shown == nil
        let stride = buffer.size.columns
        let width = rect.size.columns
        var run = CellRun(window: window, room: room.baseAddress!)
        buffer.cells.withUnsafeBufferPointer { new in
            before.cells.withUnsafeBufferPointer { old in
                for row in 0..<rect.size.rows {
                    let start = (top + row) * stride + left
                    let cells = UnsafeBufferPointer(rebasing: new[start..<(start + width)])
                    let was = UnsafeBufferPointer(rebasing: old[start..<(start + width)])
                    var column = 0
                    while let stretch = uncovered(row: row, from: column) {
                        if let span = Self.changedSpan(of: cells, from: isBlank ? nil : was, in: stretch) {
                            copy(cells, span: span, row: row, pairs: &pairs, run: &run)
                        }
                        column = stretch.upperBound
                    }
                }
            }
        }
        shown = buffer
    }

    /// Empties the window and copies into it all the cells of its rectangle in `buffer`
    /// (see ``copy(_:layerRect:pairs:)``).
    func copyWhole(_ buffer: CellBuffer, layerRect: Rect, pairs: inout ColorPairs) {
        clear()
        copy(buffer, layerRect: layerRect, pairs: &pairs)
    }

    /// The next stretch of `row` from `column` that no window above covers.
    private func uncovered(row: Int, from column: Int) -> Range<Int>? {
        var start = column
        let width = rect.size.columns
        if covered.isEmpty { return start < width ? start..<width : nil }
        while start < width, let over = covered.first(where: { $0.rows.contains(row) && $0.columns.contains(start) }) {
            start = over.columns.upperBound
        }
        guard start < width else { return nil }
        var end = width
        for over in covered where over.rows.contains(row) && over.columns.lowerBound > start {
            end = min(end, over.columns.lowerBound)
        }
        return start..<end
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

    /// The columns from the first to the last cell of `stretch` that differ from what
    /// the row showed `before` (blank cells when `nil`), widened to whole wide characters
    /// within the stretch; `nil` when none does.
    private static func changedSpan(
        of cells: UnsafeBufferPointer<Cell>, from before: UnsafeBufferPointer<Cell>?, in stretch: Range<Int>
    ) -> ClosedRange<Int>? {
        guard let before else {
            guard let first = stretch.first(where: { cells[$0] != .blank }) else { return nil }
            return widened(first...(stretch.last { cells[$0] != .blank } ?? first), of: cells, in: stretch)
        }
        guard let first = stretch.first(where: { cells[$0] != before[$0] }) else { return nil }
        var last = stretch.upperBound - 1
        while last > first && cells[last] == before[last] { last -= 1 }
        return widened(first...last, of: cells, in: stretch)
    }

    /// `span` widened to whole wide characters, within `stretch`.
    private static func widened(
        _ span: ClosedRange<Int>, of cells: UnsafeBufferPointer<Cell>, in stretch: Range<Int>
    ) -> ClosedRange<Int> {
        var first = span.lowerBound
        var last = span.upperBound
        if first > stretch.lowerBound && cells[first].isContinuation { first -= 1 }
        if last + 1 < stretch.upperBound && cells[last].width == 2 { last += 1 }
        return first...last
    }

    /// Empties the window, to be copied whole again.
    private func clear() {
        werase(window)
        shown = nil
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
