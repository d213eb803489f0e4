/// Rows of values in aligned columns under headers, with a selected row, sorting and
/// sideways scrolling.
///
/// ```swift
/// let table = Table(
///     rows: films, id: \.id,
///     columns: [
///         .init("Title", width: .flexible(), value: \.title),
///         .init("Year", alignment: .trailing, value: { String($0.year) }, sortedBy: \.year),
///     ])
/// table.onActivate = { film, _ in model.open(film) }
/// ```
///
/// Column widths are in cells (CJK and emoji take two): fixed, fitted to the widest
/// value, or flexible with a share of what is left (see ``Column/Width``); text too wide
/// is cut with `…`, and each column places its text at the leading or trailing edge or
/// in the middle. The selection and the sort keep rows by identity (the `id`, or the
/// rows' own for `Identifiable` ones): sorting, inserting or removing rows leaves the
/// same row selected.
///
/// Keys: Up/Down and `k`/`j` move, PageUp/PageDown by a page, Home/End and `g`/`G` to
/// the ends; Left/Right scroll the columns sideways when they do not all fit (`‹` and
/// `›` in the header say there is more); `s` sorts by the next sortable column and `S`
/// reverses the order (rows with equal keys keep their order in ``rows``, both ways); the ``activationKeys`` (Enter) call ``onActivate``. Mouse: a
/// click on a header sorts by that column (again: the other way), a click selects a
/// row, a double click activates it, the wheel scrolls, a click on the scroll bar's
/// track pages.
@MainActor
public final class Table<Row>: Component {
    /// The columns, left to right.
    public var columns: [Column] {
        didSet {
            rules = nil
            fitWidths.restart()
            retireLastSort()
            rowFilter.rowsDidChange()
            if let sortOrder, !isValid(sortOrder) { self.sortOrder = nil } else { reorder() }
        }
    }

    /// The rows, in their own order; ``sortOrder`` decides the order shown. The selection
    /// stays on the same row when they change, or at its place when that row is gone.
    /// Used like an array; a row inserted or removed at the top costs what it does at the
    /// bottom (see ``RowBuffer``).
    ///
    /// Changed in place (`table.rows[i] = row`, `table.rows.insert(row, at: 0)`, a few
    /// rows at a time), a sorted table moves just the rows changed to their places, by
    /// binary search: microseconds in a million rows; a filtered one tests the rows
    /// changed alone and puts those that match at their places among the matches. Rows
    /// assigned whole, or many rows changed at once, sort and filter every row again.
    public var rows: RowBuffer<Row> {
        get { storedRows }
        set {
            let before = selectionBeforeChange()
            storedRows = newValue
            rowsDidChange(before, edits: nil)
        }
        // In place, without a copy of the old rows: the selected row's identity and place
        // are all the change needs from before it, and the edits made, to follow them.
        _modify {
            let before = selectionBeforeChange()
            storedRows.startRecordingEdits()
            yield &storedRows
            let edits = storedRows.stopRecordingEdits()
            rowsDidChange(before, edits: edits)
        }
    }

    private var storedRows: RowBuffer<Row>

    /// What tells two versions of a row are the same one.
    let identity: (Row) -> AnyHashable

    /// The column the rows are sorted by, and which way; `nil` shows them in their own
    /// order. A column that does not exist or does not sort is refused (and logged).
    public var sortOrder: SortOrder? {
        didSet {
            if let sortOrder, !isValid(sortOrder) {
                reportMisuse("Table sorted by column \(sortOrder.column), which does not exist or does not sort")
                self.sortOrder = oldValue
                return
            }
            if sortOrder != oldValue { reorder() }
        }
    }

    /// The rows' indices in the order shown (the rows the filter lets through).
    var order = ShownRows<Row>(all: 0)
    /// The sort the rows shown are in, which the header marks: ``sortOrder`` once its
    /// sort is made; while a new one is made in slices, the one before (`nil` while the
    /// rows show in their own order).
    var shownSortOrder: SortOrder?

    /// The sort being made in slices, if any (see Table+SortSlicing.swift).
    var pendingSort: PendingSort?

    /// From how many rows a new sort order is made in slices, and how much work a
    /// slice does (see ``SortPass``).
    var sortSlicedFrom = 100_000
    var sortWorkPerTurn = 200_000

    /// Whether `/` filters the rows: the typed letters in order in a row's text (its
    /// filterable columns' values: see ``filterableText``), case and accents ignored.
    /// Unsorted, the best matches come first; sorted, the sort order stays. Off by
    /// default.
    public var allowsFiltering = false

