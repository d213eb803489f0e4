/// A scrollable document: headings, paragraphs in a theme role, aligned label/value
/// fields and gaps, wrapped to the width in cells (CJK and emoji take two).
///
/// ```swift
/// let document = ScrollView([
///     .heading("Avatar"),
///     .fields([.init("Year", "2009"), .init("Director", "James Cameron")]),
///     .gap,
///     .paragraph(movie.overview),
/// ])
/// document.maximumLineWidth = 72
/// ```
///
/// When the document is taller than its frame, a scroll bar shows in its rightmost
/// column (see ``showsScrollIndicator``) and, while it has the focus, Up/Down and
/// `k`/`j` scroll a line, PageUp/PageDown (and, as in a pager, `b` back and Space or `f`
/// forward) a page, Home/End and `g`/`G` to the ends. The
/// mouse wheel scrolls it wherever the focus is; a click on the bar's track pages. The
/// owner can scroll it too (``scroll(by:)``), for a document beside a list that keeps
/// the focus.
///
/// Resizing keeps the reader's place: the line at the top stays at the top, wherever the
/// new width wraps it. So does changing ``blocks`` (a document filling in as data
/// arrives); call ``scrollToTop()`` to show a new document from its start.
@MainActor
public final class ScrollView: Component {
    /// The content, in order.
    public var blocks: [Block] {
        didSet {
            forgetWrapping()
            setNeedsDisplay()
        }
    }

    /// The widest, in cells, that text lines grow (prose reads badly across 200
    /// columns); `nil` for the whole width. The document stays at the left.
    public var maximumLineWidth: Int? {
        didSet {
            if maximumLineWidth != oldValue { setNeedsDisplay() }
        }
    }

    /// Cells between the label column of fields and their values.
    public var fieldSpacing = 3 {
        didSet {
            forgetWrapping()
            setNeedsDisplay()
        }
    }

    /// Whether a scroll bar shows when the document does not fit. On by default; text
    /// then wraps two cells narrower, leaving the bar and a gap.
    public var showsScrollIndicator = true {
        didSet { setNeedsDisplay() }
    }

    /// The first visible line, from the last layout.
    public private(set) var scrollOffset = 0

    /// The reader's place: where the first visible line comes from, `nil` at the top.
    /// Only scrolling moves it; layout finds its line at the current width.
    private var anchor: Anchor?
    /// The lines at the width of the last layout.
    private var lines: [Line] = []
    /// The rows the last layout gave the document.
    private var visibleRows = 0
    /// Whether the last layout left a column for the scroll bar.
    private var showsBar = false
    /// Lines by wrapping width, kept until the content changes: wrapping is what costs
    /// most in a frame.
    private var cache: [Int: [Line]] = [:]
    /// Whether the document overflows, by width and rows, kept as long as ``cache``.
    private var overflowAnswers: [Size: Bool] = [:]

    /// Creates a document of `blocks`.
    public init(title: String = "", _ blocks: [Block] = []) {
        self.blocks = blocks
        super.init(title: title)
    }

    /// Creates a document of one paragraph of `text` in the theme role `role`.
    public convenience init(text: String, role: KeyPath<Theme, Style> = \.text) {
        self.init([.paragraph(text, role: role)])
    }

    // MARK: - Size

    /// The number of lines at the width of the last layout.
    public var lineCount: Int { lines.count }

    /// Whether the document was taller than its frame at the last layout.
    public var overflows: Bool { lines.count > visibleRows }

