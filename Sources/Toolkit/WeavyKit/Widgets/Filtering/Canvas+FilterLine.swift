extension Canvas {
    /// Draws a `/` filter line on row `row`: `/` and the filter's `text` at the left (its
    /// start cut off when too long), `count` (how many rows match, of how many) at the
    /// right. Returns where the cursor goes while the filter is typed into.
    @discardableResult
    func filterLine(_ text: String, count: String, isEditing: Bool, row: Int = 0) -> Point {
        let countColumn = textAlignedRight(count, row: row, style: theme.secondaryText, trailingMargin: 1)
        self.text("/", at: Point(column: 1, row: row), style: theme.accent)
        let available = max(0, countColumn - 4)
        let shown = CellText.width(text) > available ? CellText.truncatedLeading(text, to: available) : text
        self.text(shown, at: Point(column: 3, row: row), style: isEditing ? theme.text : theme.secondaryText)
        return Point(column: min(max(0, size.columns - 1), 3 + CellText.width(shown)), row: row)
    }
}
