extension Snapshot {
    /// Where `first` and `second` differ, in a few lines a person can read (the size,
    /// the cursor, then up to three differing rows as text and as styles), or `nil` when
    /// they show the same.
    package static func differences(_ first: Snapshot, _ second: Snapshot, labels: (String, String)) -> String? {
        guard first != second else { return nil }
        var lines: [String] = []
        if first.size != second.size {
            lines.append("size \(labels.0) \(first.size), \(labels.1) \(second.size)")
        }
        if first.cursor != second.cursor {
            lines.append(
                "cursor \(labels.0) \(first.cursor.map(String.init(describing:)) ?? "hidden"), "
                    + "\(labels.1) \(second.cursor.map(String.init(describing:)) ?? "hidden")")
        }
        var shown = 0
        for row in 0..<min(first.rows.count, second.rows.count) where first.rows[row] != second.rows[row] {
            guard shown < 3 else {
                lines.append("…")
                break
            }
            shown += 1
            lines.append("row \(row) \(labels.0): \(describe(first.rows[row]).debugDescription)")
            lines.append("row \(row) \(labels.1): \(describe(second.rows[row]).debugDescription)")
            if let column = zip(first.rows[row], second.rows[row]).enumerated().first(where: {
                $0.element.0 != $0.element.1
            })?.offset {
                let mine = first.rows[row][column]
                let theirs = second.rows[row][column]
                lines.append(
                    "  first difference at cell \(column): \(mine.character.debugDescription) \(mine.width) "
                        + "\(mine.style) / \(theirs.character.debugDescription) \(theirs.width) \(theirs.style)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ row: [Cell]) -> String {
        row.map(\.character).joined()
    }
}
