/// One visual line of a wrapped text: a paragraph, and the index of a line in it.
public struct VisualLine: Hashable, Sendable, Comparable {
    /// The paragraph, from 0.
    public var paragraph: Int
    /// The line in the paragraph, from 0.
    public var line: Int

    /// Creates a visual line.
    public init(paragraph: Int, line: Int) {
        self.paragraph = paragraph
        self.line = line
    }

    /// Whether `lhs` comes before `rhs` in the text: by paragraph, then by line.
    public static func < (lhs: VisualLine, rhs: VisualLine) -> Bool {
        (lhs.paragraph, lhs.line) < (rhs.paragraph, rhs.line)
    }
}

/// The state of a ``TextArea``: its ``TextDocument``, soft-wrapped at a width, the
/// first visible line, and the column Up and Down aim for. A plain value: the component
/// only turns keys into calls on it and draws what it says.
///
/// Everything a frame needs costs what is visible: keeping the cursor in view steps
/// over at most a screenful of lines, and an edit re-measures only the lines it can
/// change (see `SoftWrap`). Only ``scrollPosition`` adds one integer per paragraph.
///
/// ```swift
/// var state = TextAreaState("A long letter…")
/// state.layout(columns: 20, rows: 5)
/// state.moveVertically(by: 1)  // down a visual line
/// ```
public struct TextAreaState: Sendable {
    /// The text and the cursor.
    public internal(set) var document: TextDocument
    /// The wrap at the width of the last layout; `nil` before the first one.
    var wrap: SoftWrap?
    /// The rows the last layout showed.
    public private(set) var visibleRows = 1
    /// The first visible line.
    public internal(set) var top = VisualLine(paragraph: 0, line: 0)
    /// The cell column Up, Down and the page keys aim for, kept across lines.
    var goalColumn: Int?
    /// Whether the view follows the cursor; the mouse wheel scrolls without moving it,
    /// until the next key.
    var followsCursor = true
    /// Whether the next layout puts the cursor's line at the top.
    var cursorLineGoesToTop = false
    /// Where the selection started (Shift with a move), or `nil` for none.
    var selectionAnchor: TextPosition?
    /// The edits that undo and redo take back and make again.
    var history = EditHistory<TextPosition>()

    /// Creates the state of a text area holding `text`, the cursor at its end.
    public init(_ text: String = "", maximumLength: Int? = nil) {
        document = TextDocument(text, maximumLength: maximumLength)
    }

    /// The width lines wrap at, in cells, from the last layout.
    public var wrapWidth: Int? { wrap?.width }

    /// Replaces the text; the cursor goes to its end.
    public mutating func replaceText(with text: String) {
        document.replaceAll(with: text)
        selectionAnchor = nil
        history.removeAll()
        rewrapAll()
        top = VisualLine(paragraph: 0, line: 0)
        goalColumn = nil
        followsCursor = true
    }

    /// The most characters the text takes (newlines included), or `nil`.
    public var maximumLength: Int? {
        get { document.maximumLength }
        set { document.maximumLength = newValue }
    }

    // MARK: - Layout

    /// Wraps the text at `columns` cells (again only when the width changed) and keeps
    /// the cursor in view in `rows` rows.
    public mutating func layout(columns: Int, rows: Int) {
        visibleRows = max(1, rows)
        if wrap?.width != max(1, columns) {
            wrap = SoftWrap(document.paragraphs, width: columns)
        }
        if cursorLineGoesToTop {
            top = visualLine(of: document.cursor)
            cursorLineGoesToTop = false
        }
        clampTop()
        if followsCursor { scrollToCursor() }
    }

    private mutating func rewrapAll() {
        if let width = wrap?.width { wrap = SoftWrap(document.paragraphs, width: width) }
    }

    /// The offsets where the lines of `paragraph` start (one line of everything before
    /// the first layout).
    func lineStarts(of paragraph: Int) -> [Int] {
        wrap?.lineStarts[paragraph] ?? [0]
    }

    /// The line holding `position`: the last one starting at or before it.
    public func visualLine(of position: TextPosition) -> VisualLine {
        let starts = lineStarts(of: position.paragraph)
        let line = wrap?.lastIndex(in: starts, atOrBefore: position.offset) ?? 0
        return VisualLine(paragraph: position.paragraph, line: line)
    }

    /// The characters `line` shows, as offsets in its paragraph; a space hanging past
    /// the width is not part of it.
    public func range(of line: VisualLine) -> Range<Int> {
        let starts = lineStarts(of: line.paragraph)
        let characters = document.paragraphs[line.paragraph]
        let start = starts[line.line]
        guard line.line + 1 < starts.count else { return start..<characters.count }
        var end = starts[line.line + 1]
        if end > start, characters[end - 1] == " ", cells(of: line.paragraph, start..<end) > (wrap?.width ?? .max) {
            end -= 1
        }
        return start..<end
    }

