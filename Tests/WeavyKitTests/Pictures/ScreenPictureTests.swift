import Testing
import WeavyKit
import WeavyPictures

/// A snapshot drawn as an SVG picture: the grid, the runs, the attributes, the cursor.
@Suite("Screen pictures")
struct ScreenPictureTests {
    private let red = Snapshot.CellStyle(foreground: 1, background: -1, attributes: [])
    private let onBlue = Snapshot.CellStyle(foreground: 15, background: 4, attributes: [])

    @Test("A small screen gives exactly this picture: a cell grid, merged runs, the default background once")
    func smallScreen() {
        let snapshot = Cells.snapshot(
            columns: 6, [Cells.of("ab", red) + Cells.of(" cd", onBlue) + Cells.of(" "), Cells.of("      ")])
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="54" height="36" viewBox="0 0 54 36" xml:space="preserve">
            <style>text{font-family:'DejaVu Sans Mono',Menlo,Consolas,'Liberation Mono','Noto Sans Mono',monospace;font-size:15px;white-space:pre}</style>
            <rect width="54" height="36" fill="#000000"/>
            <rect x="18" y="0" width="27" height="18" fill="#0000ee"/>
            <text x="0" y="14" fill="#cd0000" textLength="18">ab</text>
            <text x="27" y="14" fill="#ffffff" textLength="18">cd</text>
            </svg>

            """
        #expect(snapshot.svg() == expected)
    }

    @Test("Text is escaped, and characters XML cannot hold become U+FFFD: the picture stays well-formed")
    func escaping() throws {
        let snapshot = Cells.snapshot(
            columns: 12, [Cells.of("<a & \"b\" '>"), [Snapshot.Cell(character: "\u{1}", width: 1, style: .plain)]])
        let picture = snapshot.svg()
        #expect(picture.contains(">&lt;a &amp; \"b\" '&gt;</text>"))
        #expect(picture.contains(">\u{FFFD}</text>"))
        #expect(XMLCheck.problem(in: picture) == nil)
    }

    @Test("Bold, italic and underline are drawn; dim and reverse change the colors")
    func attributes() {
        let styled = Snapshot.CellStyle(foreground: 2, background: -1, attributes: [.bold, .italic, .underline])
        let dimReversed = Snapshot.CellStyle(foreground: 9, background: 4, attributes: [.dim, .reverse])
        let picture = Cells.snapshot(columns: 6, [Cells.of("abc", styled) + Cells.of("de", dimReversed)]).svg()
        #expect(
            picture.contains(
                ##"<text x="0" y="14" fill="#00cd00" font-weight="bold" font-style="italic" textLength="27">abc</text>"##
            ))
        #expect(picture.contains(##"<rect x="0" y="16" width="27" height="1" fill="#00cd00"/>"##), "the underline")
        // Reversed: the background is color 9; dim: the text (color 4) halfway to it.
        #expect(picture.contains(##"<rect x="27" y="0" width="18" height="18" fill="#ff0000"/>"##))
        #expect(picture.contains(##"<text x="27" y="14" fill="#7f0077" textLength="18">de</text>"##))
    }

    @Test("A wide character is centred on its two cells, and the cells after it keep their columns")
    func wideCharacters() {
        let row = Cells.of("a", red) + Cells.of("世", red) + Cells.of("b", red)
        #expect(row.map(\.width) == [1, 2, 1])
        let picture = Cells.snapshot(columns: 4, [row]).svg()
        #expect(picture.contains(##"<text x="0" y="14" fill="#cd0000">a</text>"##))
        #expect(picture.contains(##"<text x="18" y="14" fill="#cd0000" text-anchor="middle">世</text>"##))
        #expect(picture.contains(##"<text x="27" y="14" fill="#cd0000">b</text>"##))
    }

    @Test("The cursor is a block: its cell's colors swapped; hidden with showsCursor off or no cursor")
    func cursor() {
        let snapshot = Cells.snapshot(columns: 3, [Cells.of("abc")], cursor: Point(column: 1, row: 0))
        let picture = snapshot.svg(PictureOptions(appearance: .light))
        #expect(picture.contains(##"<rect x="9" y="0" width="9" height="18" fill="#000000"/>"##))
        #expect(picture.contains(##"<text x="9" y="14" fill="#ffffff">b</text>"##))
        var hidden = PictureOptions(appearance: .light)
        hidden.showsCursor = false
        #expect(!snapshot.svg(hidden).contains(##"fill="#000000"/>"##))
        #expect(
            snapshot.svg(hidden)
                == Cells.snapshot(columns: 3, [Cells.of("abc")]).svg(PictureOptions(appearance: .light)))
    }

    @Test("The same screen gives the same bytes; a screen of one style is one text and one rectangle per row")
    func determinismAndMerging() {
        let make = { Cells.snapshot(columns: 40, [Cells.of(String(repeating: "x", count: 40), onBlue)]) }
        #expect(make().svg() == make().svg())
        let picture = make().svg()
        #expect(picture.components(separatedBy: "<text ").count - 1 == 1)
        #expect(picture.components(separatedBy: "<rect ").count - 1 == 2, "the default background and the row")
    }

    @Test("The grid follows the options: cell size, font size, baseline, font families")
    func options() {
        var options = PictureOptions()
        options.cellWidth = 10
        options.cellHeight = 20
        options.fontSize = 16
        options.baseline = 15
        options.fontFamilies = ["Fira Code", "monospace"]
        let picture = Cells.snapshot(columns: 3, [Cells.of("a"), Cells.of("  b")]).svg(options)
        #expect(
            picture.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40""##))
        #expect(picture.contains("font-family:'Fira Code',monospace;font-size:16px"))
        #expect(picture.contains(##"<text x="20" y="35" fill="#e5e5e5">b</text>"##))
    }
}
