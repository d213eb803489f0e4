import WeavyKit

/// What text and control characters do to the grid.
extension TerminalEmulator {
    /// Writes `character` at the cursor, wrapping first when the last column was
    /// written; a combining mark joins the character before it.
    mutating func write(_ character: Character) {
        let width = CellText.width(character)
        if width == 0 {
            joinPrevious(character)
            return
        }
        if pendingWrap || cursor.column + width > size.columns {
            carriageReturn()
            lineFeed()
        }
        clearWide(at: cursor)
        if width == 2 { clearWide(at: Point(column: cursor.column + 1, row: cursor.row)) }
        grid[cursor.row][cursor.column] = Cell(character: String(character), width: width, style: style)
        if width == 2 {
            grid[cursor.row][cursor.column + 1] = Cell(character: "", width: 0, style: style)
        }
        if cursor.column + width >= size.columns {
            cursor.column = size.columns - 1
            pendingWrap = true
        } else {
            cursor.column += width
        }
    }

    /// A zero-width character (a combining accent) completes the cell before the cursor.
    private mutating func joinPrevious(_ character: Character) {
        var column = pendingWrap ? cursor.column : cursor.column - 1
        guard column >= 0 else { return }
        if grid[cursor.row][column].width == 0, column > 0 { column -= 1 }
        grid[cursor.row][column].character += String(character)
    }

    /// Overwriting half of a wide character blanks its other half.
    private mutating func clearWide(at point: Point) {
        guard point.column < size.columns else { return }
        let cell = grid[point.row][point.column]
        if cell.width == 2, point.column + 1 < size.columns {
            grid[point.row][point.column + 1] = .blank
        } else if cell.width == 0, point.column > 0 {
            grid[point.row][point.column - 1] = .blank
        }
    }

    mutating func carriageReturn() {
        cursor.column = 0
        pendingWrap = false
    }

    /// Down one row, scrolling the screen up at the bottom.
    mutating func lineFeed() {
        pendingWrap = false
        if cursor.row == size.rows - 1 {
            grid.removeFirst()
            grid.append(blankRow())
        } else {
            cursor.row += 1
        }
    }

    /// Up one row, scrolling the screen down at the top.
    mutating func reverseIndex() {
        pendingWrap = false
        if cursor.row == 0 {
            grid.removeLast()
            grid.insert(blankRow(), at: 0)
        } else {
            cursor.row -= 1
        }
    }

    mutating func backspace() {
        pendingWrap = false
        cursor.column = max(0, cursor.column - 1)
    }

    mutating func tab() {
        cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
    }

    mutating func saveCursor() {
        savedCursor = (cursor, style)
    }

    mutating func restoreCursor() {
        guard let saved = savedCursor else { return }
        moveCursor(row: saved.point.row, column: saved.point.column)
        style = saved.style
    }

    mutating func resetToInitialState() {
        grid = Self.blankGrid(size)
        cursor = .zero
        style = .plain
        pendingWrap = false
        isCursorVisible = true
        privateModes = [25]
        savedMainScreen = nil
    }

    /// Moves the cursor, kept on the screen.
    mutating func moveCursor(row: Int, column: Int) {
        cursor = Point(column: min(max(0, column), size.columns - 1), row: min(max(0, row), size.rows - 1))
        pendingWrap = false
    }

    /// A blank row in the current background, as erasing leaves it.
    func blankRow() -> [Cell] {
        Array(repeating: erased, count: size.columns)
    }

    /// What erasing leaves: blanks in the current background color.
    var erased: Cell {
        Cell(
            character: " ", width: 1,
            style: Snapshot.CellStyle(foreground: -1, background: style.background, attributes: []))
    }

    /// Erases `columns` of `row`.
    mutating func erase(row: Int, columns: Range<Int>) {
        let cell = erased
        let clamped = columns.clamped(to: 0..<size.columns)
        for column in clamped {
            grid[row][column] = cell
        }
        // Half a wide character left at either end goes too.
        if let first = clamped.first, first > 0, grid[row][first - 1].width == 2 { grid[row][first - 1] = cell }
        if let last = clamped.last, last + 1 < size.columns, grid[row][last + 1].width == 0 {
            grid[row][last + 1] = cell
        }
    }

    /// Switches to or from the alternate screen, which starts blank.
    mutating func useAlternateScreen(_ on: Bool) {
        if on, savedMainScreen == nil {
            savedMainScreen = (grid, cursor)
            grid = Self.blankGrid(size)
        } else if !on, let saved = savedMainScreen {
            grid =
                saved.grid.count == size.rows && saved.grid.first?.count == size.columns
                ? saved.grid : Self.blankGrid(size)
            cursor = saved.cursor
            savedMainScreen = nil
            moveCursor(row: cursor.row, column: cursor.column)
        }
    }
}
