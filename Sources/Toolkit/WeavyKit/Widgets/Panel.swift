/// A bordered box with a title, centered in the space it is given: a sign-in box, a
/// "nothing here yet" card, a form standing alone on a screen.
///
/// ```swift
/// let form = Form(rows: [.init("Name", name), .init("Password", password)])
/// let login = Panel(title: "Sign in", content: form, width: 40)
/// ```
///
/// The box is as wide as `width` (or as the content's preferred width) and as high as
/// the content wants at that width, plus the border and the padding, never more than
/// the space there is. The content has the focus; the border is drawn in the theme's
/// border style with the title in its top edge.
@MainActor
public final class Panel: Component {
    /// What the box holds.
    public let content: Component
    /// The content's width inside the border, when set; else the content's preferred
    /// width, else two thirds of the space.
    public var width: Int? {
        didSet { setNeedsDisplay() }
    }
    /// Blank cells between the border and the content, at the left and right; half as
    /// many rows above and below.
    public let padding: Int

    /// Where the box went in the last layout, in this component's coordinates.
    private var box = Rect.zero

    /// Creates a panel.
    ///
    /// - Parameters:
    ///   - title: shown in the top edge of the border (and as the panel's title in a
    ///     navigation stack's path).
    ///   - content: what the box holds; it has the focus.
    ///   - width: the content's width inside the box, or `nil` to ask the content.
    ///   - padding: blank columns between the border and the content (1 by default).
    public init(title: String, content: Component, width: Int? = nil, padding: Int = 1) {
        self.content = content
        self.width = width
        self.padding = max(0, padding)
        super.init(title: title)
        addChild(content)
    }

    public override var focusedChild: Component? { content }

    public override func layout() {
        let space = bounds.size
        let verticalPadding = padding / 2
        let chrome = Size(columns: 2 + 2 * padding, rows: 2 + 2 * verticalPadding)
        let available = Size(columns: max(1, space.columns - chrome.columns), rows: max(1, space.rows - chrome.rows))
        let wanted = width ?? content.preferredWidth(forHeight: available.rows) ?? (space.columns * 2 / 3)
        let innerWidth = min(max(1, wanted), available.columns)
        let innerHeight = min(max(1, content.preferredHeight(forWidth: innerWidth) ?? available.rows), available.rows)
        let outer = Size(columns: innerWidth + chrome.columns, rows: innerHeight + chrome.rows)
        box = bounds.centered(Size(columns: min(outer.columns, space.columns), rows: min(outer.rows, space.rows)))
        place(
            content,
            in: Rect(
                column: box.minColumn + 1 + padding, row: box.minRow + 1 + verticalPadding, columns: innerWidth,
                rows: innerHeight))
    }

    public override func draw(in canvas: Canvas) {
        canvas.border(box, style: canvas.theme.border, title: title, titleStyle: canvas.theme.modalTitle)
        canvas.draw(content)
    }

    /// The box's height for the content at `width`.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        let inner = self.width ?? max(1, width - 2 - 2 * padding)
        return content.preferredHeight(forWidth: inner).map { $0 + 2 + 2 * (padding / 2) }
    }

    /// The box's width.
    public override func preferredWidth(forHeight height: Int) -> Int? {
        (width ?? content.preferredWidth(forHeight: height)).map { $0 + 2 + 2 * padding }
    }
}
