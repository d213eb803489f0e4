import WeavyKit

/// Why a text is not a styled snapshot (`Snapshot.styledText`).
public struct StyledTextError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public let description: String
}

extension Snapshot {
    /// The screen a `styledText` describes, rebuilt: its text, each cell's style from
    /// the grid of letters and the legend, and the cursor.
    ///
    /// A styled text does not say how wide the screen was: its rows are as wide as
    /// `columns`, or, when that is `nil`, as the widest row's text or letters. Cells
    /// past a row's end are blank in the plain style (the text trims them).
    ///
    /// ```swift
    /// let rebuilt = try Snapshot(styledText: driver.styledText, columns: driver.terminal.size.columns)
    /// #expect(rebuilt == driver.snapshot)
    /// ```
    ///
    /// - Throws: ``StyledTextError`` when the text is not in that form (a plain-text
    ///   snapshot, a legend line that names no style).
    public init(styledText: String, columns: Int? = nil) throws(StyledTextError) {
        let lines = styledText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let layout = try StyledTextLayout(lines: lines)
        var legend: [Character: CellStyle] = [".": .plain]
        for line in lines[layout.legendEntries] {
            let letter = line.first!
            if legend[letter] == nil { legend[letter] = try Self.style(named: line.dropFirst(2)) }
        }
        let textLines = lines[0..<layout.rowCount]
        let letterLines = lines[layout.rowCount + 2..<layout.rowCount + 2 + layout.rowCount].map(Array.init)
        let widest = zip(textLines, letterLines).map { max(CellText.width($0), $1.count) }.max() ?? 0
        let width = columns ?? widest
        var rows: [[Cell]] = []
        for (text, letters) in zip(textLines, letterLines) {
            func style(at column: Int) throws(StyledTextError) -> CellStyle {
                let letter = column < letters.count ? letters[column] : "."
                guard let style = legend[letter] else {
                    throw StyledTextError(description: "the style letter '\(letter)' is not in the legend")
                }
                return style
            }
            var row: [Cell] = []
            var column = 0
            for character in text {
                let cellWidth = min(max(CellText.width(character), 1), 2)
                row.append(Cell(character: String(character), width: cellWidth, style: try style(at: column)))
                column += cellWidth
            }
            while column < width {
                row.append(Cell(character: " ", width: 1, style: try style(at: column)))
                column += 1
            }
            rows.append(row)
        }
        self.init(size: Size(columns: width, rows: layout.rowCount), rows: rows, cursor: layout.cursor)
    }

    /// A legend's description of a style (`fg=3 bg=4 bold`, `plain`), read back.
    private static func style(named name: Substring) throws(StyledTextError) -> CellStyle {
        var style = CellStyle.plain
        guard name != "plain" else { return style }
        let attributes: [Substring: TextAttributes] = [
            "bold": .bold, "dim": .dim, "reverse": .reverse, "underline": .underline, "italic": .italic,
        ]
        for word in name.split(separator: " ") {
            if let attribute = attributes[word] {
                style.attributes.insert(attribute)
            } else if word.hasPrefix("fg="), let number = Int(word.dropFirst(3)) {
                style.foreground = number
            } else if word.hasPrefix("bg="), let number = Int(word.dropFirst(3)) {
                style.background = number
            } else if let underline = UnderlineStyle.allCases.first(where: { "\($0)" == word }) {
                style.underlineStyle = underline
            } else if word.hasPrefix("ul="), let number = Int(word.dropFirst(3)) {
                style.underlineColor = number
            } else {
                throw StyledTextError(description: "the legend names an unknown style '\(name)'")
            }
        }
        return style
    }
}

/// Where the parts of a styled text are: `rowCount` lines of text, a blank line,
/// `styles`, `rowCount` lines of letters, `legend`, `. plain`, the other letters, and
/// maybe a `cursor` line.
private struct StyledTextLayout {
    var rowCount: Int
    var legendEntries: Range<Int>
    var cursor: Point?

    init(lines: [String]) throws(StyledTextError) {
        var end = lines.count
        // The links, after everything else, are not read back.
        while end > 0, lines[end - 1].hasPrefix("link ") { end -= 1 }
        if end > 0, lines[end - 1].hasPrefix("cursor ") {
            let last = lines[end - 1]
            let numbers = last.dropFirst("cursor ".count).split(separator: ",").compactMap { Int($0) }
            guard numbers.count == 2 else {
                throw StyledTextError(description: "the cursor line '\(last)' is not 'cursor COLUMN,ROW'")
            }
            cursor = Point(column: numbers[0], row: numbers[1])
            end -= 1
        }
        // The text may hold a line "legend" too: the legend is the one whose position
        // agrees with the number of rows.
        for index in stride(from: end - 1, through: 2, by: -1) where lines[index] == "legend" {
            guard index + 1 < end, lines[index + 1] == ". plain", index % 2 == 0 else { continue }
            let rows = (index - 2) / 2
            guard lines[rows] == "", lines[rows + 1] == "styles" else { continue }
            let entries = index + 2..<end
            guard lines[entries].allSatisfy({ $0.count > 2 && $0.dropFirst().first == " " }) else { continue }
            rowCount = rows
            legendEntries = entries
            return
        }
        throw StyledTextError(
            description: "not a styled snapshot: no 'styles' grid and 'legend' after the text (a plain-text snapshot?)")
    }
}
