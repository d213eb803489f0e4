/// A window's notices: the one showing, those waiting, the timer of the one showing,
/// and the layer it is drawn in.
@MainActor
final class ToastQueue {
    /// The notice on screen.
    var showing: Toast?
    /// The notices waiting, first to show first.
    var waiting: [Toast] = []
    /// Ends the notice showing when its time is up.
    var timer: ScheduledAction?
    /// The layer above every other one that shows the notice, while one shows. Gone
    /// with the notice rather than hidden: a frame then has no layer for it at all (an
    /// ncurses backend frees its window), and the next notice starts a fresh one.
    var layer: WindowLayer?

    /// Cells between the notice's text and its edges: columns at each side, rows above
    /// and below.
    static let padding = (columns: 2, rows: 1)
    /// The widest a notice grows, in cells.
    static let maximumWidth = 52
    /// The widest its text grows, in cells.
    static let widestText = maximumWidth - 2 * padding.columns

    /// Where the notice goes in `area` (the window's content rectangle) and the lines
    /// it shows: at the bottom right, a cell clear of the right edge and of the bottom.
    /// It shows at most `maximumLines` lines, the last cut with `…`.
    static func layout(
        _ message: String, in area: Rect, maximumLines: Int = Toast.maximumLines
    ) -> (rect: Rect, lines: [String]) {
        let boxWidth = min(maximumWidth, area.size.columns - 2)
        let textWidth = boxWidth - 2 * padding.columns
        guard textWidth >= 4, area.size.rows >= 1 + 2 * padding.rows + 1 else { return (.zero, []) }
        var lines = TextWrapping.lines(message, width: textWidth)
        let room = min(maximumLines, area.size.rows - 1 - 2 * padding.rows)
        if lines.count > room {
            let rest = lines[(room - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(room - 1)) + [CellText.truncated(rest, to: textWidth)]
        }
        let width = (lines.map { CellText.width($0) }.max() ?? 0) + 2 * padding.columns
        let height = lines.count + 2 * padding.rows
        let rect = Rect(
            column: area.maxColumn - 1 - width, row: area.maxRow - 1 - height, columns: width, rows: height)
        return (rect, lines)
    }

    /// Draws the notice showing into its layer, placed in `area`; drops the layer when
    /// there is none (or no room).
    func draw(in area: Rect?, theme: Theme, depth: ColorDepth) {
        guard let toast = showing, let area else {
            layer = nil
            return
        }
        let (rect, lines) = Self.layout(
            toast.message, in: area, maximumLines: toast.staysUntilDismissed ? .max : Toast.maximumLines)
        guard !lines.isEmpty else {
            layer = nil
            return
        }
        let layer = self.layer ?? WindowLayer(rect: rect)
        self.layer = layer
        layer.move(to: rect)
        let style = toast.kind == .error ? theme.errorToast : theme.toast
        layer.redraw(theme: theme, depth: depth, dimmed: false, background: .standard) { canvas in
            canvas.fill(style: style)
            for (row, line) in lines.enumerated() {
                canvas.text(line, at: Point(column: Self.padding.columns, row: Self.padding.rows + row), style: style)
            }
        }
    }

    /// The notice showing, if it is drawn at `point` (screen coordinates).
    func toast(at point: Point) -> Toast? {
        guard let layer, layer.rect.contains(point) else { return nil }
        return showing
    }
}
