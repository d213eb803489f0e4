import WeavyCurses

/// Headings, labelled fields and paragraphs, wrapped to the width and scrollable.
///
/// The detail screens, the help and the About pane are documents. The last two columns
/// are kept for the `↑`/`↓` marks that say there is more above or below; the owner
/// scrolls with ``scroll(by:)``, or lets the view take ↑↓, PgUp/PgDn and Home/End
/// itself with ``scrollsWithKeys``.
@MainActor
final class DocumentView: Component {
    /// One part of the document.
    enum Block {
        /// A line in the heading style.
        case heading(String)
        /// Text wrapped to the width, in the given theme role.
        case paragraph(String, role: KeyPath<Theme, Style> = \.text)
        /// Labels in an aligned column, values beside them, wrapped.
        case fields([DetailsView.Field])
        /// An empty line.
        case gap
    }

    private struct Line {
        var label: String = ""
        var text: String
        var textColumn: Int = 0
        var role: KeyPath<Theme, Style>
    }

    /// The content.
    var blocks: [Block] {
        didSet {
            wrapped = nil
            setNeedsDisplay()
        }
    }

    /// The lines for the last width asked, kept until the content changes: wrapping is
    /// the most expensive part of drawing a detail screen.
    private var wrapped: (width: Int, lines: [Line])?

    /// Whether the view scrolls itself with ↑↓ (and `j`/`k`), PgUp/PgDn and Home/End
    /// when it has the focus.
    var scrollsWithKeys = false

    /// The first visible line.
    private(set) var scrollOffset = 0
    private var lastLineCount = 0
    private var lastHeight = 0

    /// Creates a document of `blocks`.
    init(_ blocks: [Block] = []) {
        self.blocks = blocks
        super.init()
    }

    /// Whether the content is taller than the space it had at the last draw.
    var overflows: Bool { lastLineCount > lastHeight }

    /// Scrolls by `lines` (negative: up). Returns whether anything moved.
    @discardableResult
    func scroll(by lines: Int) -> Bool {
        let previous = scrollOffset
        scrollOffset = min(max(0, scrollOffset + lines), max(0, lastLineCount - lastHeight))
        guard scrollOffset != previous else { return false }
        setNeedsDisplay()
        return true
    }

    override func preferredHeight(forWidth width: Int) -> Int? {
        lines(forWidth: Self.textWidth(width)).count
    }

    override func handle(_ key: Key) -> Bool {
        guard scrollsWithKeys, overflows else { return false }
        let page = max(1, lastHeight - 1)
        switch key {
        case .up, "k": scroll(by: -1)
        case .down, "j": scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .home: scroll(by: -lastLineCount)
        case .end: scroll(by: lastLineCount)
        default: return false
        }
        return true
    }

    override var keyHints: [KeyHint] {
        scrollsWithKeys && overflows ? [KeyHint("↑↓", "scroll")] : []
    }

    override func layout() {
        let lines = lines(forWidth: Self.textWidth(bounds.size.columns))
        lastLineCount = lines.count
        lastHeight = bounds.size.rows
        scrollOffset = min(scrollOffset, max(0, lines.count - lastHeight))
    }

    override func draw(in canvas: Canvas) {
        let width = canvas.size.columns
        let lines = wrapped?.lines ?? []
        let theme = canvas.theme
        for (row, line) in lines.dropFirst(scrollOffset).prefix(lastHeight).enumerated() {
            if !line.label.isEmpty {
                canvas.text(line.label, at: Point(column: 0, row: row), style: theme.label)
            }
            canvas.text(line.text, at: Point(column: line.textColumn, row: row), style: theme[keyPath: line.role])
        }
        if scrollOffset > 0 {
            canvas.text("↑", at: Point(column: width - 1, row: 0), style: theme.accent)
        }
        if scrollOffset + lastHeight < lines.count {
            canvas.text("↓", at: Point(column: width - 1, row: lastHeight - 1), style: theme.accent)
        }
    }

    /// The width text is wrapped to: all but the column of the scroll marks and a gap.
    private static func textWidth(_ width: Int) -> Int { max(1, width - 2) }

    private func lines(forWidth width: Int) -> [Line] {
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let lines = blocks.flatMap { block -> [Line] in
            switch block {
            case .heading(let text):
                [Line(text: CellText.truncated(text, to: width), role: \.heading)]
            case .paragraph(let text, let role):
                TextWrapping.lines(text, width: width).map { Line(text: $0, role: role) }
            case .gap:
                [Line(text: "", role: \.text)]
            case .fields(let fields):
                fieldLines(fields, width: width)
            }
        }
        wrapped = (width, lines)
        return lines
    }

    private func fieldLines(_ fields: [DetailsView.Field], width: Int) -> [Line] {
        let layout = DetailsView.layout(fields, width: width)
        return layout.rows.map { Line(label: $0.label, text: $0.value, textColumn: layout.valueColumn, role: \.text) }
    }
}
