/// The status line: the focused screen's key hints, `keys action` pairs, as many as fit.
public enum StatusLine {
    /// Draws `hints` on the first row of `canvas`, keys in the key style.
    public static func draw(_ hints: [KeyHint], on canvas: Canvas) {
        canvas.fill(Rect(column: 0, row: 0, columns: canvas.size.columns, rows: 1), style: canvas.theme.statusBar)
        var column = 1
        for hint in hints {
            let needed = CellText.width(hint.keys) + 1 + CellText.width(hint.action)
            guard column + needed <= canvas.size.columns - 1 else { break }
            column += canvas.text(hint.keys, at: Point(column: column, row: 0), style: canvas.theme.statusKey)
            column += canvas.text(" " + hint.action, at: Point(column: column, row: 0), style: canvas.theme.statusBar)
            column += 2
        }
    }
}
