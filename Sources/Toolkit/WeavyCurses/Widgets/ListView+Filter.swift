extension ListView {
    /// Starts filtering with `text` (empty by default), keys typed into the filter.
    /// Does nothing unless ``allowsFiltering`` is on.
    public func startFilter(_ text: String = "") {
        guard allowsFiltering else { return }
        isEditingFilter = true
        setFilter(text)
    }

    /// Ends filtering: every item shows again, the selection stays on the selected item
    /// (or comes back to the last one selected, when the filter matched nothing).
    public func clearFilter() {
        guard filterText != nil else { return }
        let keep = selectedIndex ?? selectionToRestore
        endFilter()
        setSelection(items.isEmpty ? nil : min(keep ?? 0, items.count - 1), notify: true)
    }

    /// Forgets the filter, leaving the selection to the caller.
    func endFilter() {
        filterText = nil
        isEditingFilter = false
        filteredIndices = nil
        selectionToRestore = nil
    }

    /// Keys typed while the filter is being edited: characters extend it, Backspace
    /// (a character), Ctrl-W (a word) and Ctrl-U (all) shorten it, Enter keeps it and gives the keys back to the list, Esc
    /// clears it. Others (Up/Down, paging) go on to the list.
    func handleFilterKey(_ key: Key) -> Bool {
        let text = filterText ?? ""
        switch key {
        case .character(let character):
            setFilter(text + String(character))
        case .backspace:
            if text.isEmpty {
                clearFilter()
            } else {
                setFilter(String(text.dropLast()))
            }
        case .control("u"):
            setFilter("")
        case .control("w"):
            var shorter = text.trailingSpacesTrimmed()
            while let last = shorter.last, last != " " { shorter.removeLast() }
            setFilter(shorter)
        case .enter:
            if text.isEmpty {
                clearFilter()
            } else {
                isEditingFilter = false
                setNeedsDisplay()
            }
        case .escape:
            clearFilter()
        default:
            return false
        }
        return true
    }

    /// Sets the filter's text and narrows the rows to the items it matches; the
    /// selection stays on the selected item when it still shows, else moves to the
    /// first match.
    private func setFilter(_ text: String) {
        filterText = text
        if let selectedIndex { selectionToRestore = selectedIndex }
        refilter()
        let kept = position(ofItem: selectedIndex) != nil ? selectedIndex : nil
        setSelection(kept ?? (shownCount > 0 ? itemIndex(atPosition: 0) : nil), notify: true)
        if kept == nil { viewport.offset = 0 }
    }

    /// Recomputes which items the filter lets through.
    func refilter() {
        guard let filterText, !filterText.isEmpty else {
            filteredIndices = filterText == nil ? nil : Array(items.indices)
            return
        }
        let query = Array(filterText.lowercased())
        filteredIndices = items.indices.filter { Self.match(query, in: row(items[$0]).text) != nil }
    }

    /// Where `query` (lowercased characters) first occurs in `text`, ignoring case, in
    /// characters; `nil` when it does not.
    static func match(_ query: [Character], in text: String) -> Range<Int>? {
        guard !query.isEmpty else { return nil }
        let characters = Array(text.lowercased())
        guard characters.count >= query.count else { return nil }
        for start in 0...(characters.count - query.count)
        where characters[start..<(start + query.count)].elementsEqual(query) {
            // Lowercasing keeps one character for one in the scripts that have case.
            return start..<(start + query.count)
        }
        return nil
    }

    /// What the filter line says at the right: how many rows match, of how many.
    var filterCount: String {
        "\(shownCount) of \(items.count)"
    }
}
