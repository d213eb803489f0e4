/// What is left of the old key/value view, so that the demo's own document view builds
/// until it moves to ``ScrollView`` (whose ``ScrollView/Block/fields(_:)`` blocks do
/// what it did). Not for new code: it goes away with that move.
public enum DetailsView {
    /// A labelled value: ``ScrollView/Field``.
    public typealias Field = ScrollView.Field

    /// Fields laid out at a width: the column the values start at, and one entry a row
    /// (the label on a value's first row only).
    public struct Layout: Sendable {
        /// The widest label and the spacing.
        public let valueColumn: Int
        /// The rows, top to bottom.
        public let rows: [(label: String, value: String)]
    }

    /// Lays out `fields` in `width` cells, `spacing` cells between labels and values,
    /// every value wrapped right of the widest label.
    public static func layout(_ fields: [Field], width: Int, spacing: Int = 3) -> Layout {
        let valueColumn = (fields.map { CellText.width($0.label) }.max() ?? 0) + spacing
        let rows = fields.flatMap { field in
            TextWrapping.lines(field.value, width: max(1, width - valueColumn)).enumerated().map { index, value in
                (label: index == 0 ? field.label : "", value: value)
            }
        }
        return Layout(valueColumn: valueColumn, rows: rows)
    }
}
