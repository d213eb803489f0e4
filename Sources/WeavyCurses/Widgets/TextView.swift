/// Text wrapped to its width, in one of the theme's styles.
///
/// When the text is taller than the space it gets, Up/Down and PageUp/PageDown scroll
/// it (only when it has the focus).
@MainActor
public final class TextView: Component {
    /// The text; newlines start new lines.
    public var text: String {
        didSet {
            scrollOffset = 0
            wrapped = nil
            setNeedsDisplay()
        }
    }

    /// Lines for the last width, kept until the text changes.
    private var wrapped: (width: Int, lines: [String])?

    private func lines(forWidth width: Int) -> [String] {
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let lines = TextWrapping.lines(text, width: width)
        wrapped = (width, lines)
        return lines
    }

    /// The theme role it is drawn with.
    public var role: KeyPath<Theme, Style>

    /// The first visible line.
    public private(set) var scrollOffset = 0
    /// The lines at the width of the last layout.
    private var lines: [String] { wrapped?.lines ?? [] }
    /// The rows the last layout gave the view.
    private var visibleHeight = 0

    /// Creates a text view.
    public init(_ text: String, role: KeyPath<Theme, Style> = \.text) {
        self.text = text
        self.role = role
        super.init()
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        lines(forWidth: width).count
    }

    public override func handle(_ key: Key) -> Bool {
        let maximum = max(0, lines.count - visibleHeight)
        guard maximum > 0 else { return false }
        let previous = scrollOffset
        switch key {
        case .up, "k": scrollOffset -= 1
        case .down, "j": scrollOffset += 1
        case .pageUp: scrollOffset -= max(1, visibleHeight - 1)
        case .pageDown: scrollOffset += max(1, visibleHeight - 1)
        default: return false
        }
        scrollOffset = min(max(0, scrollOffset), maximum)
        if scrollOffset != previous { setNeedsDisplay() }
        return true
    }

    public override func layout() {
        let lines = lines(forWidth: bounds.size.columns)
        visibleHeight = bounds.size.rows
        scrollOffset = min(scrollOffset, max(0, lines.count - visibleHeight))
    }

    public override func draw(in canvas: Canvas) {
        let style = canvas.theme[keyPath: role]
        for (row, line) in lines.dropFirst(scrollOffset).prefix(canvas.size.rows).enumerated() {
            canvas.text(line, at: Point(column: 0, row: row), style: style)
        }
    }
}
