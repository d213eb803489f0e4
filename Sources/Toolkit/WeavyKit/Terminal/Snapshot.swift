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
        /// How the underline is drawn; ``UnderlineStyle/single`` when the cell is not
        /// underlined.
        public var underlineStyle: UnderlineStyle
        /// The underline's color number, as ``foreground`` is; -1 for the text's own (and
        /// when the cell is not underlined).
        public var underlineColor: Int

        /// The terminal's default look.
        public static let plain = CellStyle(foreground: -1, background: -1, attributes: [])

        /// Creates a cell style from color numbers (-1 for the default) and attributes;
        /// the underline's style and color count only with ``TextAttributes/underline``.
        public init(
            foreground: Int, background: Int, attributes: TextAttributes, underlineStyle: UnderlineStyle = .single,
            underlineColor: Int = -1
        ) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
            let underlined = attributes.contains(.underline)
            self.underlineStyle = underlined ? underlineStyle : .single
            self.underlineColor = underlined ? underlineColor : -1
        }

        /// How a terminal stores `style`: its colors as numbers (-1 for the default).
        public init(_ style: Style) {
            self.init(
                foreground: style.foreground.number, background: style.background.number,
                attributes: style.attributes, underlineStyle: style.underlineStyle,
                underlineColor: style.underlineColor.number)
        }

        /// This style as a terminal without styled underlines draws it: every underline
        /// a straight one in the text's color.
        public var withPlainUnderline: CellStyle {
            CellStyle(foreground: foreground, background: background, attributes: attributes)
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
            if underlineStyle != .single { parts.append(underlineStyle.name) }
            if underlineColor >= 0 { parts.append("ul=\(Self.name(underlineColor))") }
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
        /// The link its text is part of, where the terminal shows links.
        public var link: Link?

        /// Creates a cell showing `character`, `width` cells wide, in `style`, part of `link`.
        public init(character: String, width: Int, style: CellStyle, link: Link? = nil) {
            self.character = character
            self.width = width
            self.style = style
            self.link = link
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
            buffer.row(row).compactMap { cell -> Cell? in
                guard !cell.isContinuation else { return nil }
                guard let decoration = buffer.decoration(of: cell) else {
                    return Cell(character: cell.character, width: cell.width, style: CellStyle(cell.style))
                }
                var style = cell.style
                style.underlineColor = decoration.underlineColor
                return Cell(
                    character: cell.character, width: cell.width, style: CellStyle(style), link: decoration.link)
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
                if cell.style.underlineColor >= 0 {
                    cell.style.underlineColor = depth.showing(Color(number: cell.style.underlineColor)).number
                }
                return cell
            }
        }
        return Snapshot(size: size, rows: shown, cursor: cursor)
    }

    /// This snapshot as a terminal with only `features` shows it: links as plain text
    /// without ``OutputFeatures/hyperlinks``, every underline a plain one without
    /// ``OutputFeatures/styledUnderlines``.
    package func showing(_ features: OutputFeatures) -> Snapshot {
        let links = features.contains(.hyperlinks)
        let underlines = features.contains(.styledUnderlines)
        guard !(links && underlines) else { return self }
        let shown = rows.map { row in
            row.map { cell in
                var cell = cell
                if !links { cell.link = nil }
                if !underlines { cell.style = cell.style.withPlainUnderline }
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
        output.append(contentsOf: linkLines)
        return output.joined(separator: "\n")
    }

    /// The links on the screen, one line for each run of cells of one link: `link 3,1-12
    /// https://example.org (id)`. None when no cell has a link.
    private var linkLines: [String] {
        var lines: [String] = []
        for (number, row) in rows.enumerated() {
            var column = 0
            var run: (link: Link, first: Int, last: Int)?
            func endRun() {
                guard let open = run else { return }
                lines.append("link \(open.first)-\(open.last),\(number) \(open.link.url) (\(open.link.writtenID))")
                run = nil
            }
            for cell in row {
                defer { column += cell.width }
                if let link = cell.link, link == run?.link {
                    run?.last = column + cell.width - 1
                } else {
                    endRun()
                    if let link = cell.link { run = (link, column, column + cell.width - 1) }
                }
            }
            endRun()
        }
        return lines
    }
}
