/// The rows' texts folded for matching (see ``FoldedText``), each folded when first
/// matched and kept until its row changes: a new query reads the folded bytes, not the
/// rows; an edit of the rows forgets the rows it changed only (an insertion at the top
/// costs what it does at the bottom, as for the rows: see ``RowBuffer``).
struct FoldedRows {
    /// One per row, from the first, as far as any was folded; `nil` for a row not folded
    /// (or changed since).
    private var texts = RowBuffer<FoldedText?>()

    /// Whether the row at `index` is folded.
    func isFolded(_ index: Int) -> Bool {
        index < texts.count && texts[index] != nil
    }

    /// The folded text of the row at `index`, folded now from `rowText` if it is not yet.
    mutating func text(ofRow index: Int, rowText: (Int) -> String) -> FoldedText {
        if index < texts.count, let text = texts[index] { return text }
        if texts.count <= index { texts.append(contentsOf: repeatElement(nil, count: index + 1 - texts.count)) }
        let text = FoldedText(rowText(index))
        texts[index] = text
        return text
    }

    /// Follows an edit of the rows: the rows at `range` were replaced by `inserted` rows,
    /// not folded yet.
    mutating func replace(_ range: Range<Int>, inserted: Int) {
        guard range.lowerBound < texts.count else { return }
        let upper = min(range.upperBound, texts.count)
        texts.replaceSubrange(range.lowerBound..<upper, with: repeatElement(nil, count: inserted))
    }

    /// Forgets every row.
    mutating func removeAll() {
        texts = RowBuffer()
    }
}
