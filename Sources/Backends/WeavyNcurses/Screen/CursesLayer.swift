import CNcurses
import WeavyCurses

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
    /// What the window holds now, to copy only the cells that change.
    private var shown: CellBuffer

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
    /// characters), one `mvwaddnwstr` per run of one style.
    func copy(_ buffer: CellBuffer, pairs: inout ColorPairs) {
        guard buffer.size == shown.size else { return }
        let columns = buffer.size.columns
        var characters: [wchar_t] = []
        characters.reserveCapacity(columns * 2)
        for row in 0..<buffer.size.rows {
            guard var first = firstChange(in: buffer, row: row) else { continue }
            var last = lastChange(in: buffer, row: row)
            if first > 0 && buffer[first, row].isContinuation { first -= 1 }
            if last + 1 < columns && buffer[last, row].width == 2 { last += 1 }
            var column = first
            while column <= last {
                // One run of one style. The second half of a wide character belongs to
                // the run of its first half whatever its own style (a shadow may restyle
                // it alone): a terminal shows a wide character in its first half's style.
                let style = buffer[column, row].style
                let resolved = pairs.resolve(style)
                wattr_set(window, resolved.attributes, resolved.pair, nil)
                var start = column
                characters.removeAll(keepingCapacity: true)
                repeat {
                    let cell = buffer[column, row]
                    let spaces = cell.isPlainSpace ? spaceRun(in: buffer, row: row, from: column, through: last) : 0
                    if spaces >= Self.shortestFill {
                        // Blank stretches (most of a screen) are stored cell by cell;
                        // the text before them goes first, in one call.
                        write(characters, row: row, column: start)
                        characters.removeAll(keepingCapacity: true)
                        weavy_fill_spaces(
                            window, Int32(row), Int32(column), Int32(spaces), resolved.attributes, resolved.pair)
                        for filled in column..<(column + spaces) { shown[filled, row] = buffer[filled, row] }
                        column += spaces
                        start = column
                        continue
                    }
                    if !cell.isContinuation {
                        cell.forEachScalarValue { characters.append(wchar_t(bitPattern: $0)) }
                    }
                    shown[column, row] = cell
                    column += 1
                } while column <= last && (buffer[column, row].style == style || buffer[column, row].isContinuation)
                write(characters, row: row, column: start)
            }
        }
    }

    /// Blank runs at least this long are filled rather than written as text.
    private static let shortestFill = 4

    /// How many lone spaces of one style start at `column` (up to `last`).
    private func spaceRun(in buffer: CellBuffer, row: Int, from column: Int, through last: Int) -> Int {
        let style = buffer[column, row].style
        var end = column
        while end <= last, buffer[end, row].isPlainSpace, buffer[end, row].style == style { end += 1 }
        return end - column
    }

    private func write(_ characters: [wchar_t], row: Int, column: Int) {
        guard !characters.isEmpty else { return }
        mvwaddnwstr(window, Int32(row), Int32(column), characters, Int32(characters.count))
    }

    private func firstChange(in buffer: CellBuffer, row: Int) -> Int? {
        for column in 0..<buffer.size.columns where buffer[column, row] != shown[column, row] {
            return column
        }
        return nil
    }

    private func lastChange(in buffer: CellBuffer, row: Int) -> Int {
        var column = buffer.size.columns - 1
        while column > 0 && buffer[column, row] == shown[column, row] { column -= 1 }
        return column
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
