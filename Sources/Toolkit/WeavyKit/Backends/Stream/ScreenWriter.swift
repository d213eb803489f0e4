/// Keeps what a terminal shows, cell by cell, and writes the escape sequences that turn
/// it into the next screen: only the cells that changed, in as few bytes as it can.
///
/// Each row's changed cells are written in spans (small gaps of unchanged cells are
/// written over rather than jumped, which would cost a cursor move); a style is set only
/// when it changes, and the cursor moved only when it is not already where the next
/// cell goes.
struct ScreenWriter {
    let sequences: OutputSequences
    /// The screen position of the area's top-left cell: (0, 0) for a whole screen.
    let origin: Point
    /// What the terminal shows now, as far as this writer knows.
    private(set) var shown: CellBuffer
    /// Whether ``shown`` is what the terminal shows; when not, the next update writes
    /// every cell (after clearing the screen, when the writer owns it).
    private var knowsScreen = false
    /// Whether the writer may clear the whole screen (it owns it).
    let ownsScreen: Bool
    /// What the terminal shows beyond colors: links and styled underlines are written
    /// only when it has them.
    var features: OutputFeatures = []
    /// Where the hidden cursor is left after each update, in the area; `nil` leaves it
    /// where the last cell was written. An inline area keeps it at its top-left, so that
    /// after the terminal rewraps its lines (a resize) asking the cursor's position finds
    /// where the area's first row went.
    var hiddenCursorHome: Point?
    /// The terminal's current style; `nil` when not known.
    private var currentStyle: PackedStyle?
    /// The current underline color, with ``currentStyle``.
    private var currentUnderlineColor = Color.standard
    /// The link the terminal puts on what it is written, if any.
    private var currentLink: Link?
    /// Where the terminal's cursor is, in the area; `nil` when not known.
    private var cursorAt: Point?
    private var cursorVisible = true

    /// Unchanged cells between two changed ones that are written over rather than
    /// jumped with a cursor move.
    static let gapWrittenOver = 4

    init(size: Size, sequences: OutputSequences, origin: Point = .zero, ownsScreen: Bool = true) {
        self.sequences = sequences
        self.origin = origin
        self.ownsScreen = ownsScreen
        shown = CellBuffer(size: size)
    }

    /// Forgets what the terminal shows: the next update repaints everything.
    mutating func forgetScreen(size: Size? = nil) {
        if let size { shown = CellBuffer(size: size) }
        knowsScreen = false
        currentStyle = nil
        cursorAt = nil
        currentLink = nil
    }

    /// Appends to `out` what turns the terminal's screen into `next`, with the cursor at
    /// `cursor` (in the area), or hidden.
    mutating func update(to next: CellBuffer, cursor: Point?, into out: inout [UInt8]) {
        if next.size != shown.size { forgetScreen(size: next.size) }
        let repaintsAll = !knowsScreen
        if repaintsAll && ownsScreen {
            out += sequences.resetStyle
            out += sequences.clear
            currentStyle = PackedStyle.plain
            cursorAt = origin == .zero ? .zero : nil
            shown = CellBuffer(size: next.size)
        }
        if cursorVisible && (cursor == nil || repaintsAll) {
            // Hidden while the screen changes, so it never flickers across it.
            out += sequences.hideCursor
            cursorVisible = false
        }
        let columns = next.size.columns
        for row in 0..<next.size.rows {
            var column = 0
            while let start = firstChange(in: next, row: row, from: column, all: repaintsAll && !ownsScreen) {
                var end = start
                var probe = start + 1
                var gap = 0
                while probe < columns {
                    if next[probe, row] != shown[probe, row] || (repaintsAll && !ownsScreen) {
                        end = probe
                        gap = 0
                    } else {
                        gap += 1
                        if gap > Self.gapWrittenOver { break }
                    }
                    probe += 1
                }
                write(next, row: row, from: start, through: end, into: &out)
                column = end + 1
            }
        }
        knowsScreen = true
        // Nothing written after this frame (by the host, after the program) is a link.
        if currentLink != nil { closeLink(into: &out) }
        if cursor == nil && sequences.hideCursor.isEmpty && ownsScreen,
            let parking = next.cursorParkingPoint(), cursorAt != parking
        {
            // A terminal that cannot hide its cursor (a VT100): leave it where it shows least.
            moveCursor(to: parking, into: &out)
        }
        if cursor == nil, let home = hiddenCursorHome, next.bounds.contains(home), cursorAt != home {
            moveCursor(to: home, into: &out)
        }
        if let cursor, next.bounds.contains(cursor) {
            if cursorAt != cursor { moveCursor(to: cursor, into: &out) }
            if !cursorVisible {
                out += sequences.showCursor
                cursorVisible = true
            }
        }
    }

