extension ListView {
    /// The row the list's rows start at: below the filter line while filtering.
    var listTop: Int { filterText == nil ? 0 : 1 }

    /// Fits the rows to the height and keeps the selection in view.
    func layoutRows() {
        viewport.height = max(1, bounds.size.rows - listTop)
        viewport.reveal(position(ofItem: selectedIndex), count: shownCount)
    }

    /// The end of the filter's text while it is edited.
    var filterCursor: Point? {
        guard isEditingFilter, isFocused, let filterText else { return nil }
        let countColumn = max(0, bounds.size.columns - 1 - CellText.width(filterCount))
        let shown = min(CellText.width(filterText), max(0, countColumn - 4))
        return Point(column: min(max(0, bounds.size.columns - 1), 3 + shown), row: 0)
    }

    /// Draws the filter line, the rows and the scroll bar.
    func drawRows(in canvas: Canvas) {
        let theme = canvas.theme
        let width = canvas.size.columns
        if let filterText { drawFilterLine(filterText, on: canvas) }
        guard shownCount > 0 else {
            let message = filterText == nil ? emptyText : noMatchesText
            canvas.text(
                CellText.truncated(message, to: max(0, width - 2)), at: Point(column: 1, row: listTop),
                style: theme.secondaryText)
            return
        }
        let focused = isFocused
        let bar = viewport.scrollBar(count: shownCount)
        let rowWidth = bar.isNeeded ? width - 1 : width
        for line in 0..<min(viewport.height, shownCount - viewport.offset) {
            let index = itemIndex(atPosition: viewport.offset + line)
            let row = listTop + line
            let content = self.row(items[index])
            let selected = index == selectedIndex
            let rowStyle = selected ? (focused ? theme.selection : theme.inactiveSelection) : theme.text
            if selected {
                canvas.fill(Rect(column: 0, row: row, columns: rowWidth, rows: 1), style: rowStyle)
            }
            var textWidth = max(0, width - 2)
            if let detail = content.detail, !detail.isEmpty {
                // A cell clear of the scroll bar, as of the right edge without one.
                let detailStart = canvas.textAlignedRight(
                    detail, row: row, style: selected ? rowStyle : theme.secondaryText,
                    trailingMargin: bar.isNeeded ? 2 : 1)
                textWidth = max(0, detailStart - 2)
            }
            canvas.text(
                content.text, highlighting: matchedPositions(in: content.text), at: Point(column: 1, row: row),
                style: rowStyle, highlightStyle: selected ? rowStyle.adding(theme.match.attributes) : theme.match,
                width: textWidth)
        }
        bar.draw(on: canvas, column: width - 1, top: listTop)
    }

    /// The filter line: `/` and the filter's text at the left, how many rows match at
    /// the right.
    private func drawFilterLine(_ text: String, on canvas: Canvas) {
        canvas.filterLine(text, count: filterCount, isEditing: isEditingFilter)
    }
}
