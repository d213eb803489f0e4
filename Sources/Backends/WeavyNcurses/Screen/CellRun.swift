import CNcurses
import WeavyKit

/// The cells of one style that `CursesLayer` gathers on a row, as curses cells, to write
/// with one `wadd_wchnstr` (and the blank stretches among them, filled with one
/// `whline_set`): curses stores each as given, where `waddnwstr` would take
/// every scalar through `wadd_wch` (control characters, wrapping, a printability check)
/// and attach a mark that follows a wide character to its second column, where it is
/// lost (a decomposed が, か and U+3099, would show as か). A curses cell holds five
/// scalars, as a ``Cell`` does, so a character and its marks are copied as they are
/// (a control, which only a cell made by hand holds, as its visible stand-in).
struct CellRun {
    /// The window the cells go to.
    private let window: UnsafeMutablePointer<WINDOW>
    /// Room for the longest run, a row; not owned.
    private let cells: UnsafeMutablePointer<cchar_t>
    private var count = 0
    /// A space in the run's style: each cell starts as a copy of it.
    private var blank = cchar_t()

    /// A run for `window` that gathers its cells in `room`, which has room for a row.
    init(window: UnsafeMutablePointer<WINDOW>, room: UnsafeMutablePointer<cchar_t>) {
        self.window = window
        cells = room
    }

    /// Empties the run and gives it the style of the cells that follow.
    mutating func start(_ style: ColorPairs.Resolved) {
        count = 0
        weavy_blank_cell(&blank, style.attributes, style.pair)
    }

    /// Adds `cell`, which is not the second half of a wide character.
    mutating func append(_ cell: Cell) {
        let scalars = cell.inertScalarValues
        var made = blank
        made.chars = (
            wchar_t(bitPattern: scalars.0), wchar_t(bitPattern: scalars.1), wchar_t(bitPattern: scalars.2),
            wchar_t(bitPattern: scalars.3), wchar_t(bitPattern: scalars.4)
        )
        (cells + count).initialize(to: made)
        count += 1
    }

    /// Fills `count` cells from `column` of `row` with spaces in the run's style; the
    /// window's cursor stays where they begin.
    mutating func fillSpaces(row: Int, column: Int, count: Int) {
        if wmove(window, Int32(row), Int32(column)) != ERR {
            whline_set(window, &blank, Int32(count))
        }
    }

    /// Writes the cells from `column` of `row` (nothing when there are none), the
    /// window's cursor staying where they begin, and empties the run.
    mutating func write(row: Int, column: Int) {
        guard count > 0 else { return }
        if wmove(window, Int32(row), Int32(column)) != ERR {
            wadd_wchnstr(window, cells, Int32(count))
        }
        count = 0
    }
}