    /// What the `/` filter reads of a row; `nil` (the default) for the text of its
    /// ``Column/isFilterable`` columns. Each row's text is read and folded once, when
    /// first matched, and again only when the row changes: a new query reads no other
    /// row than the selected one (and one edited), to find it among the matches. The
    /// same as ``ListView/filterableText``.
    public var filterableText: ((Row) -> String)? {
        didSet {
            rowFilter.rowsDidChange()
            if filterText != nil { reorder() }
        }
    }

    /// The filter's text, `nil` when the table is not filtered.
    public internal(set) var filterText: String?

    /// Whether keys are typed into the filter.
    public internal(set) var isEditingFilter = false

    /// The filter's matching: rows folded once, narrowing from the last matches.
    var rowFilter = RowFilter()

    /// The last sort made, by column: turning the order around reuses it.
    var lastSort: (column: Int, sort: ColumnSort<Row>)?

    /// The last sort once the rows changed, let go of a slice a turn (see
    /// Table+SortRelease.swift), and how many of its keys a turn lets go of.
    var retiredSort: RetiredSort?
    var keysReleasedPerTurn = 65_536

    /// The order shown before a sliced sort's result, let go of a slice a turn.
    var retiredOrder: RetiredOrder?

    /// Where each row is by its identity: made ahead a slice a turn in a long table in a
    /// window, else by the first lookup; kept in step with the edits of the rows, dropped
    /// when they change otherwise (see ``IdentityIndex`` and Table+IdentitySlicing.swift).
    var identityIndex: IdentityIndex?

    /// The turn that places the identity index's next slice of rows, while it is made
    /// ahead; from how many rows it is (fewer are placed by the first lookup).
    var identitySlice: ScheduledAction?
    var identitySlicedFrom = 20_000

    /// The index in ``rows`` of the selected row; `nil` when there are none.
    public internal(set) var selectedIndex: Int?

    /// Which rows are visible.
    var viewport = RowViewport()

    /// The first visible row, in the order shown. Set, it scrolls there (kept in range,
    /// the last row at the bottom at most) and the selection moves to the nearest row in
    /// view, as the mouse wheel does.
    public var scrollOffset: Int {
        get { viewport.offset }
        set {
            viewport.offset = newValue
            viewport.reveal(nil, count: order.count)
            if let position = position(ofRow: selectedIndex) {
                let visible = viewport.nearestVisible(position, count: order.count)
                if visible != position { selectPosition(visible) }
            }
            setNeedsDisplay()
        }
    }

    /// Whether rows inserted at the top take the selection while it is on the first row,
    /// as a mailbox shows its newest message: the view stays at the top and the new first
    /// row is selected. Off by default: the selection stays on its row and the view keeps
    /// it on its screen row. The same as ``ListView/followsNewItemsAtTop``.
    public var followsNewItemsAtTop = false

    /// The rows the last layout showed.
    public var visibleRows: Int { viewport.height }

    /// The first column shown when the columns scroll sideways.
    public internal(set) var firstColumn = 0

    /// Where the columns went in the last layout.
    var columnLayout = TableColumnLayout(widths: [], available: 0, spacing: 0)

    /// Each column's claim on the width, made again from ``fitWidths`` when asked.
    var rules: [TableWidthRule]?

    /// The widest value of each fitted column, kept until the rows or columns change.
    var fitWidths = TableFitWidths()

    /// Cells between columns.
    public var columnSpacing = 2 {
        didSet { setNeedsDisplay() }
    }

    /// Keys that activate the selected row.
    public var activationKeys: Set<Key> = [.enter]

    /// Called when the selected row is activated, with its index in ``rows``.
    public var onActivate: (@MainActor (Row, Int) -> Void)?

    /// Called when the selection moves, with the row's index in ``rows``.
    public var onSelect: (@MainActor (Row, Int) -> Void)?

    /// Shown under the headers when there are no rows, cut with `…` to the width.
    public var emptyText = "No rows."

    /// Shown under the headers, cut to the width, when the filter matches nothing. The
    /// same as ``ListView/noMatchesText``.
    public var noMatchesText = "No matches." {
        didSet { setNeedsDisplay() }
    }

    /// Creates a table of `rows` in `columns`, rows told apart by `id`.
    public convenience init<ID: Hashable>(
        title: String = "", rows: [Row] = [], id: KeyPath<Row, ID>, columns: [Column], sortOrder: SortOrder? = nil
    ) {
        self.init(title: title, rows: RowBuffer(rows), id: id, columns: columns, sortOrder: sortOrder)
    }

