/// What the table's keys do now: the routing's answer and the status line's hints.
extension Table {
    /// The answer of ``takes(_:)``: the filter's keys, the columns' and the sort's, and the
    /// rows' moves and activation while a row is selected.
    func takesKey(_ key: Key) -> Bool {
        if takesFilterKey(key) { return true }
        switch key {
        case .left: return firstColumn > 0
        case .right: return firstColumn < columnLayout.lastFirstColumn
        case "s": return columns.contains(where: \.isSortable)
        case "S": return sortOrder != nil
        default: break
        }
        guard let selected = selectedIndex, position(ofRow: selected) != nil else { return false }
        if activationKeys.contains(key) { return onActivate != nil }
        return viewport.target(of: key, from: 0, count: order.count) != nil
    }

    /// The hints of ``keyHints``: while the filter is typed into, only the keys it leaves
    /// to the table.
    var offeredHints: [KeyHint] {
        var hints: [KeyHint] = []
        if selectedIndex != nil { hints.append(KeyHint("↑↓", "move", priority: .low)) }
        if isEditingFilter {
            // Typed into the filter: letters are text, Enter keeps the filter.
            hints.append(KeyHint("Enter", "keep filter"))
            hints.append(KeyHint("Esc", "clear filter", priority: .high))
        } else if selectedIndex != nil, onActivate != nil {
            hints.append(KeyHint("Enter", "open", priority: .high))
        }
        if columnLayout.lastFirstColumn > 0 {
            // Only the ways the columns can scroll now.
            let ways = [Key.left, .right].filter(takesKey)
            if !ways.isEmpty { hints.append(KeyHint("←→", "columns", triggers: ways)) }
        }
        guard !isEditingFilter else { return hints }
        if allowsFiltering { hints.append(KeyHint("/", "filter", priority: .low)) }
        if filterText != nil { hints.append(KeyHint("Esc", "clear filter")) }
        if columns.contains(where: \.isSortable) {
            hints.append(KeyHint("s", "sort"))
            if sortOrder != nil { hints.append(KeyHint("S", "reverse", priority: .low)) }
        }
        return hints
    }
}
