import Testing
import WeavyCurses

/// Draws its texts in order on row 0, each at its column.
private final class Painter: Component {
    let texts: [(column: Int, text: String, width: Int?)]

    init(_ texts: [(column: Int, text: String, width: Int?)]) {
        self.texts = texts
        super.init()
    }

    override func draw(in canvas: Canvas) {
        for (column, text, width) in texts {
            canvas.text(text, at: Point(column: column, row: 0), width: width)
        }
    }
}

@MainActor
@Suite("Text drawn a run of ASCII at a time keeps what drawing it a character at a time gave")
struct TextRunTests {
    private func row(_ texts: [(column: Int, text: String, width: Int?)], columns: Int = 10) -> String {
        Painter(texts).render(size: Size(columns: columns, rows: 1)).lines[0]
    }

    @Test("ASCII over either half of a wide character blanks its other half")
    func overWideCharacters() {
        // 漢 takes columns 1-2 and 字 columns 3-4.
        #expect(row([(0, "a漢字b", nil), (2, "xy", nil)]) == "a xy b")
        #expect(row([(0, "漢字", nil), (1, "z", nil)]) == " z字")
        #expect(row([(0, "漢字", nil), (2, "q", nil)]) == "漢q")
    }

    @Test("A mark after ASCII joins the last letter, also where the width cuts the run")
    func marksAfterARun() {
        #expect(row([(0, "cafe\u{301}!", nil)]) == "caf\u{E9}!")
        let buffer = Painter([(0, "abc\u{301}def", 3)]).render(size: Size(columns: 10, rows: 1))
        #expect(buffer.lines[0].unicodeScalars.map(\.value) == [0x61, 0x62, 0x63, 0x301])
    }

    @Test("Controls inside ASCII still show as their symbols, and text stops at the width")
    func controlsAndWidth() {
        #expect(row([(0, "a\tb\u{7F}c", nil)]) == "a\u{2409}b\u{2421}c")
        #expect(row([(0, "abcdefgh", 5)]) == "abcde")
        #expect(row([(0, "ab漢", 3)]) == "ab")
    }
}
