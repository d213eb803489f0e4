/// Components stacked top to bottom, with optional spacing and padding.
///
/// Each child takes its ``Component/preferredHeight(forWidth:)``; children without one
/// share what is left. When there is not enough room, the last children are cut. Keys
/// go to ``focusedChild``, which the owner chooses with ``focus(_:)``.
@MainActor
public final class VerticalLayout: Component {
    /// Rows between children.
    public var spacing: Int
    /// Space around the children.
    public var padding: Insets

    private weak var focused: Component?

    /// Creates a layout of `children`.
    public init(title: String = "", spacing: Int = 1, padding: Insets = Insets(), _ children: [Component] = []) {
        self.spacing = spacing
        self.padding = padding
        super.init(title: title)
        for child in children { addChild(child) }
    }

    /// Gives keys to `child` first (it must be one of the children).
    public func focus(_ child: Component?) {
        focused = child
        setNeedsDisplay()
    }

    public override var focusedChild: Component? { focused }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        let inner = width - padding.left - padding.right
        var total = padding.top + padding.bottom + spacing * max(0, children.count - 1)
        for child in children {
            guard let height = child.preferredHeight(forWidth: inner) else { return nil }
            total += height
        }
        return total
    }

    public override func layout() {
        let area = bounds.inset(by: padding)
        let width = area.size.columns
        let heights = children.map { $0.preferredHeight(forWidth: width) }
        let fixed = heights.compactMap { $0 }.reduce(0, +) + spacing * max(0, children.count - 1)
        let flexibleCount = heights.filter { $0 == nil }.count
        let flexible = flexibleCount > 0 ? max(0, area.size.rows - fixed) / flexibleCount : 0
        var row = area.minRow
        for (child, height) in zip(children, heights) {
            let rows = min(height ?? flexible, max(0, area.maxRow - row))
            place(child, in: Rect(column: area.minColumn, row: row, columns: width, rows: rows))
            row += rows + spacing
        }
    }
}