    private func firstChange(in next: CellBuffer, row: Int, from column: Int, all: Bool) -> Int? {
        var column = column
        while column < next.size.columns {
            if all || next[column, row] != shown[column, row] { return column }
            column += 1
        }
        return nil
    }

    /// Writes the cells `first...last` of `row` (widened to whole wide characters).
    private mutating func write(
        _ next: CellBuffer, row: Int, from first: Int, through last: Int, into out: inout [UInt8]
    ) {
        let columns = next.size.columns
        var column = first
        if column > 0 && next[column, row].isContinuation { column -= 1 }
        var end = last
        if end + 1 < columns && next[end, row].width == 2 { end += 1 }
        let isLastRow = row == next.size.rows - 1
        while column <= end {
            let cell = next[column, row]
            if cell.isContinuation {
                // The half of a wide character whose first half is not in the span: a
                // blank stands for it (the first half was overwritten).
                shown[column, row] = cell
                column += 1
                continue
            }
            let width = max(1, cell.width)
            if isLastRow && column + width >= columns && sequences.bottomRightScrolls && ownsScreen {
                // Writing the bottom-right cell would scroll this terminal's screen.
                break
            }
            let position = Point(column: column, row: row)
            if cursorAt != position { moveCursor(to: position, into: &out) }
            let decoration = next.decoration(of: cell)
            let underlineColor =
                features.contains(.styledUnderlines) ? decoration?.underlineColor ?? .standard : .standard
            if currentStyle != cell.look || currentUnderlineColor != underlineColor {
                setStyle(cell.look, underlineColor: underlineColor, into: &out)
            }
            let link = features.contains(.hyperlinks) ? decoration?.link : nil
            if link != currentLink { open(link, into: &out) }
            cell.forEachInertScalar { scalar in UTF8.encode(scalar) { out.append($0) } }
            shown[column, row] = cell
            if width == 2 && column + 1 < columns { shown[column + 1, row] = next[column + 1, row] }
            column += width
            // At the area's right edge the cursor waits to wrap: where it is then
            // depends on the terminal, so it is not known.
            cursorAt = column < columns ? Point(column: column, row: row) : nil
        }
    }

    private mutating func moveCursor(to point: Point, into out: inout [UInt8]) {
        out += sequences.moveCursor(origin.row + point.row, origin.column + point.column)
        cursorAt = point
    }

    private mutating func setStyle(_ look: PackedStyle, underlineColor: Color, into out: inout [UInt8]) {
        let style = look.style
        out += sequences.resetStyle
        let attributes = style.attributes
        if attributes.contains(.bold) { out += sequences.bold }
        if attributes.contains(.dim) { out += sequences.dim }
        if attributes.contains(.reverse) { out += sequences.reverse }
        if attributes.contains(.underline) { writeUnderline(style.underlineStyle, color: underlineColor, into: &out) }
        if attributes.contains(.italic) { out += sequences.italic }
        let depth = sequences.depth
        out += sequences.setColor(depth.showing(style.foreground), background: false)
        out += sequences.setColor(depth.showing(style.background), background: true)
        currentStyle = look
        currentUnderlineColor = underlineColor
    }

    /// Turns the underline on: in `style` and `color` where the terminal draws them,
    /// plain where it does not.
    private func writeUnderline(_ style: UnderlineStyle, color: Color, into out: inout [UInt8]) {
        guard features.contains(.styledUnderlines), !sequences.underline.isEmpty else {
            out += sequences.underline
            return
        }
        out += style == .single ? sequences.underline : OutputSequences.underline(style)
        out += OutputSequences.underlineColor(sequences.depth.showing(color))
    }

    /// Makes what is written next part of `link`, or of none.
    private mutating func open(_ link: Link?, into out: inout [UInt8]) {
        guard let link else {
            closeLink(into: &out)
            return
        }
        out += OutputSequences.openLink(link)
        currentLink = link
    }

    private mutating func closeLink(into out: inout [UInt8]) {
        out += OutputSequences.closeLink
        currentLink = nil
    }
}
