extension Table {
    /// The rows above the table's rows: the filter line while filtering, then the header.
    private var headerRows: Int { filterText == nil ? 1 : 2 }

    /// The header's row.
    private var headerRow: Int { headerRows - 1 }

    /// Each column's claim on the width: fixed, fitted to its widest value, or a share;
    /// never narrower than its header (with room for the sort mark when it sorts).
    private func widthRules() -> [TableWidthRule] {
        if !fitWidths.isComplete(rowCount: rows.count) { measureFitWidths() }
        if let rules { return rules }
        let made = columns.indices.map { index -> TableWidthRule in
            let column = columns[index]
            let header = CellText.width(column.title) + (column.isSortable ? 2 : 0)
            switch column.width {
            case .fixed(let cells):
                return TableWidthRule(minimum: max(0, cells), share: 0)
            case .fit:
                return TableWidthRule(minimum: max(header, fitWidths.widest[index]), share: 0)
            case .flexible(let share, let minimum):
                return TableWidthRule(minimum: max(header, minimum), share: max(1, share))
            }
        }
        rules = made
        return made
    }

    /// Measures the fitted columns' values: all of them for a short table (or with no
    /// window to come back on); for a long one, the first slice now and the rest on the
    /// window's next turns, and meanwhile the rows in view at every layout, so what shows
    /// is never cut to a width measured without it.
    private func measureFitWidths() {
        var grew: Bool
        if rows.count > TableFitWidths.firstSliceRows, let window {
            grew = false
            if fitWidths.resumption == nil {
                let slice = fitWidths.measured == 0 ? TableFitWidths.firstSliceRows : TableFitWidths.sliceRows
                grew = fitWidths.measure(upTo: fitWidths.measured + slice, of: rows, columns: columns)
                measureNextFitSlice(later: window)
            }
            let inView = order.dropFirst(viewport.offset).prefix(viewport.height)
            grew = fitWidths.measure(inView.map { rows[$0] }, columns: columns) || grew
        } else {
            grew = fitWidths.measure(upTo: rows.count, of: rows, columns: columns)
        }
        if grew { rules = nil }
    }

    /// Comes back on the window's next turn for the next slice of fitted widths.
    private func measureNextFitSlice(later window: Window) {
        fitWidths.resumption = window.schedule(after: .milliseconds(1)) { [weak self] in
            guard let self else { return }
            fitWidths.resumption = nil
            let grew = fitWidths.measure(
                upTo: fitWidths.measured + TableFitWidths.sliceRows, of: rows, columns: columns)
            if grew {
                rules = nil
                setNeedsDisplay()
            }
            if !fitWidths.isComplete(rowCount: rows.count), let window = self.window {
                measureNextFitSlice(later: window)
            }
        }
    }

    /// Lays out the columns in the width (a margin cell at each side, the right one for
    /// the scroll bar) and the rows in the height; keeps the selection in view.
    func layoutColumns() {
        prepareIdentityIndex()
        // The rows in view first: a long table's fitted widths count them at once.
        viewport.height = max(1, bounds.size.rows - headerRows)
        viewport.reveal(position(ofRow: selectedIndex), count: order.count)
        let available = max(0, bounds.size.columns - 2)
        columnLayout = TableColumnLayout(
            widths: widthRules(), available: available, spacing: columnSpacing, start: 1, first: firstColumn)
        firstColumn = min(firstColumn, columnLayout.lastFirstColumn)
    }

    /// The index of the column shown at `column` (from the table's left edge), if any.
    private func columnIndex(at column: Int) -> Int? {
        columnLayout.placed.first { column >= $0.column && column < $0.column + $0.width }?.index
    }

