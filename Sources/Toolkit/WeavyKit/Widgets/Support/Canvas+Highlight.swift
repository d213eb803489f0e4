extension Canvas {
    /// Draws `text` on one row from `point`, cut to `width` cells with `…`, the
    /// characters at the offsets `highlighted` (counted in characters of `text`) in
    /// `highlightStyle` and the others in `style`. Returns the cells drawn.
    @discardableResult
    func text(
        _ text: String, highlighting highlighted: [Int], at point: Point, style: Style, highlightStyle: Style,
        width: Int
    ) -> Int {
        let shown = CellText.truncated(text, to: width)
        guard !highlighted.isEmpty else {
            return self.text(shown, at: point, style: style, width: width)
        }
        let characters = Array(shown)
        // What was cut off (and the `…` standing for it) is not highlighted.
        let kept = shown == text ? characters.count : characters.count - 1
        let marked = Set(highlighted.filter { $0 < kept })
        var column = point.column
        var start = 0
        while start < characters.count {
            // One run of characters that are all highlighted, or all not.
            let isMarked = marked.contains(start)
            var end = start + 1
            while end < characters.count, marked.contains(end) == isMarked { end += 1 }
            column += self.text(
                String(characters[start..<end]), at: Point(column: column, row: point.row),
                style: isMarked ? highlightStyle : style, width: max(0, width - (column - point.column)))
            start = end
        }
        return column - point.column
    }

    /// Draws `text` in a field of `width` cells starting at `point`, cut with `…` when
    /// too wide and placed by `alignment` when narrower.
    func text(_ text: String, aligned alignment: TextAlignment, at point: Point, width: Int, style: Style) {
        guard width > 0 else { return }
        let shown = CellText.truncated(text, to: width)
        let spare = width - CellText.width(shown)
        let indent =
            switch alignment {
            case .leading: 0
            case .center: spare / 2
            case .trailing: spare
            }
        self.text(shown, at: Point(column: point.column + indent, row: point.row), style: style, width: width - indent)
    }
}
