/// What a filter shows after an edit of the rows, made from the rows the edit changed
/// alone: the rows it removed leave the matches, the indices after it move, and each row
/// it inserted or changed is tested against the query by itself and put at its place
/// among the matches by binary search. No other row is read or matched again.
///
/// The matches are an array of row indices, so moving the indices after the edit and
/// making room for a new match is one pass over the matches (no key is computed in it):
/// about a millisecond for a million matches, against a second for matching them again.
enum FilteredRowEdits {
    /// Follows `edits` in `matches` (row indices, in the order shown): `isMatch` tests a
    /// row by its index in the rows after the edits, `precedes` orders two matches the way
    /// `matches` is ordered.
    static func apply<Row>(
        _ edits: [RowEdits<Row>.Edit], to matches: inout [Int], isMatch: (Int) -> Bool,
        precedes: (Int, Int) -> Bool
    ) {
        var changed: [Int] = []
        for edit in edits {
            let delta = edit.inserted.count - edit.range.count
            follow(edit.range, delta: delta, in: &matches)
            follow(edit.range, delta: delta, in: &changed)
            changed.append(contentsOf: edit.range.lowerBound..<(edit.range.lowerBound + edit.inserted.count))
        }
        for row in changed.sorted() where isMatch(row) {
            var low = 0
            var high = matches.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(matches[middle], row) { low = middle + 1 } else { high = middle }
            }
            matches.insert(row, at: low)
        }
    }

    /// Drops the indices in `range` from `indices` and moves those after it by `delta`,
    /// in one pass.
    private static func follow(_ range: Range<Int>, delta: Int, in indices: inout [Int]) {
        guard !indices.isEmpty else { return }
        let kept = indices.withUnsafeMutableBufferPointer { buffer in
            var kept = 0
            for index in buffer.indices {
                let row = buffer[index]
                if row < range.lowerBound {
                    buffer[kept] = row
                } else if row >= range.upperBound {
                    buffer[kept] = row + delta
                } else {
                    continue
                }
                kept += 1
            }
            return kept
        }
        indices.removeLast(indices.count - kept)
    }
}
