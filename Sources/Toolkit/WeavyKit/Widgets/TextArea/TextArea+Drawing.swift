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
            // A long placeholder wraps, as the text will.
            for (row, line) in TextWrapping.lines(placeholder, width: textWidth).prefix(size.rows).enumerated() {
                canvas.text(line, at: Point(column: 0, row: row), style: theme.placeholder, width: textWidth)
            }
        } else {
            let selected = state.selectedRange
            for (row, line) in state.visibleLines.enumerated() {
                let range = state.range(of: line)
                drawText(of: state.document.paragraphs[line.paragraph], range, row: row, width: textWidth, in: canvas)
                if let selected { drawSelection(selected, on: line, range: range, row: row, in: canvas) }
            }
        }
        drawScrollIndicator(on: canvas, column: size.columns - 1)
    }

    /// Draws `range` of `paragraph` at the start of `row`, straight from its storage.
    private func drawText(of paragraph: TextParagraph, _ range: Range<Int>, row: Int, width: Int, in canvas: Canvas) {
        let point = Point(column: 0, row: row)
        let style = canvas.theme.field
        switch paragraph.storage {
        case .latin1(let values):
            canvas.text(latin1: values[range], at: point, style: style, width: width)
        case .scalars(let scalars):
            canvas.text(scalars: scalars[range], at: point, style: style, width: width)
        case .characters(let characters):
            canvas.text(String(characters[range]), at: point, style: style, width: width)
        }
    }

    /// Marks the part of `selected` on `line` (which shows `range` of its paragraph) in
    /// the theme's selection style; a selected line break shows as one cell after the
    /// line's text.
    private func drawSelection(
        _ selected: Range<TextPosition>, on line: VisualLine, range: Range<Int>, row: Int, in canvas: Canvas
    ) {
        let paragraph = line.paragraph
        guard selected.lowerBound.paragraph <= paragraph, paragraph <= selected.upperBound.paragraph else { return }
        let from = max(range.lowerBound, selected.lowerBound.paragraph == paragraph ? selected.lowerBound.offset : 0)
        let to = min(range.upperBound, selected.upperBound.paragraph == paragraph ? selected.upperBound.offset : .max)
        let characters = state.document.paragraphs[paragraph]
        let start = characters[range.lowerBound..<max(range.lowerBound, from)].reduce(0) { $0 + CellText.width($1) }
        var width = characters[min(from, to)..<max(from, to)].reduce(0) { $0 + CellText.width($1) }
        let endsParagraph = range.upperBound == characters.count
        if endsParagraph, selected.upperBound.paragraph > paragraph { width += 1 }
        let columns = min(width, canvas.size.columns - 1 - start)
        guard from <= to, columns > 0 else { return }
        canvas.restyle(Rect(column: start, row: row, columns: columns, rows: 1), style: canvas.theme.selection)
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