    /// Creates a table of the rows of a ``RowBuffer`` in `columns`, rows told apart by
    /// `id`: a store's buffer is shared, not copied, until the table or the store changes
    /// its rows.
    public init<ID: Hashable>(
        title: String = "", rows: RowBuffer<Row>, id: KeyPath<Row, ID>, columns: [Column], sortOrder: SortOrder? = nil
    ) {
        self.columns = columns
        self.storedRows = rows
        identity = { AnyHashable($0[keyPath: id]) }
        super.init(title: title)
        if let sortOrder, !isValid(sortOrder) {
            reportMisuse("Table sorted by column \(sortOrder.column), which does not exist or does not sort")
        } else {
            self.sortOrder = sortOrder
        }
        reorder()
        selectedIndex = order.first
    }

    /// How many rows show: every row, or those the filter lets through. The same as
    /// ``ListView/shownCount``.
    public var shownCount: Int { order.count }

    /// The rows shown, in the order shown: every row sorted (or in its own order), or
    /// those the filter lets through. The same as ``ListView/shownItems``.
    public var shownItems: [Row] { order.map { rows[$0] } }

    /// The selected row.
    public var selectedRow: Row? {
        selectedIndex.map { rows[$0] }
    }

    // MARK: - Order and selection

    private func isValid(_ sort: SortOrder) -> Bool {
        columns.indices.contains(sort.column) && columns[sort.column].isSortable
    }

    /// Sorts the rows shown again (and filters them, at once); the selection stays on its
    /// row, which is scrolled to.
    func reorder() {
        // A sort while a long filter is still matching waits for it (and its selection).
        if rowFilter.isPending { return finishFilterPass() }
        reorder(matches: filterText.map { rowFilter.rows(matching: $0, count: rows.count, rowText: matchedText) })
    }

    /// Sorts the rows shown again, keeping only what the filter's `result` lets through
    /// (every row when `nil`).
    ///
    /// The selection stays on its line of the view when the order changes (as it does when
    /// the rows change).
    func reorder(matches result: FilterResult?) {
        cancelSlicedSort()
        let line = selectionLine
        var matches: [FilterMatch]?
        if case .matches(let matched) = result { matches = matched }
        if matches == nil, let sortOrder, lastSort?.column != sortOrder.column, startSlicedSort(sortOrder) {
            // The order shown stays until the sort is made: of every row, or of the rows a
            // filter just cleared showed in this sort order (the others join them). Any
            // other (of other rows, or a filter's best matches first) is dropped.
            let isSortedSubset = order.isFiltered && order.isKeyed && shownSortOrder == sortOrder
            if isSortPending, order.count != rows.count || order.isFiltered, !isSortedSubset {
                showUnsorted(keepingLine: line)
            }
            return
        }
        var sort: ColumnSort<Row>?
        if let sortOrder, let makeSort = columns[sortOrder.column].order {
            if lastSort?.column != sortOrder.column { lastSort = (sortOrder.column, makeSort(rows)) }
            sort = lastSort?.sort
        }
        let ascending = sortOrder?.ascending ?? true
        if let matches, let filterText {
            let query = FuzzyQuery(filterText)
            if let sort {
                let admits = ShownRows<Row>.admits(query, text: matchedRowText)
                order = ShownRows(keyed: sort.sortedRows(ascending, (matches.map(\.row), admits)))
            } else {
                order = ShownRows(scored: matches, query: query, text: matchedRowText)
            }
        } else if let sort {
            order = ShownRows(keyed: sort.sortedRows(ascending, nil))
        } else {
            order = ShownRows(all: rows.count)
        }
        shownSortOrder = sort == nil ? nil : sortOrder
        viewport.place(position(ofRow: selectedIndex), onLine: line, count: order.count)
        setNeedsDisplay()
    }

    /// Shows every row in their own order (while a sort is made), the selection on `line`
    /// of the view if it can.
    func showUnsorted(keepingLine line: Int? = nil) {
        order = ShownRows(all: rows.count)
        shownSortOrder = nil
        viewport.place(position(ofRow: selectedIndex), onLine: line, count: order.count)
        setNeedsDisplay()
    }

    /// The line of the view the selected row shows on; `nil` when none is selected or
    /// shown.
    var selectionLine: Int? { position(ofRow: selectedIndex).map { $0 - viewport.offset } }

