extension TextField {
    /// What a secure field draws for each character.
    static let bullet: Character = "•"

    /// The cells `characters[index]` takes as drawn: one for a bullet.
    func drawnWidth(at index: Int) -> Int {
        isSecure ? 1 : CellText.width(characters[index])
    }

    /// Keeps the cursor cell inside the field: scrolls by whole characters, as little as
    /// needed, and back as far as the field's width lets the text from its start show (a
    /// field made wider). Only the characters between the first shown and the cursor, and
    /// at most a field's width after them, are measured. Wraps the validation message at
    /// the field's width.
    func layoutContent() {
        let width = bounds.size.columns
        // A form gives rows out of view no room: keep the scroll for when they come back.
        guard width > 0 else { return }
        firstVisible = min(firstVisible, cursorIndex)
        scrollBackIntoRoom(width: width)
        var column = 0
        for index in firstVisible..<cursorIndex { column += drawnWidth(at: index) }
        while column > width - 1 && firstVisible < cursorIndex {
            column -= drawnWidth(at: firstVisible)
            firstVisible += 1
        }
        cursorColumn = column
        messageLines = validationMessage.map { TextWrapping.lines($0, width: width) } ?? []
    }

    /// Shows characters before the first shown while the rest of the text, and the
    /// cursor's cell at its end, still fit in `width`: the field grew, or the text got
    /// shorter, since it scrolled.
    private func scrollBackIntoRoom(width: Int) {
        guard firstVisible > 0 else { return }
        var cells = 1  // the cursor's cell after the last character
        var index = firstVisible
        while index < characters.count, cells <= width {
            cells += drawnWidth(at: index)
            index += 1
        }
        guard cells <= width else { return }
        while firstVisible > 0, cells + drawnWidth(at: firstVisible - 1) <= width {
            firstVisible -= 1
            cells += drawnWidth(at: firstVisible)
        }
    }

    /// The character index under cell `column` of the field (a click), by the last
    /// layout's scroll.
    func index(atColumn column: Int) -> Int {
        var index = firstVisible
        var cells = 0
        while index < characters.count {
            let width = drawnWidth(at: index)
            if cells + width > column { break }
            cells += width
            index += 1
        }
        return index
    }

    /// Draws the field's row (the text, bullets or the placeholder) and the validation
    /// message below it.
    func drawContent(in canvas: Canvas) {
        let width = canvas.size.columns
        guard width > 0, canvas.size.rows > 0 else { return }
        let theme = canvas.theme
        canvas.fill(Rect(column: 0, row: 0, columns: width, rows: 1), style: theme.field)
        if characters.isEmpty {
            canvas.text(CellText.truncated(placeholder, to: width - 1), at: .zero, style: theme.placeholder)
        }
        // What fits, and the character cut at the edge (drawn as a space when wide).
        var shown = ""
        var cells = 0
        var index = firstVisible
        while index < characters.count && cells <= width {
            shown.append(isSecure ? Self.bullet : characters[index])
            cells += drawnWidth(at: index)
            index += 1
        }
        canvas.text(shown, at: .zero, style: theme.field, width: width)
        drawSelection(in: canvas, width: width)
        for (row, line) in messageLines.enumerated() {
            canvas.text(line, at: Point(column: 0, row: row + 1), style: theme.error)
        }
    }

    /// Marks the selected characters in view in the theme's selection style.
    private func drawSelection(in canvas: Canvas, width: Int) {
        guard let selected = selectedRange, selected.upperBound > firstVisible else { return }
        var start = 0
        for index in firstVisible..<max(firstVisible, selected.lowerBound) { start += drawnWidth(at: index) }
        var end = start
        for index in max(firstVisible, selected.lowerBound)..<selected.upperBound {
            end += drawnWidth(at: index)
            if end >= width { break }
        }
        guard start < width else { return }
        canvas.restyle(
            Rect(column: start, row: 0, columns: min(end, width) - start, rows: 1), style: canvas.theme.selection)
    }
}
