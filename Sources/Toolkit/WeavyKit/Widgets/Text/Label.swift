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
@MainActor
public final class Label: Component {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// The theme role the text is drawn in.
    public var style: KeyPath<Theme, Style> {
        didSet { setNeedsDisplay() }
    }

    /// Where each line goes in the label's width.
    public var alignment: TextAlignment {
        didSet { setNeedsDisplay() }
    }

    /// The lines of the last layout.
    private var lines: [String] = []

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
        self.text = text
        self.style = style
        self.alignment = alignment
        super.init(title: title)
    }

    public override func layout() {
        lines = TextWrapping.lines(text, width: max(1, frame.size.columns))
    }

    public override func draw(in canvas: Canvas) {
        let style = canvas.theme[keyPath: self.style]
        for (row, line) in lines.prefix(canvas.size.rows).enumerated() {
            let width = CellText.width(line)
            let spare = max(0, canvas.size.columns - width)
            let column =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            canvas.text(line, at: Point(column: column, row: row), style: style)
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
