/// A selectable, scrolling list: one row per item, with text at the left and an
/// optional column aligned at the right (a year, a count).
///
/// ```swift
/// let list = ListView(items: movies, id: \.id) { ListView.Row($0.title, detail: String($0.year)) }
/// list.allowsFiltering = true
/// list.onActivate = { movie, _ in model.pick(movie) }
/// ```
///
/// Keys: Up/Down and `k`/`j` move, PageUp/PageDown move by a page, Home/End and
/// `g`/`G` jump to the ends; the ``activationKeys`` (Enter and Right by default) call
/// ``onActivate``. The mouse wheel scrolls, a click selects, a double click activates,
/// a click on the scroll bar's track pages. Widths are measured in cells, so the right
/// column stays aligned whatever the script; text too long is cut with `…`.
///
/// With ``allowsFiltering``, `/` starts a filter, as in Charm's lists: what is typed
/// narrows the rows to those whose text holds its letters in order, not necessarily side
/// by side (a fuzzy match: `gdf` finds "The Godfather"; case and accents ignored), the
/// best matches first, the matched letters drawn in the theme's ``Theme/match`` role; the
/// filter shows on a line of its own at the top with how many rows match. Backspace
/// edits it, Up/Down still move, Enter keeps the filter and gives the keys back to the
/// list, Esc clears it. In a long list (50,000 items and more) a keystroke never holds
/// input for long: the items are matched a slice a turn, the last rows showing meanwhile
/// (see ``isFilterPending``).
///
/// When the rows do not fit, a scroll bar shows in the rightmost column (see
/// `ScrollBar`). A list made with an `id` (or of `Identifiable` items) keeps the
/// selection on the same item when ``items`` change; otherwise it keeps the position.
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

    /// The items, in order. The selection follows the selected item when the list has
    /// an identity for items (see ``init(title:items:id:row:)-(_,[Item],_,_)``), else it keeps its
    /// position; the selected row stays where it was on the screen when it can.
    ///
    /// An item inserted or removed at the top costs what it costs at the bottom (see
    /// ``RowBuffer``): assign an array with `list.items = RowBuffer(items)`. Changed in
    /// place (`list.items[i] = item`, `list.items.insert(item, at: 0)`), a filtered list
    /// tests the items changed alone, as a ``Table`` does.
    public var items: RowBuffer<Item> {
        get { storedItems }
        set {
            let before = selectionBeforeChange()
            storedItems = newValue
            itemsDidChange(before, edits: nil)
        }
        // In place: `list.items.insert(_:at:)` moves the items instead of copying them
        // (with `didSet`, a caller in another module got a copy: 13 ms at a million).
        // Only the selection is kept from before the change.
        _modify {
            let before = selectionBeforeChange()
            storedItems.startRecordingEdits()
            yield &storedItems
            itemsDidChange(before, edits: storedItems.stopRecordingEdits())
        }
    }

    private var storedItems: RowBuffer<Item>

    /// How an item is shown.
    public var row: (Item) -> Row

    /// What tells two versions of an item are the same one, if anything.
    let identity: ((Item) -> AnyHashable)?

    /// The index in ``items`` of the selected item; `nil` when no row is shown.
    public private(set) var selectedIndex: Int?

    /// Which rows are visible.
    var viewport = RowViewport()

    /// The first visible row (counted among the rows shown, after filtering). Set, it
    /// scrolls there (kept in range, the last row at the bottom at most) and the selection
    /// moves to the nearest row in view, as the mouse wheel does: the same as
    /// ``Table/scrollOffset``.
    public var scrollOffset: Int {
        get { viewport.offset }
        set {
            viewport.offset = newValue
            viewport.reveal(nil, count: shownCount)
            if let position = position(ofItem: selectedIndex) {
                let visible = viewport.nearestVisible(position, count: shownCount)
                if visible != position { selectPosition(visible) }
            }
            setNeedsDisplay()
        }
    }

    /// The rows the last layout showed: paging moves by one less.
    public var visibleRows: Int { viewport.height }

    /// Keys that activate the selected item.
    public var activationKeys: Set<Key> = [.enter, .right]

    /// Called when the selected item is activated, with its index in ``items``.
    public var onActivate: (@MainActor (Item, Int) -> Void)?

    /// Called when the selection moves, with the item's index in ``items``.
    public var onSelect: (@MainActor (Item, Int) -> Void)?

    /// Whether items inserted at the top take the selection while it is on the first row,
    /// as a mailbox shows its newest message: the view stays at the top and the new first
    /// item is selected. Off by default: the selection stays on its item and the view
    /// keeps it on its screen row. Once someone moves down, the selection stays on its
    /// item either way.
    public var followsNewItemsAtTop = false

    /// Shown when there are no items, cut with `…` to the width.
    public var emptyText = "Nothing here."

    // MARK: Filtering (see ListView+Filter.swift)

    /// Whether `/` starts a filter. Off by default.
    public var allowsFiltering = false {
        didSet {
            if !allowsFiltering { clearFilter() }
        }
    }

    /// What the `/` filter reads of an item; `nil` (the default) for its row's text.
    /// Each item's text is read and folded once, when first matched, and again only when
    /// the item changes: a new query reads no other item than the selected one (and one
    /// edited), to find it among the matches. The same as ``Table/filterableText``.
    public var filterableText: ((Item) -> String)? {
        didSet {
            rowFilter.rowsDidChange()
            if filterText != nil { refilter() }
            setNeedsDisplay()
        }
    }

    /// Shown, cut to the width, when the filter matches nothing.
    public var noMatchesText = "No matches."

    /// The filter's text, `nil` when the list is not filtered.
    public internal(set) var filterText: String?

    /// Whether keys are typed into the filter.
    public internal(set) var isEditingFilter = false

    /// The items the filter lets through, best matches first (in the items' order among
    /// equals), kept in step with edits (see ``ShownRows/init(scored:query:text:)``);
    /// `nil` when not filtered (every item shows).
    var filteredRows: ShownRows<Item>?

    /// The `/` filter's matching: items folded once, narrowing from the last matches.
    var rowFilter = RowFilter()

    /// Where each item is by its identity: made by the first lookup, kept in step with
    /// the edits of the items, dropped when they change otherwise (see ``IdentityIndex``).
    var identityIndex: IdentityIndex?

    /// The last item selected while filtering, to come back to when the filter is
    /// cleared after it matched nothing.
    var selectionToRestore: Int?

    /// Creates a list of `items`, each shown by `row`; when items change, the selection
    /// keeps its position.
    public convenience init(title: String = "", items: [Item] = [], row: @escaping (Item) -> Row) {
        self.init(title: title, items: RowBuffer(items), row: row)
    }

    /// Creates a list of the items of a ``RowBuffer`` (a store's, shared until one side
    /// changes it), each shown by `row`; when items change, the selection keeps its
    /// position.
    public init(title: String = "", items: RowBuffer<Item>, row: @escaping (Item) -> Row) {
        self.storedItems = items
        self.row = row
        identity = nil
        super.init(title: title)
        selectedIndex = storedItems.isEmpty ? nil : 0
    }

    /// Creates a list of `items`, each shown by `row`, whose selection stays on the same
    /// item (the same `id`) when items are inserted, removed or moved.
    public convenience init<ID: Hashable>(
        title: String = "", items: [Item] = [], id: KeyPath<Item, ID>, row: @escaping (Item) -> Row
    ) {
        self.init(title: title, items: RowBuffer(items), id: id, row: row)
    }

    /// Creates a list of the items of a ``RowBuffer`` (a store's, shared until one side
    /// changes it), each shown by `row`, whose selection stays on the same item (the same
    /// `id`) when items are inserted, removed or moved.
    public init<ID: Hashable>(
        title: String = "", items: RowBuffer<Item>, id: KeyPath<Item, ID>, row: @escaping (Item) -> Row
    ) {
        self.storedItems = items
        self.row = row
        identity = { AnyHashable($0[keyPath: id]) }
        super.init(title: title)
        selectedIndex = storedItems.isEmpty ? nil : 0
    }

    /// The selected item.
    public var selectedItem: Item? {
        selectedIndex.map { items[$0] }
    }

    // MARK: - Rows shown

    /// How many rows show: every item, or those the filter lets through. The same as
    /// ``Table/shownCount``.
    public var shownCount: Int { filteredRows?.count ?? items.count }

    /// The items shown, in the order shown: every item, or those the filter lets
    /// through, best matches first.
    public var shownItems: [Item] {
        filteredRows.map { $0.map { items[$0] } } ?? Array(items)
    }

    /// The item shown at `position`.
    func itemIndex(atPosition position: Int) -> Int {
        filteredRows?[position] ?? position
    }

    /// Where the item at `index` shows, if it does.
    func position(ofItem index: Int?) -> Int? {
        guard let index else { return nil }
        guard let filteredRows else { return (0..<storedItems.count).contains(index) ? index : nil }
        return filteredRows.position(ofRow: index, in: storedItems)
    }

    // MARK: - Selection

    /// Selects the item at `index` in ``items`` (clamped) and scrolls it into view. An
    /// item the filter hides clears the filter first.
    ///
    /// - Parameters:
    ///   - index: the position of the item in ``items``, whatever the filter shows.
    ///   - notify: whether a change of selection calls ``onSelect``; pass `false` when the
    ///     program itself shows what is already chosen, so that nothing reacts to it as
    ///     to the user's choice.
    public func select(_ index: Int, notify: Bool = true) {
        guard !items.isEmpty else { return }
        let clamped = min(max(0, index), items.count - 1)
        if position(ofItem: clamped) == nil { endFilter() }
        setSelection(clamped, notify: notify)
    }

    /// Selects the row shown at `position` (clamped to the rows shown).
    func selectPosition(_ position: Int, notify: Bool = true) {
        guard shownCount > 0 else { return }
        setSelection(itemIndex(atPosition: min(max(0, position), shownCount - 1)), notify: notify)
    }

    /// Selects the item at `index`, which shows, and scrolls it into view.
    func setSelection(_ index: Int?, notify: Bool) {
        let changed = index != selectedIndex
        selectedIndex = index
        viewport.reveal(position(ofItem: index), count: shownCount)
        setNeedsDisplay()
        if changed, notify, let index { onSelect?(items[index], index) }
    }

    private func itemsDidChange(_ before: (id: AnyHashable?, position: Int?), edits: [RowEdits<Item>.Edit]?) {
        let oldPosition = before.position
        let wasFiltering = rowFilter.isPending
        if let edits { rowFilter.follow(edits) } else { rowFilter.rowsDidChange() }
        followIdentities(edits)
        if let edits, !wasFiltering, filteredRows != nil {
            followFiltered(edits)
        } else {
            refilter()
        }
        guard shownCount > 0 else {
            selectedIndex = nil
            viewport.offset = 0
            setNeedsDisplay()
            return
        }
        var index: Int?
        if let identity, let id = before.id, let selected = selectedIndex {
            index = indexOfIdentity(id, near: selected, in: items, identity: identity)
        }
        var position = index.flatMap { self.position(ofItem: $0) }
        if followsNewItemsAtTop, oldPosition == 0 { position = 0 }
        if position == nil { position = min(oldPosition ?? 0, shownCount - 1) }
        let newPosition = position ?? 0
        // The selected row stays on its screen row.
        if let oldPosition { viewport.offset += newPosition - oldPosition }
        selectedIndex = itemIndex(atPosition: newPosition)
        viewport.reveal(newPosition, count: shownCount)
        setNeedsDisplay()
    }

    /// Keeps the identity index, if made, in step with `edits`; drops it when the items
    /// changed otherwise (the next lookup makes it again).
    private func followIdentities(_ edits: [RowEdits<Item>.Edit]?) {
        guard var index = identityIndex.take(), let edits, let identity else { return }
        if index.follow(edits, rows: storedItems, identity: identity) { identityIndex = index }
    }

    /// The selected item's identity and its position among the rows shown, taken just
    /// before the items change: all a change needs to keep the selection.
    private func selectionBeforeChange() -> (id: AnyHashable?, position: Int?) {
        guard let selected = selectedIndex, (0..<storedItems.count).contains(selected) else { return (nil, nil) }
        return (identity?(storedItems[selected]), position(ofItem: selected))
    }

    // MARK: - Keys and mouse

    public override func handle(_ key: Key) -> Bool {
        if handleFilterKeys(key) { return true }
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let selected = selectedIndex, let position = position(ofItem: selected) else { return false }
        if activationKeys.contains(key) {
            onActivate?(items[selected], selected)
            return onActivate != nil
        }
        guard let target = viewport.target(of: key, from: position, count: shownCount) else { return false }
        selectPosition(target)
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        let count = shownCount
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard viewport.scroll(by: event.kind == .wheelUp ? -3 : 3, count: count) else { return count > 0 }
            if let position = position(ofItem: selectedIndex) {
                selectPosition(viewport.nearestVisible(position, count: count))
            }
        case .click, .press, .doubleClick:
            let row = event.location.row - frame.minRow - listTop
            let bar = viewport.scrollBar(count: count)
            if bar.isNeeded, event.location.column == frame.maxColumn - 1 {
                let direction = bar.pageDirection(atTrackRow: row)
                if direction != 0, event.kind == .click, let position = position(ofItem: selectedIndex) {
                    _ = viewport.scroll(by: direction * viewport.page, count: count)
                    selectPosition(viewport.nearestVisible(position, count: count))
                }
                return direction != 0 || bar.thumb.contains(row)
            }
            let position = viewport.offset + row
            guard row >= 0, row < viewport.height, position < count else { return false }
            selectPosition(position)
            if event.kind == .doubleClick, let selected = selectedIndex { onActivate?(items[selected], selected) }
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    public override func layout() { layoutRows() }

    public override var cursorPosition: Point? { filterCursor }

    public override func draw(in canvas: Canvas) { drawRows(in: canvas) }

    /// While its filter is typed into, the keys are text.
    public override var takesInput: Bool { isEditingFilter }

    /// While it has items: an empty list has nothing for the keys, so the focus ring
    /// passes it by.
    public override var acceptsFocus: Bool { !items.isEmpty }

    public override func takes(_ key: Key) -> Bool {
        if takesFilterKey(key) { return true }
        guard let selected = selectedIndex, position(ofItem: selected) != nil else { return false }
        if activationKeys.contains(key) { return onActivate != nil }
        return viewport.target(of: key, from: 0, count: shownCount) != nil
    }

    public override var keyHints: [KeyHint] {
        if isEditingFilter {
            return [
                KeyHint("↑↓", "move", priority: .low), KeyHint("Enter", "keep filter"),
                KeyHint("Esc", "clear filter", priority: .high),
            ]
        }
        var hints: [KeyHint] = []
        if selectedIndex != nil {
            hints.append(KeyHint("↑↓", "move", priority: .low))
            if onActivate != nil { hints.append(KeyHint("Enter", "open", priority: .high)) }
        }
        if filterText != nil {
            hints.append(KeyHint("Esc", "clear filter", priority: .high))
        } else if allowsFiltering, !items.isEmpty {
            hints.append(KeyHint("/", "filter"))
        }
        return hints
    }

    public override func releaseHandlers() {
        onActivate = nil
        onSelect = nil
        super.releaseHandlers()
    }
}

extension ListView where Item: Identifiable {
    /// Creates a list of `items`, each shown by `row`, whose selection stays on the same
    /// item (the same `id`) when items are inserted, removed or moved.
    public convenience init(title: String = "", items: [Item] = [], row: @escaping (Item) -> Row) {
        self.init(title: title, items: items, id: \.id, row: row)
    }

    /// Creates a list of the items of a ``RowBuffer`` (a store's, shared until one side
    /// changes it), each shown by `row`, whose selection stays on the same item.
    public convenience init(title: String = "", items: RowBuffer<Item>, row: @escaping (Item) -> Row) {
        self.init(title: title, items: items, id: \.id, row: row)
    }
}
