/// Static text in one of the theme's styles, wrapped to its width: a heading, a line of
/// help, a screen that only says something.
///
/// ```swift
/// let page = Label("Avatar (2009)", title: "Avatar", style: \.heading)
/// stack.push(page)
/// return [.show(page)]
/// ```
///
/// The style is a role of the ``Theme`` (`\.text`, `\.heading`, `\.secondaryText`,
/// `\.error`, …), so the label reads well on light and dark terminals alike. Lines
/// break at spaces (words longer than the width are cut), explicit line breaks are
/// kept, and widths are in cells (CJK and emoji take two).
///
/// Text with a link or a word in another role is given as runs
/// (``init(runs:title:style:alignment:)``): they wrap as their joined text does.
@MainActor
public final class Label: Component {
    /// The text shown. Setting it shows it all in ``style``, with no links.
    public var text: String {
        get { content.text }
        set { content = MarkedText(newValue) }
    }

    /// The text shown, as runs: a link or another theme role on some of it.
    public var runs: [TextRun] {
        get { content.runs }
        set { content = MarkedText(newValue) }
    }

    /// The text and where its runs with a look of their own lie.
    private var content: MarkedText {
        didSet { if content != oldValue { setNeedsDisplay() } }
    }

    /// The theme role the text is drawn in.
    public var style: KeyPath<Theme, Style> {
        didSet { setNeedsDisplay() }
    }

    /// Where each line goes in the label's width.
    public var alignment: TextAlignment {
        didSet { setNeedsDisplay() }
    }

    /// The lines of the last layout, each with where it starts in the text (UTF-8).
    private var lines: [(text: String, start: Int)] = []

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: what it says; `\n` starts a new line.
    ///   - title: its title, for a navigation stack's path or a tab (empty by default).
    ///   - style: the theme role it is drawn in; body text by default.
    ///   - alignment: where its lines go; leading by default.
    public init(
        _ text: String, title: String = "", style: KeyPath<Theme, Style> = \.text, alignment: TextAlignment = .leading
    ) {
        self.content = MarkedText(text)
        self.style = style
        self.alignment = alignment
        super.init(title: title)
    }

    /// Creates a label of `runs`: their texts joined, each drawn in its own role (or
    /// `style`) and carrying its link, wrapped as the joined text is.
    ///
    /// ```swift
    /// let notice = Label(runs: [
    ///     TextRun("Signed in. Read "),
    ///     TextRun("what changed", link: Link("https://example.org/changes")),
    ///     TextRun(" since your last visit."),
    /// ])
    /// ```
    public init(
        runs: [TextRun], title: String = "", style: KeyPath<Theme, Style> = \.text, alignment: TextAlignment = .leading
    ) {
        self.content = MarkedText(runs)
        self.style = style
        self.alignment = alignment
        super.init(title: title)
    }

    /// One column at the left when it is a screen, where a list's rows start.
    public override var screenInsets: Insets { Insets(left: 1) }

    public override func layout() {
        lines = Self.wrap(content.text, width: max(1, frame.size.columns))
    }

    /// `text`'s lines at `width`, as ``TextWrapping/lines(_:width:)`` makes them, each
    /// with its UTF-8 offset in `text`.
    private static func wrap(_ text: String, width: Int) -> [(text: String, start: Int)] {
        var lines: [(text: String, start: Int)] = []
        let whole = text.utf8
        for paragraph in TextWrapping.paragraphs(of: text) {
            let utf8 = paragraph.utf8
            let base = whole.distance(from: whole.startIndex, to: utf8.startIndex)
            for span in TextWrapping.spans(of: paragraph, width: width) {
                let start = utf8.index(utf8.startIndex, offsetBy: span.start)
                let end = utf8.index(utf8.startIndex, offsetBy: span.end)
                lines.append((String(Substring(utf8[start..<end])), base + span.start))
            }
        }
        return lines
    }

    public override func draw(in canvas: Canvas) {
        let style = canvas.theme[keyPath: self.style]
        for (row, line) in lines.prefix(canvas.size.rows).enumerated() {
            let width = CellText.width(line.text)
            let spare = max(0, canvas.size.columns - width)
            let column =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            canvas.text(
                line.text, marking: content.marks, from: line.start, at: Point(column: column, row: row), style: style)
        }
    }

    /// The number of lines the text takes at `width`.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        TextWrapping.lines(text, width: max(1, width)).count
    }

    /// The width of the widest line, unwrapped.
    public override func preferredWidth(forHeight height: Int) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { CellText.width($0) }.max() ?? 0
    }
}
