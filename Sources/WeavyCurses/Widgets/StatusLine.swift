/// The status line: key hints as `keys action` pairs.
///
/// The focused screen's hints start at the left; the app-wide ones (the window's
/// bindings and the layer root's own hints) end at the right edge, so they stay in
/// place while the user moves between screens. When both do not fit, the app-wide
/// group keeps at most half the width and each group drops whole hints from its end.
public enum StatusLine {
    private static let gap = 2

    /// Draws `leading` from the left and `trailing` up to the right edge, on the first
    /// row of `canvas`.
    public static func draw(leading: [KeyHint], trailing: [KeyHint] = [], on canvas: Canvas) {
        let width = canvas.size.columns
        canvas.fill(Rect(column: 0, row: 0, columns: width, rows: 1), style: canvas.theme.statusBar)
        let available = max(0, width - 2)
        let leftWanted = totalWidth(leading)
        // Everything when it fits; otherwise the right group keeps at least half the room.
        let rightRoom = leading.isEmpty ? available : max(available / 2, available - leftWanted - gap)
        let right = fitting(trailing, in: rightRoom, keepingLast: true)
        let rightWidth = totalWidth(right)
        let left = fitting(leading, in: max(0, available - rightWidth - (right.isEmpty ? 0 : gap)), keepingLast: false)
        var column = 1
        for hint in left {
            column += draw(hint, at: column, on: canvas) + gap
        }
        column = width - 1 - rightWidth
        for hint in right {
            column += draw(hint, at: column, on: canvas) + gap
        }
    }

    /// Draws all `hints` from the left (kept for callers that have one group).
    public static func draw(_ hints: [KeyHint], on canvas: Canvas) {
        draw(leading: hints, on: canvas)
    }

    private static func draw(_ hint: KeyHint, at column: Int, on canvas: Canvas) -> Int {
        let keys = canvas.text(hint.keys, at: Point(column: column, row: 0), style: canvas.theme.statusKey)
        return keys
            + canvas.text(" " + hint.action, at: Point(column: column + keys, row: 0), style: canvas.theme.statusBar)
    }

    private static func width(of hint: KeyHint) -> Int {
        CellText.width(hint.keys) + 1 + CellText.width(hint.action)
    }

    private static func totalWidth(_ hints: [KeyHint]) -> Int {
        hints.reduce(0) { $0 + width(of: $1) } + gap * max(0, hints.count - 1)
    }

    /// The longest run of `hints` that fits in `width`: the first ones, or the last ones
    /// when `keepingLast`.
    private static func fitting(_ hints: [KeyHint], in limit: Int, keepingLast: Bool) -> [KeyHint] {
        var kept: [KeyHint] = []
        var used = 0
        for hint in keepingLast ? hints.reversed() : hints {
            let needed = width(of: hint) + (kept.isEmpty ? 0 : gap)
            guard used + needed <= limit else { break }
            used += needed
            kept.append(hint)
        }
        return keepingLast ? kept.reversed() : kept
    }
}
