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

    /// Recomputes which items the filter lets through, best matches first. A query
    /// typed further than the last one looks among the last one's matches only.
    func refilter() {
        guard let filterText else {
            filteredIndices = nil
            lastFilter = nil
            return
        }
        let query = FuzzyQuery(filterText)
        guard !query.isEmpty else {
            filteredIndices = Array(items.indices)
            lastFilter = nil
            return
        }
        if foldedItems == nil { foldedItems = items.map { FoldedText(row($0).text) } }
        let folded = foldedItems ?? []
        let candidates = lastFilter.flatMap { query.narrows($0.query) ? $0.matches : nil }
        var scored: [(index: Int, score: Int)] = []
        func consider(_ index: Int) {
            if let match = query.match(folded[index]) { scored.append((index, match.score)) }
        }
        if let candidates {
            for index in candidates { consider(index) }
        } else {
            for index in folded.indices { consider(index) }
        }
        let matches = scored.map(\.index).sorted()
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        filteredIndices = scored.map(\.index)
        lastFilter = (query, matches)
    }

    /// The characters of `text` the filter's letters match, for highlighting.
    func matchedPositions(in text: String) -> [Int] {
        guard let filterText else { return [] }
        return FuzzyQuery(filterText).match(text)?.positions ?? []
    }

    /// What the filter line says at the right: how many rows match, of how many.
    var filterCount: String {
        "\(shownCount) of \(items.count)"
    }
}
