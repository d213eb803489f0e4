import WeavyKit

/// The SVG elements that draw one screen, with the cell at column 0, row 0 at the
/// origin: the backgrounds that differ from the default one, the text, the underlines.
/// A still picture wraps them in an `<svg>`; an animation puts one after the other.
///
/// Runs of neighbouring cells that look the same become one element, so a screen of
/// 100 × 30 cells is a few hundred elements, not 3,000.
struct ScreenDrawing {
    /// One cell as drawn: where, what, and its resolved look.
    struct PlacedCell {
        var column: Int
        var width: Int
        var character: String
        var look: Look
        var link: Link?
    }

    /// What a cell looks like once its colors are resolved.
    struct Look: Hashable {
        var foreground: RGBColor
        var background: RGBColor
        var isBold: Bool
        var isItalic: Bool
        var isUnderlined: Bool
        var underlineStyle: UnderlineStyle
        var underlineColor: RGBColor
    }

    let snapshot: Snapshot
    let options: PictureOptions

    /// The elements, one per line.
    func elements() -> [String] {
        var elements: [String] = []
        for (row, cells) in placedRows().enumerated() {
            let top = row * options.cellHeight
            elements += backgrounds(of: cells, top: top)
            elements += texts(of: cells, top: top)
            elements += underlines(of: cells, top: top)
            elements += links(of: cells, top: top)
        }
        return elements
    }

    /// Each row's cells with their looks; the cursor's cell, when drawn, reversed.
    func placedRows() -> [[PlacedCell]] {
        snapshot.rows.enumerated().map { row, cells in
            var column = 0
            return cells.map { cell in
                var style = cell.style
                if options.showsCursor, let cursor = snapshot.cursor, cursor.row == row,
                    (column..<column + max(cell.width, 1)).contains(cursor.column)
                {
                    style.attributes.formSymmetricDifference(.reverse)
                }
                let colors = options.palette.colors(of: style)
                let look = Look(
                    foreground: colors.foreground, background: colors.background,
                    isBold: style.attributes.contains(.bold), isItalic: style.attributes.contains(.italic),
                    isUnderlined: style.attributes.contains(.underline), underlineStyle: style.underlineStyle,
                    underlineColor: options.palette.color(number: style.underlineColor, fallback: colors.foreground))
                defer { column += max(cell.width, 1) }
                return PlacedCell(
                    column: column, width: max(cell.width, 1), character: cell.character, look: look, link: cell.link)
            }
        }
    }

    /// Rectangles for the runs whose background is not the default one.
    private func backgrounds(of cells: [PlacedCell], top: Int) -> [String] {
        runs(of: cells, by: \.look.background).compactMap { run in
            let color = run[run.startIndex].look.background
            guard color != options.palette.defaultBackground else { return nil }
            return rectangle(from: run, top: top, height: options.cellHeight, color: color)
        }
    }

