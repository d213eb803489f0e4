/// A widget whose rows the `/` filter narrows (a list, a table): the keys of the filter
/// line are handled once, here.
@MainActor
protocol RowFiltering: Component {
    /// Whether `/` starts the filter.
    var allowsFiltering: Bool { get }
    /// The filter's text, `nil` when not filtered.
    var filterText: String? { get }
    /// Whether keys are typed into the filter.
    var isEditingFilter: Bool { get set }
    /// Sets the filter's text and narrows the rows.
    func setFilter(_ text: String)
    /// Ends filtering: every row shows again.
    func clearFilter()
    /// The matching: rows folded once, narrowing from the last matches, long passes
    /// sliced (see RowFiltering+Slicing.swift).
    var rowFilter: RowFilter { get set }
    /// How many rows there are to filter.
    var filteredRowCount: Int { get }
    /// The text of the row at `index`, as the filter matches it.
    func matchedText(ofRow index: Int) -> String
    /// Shows the rows a filter pass let through, best first.
    func showFilterResult(_ result: FilterResult)
}

extension RowFiltering {
    /// Starts filtering with `text` when the widget allows it; returns whether it did.
    @discardableResult
    func beginFilter(_ text: String) -> Bool {
        guard allowsFiltering else { return false }
        isEditingFilter = true
        setFilter(text)
        return true
    }

    /// Whether ``handleFilterKeys(_:)`` would use `key` now: while the filter is typed
    /// into, every printable character among others.
    func takesFilterKey(_ key: Key) -> Bool {
        if isEditingFilter {
            if case .notHandled = RowFilter.edit(filterText ?? "", with: key) {} else { return true }
        } else if key == "/", allowsFiltering {
            return true
        }
        return key == .escape && filterText != nil
    }

    /// The filter's share of ``Component/handle(_:)``, before the widget's own keys:
    /// while the filter is typed into, its keys (see ``RowFilter/edit(_:with:)``; Enter
    /// keeps the filter and gives the keys back to the widget); `/` starts it; Esc clears
    /// it. Returns whether the key was the filter's.
    func handleFilterKeys(_ key: Key) -> Bool {
        if isEditingFilter {
            switch RowFilter.edit(filterText ?? "", with: key) {
            case .setText(let text):
                setFilter(text)
                return true
            case .keep:
                isEditingFilter = false
                setNeedsDisplay()
                return true
            case .clear:
                clearFilter()
                return true
            case .notHandled:
                break
            }
        } else if key == "/", beginFilter("") {
            return true
        }
        if key == .escape, filterText != nil {
            clearFilter()
            return true
        }
        return false
    }
}
