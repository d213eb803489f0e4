extension Form {
    /// The smallest number of rows a field without a preferred height (a text area that
    /// takes the space it is given) gets.
    static var minimumFlexibleRows: Int { 3 }

    /// The cells of the label column at `width`: the widest label, at most two fifths of
    /// the width (longer labels are cut with `…`).
    func labelWidth(forWidth width: Int) -> Int {
        let widest = rows.map { CellText.width($0.label) }.max() ?? 0
        return min(widest, width * 2 / 5)
    }

    /// Where the fields start: after the label column and ``labelSpacing``.
    func fieldColumn(forWidth width: Int) -> Int {
        let labels = labelWidth(forWidth: width)
        return labels > 0 ? labels + labelSpacing : 0
    }

    /// The width fields get: the rest of the row but the last column, kept for the
    /// scroll arrows.
    func fieldWidth(forWidth width: Int) -> Int {
        max(1, width - fieldColumn(forWidth: width) - 1)
    }

    /// The rows everything takes at `width`, or `nil` when a field takes whatever space
    /// it gets.
    func preferredContentHeight(forWidth width: Int) -> Int? {
        let fields = fieldWidth(forWidth: width)
        var total = spacing * max(0, rows.count - 1)
        for row in rows {
            guard let height = row.field.preferredHeight(forWidth: fields) else { return nil }
            total += height + (row.message.map { TextWrapping.lines($0, width: fields).count } ?? 0)
        }
        if let message { total += 1 + TextWrapping.lines(message, width: max(1, width - 1)).count }
        return total
    }

    /// Measures every row, scrolls the focused one into view, and places the fields of
    /// the rows wholly in view (the others get no room, so clicks cannot reach them).
    func layoutRows() {
        let width = bounds.size.columns
        let fieldX = fieldColumn(forWidth: width)
        let fieldWidth = fieldWidth(forWidth: width)
        // A row's message goes as soon as what it checks is fixed.
        for index in rows.indices where rows[index].message != nil {
            rows[index].message = rows[index].validate?()
        }
        messageLines = message.map { TextWrapping.lines($0, width: max(1, width - 1)) } ?? []
        let heights = rows.map { $0.field.preferredHeight(forWidth: fieldWidth) }
        let flexibleCount = heights.filter { $0 == nil }.count
        var fixed = heights.reduce(0) { $0 + ($1 ?? 0) } + spacing * max(0, rows.count - 1)
        fixed += messageLines.isEmpty ? 0 : messageLines.count + 1
        let flexible =
            flexibleCount == 0 ? 0 : max(Self.minimumFlexibleRows, (bounds.size.rows - fixed) / flexibleCount)
        var top = 0
        for index in rows.indices {
            let lines = rows[index].message.map { TextWrapping.lines($0, width: fieldWidth) } ?? []
            rows[index].placement = Placement(top: top, fieldHeight: heights[index] ?? flexible, messageLines: lines)
            top += rows[index].placement.height + spacing
        }
        contentHeight = (rows.isEmpty ? 0 : top - spacing) + (messageLines.isEmpty ? 0 : messageLines.count + 1)
        scrollToFocusedRow()
        for index in rows.indices {
            let placement = rows[index].placement
            let row = placement.top - scrollOffset
            let visible = row >= 0 && row + placement.fieldHeight <= bounds.size.rows
            rows[index].placement.isVisible = visible
            let rect =
                visible ? Rect(column: fieldX, row: row, columns: fieldWidth, rows: placement.fieldHeight) : .zero
            place(rows[index].field, in: rect)
        }
    }

    private func scrollToFocusedRow() {
        let visible = bounds.size.rows
        if let focusedIndex {
            let placement = rows[focusedIndex].placement
            if placement.top + placement.height > scrollOffset + visible {
                scrollOffset = placement.top + placement.height - visible
            }
            if placement.top < scrollOffset { scrollOffset = placement.top }
            // The form's message is news: show it too, as long as the focused row stays.
            if !messageLines.isEmpty { scrollOffset = max(scrollOffset, min(contentHeight - visible, placement.top)) }
        }
        scrollOffset = max(0, min(scrollOffset, contentHeight - visible))
    }

    /// The focusable row drawn at `screenRow` (a click on its label or message), if any.
    func row(atScreenRow screenRow: Int) -> Int? {
        let content = screenRow - frame.minRow + scrollOffset
        return rows.indices.first { index in
            let placement = rows[index].placement
            return placement.isVisible && content >= placement.top && content < placement.top + placement.height
                && rows[index].field.acceptsFocusInRing
        }
    }

    /// Draws the labels, the fields, the rows' messages, the form's message and the
    /// scroll arrows.
    func drawRows(in canvas: Canvas) {
        let theme = canvas.theme
        let width = canvas.size.columns
        let labels = labelWidth(forWidth: width)
        let fieldX = fieldColumn(forWidth: width)
        for (index, row) in rows.enumerated() where row.placement.isVisible {
            let top = row.placement.top - scrollOffset
            let style = index == focusedIndex ? theme.accent : theme.label
            canvas.text(CellText.truncated(row.label, to: labels), at: Point(column: 0, row: top), style: style)
            canvas.draw(row.field)
            for (offset, line) in row.placement.messageLines.enumerated() {
                canvas.text(
                    line, at: Point(column: fieldX, row: top + row.placement.fieldHeight + offset), style: theme.error)
            }
        }
        let messageTop = contentHeight - messageLines.count - scrollOffset
        for (offset, line) in messageLines.enumerated() {
            canvas.text(line, at: Point(column: 0, row: messageTop + offset), style: theme[keyPath: messageRole])
        }
        if scrollOffset > 0 {
            canvas.text("▲", at: Point(column: width - 1, row: 0), style: theme.scrollIndicator)
        }
        if scrollOffset + canvas.size.rows < contentHeight {
            canvas.text("▼", at: Point(column: width - 1, row: canvas.size.rows - 1), style: theme.scrollIndicator)
        }
    }
}