    func handleMouse(_ event: MouseEvent) -> Bool {
        let row = event.location.row - frame.minRow
        let column = event.location.column - frame.minColumn
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard viewport.scroll(by: event.kind == .wheelUp ? -3 : 3, count: order.count) else {
                return !order.isEmpty
            }
            if let position = position(ofRow: selectedIndex) {
                selectPosition(viewport.nearestVisible(position, count: order.count))
            }
            setNeedsDisplay()
            return true
        case .click where row == headerRow:
            guard let index = columnIndex(at: column), columns[index].isSortable else { return false }
            sort(byColumn: index)
            return true
        case .click, .press, .doubleClick:
            guard row >= headerRows else { return event.kind == .press && columnIndex(at: column) != nil }
            let bar = viewport.scrollBar(count: order.count)
            if bar.isNeeded, column == frame.size.columns - 1 {
                let direction = bar.pageDirection(atTrackRow: row - headerRows)
                if direction != 0, event.kind == .click, let position = position(ofRow: selectedIndex) {
                    _ = viewport.scroll(by: direction * viewport.page, count: order.count)
                    selectPosition(viewport.nearestVisible(position, count: order.count))
                }
                return direction != 0 || bar.thumb.contains(row - headerRows)
            }
            let position = viewport.offset + row - headerRows
            guard position < order.count, row - headerRows < viewport.height else { return false }
            selectPosition(position)
            if event.kind == .doubleClick, let selected = selectedIndex { onActivate?(rows[selected], selected) }
            return true
        default:
            return false
        }
    }

    func drawTable(in canvas: Canvas) {
        let theme = canvas.theme
        let width = canvas.size.columns
        if let filterText { canvas.filterLine(filterText, count: filterCount, isEditing: isEditingFilter) }
        drawHeader(on: canvas)
        guard !order.isEmpty else {
            let message = filterText == nil ? emptyText : noMatchesText
            canvas.text(
                CellText.truncated(message, to: max(0, width - 2)), at: Point(column: 1, row: headerRows),
                style: theme.secondaryText)
            return
        }
        let bar = viewport.scrollBar(count: order.count)
        let rowWidth = bar.isNeeded ? width - 1 : width
        let focused = isFocused
        for line in 0..<min(viewport.height, order.count - viewport.offset) {
            let index = order[viewport.offset + line]
            let row = headerRows + line
            let selected = index == selectedIndex
            let style = selected ? (focused ? theme.selection : theme.inactiveSelection) : theme.text
            if selected { canvas.fill(Rect(column: 0, row: row, columns: rowWidth, rows: 1), style: style) }
            for placed in columnLayout.placed {
                let column = columns[placed.index]
                let value = column.value(rows[index])
                let matched = RowFilter.matchedPositions(of: filterText, in: value)
                if matched.isEmpty || column.alignment != .leading {
                    canvas.text(
                        value, aligned: column.alignment, at: Point(column: placed.column, row: row),
                        width: placed.width, style: style)
                } else {
                    canvas.text(
                        value, highlighting: matched, at: Point(column: placed.column, row: row), style: style,
                        highlightStyle: selected ? style.adding(theme.match.attributes) : theme.match,
                        width: placed.width)
                }
            }
        }
        bar.draw(on: canvas, column: width - 1, top: headerRows)
    }

    /// The headers, in the ``Theme/tableHeader`` role across the width, the column the
    /// rows shown are sorted by marked `↑` (ascending) or `↓`, and one whose sort is still
    /// being made marked with how far it is (`sorting 40%`); `‹` and `›` in the margins
    /// when columns are scrolled out of view at that side.
    private func drawHeader(on canvas: Canvas) {
        let style = canvas.theme.tableHeader
        let width = canvas.size.columns
        let row = headerRow
        canvas.fill(Rect(column: 0, row: row, columns: width, rows: 1), style: style)
        for placed in columnLayout.placed {
            let column = columns[placed.index]
            var title = column.title
            if let pendingSort, pendingSort.sortOrder.column == placed.index {
                let percent = "\(pendingSort.pass.percentDone)%"
                title = Self.markedHeader(title, marks: ["sorting " + percent, percent, "…"], width: placed.width)
            } else if let shownSortOrder, shownSortOrder.column == placed.index {
                title = Self.markedHeader(title, marks: [shownSortOrder.ascending ? "↑" : "↓"], width: placed.width)
            }
            canvas.text(
                title, aligned: column.alignment, at: Point(column: placed.column, row: row), width: placed.width,
                style: style)
        }
        if firstColumn > 0 { canvas.text("‹", at: Point(column: 0, row: row), style: style) }
        if let last = columnLayout.placed.last,
            last.index < columns.count - 1 || last.width < columnLayout.widths[last.index]
        {
            canvas.text("›", at: Point(column: width - 1, row: row), style: style)
        }
    }

    /// A marked column's header: its title and the first of `marks` that fits after it,
    /// `Rating ↑`; when none does, the last mark without the space, then as much of the
    /// title as fits before it (the mark matters more than the end of the title).
    static func markedHeader(_ title: String, marks: [String], width: Int) -> String {
        let titleWidth = CellText.width(title)
        for mark in marks where titleWidth + 1 + CellText.width(mark) <= width { return title + " " + mark }
        let mark = marks.last ?? ""
        let markWidth = CellText.width(mark)
        if titleWidth + markWidth <= width { return title + mark }
        return CellText.prefix(title, cells: max(0, width - markWidth)) + mark
    }
}