    /// Shows `sorted`, a sort made in slices; the selection stays on its row, on `line` of
    /// the view if it can.
    func showSorted(_ sorted: any SortedTableRows<Row>, keepingLine line: Int?) {
        order = ShownRows(keyed: sorted)
        viewport.place(position(ofRow: selectedIndex), onLine: line, count: order.count)
        setNeedsDisplay()
    }

    /// Where the row at `index` shows.
    func position(ofRow index: Int?) -> Int? {
        guard let index else { return nil }
        return order.position(ofRow: index, in: storedRows)
    }

    /// Selects the row at `index` in ``rows`` (clamped) and scrolls it into view.
    ///
    /// - Parameters:
    ///   - index: the position of the row in ``rows``, whatever the sort order shows. A
    ///     row the filter hides clears the filter first, as in ``ListView/select(_:notify:)``.
    ///   - notify: whether a change of selection calls ``onSelect``.
    public func select(_ index: Int, notify: Bool = true) {
        guard !rows.isEmpty else { return }
        let clamped = min(max(0, index), rows.count - 1)
        if filterText != nil, position(ofRow: clamped) == nil { clearFilter() }
        setSelection(clamped, notify: notify)
    }

    /// Selects the row shown at `position` (clamped).
    func selectPosition(_ position: Int, notify: Bool = true) {
        guard !order.isEmpty else { return }
        setSelection(order[min(max(0, position), order.count - 1)], notify: notify)
    }

    private func setSelection(_ index: Int?, notify: Bool) {
        let changed = index != selectedIndex
        selectedIndex = index
        viewport.reveal(position(ofRow: index), count: order.count)
        setNeedsDisplay()
        if changed, notify, let index { onSelect?(rows[index], index) }
    }

    // MARK: - Keys and mouse

    public override func handle(_ key: Key) -> Bool {
        if handleFilterKeys(key) { return true }
        if case .mouse(let event) = key { return handleMouse(event) }
        switch key {
        case .left: return scrollColumns(by: -1)
        case .right: return scrollColumns(by: 1)
        case "s": return sortByNextColumn()
        case "S":
            guard let sortOrder else { return false }
            self.sortOrder = SortOrder(column: sortOrder.column, ascending: !sortOrder.ascending)
            return true
        default: break
        }
        guard let selected = selectedIndex, let position = position(ofRow: selected) else { return false }
        if activationKeys.contains(key) {
            onActivate?(rows[selected], selected)
            return onActivate != nil
        }
        guard let target = viewport.target(of: key, from: position, count: order.count) else { return false }
        selectPosition(target)
        return true
    }

    /// Scrolls the columns sideways by `columns`; returns whether they moved.
    private func scrollColumns(by columns: Int) -> Bool {
        let target = min(max(0, firstColumn + columns), columnLayout.lastFirstColumn)
        guard target != firstColumn else { return false }
        firstColumn = target
        setNeedsDisplay()
        return true
    }

    /// While its filter is typed into, the keys are text.
    public override var takesInput: Bool { isEditingFilter }

    /// While it has rows: the focus ring passes an empty table by.
    public override var acceptsFocus: Bool { !rows.isEmpty }

    public override func takes(_ key: Key) -> Bool { takesKey(key) }

    public override var keyHints: [KeyHint] { offeredHints }

    public override func layout() { layoutColumns() }

    public override func draw(in canvas: Canvas) { drawTable(in: canvas) }

    public override func releaseHandlers() {
        onActivate = nil
        onSelect = nil
        super.releaseHandlers()
    }
}

extension Table where Row: Identifiable {
    /// Creates a table of `rows` in `columns`, rows told apart by their `id`.
    public convenience init(title: String = "", rows: [Row] = [], columns: [Column], sortOrder: SortOrder? = nil) {
        self.init(title: title, rows: rows, id: \.id, columns: columns, sortOrder: sortOrder)
    }

    /// Creates a table of the rows of a ``RowBuffer`` in `columns`, rows told apart by
    /// their `id`: a store's buffer is shared, not copied, until one side changes it.
    ///
    /// ```swift
    /// let table = Table(title: "Issues", rows: store.issues, columns: columns)
    /// ```
    public convenience init(title: String = "", rows: RowBuffer<Row>, columns: [Column], sortOrder: SortOrder? = nil) {
        self.init(title: title, rows: rows, id: \.id, columns: columns, sortOrder: sortOrder)
    }
}