    /// All the lines at `width`: a document that gets them shows no scroll bar.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        lines(forWidth: wrapWidth(width)).count
    }

    /// The widest line unwrapped, at most ``maximumLineWidth``.
    public override func preferredWidth(forHeight height: Int) -> Int? {
        let natural = Self.naturalWidth(of: blocks, fieldSpacing: fieldSpacing)
        return min(natural, maximumLineWidth ?? natural)
    }

    /// The width text wraps to in `columns` cells.
    private func wrapWidth(_ columns: Int) -> Int {
        max(1, min(columns, maximumLineWidth ?? columns))
    }

    /// Whether the document takes more than the visible rows at `width`: wraps only as
    /// far as it takes to know.
    private func overflows(atWidth width: Int) -> Bool {
        if let lines = cache[width] { return lines.count > visibleRows }
        let key = Size(columns: width, rows: visibleRows)
        if let answer = overflowAnswers[key] { return answer }
        let limited = Self.lines(of: blocks, width: width, fieldSpacing: fieldSpacing, limit: visibleRows + 1)
        if overflowAnswers.count >= 8 { overflowAnswers.removeAll() }
        overflowAnswers[key] = limited.count > visibleRows
        return limited.count > visibleRows
    }

    private func forgetWrapping() {
        cache.removeAll()
        overflowAnswers.removeAll()
    }

    private func lines(forWidth width: Int) -> [Line] {
        if let cached = cache[width] { return cached }
        let made = Self.lines(of: blocks, width: width, fieldSpacing: fieldSpacing)
        if cache.count >= 4 { cache.removeAll() }
        cache[width] = made
        return made
    }

    // MARK: - Scrolling

    /// Scrolls by `lines` (negative: up), within the document; returns whether it moved.
    /// Uses the last layout, as keys do.
    @discardableResult
    public func scroll(by lines: Int) -> Bool {
        scroll(to: scrollOffset + lines)
    }

    /// Shows the document from its first line.
    public func scrollToTop() {
        anchor = nil
        scrollOffset = 0
        setNeedsDisplay()
    }

    /// Shows the document's last page.
    public func scrollToBottom() {
        scroll(to: lines.count)
    }

    private var maximumOffset: Int { max(0, lines.count - visibleRows) }

    @discardableResult
    private func scroll(to line: Int) -> Bool {
        let target = min(max(0, line), maximumOffset)
        guard target != scrollOffset else { return false }
        scrollOffset = target
        anchor = target == 0 ? nil : lines[target].anchor
        setNeedsDisplay()
        return true
    }

    public override func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard overflows else { return false }
        let page = max(1, visibleRows - 1)
        switch key {
        case .up, "k": scroll(by: -1)
        case .down, "j": scroll(by: 1)
        case .pageUp, "b": scroll(by: -page)
        case .pageDown, " ", "f": scroll(by: page)
        case .home, "g": scroll(to: 0)
        case .end, "G": scroll(to: lines.count)
        default: return false
        }
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard overflows else { return false }
        switch event.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .click, .press:
            guard showsBar, event.location.column == frame.maxColumn - 1 else { return false }
            let direction = scrollBar.pageDirection(atTrackRow: event.location.row - frame.minRow)
            guard direction != 0 else { return true }
            if event.kind == .click { scroll(by: direction * max(1, visibleRows - 1)) }
        default:
            return false
        }
        return true
    }

    public override var keyHints: [KeyHint] {
        overflows ? [KeyHint("↑↓", "scroll", priority: .low), KeyHint("PgUp/PgDn", "page")] : []
    }

    private var scrollBar: ScrollBar {
        ScrollBar(total: lines.count, visible: visibleRows, offset: scrollOffset)
    }

    // MARK: - Layout and drawing

    public override func layout() {
        let columns = bounds.size.columns
        visibleRows = bounds.size.rows
        showsBar = false
        if showsScrollIndicator, columns > 2, overflows(atWidth: wrapWidth(columns)) {
            // A long document is wrapped once, at the width left beside the bar.
            lines = lines(forWidth: wrapWidth(columns - 2))
            showsBar = lines.count > visibleRows
        } else {
            lines = lines(forWidth: wrapWidth(columns))
        }
        scrollOffset = min(firstLine(at: anchor), maximumOffset)
    }

    /// The line at `anchor` in the current lines: the last one starting at or before it.
    private func firstLine(at anchor: Anchor?) -> Int {
        guard let anchor else { return 0 }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].anchor <= anchor { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let width = showsBar ? canvas.size.columns - 2 : canvas.size.columns
        for (row, line) in lines.dropFirst(scrollOffset).prefix(visibleRows).enumerated() {
            if !line.label.isEmpty {
                canvas.text(line.label, at: Point(column: 0, row: row), style: theme.label, width: width)
            }
            if !line.text.isEmpty {
                canvas.text(
                    line.text, at: Point(column: line.textColumn, row: row), style: theme[keyPath: line.role],
                    width: max(0, width - line.textColumn))
            }
        }
        if showsBar {
            scrollBar.draw(on: canvas, column: canvas.size.columns - 1, top: 0)
        }
    }
}
