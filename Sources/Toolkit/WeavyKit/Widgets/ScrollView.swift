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
/// A paragraph with a link or a word in another role is a ``Block/runs(_:role:)``
/// block of ``TextRun``s.
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
            paragraphsAreStale = true
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

    /// The first visible line, from the last layout: the lines above it. Exact when
    /// ``lineCount`` is; otherwise the lines of the paragraphs above not wrapped yet are
    /// estimated (see ``lineCount``).
    public private(set) var scrollOffset = 0

    /// The reader's place: where the first visible line comes from, `nil` at the top.
    /// Only scrolling moves it; layout finds its line at the current width.
    private var anchor: Anchor?
    /// The blocks' paragraphs, found again after ``blocks`` changes (in the blocks
    /// whose text changed).
    private var paragraphs: DocumentParagraphs?
    private var paragraphsAreStale = true
    /// The lines at the width of the last layout, wrapped as they are looked at.
    private var document: DocumentLines?
    /// Lines made to answer ``preferredHeight(forWidth:)``, taken by the next layout at
    /// their width rather than wrapped again.
    private var measured: DocumentLines?
    /// The first visible line in ``document``.
    private var top = DocumentLines.Place(paragraph: 0, line: 0)
    /// The rows the last layout gave the document.
    private var visibleRows = 0
    /// Whether the last layout left a column for the scroll bar.
    private var showsBar = false
    /// Line counts by wrapping width, for ``preferredHeight(forWidth:)``, kept until the
    /// content changes.
    private var heights: [Int: Int] = [:]
    /// Whether the document overflows, by width and rows, kept as long as ``heights``.
    private var overflowAnswers: [Size: Bool] = [:]
    /// The next slice of counting lines, while the count is not exact.
    private var counting: ScheduledAction?

    /// Creates a document of `blocks`.
    public init(title: String = "", _ blocks: [Block] = []) {
        self.blocks = blocks
        super.init(title: title)
    }

    /// Creates a document of one paragraph block of `text` in the theme role `role`.
    /// Each line of `text` is a paragraph of its own when wrapping: only the lines shown
    /// are wrapped, so a log of megabytes opens at once. A line longer than 64 KiB wraps
    /// in pieces of about that size, so a wrapped line may end short where one ends.
    public convenience init(text: String, role: KeyPath<Theme, Style> = \.text) {
        self.init([.paragraph(text, role: role)])
    }

    // MARK: - Size

    /// The number of lines at the width of the last layout.
    ///
    /// Exact for a document of up to about 128 KB of paragraphs longer than the width,
    /// and for any document once it has been counted: a long one is wrapped only where
    /// it is shown or scrolled over, and counted a slice per turn of its window after
    /// the first frame. Until then the paragraphs not counted yet are estimated from
    /// their length (a paragraph no longer in UTF-8 bytes than the width is one line,
    /// exactly).
    public var lineCount: Int { document?.total ?? 0 }

    /// Whether the document was taller than its frame at the last layout.
    public var overflows: Bool { lineCount > visibleRows }

    /// All the lines at `width`: a document that gets them shows no scroll bar. Exact as
    /// ``lineCount`` is: always for a short document.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        let width = wrapWidth(width)
        if let made = linesMade(atWidth: width) { return made.total }
        if let height = heights[width] { return height }
        let made = DocumentLines(currentParagraphs(), width: width, fieldSpacing: fieldSpacing)
        measured = made
        let height = made.total
        if heights.count >= 8 { heights.removeAll() }
        heights[width] = height
        return height
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

    private func currentParagraphs() -> DocumentParagraphs {
        if paragraphsAreStale || paragraphs == nil {
            paragraphs = DocumentParagraphs(blocks, reusing: paragraphs)
            paragraphsAreStale = false
        }
        return paragraphs!
    }

    /// Whether the document takes more than the visible rows at `width`: counts only as
    /// far as it takes to know.
    private func overflows(atWidth width: Int) -> Bool {
        if let made = linesMade(atWidth: width), made.isExact { return made.total > visibleRows }
        let key = Size(columns: width, rows: visibleRows)
        if let answer = overflowAnswers[key] { return answer }
        let answer =
            DocumentLines.lineCount(
                of: currentParagraphs(), width: width, fieldSpacing: fieldSpacing, upTo: visibleRows + 1) > visibleRows
        if overflowAnswers.count >= 8 { overflowAnswers.removeAll() }
        overflowAnswers[key] = answer
        return answer
    }

    /// Lines already made at `width`: the last layout's, or those a height query made.
    private func linesMade(atWidth width: Int) -> DocumentLines? {
        if let document, document.width == width { return document }
        if let measured, measured.width == width { return measured }
        return nil
    }

    private func forgetWrapping() {
        document = nil
        measured = nil
        counting?.cancel()
        counting = nil
        heights.removeAll()
        overflowAnswers.removeAll()
    }

    /// The lines at `width`: the last layout's, or made now.
    private func lines(atWidth width: Int) -> DocumentLines {
        if let document, document.width == width { return document }
        counting?.cancel()
        counting = nil
        let made =
            linesMade(atWidth: width) ?? DocumentLines(currentParagraphs(), width: width, fieldSpacing: fieldSpacing)
        measured = nil
        document = made
        return made
    }

    /// Counts a slice of the lines not counted yet on each of the window's next turns,
    /// until the count is exact.
    private func countLater() {
        guard let document, !document.isExact, counting == nil, let window else { return }
        counting = window.schedule(after: .milliseconds(1)) { [weak self] in
            guard let self, let document = self.document else { return }
            counting = nil
            document.countSome(bytes: DocumentLines.exactBytes)
            scrollOffset = document.offset(of: top)
            setNeedsDisplay()
            countLater()
        }
    }

    // MARK: - Scrolling

    /// Scrolls by `lines` (negative: up), within the document; returns whether it moved.
    /// Uses the last layout, as keys do.
    @discardableResult
    public func scroll(by lines: Int) -> Bool {
        guard let document, !document.isEmpty else { return false }
        let target = document.advance(top, by: lines).place
        return move(to: document.clamped(target, rows: visibleRows))
    }

    /// Where the first visible line starts: the index of its block in ``blocks``, and the
    /// index in that block's text (a heading's or a paragraph's); `nil` when that line is
    /// not text (a gap, fields) or nothing is shown. With ``TextPosition/init(_:in:)`` it
    /// gives where to open an editor of the same text:
    ///
    /// ```swift
    /// if let place = reader.firstVisibleText {
    ///     editor.moveCursor(to: TextPosition(place.index, in: text), showingLineAtTop: true)
    /// }
    /// ```
    public var firstVisibleText: (block: Int, index: String.Index)? {
        guard let document, !document.isEmpty else { return nil }
        let place = document.anchor(of: top)
        guard place.block < blocks.count,
            case .text(let text, let starts, _) = document.paragraphs.sources[place.block],
            place.part < starts.count
        else { return nil }
        let offset = min(text.utf8.count, starts[place.part] + place.offset)
        return (place.block, text.utf8.index(text.utf8.startIndex, offsetBy: offset))
    }

    /// Shows the document from its first line.
    public func scrollToTop() {
        anchor = nil
        top = DocumentLines.Place(paragraph: 0, line: 0)
        scrollOffset = 0
        setNeedsDisplay()
    }

    /// Shows the document's last page.
    public func scrollToBottom() {
        guard let document, !document.isEmpty else { return }
        move(to: document.lastPage(rows: visibleRows))
    }

    /// Makes `place` the first visible line; returns whether it was not already.
    @discardableResult
    private func move(to place: DocumentLines.Place) -> Bool {
        guard let document, place != top else { return false }
        top = place
        anchor = place == document.start ? nil : document.anchor(of: place)
        scrollOffset = document.offset(of: place)
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
        case .home, "g": scrollToTop()
        case .end, "G": scrollToBottom()
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

    /// Only while it has more than fits: a scroll view of a few lines (an introduction
    /// above a form) has nothing to do with keys, so the focus ring passes it by.
    public override var acceptsFocus: Bool { overflows }

    public override func takes(_ key: Key) -> Bool {
        guard overflows else { return false }
        switch key {
        case .up, "k", .down, "j", .pageUp, "b", .pageDown, " ", "f", .home, "g", .end, "G": return true
        default: return false
        }
    }

    public override var keyHints: [KeyHint] {
        overflows ? [KeyHint("↑↓", "scroll", priority: .low), KeyHint("PgUp/PgDn", "page")] : []
    }

    private var scrollBar: ScrollBar {
        ScrollBar(total: lineCount, visible: visibleRows, offset: scrollOffset)
    }

    // MARK: - Layout and drawing

    /// One column at the left when it is a screen, where a list's rows start.
    public override var screenInsets: Insets { Insets(left: 1) }

    public override func layout() {
        let columns = bounds.size.columns
        visibleRows = bounds.size.rows
        showsBar = false
        let document: DocumentLines
        if showsScrollIndicator, columns > 2, overflows(atWidth: wrapWidth(columns)) {
            // A long document is wrapped at the width left beside the bar.
            document = lines(atWidth: wrapWidth(columns - 2))
            showsBar = document.total > visibleRows
        } else {
            document = lines(atWidth: wrapWidth(columns))
        }
        guard !document.isEmpty else {
            top = document.start
            scrollOffset = 0
            return
        }
        top = document.clamped(document.place(of: anchor), rows: visibleRows)
        scrollOffset = document.offset(of: top)
        countLater()
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let width = showsBar ? canvas.size.columns - 2 : canvas.size.columns
        guard let document, !document.isEmpty else { return }
        // Lines mostly share a role: its style is looked up in the theme once, not per line.
        var role: KeyPath<Theme, Style> = \.text
        var style = theme.text
        for (row, line) in document.shown(from: top, rows: visibleRows).enumerated() {
            if !line.label.isEmpty {
                canvas.text(line.label, at: Point(column: 0, row: row), style: theme.label, width: width)
            }
            if !line.text.isEmpty {
                if line.role !== role {
                    role = line.role
                    style = theme[keyPath: role]
                }
                canvas.text(
                    line.text, marking: line.marks, from: line.start, at: Point(column: line.column, row: row),
                    style: style, width: max(0, width - line.column))
            }
        }
        if showsBar {
            scrollBar.draw(on: canvas, column: canvas.size.columns - 1, top: 0)
        }
    }
}
