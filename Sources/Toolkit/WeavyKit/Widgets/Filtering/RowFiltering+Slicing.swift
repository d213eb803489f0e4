/// A long list's filter, a slice a turn: a keystroke matches one slice of the rows and
/// the window comes back for the next ones, a millisecond later (input is read in
/// between), until the pass is finished and its rows show.
extension RowFiltering {
    /// Matches `text`: now, for few rows or without a window to come back on; for many,
    /// one slice now and the others on the window's next turns. Returns the rows when
    /// the pass finished now, `nil` while it goes on (then ``showFilterResult(_:)`` is
    /// called when it finishes).
    func matchFilter(_ text: String) -> FilterResult? {
        let rows = rowFilter.start(matching: text, count: filteredRowCount, sliced: window != nil) {
            matchedText(ofRow: $0)
        }
        if rows == nil { resumeFilterLater() }
        return rows
    }

    /// Comes back for the next slice on a later turn of the window (finishes now when the
    /// window is closed or gone).
    private func resumeFilterLater() {
        rowFilter.resumption?.cancel()
        let resumption = window?.schedule(after: .milliseconds(1)) { [weak self] in self?.resumeFilter() }
        guard let resumption, resumption.isPending else {
            finishFilterPass()
            return
        }
        rowFilter.resumption = resumption
        setNeedsDisplay()
    }

    /// Does the next slice; shows the rows when it finished the pass.
    private func resumeFilter() {
        rowFilter.resumption = nil
        if let rows = rowFilter.resume(rowText: { matchedText(ofRow: $0) }) {
            showFilterResult(rows)
        } else {
            resumeFilterLater()
        }
    }

    /// Finishes the unfinished pass, if any, now, and shows its rows.
    func finishFilterPass() {
        rowFilter.resumption?.cancel()
        rowFilter.resumption = nil
        if let rows = rowFilter.finish(rowText: { matchedText(ofRow: $0) }) { showFilterResult(rows) }
    }

    /// What the filter line says at the right: how far an unfinished pass is, else how
    /// many rows match, of how many.
    func filterStatus(shown: Int) -> String {
        if let percent = rowFilter.percentDone { return "filtering \(percent)%" }
        return "\(shown) of \(filteredRowCount)"
    }
}
