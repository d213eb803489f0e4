import WeavyKit

/// A model of a terminal's screen: feed it what a program writes to its terminal, and
/// read back what a person would see, cell by cell.
///
/// It understands the ECMA-48 and xterm sequences that terminfo entries of common
/// terminal types produce (cursor moves, erasing, SGR colors and attributes, the
/// alternate screen, cursor visibility, DEC private modes), UTF-8 with wide characters
/// and combining marks, and automatic wrapping at the right margin. What it does not
/// understand it skips, and lists in ``unrecognizedSequences`` so a test can insist that
/// nothing was skipped.
///
/// Use it to check a stream or device terminal (an SSH session, a pseudo-terminal) from
/// the outside: its ``snapshot`` compares with the window's own
/// `Terminal.snapshot()` cell for cell.
///
/// ```swift
/// var screen = TerminalEmulator(size: Size(columns: 80, rows: 24))
/// screen.feed(bytesTheProgramWrote)
/// #expect(screen.lines[0].hasPrefix("Wishlist"))
/// ```
public struct TerminalEmulator: Sendable {
    /// One cell of the grid.
    struct Cell: Equatable, Sendable {
        var character: String = " "
        /// 1, 2 for a wide character, 0 for the cell a wide character covers.
        var width = 1
        var style = Snapshot.CellStyle.plain

        static let blank = Cell()
    }

    /// The size of the screen in cells.
    public private(set) var size: Size
    /// Where the cursor is (row and column from 0).
    public internal(set) var cursor = Point.zero
    /// Whether the cursor is shown (DEC mode 25).
    public internal(set) var isCursorVisible = true
    /// Whether the alternate screen is in use (DEC mode 1049, 1047 or 47).
    public var isAlternateScreenActive: Bool { savedMainScreen != nil }
    /// The DEC private modes set (`CSI ? n h`) and not reset since: 1000 and 1006 for
    /// mouse reports, 2004 for bracketed paste, and so on.
    public internal(set) var privateModes: Set<Int> = [25]
    /// The sequences that were skipped because the model does not know them, as
    /// written (`ESC` shown as `␛`), in order; at most 100 are kept.
    public internal(set) var unrecognizedSequences: [String] = []

    var grid: [[Cell]]
    var style = Snapshot.CellStyle.plain
    /// Set after a character is written in the last column: the next one wraps first.
    var pendingWrap = false
    var savedCursor: (point: Point, style: Snapshot.CellStyle)?
    var savedMainScreen: (grid: [[Cell]], cursor: Point)?
    var parser = Parser()

    /// A screen of `size`, blank, the cursor at the top left.
    public init(size: Size) {
        self.size = size
        grid = Self.blankGrid(size)
    }

    /// Reads what a program wrote, in order; a sequence or character cut across two
    /// calls is completed by the next.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            consume(byte)
        }
    }

    /// Changes the screen's size, as a terminal window resized: the contents are kept
    /// from the top left, cut or padded with blanks.
    public mutating func resize(to newSize: Size) {
        grid = (0..<newSize.rows).map { row in
            (0..<newSize.columns).map { column in
                row < size.rows && column < size.columns ? grid[row][column] : .blank
            }
        }
        size = newSize
        cursor = Point(column: min(cursor.column, newSize.columns - 1), row: min(cursor.row, newSize.rows - 1))
        pendingWrap = false
    }

    /// The screen as a snapshot: the same type, with the same color numbers, as the
    /// window's own `Terminal.snapshot()`, so the two compare cell for
    /// cell. The cursor is given when it is shown.
    public var snapshot: Snapshot {
        let rows = grid.map { row in
            row.compactMap { cell in
                cell.width == 0 ? nil : Snapshot.Cell(character: cell.character, width: cell.width, style: cell.style)
            }
        }
        return Snapshot(size: size, rows: rows, cursor: isCursorVisible ? cursor : nil)
    }

    /// Each row as text, trailing spaces removed.
    public var lines: [String] { snapshot.lines }

    /// The rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    static func blankGrid(_ size: Size) -> [[Cell]] {
        Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
    }
}
