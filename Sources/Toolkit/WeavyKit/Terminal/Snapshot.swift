/// The contents of a terminal, cell by cell, as the user sees them.
///
/// Read with ``Terminal/snapshot()``: for a headless terminal it is the screen composed
/// in memory, for an ncurses one what ncurses holds for the physical screen. Styles are
/// compared as the terminal stores them (color numbers), so both kinds compare equal
/// when they show the same. ``text`` gives plain lines for assertions and
/// text snapshots; ``styledText`` adds, under the text, a grid of style letters and
/// their legend, so colors and attributes can be reviewed and diffed too.
public struct Snapshot: Sendable, Equatable {
    /// How one cell looks, as curses numbers: -1 is the terminal's default color.
    public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
        /// The foreground color number (``Color/number``): -1 for the terminal's default,
        /// a palette index, or ``Color/rgbNumberBase`` plus `0xRRGGBB` for a 24-bit color.
        public var foreground: Int
        /// The background color number, as ``foreground`` is.
        public var background: Int
        /// Bold, dim, reverse, underline, italic.
        public var attributes: TextAttributes

        /// The terminal's default look.
        public static let plain = CellStyle(foreground: -1, background: -1, attributes: [])

        /// Creates a cell style from color numbers (-1 for the default) and attributes.
        public init(foreground: Int, background: Int, attributes: TextAttributes) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }

        /// How a terminal stores `style`: its colors as numbers (-1 for the default).
        public init(_ style: Style) {
            self.init(
                foreground: style.foreground.number, background: style.background.number,
                attributes: style.attributes)
        }

        /// The style in words: the colors that are not the default, then the attributes
        /// (`"fg=3 bold"`, `"fg=#1e66f5 bg=236"`), or `"plain"` for the terminal's default
        /// look.
        public var description: String {
            var parts: [String] = []
            if foreground >= 0 { parts.append("fg=\(Self.name(foreground))") }
            if background >= 0 { parts.append("bg=\(Self.name(background))") }
            let names: [(TextAttributes, String)] = [
                (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"), (.italic, "italic"),
            ]
            for (attribute, name) in names where attributes.contains(attribute) { parts.append(name) }
            return parts.isEmpty ? "plain" : parts.joined(separator: " ")
        }

        /// A color number as a description shows it: the palette index, or `#rrggbb` for a
        /// 24-bit color (see ``Color/number``).
        private static func name(_ number: Int) -> String {
            guard number >= Color.rgbNumberBase else { return "\(number)" }
            let hex = String(number - Color.rgbNumberBase, radix: 16)
            return "#" + String(repeating: "0", count: max(0, 6 - hex.count)) + hex
        }
    }

    /// One character on the grid. A wide character is one cell of `width` 2; the cell
    /// it covers is not listed.
    public struct Cell: Hashable, Sendable {
        /// The character shown, a whole grapheme cluster; a space for an empty cell.
        public var character: String
        /// How many cells the character covers: 1, or 2 for wide characters (CJK, most emoji).
        public var width: Int
        /// How the cell is drawn.
        public var style: CellStyle

        /// Creates a cell showing `character`, `width` cells wide, in `style`.
        public init(character: String, width: Int, style: CellStyle) {
            self.character = character
            self.width = width
            self.style = style
        }
    }

    /// The size of the grid.
    public let size: Size
    /// Each row's cells, left to right.
    public let rows: [[Cell]]
    /// Where the cursor is, when it is shown.
    public let cursor: Point?

    /// Creates a snapshot from its rows.
    public init(size: Size, rows: [[Cell]], cursor: Point?) {
        self.size = size
        self.rows = rows
        self.cursor = cursor
    }

    /// The snapshot of a screen buffer (continuation cells of wide characters are not
    /// listed) with the cursor at `cursor`.
    public init(buffer: CellBuffer, cursor: Point?) {
        let rows = (0..<buffer.size.rows).map { row in
            buffer.row(row).compactMap { cell in
                cell.isContinuation
                    ? nil : Cell(character: cell.character, width: cell.width, style: CellStyle(cell.style))
            }
        }
        self.init(size: buffer.size, rows: rows, cursor: cursor)
    }

    /// This snapshot as a terminal of `depth` shows it: each color as
    /// its nearest (what `ColorDepth.showing(_:)` gives).
    package func showing(_ depth: ColorDepth) -> Snapshot {
        let shown = rows.map { row in
            row.map { cell in
                var cell = cell
                cell.style.foreground = depth.showing(Color(number: cell.style.foreground)).number
                cell.style.background = depth.showing(Color(number: cell.style.background)).number
                return cell
            }
        }
        return Snapshot(size: size, rows: shown, cursor: cursor)
    }

    /// Each row as text, trailing spaces removed. Always ``size``.rows lines.
    public var lines: [String] {
        rows.map { row in row.map(\.character).joined().trailingSpacesTrimmed() }
    }

    /// The rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at `point` (the wide character's, on its second half).
    public func style(at point: Point) -> CellStyle? {
        guard point.row >= 0, point.row < rows.count else { return nil }
        var column = 0
        for cell in rows[point.row] {
            if point.column < column + cell.width { return cell.style }
            column += cell.width
        }
        return nil
    }

    /// The text, then `styles`: one line per row with a letter per cell naming its
    /// style (`.` for plain), then the `legend` of letters.
    public var styledText: String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [(Character, CellStyle)] = []
        var styleLines: [String] = []
        for row in rows {
            var line = ""
            for cell in row {
                let letter: Character
                if let known = letters[cell.style] {
                    letter = known
                } else {
                    letter = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    letters[cell.style] = letter
                    legend.append((letter, cell.style))
                }
                line.append(String(repeating: letter, count: cell.width))
            }
            while line.last == "." { line.removeLast() }
            styleLines.append(line)
        }
        var output = lines
        output.append("")
        output.append("styles")
        output.append(contentsOf: styleLines)
        output.append("legend")
        output.append(". plain")
        output.append(contentsOf: legend.map { "\($0.0) \($0.1)" })
        if let cursor { output.append("cursor \(cursor.column),\(cursor.row)") }
        return output.joined(separator: "\n")
    }
}
