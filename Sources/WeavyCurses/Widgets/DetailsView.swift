/// Key/value details: labels in one aligned column, values beside them, wrapped.
///
/// ```
/// Year       2009
/// Director   James Cameron
/// ```
@MainActor
public final class DetailsView: Component {
    /// One labelled value.
    public struct Field: Hashable, Sendable {
        public var label: String
        public var value: String

        /// Creates a field.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The fields, in order.
    public var fields: [Field] {
        didSet {
            wrapped = nil
            setNeedsDisplay()
        }
    }

    /// Lines for the last width, kept until the fields change.
    private var wrapped: (width: Int, lines: [(label: String, value: String)])?

    /// Cells between the label column and the values.
    public var spacing = 3 {
        didSet { wrapped = nil }
    }

    /// Creates details showing `fields`.
    public init(title: String = "", fields: [Field]) {
        self.fields = fields
        super.init(title: title)
    }

    private var labelWidth: Int {
        fields.map { CellText.width($0.label) }.max() ?? 0
    }

    private func lines(forWidth width: Int) -> [(label: String, value: String)] {
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let valueWidth = max(1, width - labelWidth - spacing)
        let lines = fields.flatMap { field in
            let values = TextWrapping.lines(field.value, width: valueWidth)
            return values.enumerated().map { index, value in (index == 0 ? field.label : "", value) }
        }
        wrapped = (width, lines)
        return lines
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        lines(forWidth: width).count
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        for (row, line) in lines(forWidth: canvas.size.columns).enumerated() {
            canvas.text(line.label, at: Point(column: 0, row: row), style: theme.label)
            canvas.text(line.value, at: Point(column: labelWidth + spacing, row: row), style: theme.text)
        }
    }
}
