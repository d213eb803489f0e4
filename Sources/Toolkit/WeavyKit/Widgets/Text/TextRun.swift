/// A piece of text with a look of its own: a theme role in place of the surrounding
/// text's, a ``Link``, or both. ``Label/init(runs:title:style:alignment:)`` and a
/// ``ScrollView``'s ``ScrollView/Block/runs(_:role:)`` block take their text as runs:
///
/// ```swift
/// let body: [TextRun] = [
///     TextRun("The build failed; the log is at "),
///     TextRun("ci.example.org/runs/812", style: \.accent, link: Link("https://ci.example.org/runs/812")),
///     TextRun("."),
/// ]
/// ```
///
/// The runs wrap as their joined text does; a run wrapped onto several lines keeps its
/// look and stays one link to the terminal. Nothing becomes a link unless a run says so.
public struct TextRun: Hashable {
    /// The text; `\n` starts a new line.
    public var text: String
    /// The theme role the run is drawn in; `nil` for the surrounding text's.
    public var style: KeyPath<Theme, Style>?
    /// The link the run carries, if any.
    public var link: Link?

    /// Creates a run of `text`, drawn in `style` (the surrounding text's when `nil`),
    /// carrying `link`.
    public init(_ text: String, style: KeyPath<Theme, Style>? = nil, link: Link? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }
}

/// Runs joined into one text, and where in it (UTF-8 offsets) the runs with a look of
/// their own lie: what a widget wraps and what it draws each wrapped line with.
struct MarkedText: Hashable {
    /// A run with a style or a link: its bytes in the joined text.
    struct Mark: Hashable {
        var start: Int
        var end: Int
        var style: KeyPath<Theme, Style>?
        var link: Link?
    }

    var text: String
    /// In order, none overlapping, none empty.
    var marks: [Mark]

    /// Plain text, with no marks.
    init(_ text: String) {
        self.text = text
        self.marks = []
    }

    init(_ runs: [TextRun]) {
        var text = ""
        var marks: [Mark] = []
        for run in runs {
            let start = text.utf8.count
            text += run.text
            let end = text.utf8.count
            if end > start, run.style != nil || run.link != nil {
                marks.append(Mark(start: start, end: end, style: run.style, link: run.link))
            }
        }
        self.text = text
        self.marks = marks
    }

    /// The text as runs again: the marked ones, and plain ones between them.
    var runs: [TextRun] {
        let utf8 = text.utf8
        func slice(_ start: Int, _ end: Int) -> String {
            String(
                Substring(
                    utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
        }
        var runs: [TextRun] = []
        var offset = 0
        for mark in marks {
            if mark.start > offset { runs.append(TextRun(slice(offset, mark.start))) }
            runs.append(TextRun(slice(mark.start, mark.end), style: mark.style, link: mark.link))
            offset = mark.end
        }
        if offset < utf8.count || runs.isEmpty { runs.append(TextRun(slice(offset, utf8.count))) }
        return runs
    }
}

extension Canvas {
    /// Draws `line`, the bytes of a ``MarkedText``'s text from UTF-8 offset `start`, as
    /// ``text(_:at:style:link:width:)`` draws it in `style`: the marked parts in their own
    /// role and with their links. Returns the cells drawn.
    @discardableResult
    func text(
        _ line: some StringProtocol, marking marks: [MarkedText.Mark], from start: Int, at point: Point, style: Style,
        width: Int? = nil
    ) -> Int {
        let end = start + line.utf8.count
        let overlapping = marks.filter { $0.start < end && $0.end > start }
        guard !overlapping.isEmpty else { return text(line, at: point, style: style, width: width) }
        let utf8 = Substring(line).utf8
        var used = 0
        var offset = start
        func draw(upTo stop: Int, style: Style, link: Link?) {
            guard stop > offset else { return }
            let from = utf8.index(utf8.startIndex, offsetBy: offset - start)
            let to = utf8.index(utf8.startIndex, offsetBy: stop - start)
            let remaining = width.map { max(0, $0 - used) }
            if remaining != 0 {
                used += text(
                    Substring(utf8[from..<to]), at: Point(column: point.column + used, row: point.row), style: style,
                    link: link, width: remaining)
            }
            offset = stop
        }
        for mark in overlapping {
            draw(upTo: max(offset, mark.start), style: style, link: nil)
            draw(upTo: min(end, mark.end), style: mark.style.map { theme[keyPath: $0] } ?? style, link: mark.link)
        }
        draw(upTo: end, style: style, link: nil)
        return used
    }
}
