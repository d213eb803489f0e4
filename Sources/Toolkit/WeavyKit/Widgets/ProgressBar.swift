/// How far a task has come: a bar one row high, filled in proportion to ``fraction``,
/// with an optional ``label`` at its left and the percentage at its right, drawn over
/// the bar.
///
/// ```swift
/// let progress = ProgressBar(label: "Downloading posters")
/// progress.fraction = 0.42  // " Downloading posters          42% "
/// ```
///
/// The done part is in the theme's ``Theme/progressFilled`` role, the rest in
/// ``Theme/progressEmpty``. Where both roles have a background color, the cell where
/// they meet is split in eighths (`▏▎▍▌▋▊▉`), so the bar moves smoothly; in monochrome
/// it moves by whole cells. A cell fills only once all of it is done, so a full bar
/// means done. Text that does not fit is cut: the label first, then the
/// percentage. It takes no keys.
@MainActor
public final class ProgressBar: Component {
    /// How much is done, from 0 to 1. Values outside are clamped; a value that is not a
    /// number is refused (and logged).
    public var fraction: Double {
        didSet {
            if fraction.isNaN {
                reportMisuse("ProgressBar.fraction was set to NaN; it keeps \(oldValue)")
                fraction = oldValue.isNaN ? 0 : oldValue
            } else if fraction < 0 || fraction > 1 {
                fraction = min(max(0, fraction), 1)
            }
            if fraction != oldValue { setNeedsDisplay() }
        }
    }

    /// What is in progress, at the bar's left; cut with `…` when the bar is short.
    public var label: String {
        didSet {
            if label != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the percentage shows at the bar's right. On by default.
    public var showsPercentage = true {
        didSet { setNeedsDisplay() }
    }

    /// Creates a bar at `fraction` with `label`.
    public init(fraction: Double = 0, label: String = "") {
        self.fraction = fraction.isNaN ? 0 : min(max(0, fraction), 1)
        self.label = label
        super.init()
    }

    /// The percentage as shown: whole percent, rounded down so that 100% means done.
    public var percentage: String {
        "\(Int((fraction * 100).rounded(.down)))%"
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    /// The filled part of `width` cells, in eighths of a cell.
    static func filledEighths(_ fraction: Double, width: Int) -> Int {
        Int((fraction * Double(width * 8)).rounded(.down))
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.size.columns
        guard width > 0, canvas.size.rows > 0 else { return }
        let theme = canvas.theme
        let eighths = Self.filledEighths(fraction, width: width)
        let smooth = theme.progressFilled.background != .standard && theme.progressEmpty.background != .standard
        let full = eighths / 8
        canvas.fill(Rect(column: 0, row: 0, columns: full, rows: 1), style: theme.progressFilled)
        canvas.fill(Rect(column: full, row: 0, columns: width - full, rows: 1), style: theme.progressEmpty)
        let pieces = overlay(width: width)
        let partial = smooth && full < width ? eighths % 8 : 0
        let covered = pieces.contains { full >= $0.column && full < $0.column + CellText.width($0.text) }
        if partial > 0, !covered {
            let blocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
            let style = Style(foreground: theme.progressFilled.background, background: theme.progressEmpty.background)
            canvas.text(blocks[partial - 1], at: Point(column: full, row: 0), style: style)
        }
        // Each character takes the style of the part of the bar under it.
        for (start, text) in pieces {
            var column = start
            for character in text {
                let style = column < full ? theme.progressFilled : theme.progressEmpty
                canvas.text(String(character), at: Point(column: column, row: 0), style: style)
                column += CellText.width(character)
            }
        }
    }

    /// The texts drawn over the bar and where they start: the label one cell in from the
    /// left, the percentage ending one cell in from the right; the label is cut (or left
    /// out) to keep a cell between them.
    private func overlay(width: Int) -> [(column: Int, text: String)] {
        var pieces: [(column: Int, text: String)] = []
        var labelRoom = width - 2
        if showsPercentage {
            let percent = percentage
            let percentWidth = CellText.width(percent)
            guard percentWidth + 2 <= width else { return [] }
            pieces.append((width - 1 - percentWidth, percent))
            labelRoom = width - percentWidth - 4
        }
        if !label.isEmpty, labelRoom >= 2 {
            pieces.append((1, CellText.truncated(label, to: labelRoom)))
        }
        return pieces
    }
}