    /// The last offset the cursor can take on `line`: the end of its paragraph on the
    /// paragraph's last line, else the position before the next line's first character.
    func lastCursorOffset(on line: VisualLine) -> Int {
        let starts = lineStarts(of: line.paragraph)
        guard line.line + 1 < starts.count else { return document.paragraphs[line.paragraph].count }
        return starts[line.line + 1] - 1
    }

    private func cells(of paragraph: Int, _ range: Range<Int>) -> Int {
        if document.paragraphs[paragraph].hasOneCellCharacters { return range.count }
        var total = 0
        for character in document.paragraphs[paragraph][range] { total += CellText.width(character) }
        return total
    }

    /// The line after `line`, or `nil` at the end of the text.
    public func line(after line: VisualLine) -> VisualLine? {
        if line.line + 1 < lineStarts(of: line.paragraph).count {
            return VisualLine(paragraph: line.paragraph, line: line.line + 1)
        }
        guard line.paragraph + 1 < document.paragraphs.count else { return nil }
        return VisualLine(paragraph: line.paragraph + 1, line: 0)
    }

    /// The line before `line`, or `nil` at the start of the text.
    public func line(before line: VisualLine) -> VisualLine? {
        if line.line > 0 { return VisualLine(paragraph: line.paragraph, line: line.line - 1) }
        guard line.paragraph > 0 else { return nil }
        return VisualLine(paragraph: line.paragraph - 1, line: lineStarts(of: line.paragraph - 1).count - 1)
    }

    /// `line` moved by `count` lines (negative: up), stopping at either end.
    func line(_ line: VisualLine, movedBy count: Int) -> VisualLine {
        var current = line
        var remaining = abs(count)
        while remaining > 0, let next = count > 0 ? self.line(after: current) : self.line(before: current) {
            current = next
            remaining -= 1
        }
        return current
    }

    /// The number of lines from `from` down to `to`, counting at most `limit`.
    private func distance(from: VisualLine, to: VisualLine, limit: Int) -> Int {
        var current = from
        var steps = 0
        while current < to, steps < limit, let next = line(after: current) {
            current = next
            steps += 1
        }
        return steps
    }

    // MARK: - Where things are

    /// The cursor's cell column on its line.
    public var cursorColumn: Int {
        let line = visualLine(of: document.cursor)
        let start = lineStarts(of: line.paragraph)[line.line]
        return cells(of: line.paragraph, start..<document.cursor.offset)
    }

    /// The cursor's row and cell column in the view, or `nil` when it is scrolled out.
    public var cursorCell: Point? {
        let line = visualLine(of: document.cursor)
        guard line >= top else { return nil }
        let row = distance(from: top, to: line, limit: visibleRows)
        return row < visibleRows ? Point(column: cursorColumn, row: row) : nil
    }

    /// The lines in view, top first.
    public var visibleLines: [VisualLine] {
        var lines: [VisualLine] = []
        var current: VisualLine? = top
        while let line = current, lines.count < visibleRows {
            lines.append(line)
            current = self.line(after: line)
        }
        return lines
    }

    /// The first visible line's index among all lines, and how many lines there are:
    /// what a scroll position indicator shows.
    public var scrollPosition: (first: Int, total: Int) {
        guard let wrap else { return (0, document.paragraphs.count) }
        var first = top.line
        for paragraph in 0..<top.paragraph { first += wrap.lineStarts[paragraph].count }
        return (first, wrap.lineCount)
    }

    /// The offset on `line` nearest to cell `column`, never past the line's last cursor
    /// position; a wide character under the column counts as before it.
    func offset(atColumn column: Int, on line: VisualLine) -> Int {
        let characters = document.paragraphs[line.paragraph]
        var offset = lineStarts(of: line.paragraph)[line.line]
        let last = lastCursorOffset(on: line)
        if characters.hasOneCellCharacters { return min(offset + max(0, column), last) }
        var cells = 0
        while offset < last {
            let width = CellText.width(characters[offset])
            if cells + width > column { break }
            cells += width
            offset += 1
        }
        return offset
    }

    // MARK: - Scrolling

    /// Keeps ``top`` on an existing line, and the view full when the text allows.
    mutating func clampTop() {
        if top.paragraph >= document.paragraphs.count {
            top = VisualLine(paragraph: document.paragraphs.count - 1, line: 0)
        }
        top.line = min(top.line, lineStarts(of: top.paragraph).count - 1)
        let below = distance(from: top, to: VisualLine(paragraph: .max, line: 0), limit: visibleRows)
        if below < visibleRows - 1 { top = line(top, movedBy: below - (visibleRows - 1)) }
    }

    private mutating func scrollToCursor() {
        let line = visualLine(of: document.cursor)
        if line < top {
            top = line
        } else if distance(from: top, to: line, limit: visibleRows) >= visibleRows {
            top = self.line(line, movedBy: -(visibleRows - 1))
        }
    }

    /// Scrolls the view by `lines` (negative: up) without moving the cursor, until the
    /// next key (the mouse wheel).
    public mutating func scroll(by lines: Int) {
        top = line(top, movedBy: lines)
        followsCursor = false
        clampTop()
    }
}
