/// Tabs, each with its own content (usually a ``NavigationStack``), and a tab line.
///
/// Only the selected tab's content is presented; the others are hidden and keep their
/// state (their stack, their selection). Number keys `1`–`9`, Tab and Shift-Tab switch
/// tabs when the focused content does not use them (Tab and Shift-Tab only when there
/// are two tabs or more); a click on a tab selects it.
@MainActor
public final class TabBar: Component {
    /// The index of the selected tab.
    public private(set) var selectedIndex = 0

    /// Called after the selection changes, with the new index.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Creates a tab bar showing `tabs`, the first one selected. Each tab's title is
    /// its content's ``Component/title``.
    public init(tabs: [Component] = []) {
        super.init()
        for tab in tabs { addChild(tab) }
    }

    /// The tabs' contents.
    public var tabs: [Component] { children }

    /// The selected tab's content.
    public var selected: Component? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// Adds a tab at the end.
    public func addTab(_ content: Component) {
        addChild(content)
    }

    /// Removes a tab; its content is dismissed. The selected tab stays selected; when it
    /// is the one removed, the tab that takes its place (or the new last one) is selected
    /// and ``onSelect`` is called.
    public func removeTab(_ content: Component) {
        guard let index = indexOfChild(content) else { return }
        removeChild(content)
        guard index <= selectedIndex else { return }
        if index < selectedIndex {
            selectedIndex -= 1  // the same content, one place to the left
            return
        }
        selectedIndex = min(selectedIndex, max(0, children.count - 1))
        for child in children { child.updatePresentation() }
        setNeedsDisplay()
        if !children.isEmpty { onSelect?(selectedIndex) }
    }

    /// Selects the tab at `index` (ignored when out of range).
    public func select(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let previous = selectedIndex
        selectedIndex = index
        for child in children { child.updatePresentation() }
        setNeedsDisplay()
        if previous != index { onSelect?(index) }
    }

    public override func shows(_ child: Component) -> Bool { child === selected }

    public override var focusedChild: Component? { selected }

    public override var isContainer: Bool { true }

    override var placesScreens: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        guard !children.isEmpty else { return false }
        switch key {
        case .tab where children.count < 2, .backTab where children.count < 2:
            return false
        case .tab:
            select((selectedIndex + 1) % children.count)
        case .backTab:
            select((selectedIndex + children.count - 1) % children.count)
        case .character(let character):
            guard let number = character.wholeNumberValue, number >= 1, number <= min(9, children.count) else {
                return false
            }
            select(number - 1)
        case .mouse(let event) where event.kind == .click || event.kind == .press:
            guard event.location.row == frame.minRow, let index = tabIndex(atColumn: event.location.column) else {
                return false
            }
            select(index)
        default:
            return false
        }
        return true
    }

    public override func takes(_ key: Key) -> Bool {
        switch key {
        case .tab, .backTab: children.count > 1
        case .character(let character):
            character.wholeNumberValue.map { $0 >= 1 && $0 <= min(9, children.count) } ?? false
        default: false
        }
    }

    public override var keyHints: [KeyHint] {
        children.count > 1 ? [KeyHint("Tab", "switch tab", short: "tab")] : []
    }

    /// The label of each tab and where it starts, relative to the tab line.
    private func tabLabels() -> [(label: String, column: Int)] {
        var column = 1
        var labels: [(label: String, column: Int)] = []
        labels.reserveCapacity(children.count)
        for (index, tab) in children.enumerated() {
            var label = " "
            if index < 9 { label += String(index + 1) + " " }
            label += tab.title
            label += " "
            labels.append((label, column))
            column += CellText.width(label) + 1
        }
        return labels
    }

    private func tabIndex(atColumn column: Int) -> Int? {
        let local = column - frame.minColumn
        return tabLabels().firstIndex { local >= $0.column && local < $0.column + CellText.width($0.label) }
    }

    public override func layout() {
        if let selected {
            placeScreen(selected, in: bounds.splitTop(1).rest)
        }
    }

    public override func draw(in canvas: Canvas) {
        let line = canvas.bounds.splitTop(1).top
        canvas.region(line).markRegion(.tabStrip, id: regionID)
        canvas.fill(line, style: canvas.theme.tabBar)
        for (index, tab) in tabLabels().enumerated() {
            let style = index == selectedIndex ? canvas.theme.selectedTab : canvas.theme.tabBar
            canvas.text(tab.label, at: Point(column: tab.column, row: 0), style: style)
        }
        if let selected {
            canvas.draw(selected)
        }
    }

    public override func releaseHandlers() {
        onSelect = nil
        super.releaseHandlers()
    }
}