    /// A `<text>` per run of narrow characters in one look, and per wide character.
    private func texts(of cells: [PlacedCell], top: Int) -> [String] {
        var elements: [String] = []
        for run in runs(of: cells, by: { TextRunKey(cell: $0) }) {
            let look = run[run.startIndex].look
            guard run[run.startIndex].width == 1 else {
                for cell in run where !cell.character.allSatisfy(\.isWhitespace) {
                    // Centred on its two cells, whatever the font's width for it.
                    let middle = cell.column * options.cellWidth + cell.width * options.cellWidth / 2
                    elements.append(
                        text(cell.character, x: middle, top: top, look: look, extra: #" text-anchor="middle""#))
                }
                continue
            }
            guard let first = run.firstIndex(where: { !$0.character.allSatisfy(\.isWhitespace) }),
                let last = run.lastIndex(where: { !$0.character.allSatisfy(\.isWhitespace) })
            else { continue }
            let shown = run[first...last]
            let content = shown.map(\.character).joined()
            let x = shown.first!.column * options.cellWidth
            let length = shown.count > 1 ? #" textLength="\#(shown.count * options.cellWidth)""# : ""
            elements.append(text(content, x: x, top: top, look: look, extra: length))
        }
        return elements
    }

    /// A line under each run of underlined cells, in its style and color (the text's
    /// unless the style gives one).
    private func underlines(of cells: [PlacedCell], top: Int) -> [String] {
        runs(of: cells, by: { UnderlineKey(look: $0.look) }).flatMap { run -> [String] in
            let look = run[run.startIndex].look
            guard look.isUnderlined else { return [] }
            return underline(
                run, top: top + options.baseline + 2, style: look.underlineStyle, color: look.underlineColor)
        }
    }

    /// The elements of one underline below `run`, its top at `y`.
    private func underline(_ run: ArraySlice<PlacedCell>, top y: Int, style: UnderlineStyle, color: RGBColor)
        -> [String]
    {
        let x = run.first!.column * options.cellWidth
        let width = (run.last!.column + run.last!.width - run.first!.column) * options.cellWidth
        switch style {
        case .single:
            return [rectangle(from: run, top: y, height: 1, color: color)]
        case .double:
            return [
                rectangle(from: run, top: y - 1, height: 1, color: color),
                rectangle(from: run, top: y + 1, height: 1, color: color),
            ]
        case .dotted, .dashed:
            let dashes = style == .dotted ? "1 2" : "4 2"
            return [
                #"<line x1="\#(x)" y1="\#(y)" x2="\#(x + width)" y2="\#(y)" stroke="\#(color)" stroke-dasharray="\#(dashes)"/>"#
            ]
        case .curly:
            // A wave two pixels high, one crest every four pixels.
            var path = "M\(x) \(y)"
            for _ in stride(from: 0, to: width, by: 4) { path += " q1 -2 2 0 t2 0" }
            return [#"<path d="\#(path)" fill="none" stroke="\#(color)"/>"#]
        }
    }

    /// An `<a href>` over each run of cells of one link, with a line under it, so that
    /// the picture shows the link and opens it.
    private func links(of cells: [PlacedCell], top: Int) -> [String] {
        runs(of: cells, by: \.link).compactMap { run in
            guard let link = run[run.startIndex].link else { return nil }
            let look = run[run.startIndex].look
            let line =
                look.isUnderlined
                ? "" : rectangle(from: run, top: top + options.baseline + 2, height: 1, color: look.foreground)
            let x = run.first!.column * options.cellWidth
            let width = (run.last!.column + run.last!.width - run.first!.column) * options.cellWidth
            let area =
                #"<rect x="\#(x)" y="\#(top)" width="\#(width)" height="\#(options.cellHeight)" fill-opacity="0"/>"#
            return #"<a href="\#(XMLText.escaped(link.url))">\#(area)\#(line)</a>"#
        }
    }

    private func rectangle(from run: ArraySlice<PlacedCell>, top: Int, height: Int, color: RGBColor) -> String {
        let x = run.first!.column * options.cellWidth
        let width = (run.last!.column + run.last!.width - run.first!.column) * options.cellWidth
        return #"<rect x="\#(x)" y="\#(top)" width="\#(width)" height="\#(height)" fill="\#(color)"/>"#
    }

    private func text(_ content: String, x: Int, top: Int, look: Look, extra: String) -> String {
        var attributes = #"x="\#(x)" y="\#(top + options.baseline)" fill="\#(look.foreground)""#
        if look.isBold { attributes += #" font-weight="bold""# }
        if look.isItalic { attributes += #" font-style="italic""# }
        return "<text \(attributes)\(extra)>\(XMLText.escaped(content))</text>"
    }

    /// The cells cut into runs of neighbours with the same `key`.
    private func runs<Key: Equatable>(of cells: [PlacedCell], by key: (PlacedCell) -> Key) -> [ArraySlice<PlacedCell>] {
        var runs: [ArraySlice<PlacedCell>] = []
        var start = cells.startIndex
        for index in cells.indices.dropFirst() where key(cells[index]) != key(cells[start]) {
            runs.append(cells[start..<index])
            start = index
        }
        if start < cells.endIndex { runs.append(cells[start...]) }
        return runs
    }

    /// What text cells must share to be one `<text>`: the look of the glyphs, and being
    /// narrow (a wide character is drawn on its own).
    private struct TextRunKey: Equatable {
        var foreground: RGBColor
        var isBold: Bool
        var isItalic: Bool
        var isNarrow: Bool

        init(cell: PlacedCell) {
            foreground = cell.look.foreground
            isBold = cell.look.isBold
            isItalic = cell.look.isItalic
            isNarrow = cell.width == 1
        }
    }

    private struct UnderlineKey: Equatable {
        var isUnderlined: Bool
        var style: UnderlineStyle
        var color: RGBColor

        init(look: Look) {
            isUnderlined = look.isUnderlined
            style = look.underlineStyle
            color = look.underlineColor
        }
    }
}
