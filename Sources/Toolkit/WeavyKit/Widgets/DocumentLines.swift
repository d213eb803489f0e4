/// A ``ScrollView``'s lines at one width, wrapped only where they are looked at.
///
/// Each paragraph has a line count: exact once it was wrapped or counted, otherwise an
/// estimate from its length (one line when it has no more UTF-8 bytes than the width,
/// which is then exact). Walking from a place by lines (scrolling, paging, the last
/// page) wraps the paragraphs walked over, and only those, so their counts are exact;
/// the lines before a place are summed in a ``LineCountTree``. The rest is counted a
/// slice at a time (``countSome(bytes:)``), the first slice when made: a short document
/// is exact from the start.
///
/// A class, as its owner changes it in place at every step: a copy of its counts would
/// cost what the whole document costs.
@MainActor
final class DocumentLines {
    /// A line: the paragraph, and the line in it.
    struct Place: Comparable {
        var paragraph: Int
        var line: Int

        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.paragraph, lhs.line) < (rhs.paragraph, rhs.line)
        }
    }

    /// The bytes of long paragraphs counted when the lines are made: a document that
    /// has no more is exact from the start, as are all a layout depends on.
    static let exactBytes = 128 * 1024

    let paragraphs: DocumentParagraphs
    /// The width lines wrap to, in cells.
    let width: Int
    /// Cells between the labels and the values of fields.
    let fieldSpacing: Int
    /// Per paragraph, its line count when exact, or its estimate negated.
    private var counts: [Int32]
    private var tree: LineCountTree
    /// How many counts are estimates.
    private(set) var estimates = 0
    /// Where counting resumes: every paragraph before it is exact.
    private var counted = 0
    /// A line of a text paragraph, made to be drawn: where it starts in the paragraph
    /// (UTF-8), and its text (a string of its own draws faster than a view into the
    /// block's).
    private struct Wrapped {
        var start: Int
        var text: String
    }

    /// The lines of the text paragraphs wrapped lately, by paragraph.
    private var wrapped: [Int: [Wrapped]] = [:]
    /// The lines of the fields blocks wrapped, by paragraph.
    private var fieldLines: [Int: [ScrollView.Line]] = [:]

    /// The lines of `paragraphs` at `width`, the first ``exactBytes`` counted.
    init(_ paragraphs: DocumentParagraphs, width: Int, fieldSpacing: Int) {
        self.paragraphs = paragraphs
        self.width = max(1, width)
        self.fieldSpacing = fieldSpacing
        var counts = [Int32](repeating: 1, count: paragraphs.count)
        var estimates = 0
        for (block, source) in paragraphs.sources.enumerated() {
            let first = paragraphs.firstParagraph[block]
            if case .fields(let fields) = source, !fields.isEmpty {
                // A few lines, wrapped now.
                var wrapped: [ScrollView.Line] = []
                ScrollView.appendFields(fields, block: block, width: self.width, spacing: fieldSpacing, to: &wrapped)
                fieldLines[first] = wrapped
                counts[first] = Int32(clamping: wrapped.count)
            }
            guard case .text(let text, let starts, _) = source else { continue }
            for part in starts.indices {
                let length = DocumentParagraphs.length(of: part, in: text, starts: starts)
                if length > self.width {
                    counts[first + part] = -Int32(clamping: (length + self.width - 1) / self.width)
                    estimates += 1
                }
            }
        }
        self.counts = counts
        self.tree = LineCountTree(counts.map { abs($0) })
        self.estimates = estimates
        countSome(bytes: Self.exactBytes)
    }

    /// The number of lines: exact when ``isExact``, otherwise partly estimated.
    var total: Int { tree.total }

    /// Whether every paragraph has been counted, so ``total`` is exact.
    var isExact: Bool { estimates == 0 }

    /// Whether there are no lines at all (no blocks, or only empty fields).
    var isEmpty: Bool { paragraphs.count == 0 }

    /// Counts paragraphs from where counting stopped, about `bytes` of them.
    func countSome(bytes: Int) {
        var used = 0
        while counted < counts.count, used < bytes {
            if counts[counted] < 0 {
                used += Int(-counts[counted]) * width
                _ = lineCount(of: counted)
            }
            counted += 1
        }
    }

    /// The lines of paragraph `paragraph`, counted now if they were estimated.
    func lineCount(of paragraph: Int) -> Int {
        let known = counts[paragraph]
        if known > 0 { return Int(known) }
        let exact =
            wrapped[paragraph]?.count
            ?? Self.lineCount(of: paragraph, in: paragraphs, width: width, fieldSpacing: fieldSpacing)
        record(exact, for: paragraph)
        return exact
    }

    /// The lines of paragraph `paragraph` of `paragraphs` at `width`, counted.
    static func lineCount(of paragraph: Int, in paragraphs: DocumentParagraphs, width: Int, fieldSpacing: Int) -> Int {
        let (block, part) = paragraphs.location(of: paragraph)
        switch paragraphs.sources[block] {
        case .text(let text, let starts, _):
            return TextWrapping.lineCount(of: DocumentParagraphs.text(of: part, in: text, starts: starts), width: width)
        case .gap:
            return 1
        case .fields(let fields):
            var lines: [ScrollView.Line] = []
            ScrollView.appendFields(fields, block: block, width: width, spacing: fieldSpacing, to: &lines)
            return lines.count
        }
    }

    /// The lines of `paragraphs` at `width` from the first, counted until there are at
    /// least `limit`: enough to tell whether they overflow, at the cost of what is counted.
    static func lineCount(of paragraphs: DocumentParagraphs, width: Int, fieldSpacing: Int, upTo limit: Int) -> Int {
        var total = 0
        var paragraph = 0
        while paragraph < paragraphs.count, total < limit {
            total += lineCount(of: paragraph, in: paragraphs, width: max(1, width), fieldSpacing: fieldSpacing)
            paragraph += 1
        }
        return total
    }

    private func record(_ exact: Int, for paragraph: Int) {
        let old = counts[paragraph]
        guard old < 0 else { return }
        counts[paragraph] = Int32(clamping: exact)
        tree.add(exact + Int(old), at: paragraph)
        estimates -= 1
    }

    /// The lines before `place`: exact when the counts before it are.
    func offset(of place: Place) -> Int {
        tree.sum(before: place.paragraph) + place.line
    }

    // MARK: - Walking

    /// The first line.
    var start: Place { Place(paragraph: 0, line: 0) }

    /// The last line.
    func end() -> Place {
        let last = paragraphs.count - 1
        return Place(paragraph: last, line: lineCount(of: last) - 1)
    }

    /// The place `lines` lines after `place` (before it when negative), stopping at
    /// the first or the last line; and how many lines it moved.
    func advance(_ place: Place, by lines: Int) -> (place: Place, moved: Int) {
        var paragraph = place.paragraph
        var line = place.line
        var remaining = lines.magnitude
        if lines > 0 {
            while remaining > 0 {
                let count = UInt(lineCount(of: paragraph))
                if UInt(line) + remaining < count {
                    line += Int(remaining)
                    remaining = 0
                } else if paragraph + 1 == paragraphs.count {
                    remaining -= count - 1 - UInt(line)
                    line = Int(count) - 1
                    break
                } else {
                    remaining -= count - UInt(line)
                    paragraph += 1
                    line = 0
                }
            }
        } else {
            while remaining > 0 {
                if UInt(line) >= remaining {
                    line -= Int(remaining)
                    remaining = 0
                } else if paragraph == 0 {
                    remaining -= UInt(line)
                    line = 0
                    break
                } else {
                    remaining -= UInt(line) + 1
                    paragraph -= 1
                    line = lineCount(of: paragraph) - 1
                }
            }
        }
        return (Place(paragraph: paragraph, line: line), Int(lines.magnitude - remaining))
    }

    /// The first line of the last `rows` lines: the top of the last page.
    func lastPage(rows: Int) -> Place {
        advance(end(), by: -(max(1, rows) - 1)).place
    }

    /// `place`, or the top of the last page when fewer than `rows` lines are left from it.
    func clamped(_ place: Place, rows: Int) -> Place {
        let rows = max(1, rows)
        return advance(place, by: rows - 1).moved < rows - 1 ? lastPage(rows: rows) : place
    }

    // MARK: - Lines and anchors

    /// The lines of text paragraph `paragraph`, wrapped now unless lately.
    private func lines(of paragraph: Int, text: String, starts: [Int], part: Int) -> [Wrapped] {
        if let lines = wrapped[paragraph] { return lines }
        let string = DocumentParagraphs.text(of: part, in: text, starts: starts)
        let utf8 = string.utf8
        let lines = TextWrapping.spans(of: string, width: width).map { span in
            let start = utf8.index(utf8.startIndex, offsetBy: span.start)
            let end = utf8.index(utf8.startIndex, offsetBy: span.end)
            return Wrapped(start: span.start, text: String(Substring(utf8[start..<end])))
        }
        // Only what is looked at is kept: a few pages' worth.
        if wrapped.count >= 1024 { wrapped.removeAll(keepingCapacity: true) }
        wrapped[paragraph] = lines
        record(lines.count, for: paragraph)
        return lines
    }

    /// The lines of fields paragraph `paragraph`, of block `block`.
    private func fieldLines(of paragraph: Int, block: Int, fields: [ScrollView.Field]) -> [ScrollView.Line] {
        if let wrapped = fieldLines[paragraph] { return wrapped }
        var wrapped: [ScrollView.Line] = []
        ScrollView.appendFields(fields, block: block, width: width, spacing: fieldSpacing, to: &wrapped)
        fieldLines[paragraph] = wrapped
        record(wrapped.count, for: paragraph)
        return wrapped
    }

    /// What the line at `place` shows: a field's label, then its text from a column, in
    /// a role.
    struct Shown {
        var label = ""
        var text: String
        var column = 0
        var role: KeyPath<Theme, Style>
        /// The runs of the block with a look of their own, and where in the block's
        /// text (UTF-8) the line starts.
        var marks: [MarkedText.Mark] = []
        var start = 0
    }

    /// The `rows` lines from `place` on (fewer at the end), to draw: each paragraph's
    /// block and wrapped lines looked up once, however many of its lines are shown.
    func shown(from place: Place, rows: Int) -> [Shown] {
        var shown: [Shown] = []
        shown.reserveCapacity(min(max(0, rows), 1_024))
        var paragraph = place.paragraph
        var line = place.line
        while shown.count < rows, paragraph < paragraphs.count {
            let (block, part) = paragraphs.location(of: paragraph)
            let wanted = rows - shown.count
            switch paragraphs.sources[block] {
            case .text(let text, let starts, let look):
                let wrapped = lines(of: paragraph, text: text, starts: starts, part: part)
                for index in line..<min(wrapped.count, line + wanted) {
                    shown.append(
                        Shown(
                            text: wrapped[index].text, role: look.role, marks: look.marks,
                            start: starts[part] + wrapped[index].start))
                }
            case .gap:
                shown.append(Shown(text: "", role: \.text))
            case .fields(let fields):
                let wrapped = fieldLines(of: paragraph, block: block, fields: fields)
                for field in wrapped[line..<min(wrapped.count, line + wanted)] {
                    shown.append(
                        Shown(label: field.label, text: field.text, column: field.textColumn, role: field.role))
                }
            }
            paragraph += 1
            line = 0
        }
        return shown
    }

    /// Where the line at `place` comes from.
    func anchor(of place: Place) -> ScrollView.Anchor {
        let (block, part) = paragraphs.location(of: place.paragraph)
        switch paragraphs.sources[block] {
        case .text(let text, let starts, _):
            let line = lines(of: place.paragraph, text: text, starts: starts, part: part)[place.line]
            return ScrollView.Anchor(block: block, part: part, offset: line.start)
        case .gap:
            return ScrollView.Anchor(block: block)
        case .fields(let fields):
            return fieldLines(of: place.paragraph, block: block, fields: fields)[place.line].anchor
        }
    }

    /// The line of `anchor` at this width: the last one starting at or before it.
    func place(of anchor: ScrollView.Anchor?) -> Place {
        guard let anchor, !isEmpty else { return start }
        guard anchor.block < paragraphs.sources.count else { return end() }
        let first = paragraphs.firstParagraph[anchor.block]
        let count = paragraphs.firstParagraph[anchor.block + 1] - first
        guard count > 0 else {
            // A block with no lines: the line before where it would be.
            return first == 0 ? start : Place(paragraph: first - 1, line: lineCount(of: first - 1) - 1)
        }
        switch paragraphs.sources[anchor.block] {
        case .text(let text, let starts, _):
            guard anchor.part < count else {
                return Place(paragraph: first + count - 1, line: lineCount(of: first + count - 1) - 1)
            }
            let paragraph = first + anchor.part
            let wrapped = lines(of: paragraph, text: text, starts: starts, part: anchor.part)
            let line = wrapped.lastIndex { $0.start <= anchor.offset } ?? 0
            return Place(paragraph: paragraph, line: line)
        case .gap:
            return Place(paragraph: first, line: 0)
        case .fields(let fields):
            let wrapped = fieldLines(of: first, block: anchor.block, fields: fields)
            return Place(paragraph: first, line: wrapped.lastIndex { $0.anchor <= anchor } ?? 0)
        }
    }
}
