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

    /// The layout for the last width, kept until the fields change.
    private var wrapped: (width: Int, layout: Layout)?

    /// Cells between the label column and the values.
    public var spacing = 3 {
        didSet { wrapped = nil }
    }

    /// Creates details showing `fields`.
    public init(title: String = "", fields: [Field]) {
        self.fields = fields
        super.init(title: title)
    }

    /// How fields are laid out at a width: every value wrapped in the cells right of the
    /// widest label, the label on the value's first row only.
    public struct Layout: Sendable {
        /// The column the values start at: the widest label and the spacing.
        public let valueColumn: Int
        /// One entry a row: the label (empty on a value's further rows) and the value's text.
        public let rows: [(label: String, value: String)]
    }

    /// Lays out `fields` in `width` cells, `spacing` cells between labels and values. Other
    /// views showing labelled values the way this one does use it too.
    public static func layout(_ fields: [Field], width: Int, spacing: Int = 3) -> Layout {
        let valueColumn = (fields.map { CellText.width($0.label) }.max() ?? 0) + spacing
        let rows = fields.flatMap { field in
            TextWrapping.lines(field.value, width: max(1, width - valueColumn)).enumerated().map { index, value in
                (label: index == 0 ? field.label : "", value: value)
            }
        }
        return Layout(valueColumn: valueColumn, rows: rows)
    }

    private func layout(forWidth width: Int) -> Layout {
        if let wrapped, wrapped.width == width { return wrapped.layout }
        let layout = Self.layout(fields, width: width, spacing: spacing)
        wrapped = (width, layout)
        return layout
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        layout(forWidth: width).rows.count
    }

    public override func layout() {
        _ = layout(forWidth: bounds.size.columns)
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let layout = layout(forWidth: canvas.size.columns)
        for (row, line) in layout.rows.prefix(canvas.size.rows).enumerated() {
            canvas.text(line.label, at: Point(column: 0, row: row), style: theme.label)
            canvas.text(line.value, at: Point(column: layout.valueColumn, row: row), style: theme.text)
        }
    }
}
