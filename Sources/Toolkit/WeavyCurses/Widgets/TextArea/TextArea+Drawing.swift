extension TextArea {
    /// Draws the visible lines (or the placeholder) on the field's background, and the
    /// scroll position in the last column.
    func drawContent(in canvas: Canvas) {
        let size = canvas.size
        guard size.columns > 0, size.rows > 0 else { return }
        let theme = canvas.theme
        let textWidth = max(1, size.columns - 1)
        canvas.fill(style: theme.field)
        if state.document.isEmpty {
            canvas.text(CellText.truncated(placeholder, to: textWidth), at: .zero, style: theme.placeholder)
        } else {
            for (row, line) in state.visibleLines.enumerated() {
                let characters = state.document.paragraphs[line.paragraph][state.range(of: line)]
                canvas.text(String(characters), at: Point(column: 0, row: row), style: theme.field, width: textWidth)
            }
        }
        drawScrollIndicator(on: canvas, column: size.columns - 1)
    }

    /// A bar in `column` whose thumb shows which part of the text is in view; nothing
    /// when all of it is.
    private func drawScrollIndicator(on canvas: Canvas, column: Int) {
        let rows = canvas.size.rows
        let (first, total) = state.scrollPosition
        guard total > rows, column > 0 else { return }
        let thumb = max(1, rows * rows / total)
        let thumbTop = min(rows - thumb, (first * (rows - thumb) + (total - rows) / 2) / max(1, total - rows))
        let style = canvas.theme.scrollIndicator
        for row in 0..<rows {
            let inThumb = row >= thumbTop && row < thumbTop + thumb
            canvas.text(inThumb ? "█" : "│", at: Point(column: column, row: row), style: style)
        }
    }
}
