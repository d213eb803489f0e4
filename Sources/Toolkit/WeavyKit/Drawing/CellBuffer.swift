/// A grid of cells in memory: what one layer of a window shows, or a whole screen.
///
/// Every component draws into a cell buffer through a ``Canvas``; backends show the
/// buffers (the headless one composes them in memory, the ncurses one copies the cells
/// that changed into curses windows). A buffer is a value: copies are independent and
/// cheap until one of them changes.
///
/// Buffers keep wide characters whole: writing over either half of one turns the other
/// half into a space of the same style, as a terminal shows it.
public struct CellBuffer: Hashable, Sendable {
    /// The size of the grid.
    public private(set) var size: Size
    /// The cells, row after row.
    public internal(set) var cells: [Cell]
    /// The links and underline colors its cells carry, each once; a cell refers to one
    /// by index (``Cell/decoration``). Empty for nearly every buffer.
    package internal(set) var decorations: [CellDecoration] = []

    /// Creates a buffer of `size` filled with `cell` (blanks by default).
    public init(size: Size, filledWith cell: Cell = .blank) {
        let clamped = Size(columns: max(0, size.columns), rows: max(0, size.rows))
        self.size = clamped
        cells = Array(repeating: cell, count: clamped.columns * clamped.rows)
    }

    /// The whole grid, origin zero.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at `column`, `row` (which must be inside the buffer).
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * size.columns + column] }
        set { cells[row * size.columns + column] = newValue }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * size.columns)..<((row + 1) * size.columns)]
    }

    /// Each row as text, continuation cells skipped and trailing spaces removed.
    public var lines: [String] {
        (0..<size.rows).map { row in
            var line = ""
            for cell in self.row(row) where !cell.isContinuation { line += cell.character }
            return line.trailingSpacesTrimmed()
        }
    }

    /// Sets every cell to `cell`.
    public mutating func fill(with cell: Cell = .blank) {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
        if cell.decoration == 0 { decorations.removeAll() }
    }

    /// Puts a character `width` cells wide (1 or 2) at `column`, `row`; a wide character
    /// also takes the next cell. Halves of wide characters it breaks become spaces. The
    /// caller keeps the character inside the row.
    @inline(__always)
    mutating func put(_ scalar: Unicode.Scalar, width: Int, look: PackedStyle, column: Int, row: Int) {
        let index = row * size.columns + column
        breakWideCharacter(at: index, column: column)
        if width == 2 {
            breakWideCharacter(at: index + 1, column: column + 1, leftHalfIsOverwritten: true)
            cells[index] = Cell(scalar: scalar, width: 2, look: look)
            cells[index + 1] = .continuation(look)
        } else {
            cells[index] = Cell(scalar: scalar, width: 1, look: look)
        }
    }

    /// Writes the printable ASCII bytes (space to `~`) that begin `bytes`, at most `limit`,
    /// from `column` of `row` in `style`, one cell each; returns how many were written.
    /// The common case of drawing text, done a run at a time: a wide character is broken
    /// only where the run begins or ends, and the cells are written without a check each.
    mutating func putPrintableASCII(
        prefixOf bytes: UnsafeBufferPointer<UInt8>, limit: Int, look: PackedStyle, column: Int, row: Int
    ) -> Int {
        // Never past the row, whatever `limit` says: the cells are written by pointer.
        guard row >= 0, row < size.rows, column >= 0 else { return 0 }
        let end = min(bytes.count, limit, size.columns - column)
        var count = 0
        while count < end, bytes[count].isPrintableASCII { count += 1 }
        guard count > 0 else { return 0 }
        let start = row * size.columns + column
        breakWideCharacter(at: start, column: column)
        breakWideCharacter(at: start + count - 1, column: column + count - 1, leftHalfIsOverwritten: true)
        cells.withUnsafeMutableBufferPointer { cells in
            let first = cells.baseAddress! + start
            for offset in 0..<count {
                (first + offset).pointee = Cell(scalar: Unicode.Scalar(bytes[offset]), width: 1, look: look)
            }
        }
        return count
    }

    /// Adds a combining mark to the character at `column`, `row` (up to four marks, as
    /// a terminal cell holds).
    mutating func appendMark(_ mark: Unicode.Scalar, column: Int, row: Int) {
        cells[row * size.columns + column].appendMark(mark)
    }

    /// Sets the style of the cells of `rect` (clipped to the buffer), keeping their
    /// characters.
    public mutating func restyle(_ rect: Rect, style: Style) {
        let target = rect.intersection(bounds)
        guard !target.isEmpty else { return }
        let look = PackedStyle(style)
        for row in target.minRow..<target.maxRow {
            let start = row * size.columns
            for column in target.minColumn..<target.maxColumn {
                cells[start + column].look = look
            }
        }
    }

    /// Fills `count` cells of `row` from `column` with `cell` (a blank of some style).
    mutating func fillRow(_ row: Int, column: Int, count: Int, with cell: Cell) {
        guard count > 0 else { return }
        let start = row * size.columns + column
        breakWideCharacter(at: start, column: column)
        breakWideCharacter(at: start + count - 1, column: column + count - 1, leftHalfIsOverwritten: true)
        cells.withUnsafeMutableBufferPointer { cells in
            cells.baseAddress!.advanced(by: start).update(repeating: cell, count: count)
        }
    }

    /// Before the cell at `index` is overwritten: when it is half of a wide character,
    /// turns the other half into a space of the same style. `leftHalfIsOverwritten` says
    /// the cell to its left is being overwritten too, so a wide character ending here
    /// needs nothing.
    @inline(__always)
    private mutating func breakWideCharacter(at index: Int, column: Int, leftHalfIsOverwritten: Bool = false) {
        let cell = cells[index]
        if cell.isContinuation {
            if !leftHalfIsOverwritten, column > 0 { cells[index - 1] = .blank(cells[index - 1].look) }
        } else if cell.width == 2, column + 1 < size.columns {
            cells[index + 1] = .blank(cells[index + 1].look)
        }
    }
}
