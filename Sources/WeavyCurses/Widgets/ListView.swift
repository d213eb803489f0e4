/// A selectable, scrolling list: one row per item, with text at the left and an
/// optional column aligned at the right (a year, a count).
///
/// Keys: Up/Down and `k`/`j` move, PageUp/PageDown move by a page, Home/End and
/// `g`/`G` jump to the ends; the ``activationKeys`` (Enter and Right by default) call
/// ``onActivate``. The mouse wheel scrolls, a click selects, a double click activates.
/// Widths are measured in cells, so the right column stays aligned whatever the script.
@MainActor
public final class ListView<Item>: Component {
    /// What one row shows.
    public struct Row {
        /// The text at the left, cut with `…` when it does not fit.
        public var text: String
        /// The text aligned at the right edge.
        public var detail: String?

        /// Creates a row.
        public init(_ text: String, detail: String? = nil) {
            self.text = text
            self.detail = detail
        }
    }

    /// The items, in order. Setting them keeps the selection in range.
    public var items: [Item] {
        didSet {
            clampSelection()
            setNeedsDisplay()
        }
    }

    /// How an item is shown.
    public var row: (Item) -> Row

    /// The index of the selected item, `nil` when the list is empty.
    public private(set) var selectedIndex: Int?

    /// The first visible row.
    public private(set) var scrollOffset = 0

    /// Keys that activate the selected item.
    public var activationKeys: Set<Key> = [.enter, .right]

    /// Called when the selected item is activated.
    public var onActivate: (@MainActor (Item, Int) -> Void)?

    /// Called when the selection moves.
    public var onSelect: (@MainActor (Item, Int) -> Void)?

    /// Shown when there are no items.
    public var emptyText = "Nothing here."

    /// The rows the last layout showed: paging moves by this much.
    public private(set) var visibleRows = 10

    /// Creates a list of `items`, each shown by `row`.
    public init(title: String = "", items: [Item] = [], row: @escaping (Item) -> Row) {
        self.items = items
        self.row = row
        super.init(title: title)
        clampSelection()
    }

    /// The selected item.
    public var selectedItem: Item? {
        selectedIndex.map { items[$0] }
    }

    /// Selects the item at `index` (clamped) and scrolls it into view.
    ///
    /// - Parameter notify: whether a change of selection calls ``onSelect``; pass `false`
    ///   when the program itself shows what is already chosen, so that nothing reacts to
    ///   it as to the user's choice.
    public func select(_ index: Int, notify: Bool = true) {
        guard !items.isEmpty else { return }
        let clamped = min(max(0, index), items.count - 1)
        let changed = clamped != selectedIndex
        selectedIndex = clamped
        scrollToSelection()
        setNeedsDisplay()
        if changed, notify { onSelect?(items[clamped], clamped) }
    }

    private func clampSelection() {
        if items.isEmpty {
            selectedIndex = nil
            scrollOffset = 0
        } else {
            selectedIndex = min(selectedIndex ?? 0, items.count - 1)
            scrollToSelection()
        }
    }

    private func scrollToSelection() {
        guard let selected = selectedIndex else { return }
        if selected < scrollOffset { scrollOffset = selected }
        if selected >= scrollOffset + visibleRows { scrollOffset = selected - visibleRows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, items.count - visibleRows)))
    }

    public override func handle(_ key: Key) -> Bool {
        guard let selected = selectedIndex else { return false }
        if activationKeys.contains(key) {
            onActivate?(items[selected], selected)
            return onActivate != nil
        }
        switch key {
        case .up, "k": select(selected - 1)
        case .down, "j": select(selected + 1)
        case .pageUp: select(selected - max(1, visibleRows - 1))
        case .pageDown: select(selected + max(1, visibleRows - 1))
        case .home, "g": select(0)
        case .end, "G": select(items.count - 1)
        case .mouse(let event):
            return handleMouse(event)
        default:
            return false
        }
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp:
            scrollOffset = max(0, scrollOffset - 3)
            if let selected = selectedIndex, selected >= scrollOffset + visibleRows {
                select(scrollOffset + visibleRows - 1)
            }
        case .wheelDown:
            scrollOffset = max(0, min(scrollOffset + 3, items.count - visibleRows))
            if let selected = selectedIndex, selected < scrollOffset { select(scrollOffset) }
        case .click, .press, .doubleClick:
            let index = scrollOffset + event.location.row - frame.minRow
            guard items.indices.contains(index) else { return false }
            select(index)
            if event.kind == .doubleClick { onActivate?(items[index], index) }
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    public override var keyHints: [KeyHint] {
        items.isEmpty ? [] : [KeyHint("↑↓", "move")] + (onActivate == nil ? [] : [KeyHint("Enter", "open")])
    }

    public override func layout() {
        visibleRows = max(1, bounds.size.rows)
        scrollToSelection()
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        guard !items.isEmpty else {
            canvas.text(emptyText, at: Point(column: 1, row: 0), style: theme.secondaryText)
            return
        }
        let focused = isFocused
        let width = canvas.size.columns
        for line in 0..<min(visibleRows, items.count - scrollOffset) {
            let index = scrollOffset + line
            let content = row(items[index])
            let selected = index == selectedIndex
            let rowStyle = selected ? (focused ? theme.selection : theme.inactiveSelection) : theme.text
            if selected {
                canvas.fill(Rect(column: 0, row: line, columns: width, rows: 1), style: rowStyle)
            }
            var textWidth = max(0, width - 2)
            if let detail = content.detail, !detail.isEmpty {
                let detailStart = canvas.textAlignedRight(
                    detail, row: line, style: selected ? rowStyle : theme.secondaryText, trailingMargin: 1)
                textWidth = max(0, detailStart - 2)
            }
            canvas.text(
                CellText.truncated(content.text, to: textWidth), at: Point(column: 1, row: line), style: rowStyle)
        }
    }
}
