import WeavyKit
import WeavyPictures

/// Compares a picture's pixels with the cells of the snapshot it was drawn from: in
/// each cell (its edges left out, where neighbours' antialiasing reaches), the color
/// most pixels have must be the cell's background; a cell with a character must have
/// some pixels of its text color, a blank one none but its background (and its
/// underline).
struct CellPixels {
    let snapshot: Snapshot
    let options: PictureOptions
    let pixels: Pixels
    let scale: Int

    /// How far apart two colors may be and still count as the same (per component).
    private static let sameColor = 3
    /// How near the text color a pixel must be to count as ink.
    private static let inkColor = 48

    /// The cells checked, and a sentence for each cell that does not match.
    func compare() -> (checked: Int, problems: [String]) {
        var checked = 0
        var problems: [String] = []
        for (row, cells) in snapshot.rows.enumerated() {
            var column = 0
            for cell in cells {
                defer { column += max(cell.width, 1) }
                if let problem = problem(with: cell, column: column, row: row) { problems.append(problem) }
                checked += 1
            }
        }
        return (checked, problems)
    }

    private func problem(with cell: Snapshot.Cell, column: Int, row: Int) -> String? {
        var style = cell.style
        if options.showsCursor, let cursor = snapshot.cursor, cursor.row == row,
            (column..<column + max(cell.width, 1)).contains(cursor.column)
        {
            style.attributes.formSymmetricDifference(.reverse)
        }
        let (foreground, background) = options.palette.colors(of: style)
        var counts: [RGBColor: Int] = [:]
        let left = column * options.cellWidth * scale + scale
        let right = (column + max(cell.width, 1)) * options.cellWidth * scale - scale
        let top = row * options.cellHeight * scale + scale
        let bottom = (row + 1) * options.cellHeight * scale - scale
        for y in top..<bottom {
            for x in left..<right { counts[pixels[x, y], default: 0] += 1 }
        }
        let total = counts.values.reduce(0, +)
        let place = "cell \(column),\(row) '\(cell.character)' (\(cell.style))"
        let isBlock = cell.character.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
        let mostCommon = counts.max {
            $0.value < $1.value || ($0.value == $1.value && $0.key.description > $1.key.description)
        }!.key
        if !isBlock, !Self.near(mostCommon, background, Self.sameColor) {
            return "\(place): background \(mostCommon), expected \(background)"
        }
        if cell.character.allSatisfy(\.isWhitespace) {
            let plain = counts.filter { Self.near($0.key, background, Self.sameColor) }.values.reduce(0, +)
            let underline =
                style.attributes.contains(.underline)
                ? counts.filter { Self.near($0.key, foreground, Self.sameColor) }.values.reduce(0, +) : 0
            if plain + underline < total * 97 / 100 {
                return "\(place): a blank cell with \(total - plain - underline) of \(total) pixels not its background"
            }
        } else if foreground != background, !counts.keys.contains(where: { Self.near($0, foreground, Self.inkColor) }) {
            return "\(place): no pixel of its text color \(foreground)"
        }
        return nil
    }

    private static func near(_ one: RGBColor, _ other: RGBColor, _ tolerance: Int) -> Bool {
        abs(Int(one.red) - Int(other.red)) <= tolerance && abs(Int(one.green) - Int(other.green)) <= tolerance
            && abs(Int(one.blue) - Int(other.blue)) <= tolerance
    }
}
