import Testing
import WeavyTesting

@testable import WeavyKit

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

    @Test(
        "Any text drawn from its bytes, a run of ASCII at a time, gives the cells and width that drawing its scalars one by one gives"
    )
    func runsAgreeWithScalars() {
        var random = SeededRandom(seed: 0x7E47)
        let pieces = [
            "a", "word", " ", "  ", "é", "ß", "ł", "漢字", "🧵", "e\u{301}", "\u{301}", "\t", "\u{7F}", "\u{200D}",
            "\u{85}", "👍🏽", "\u{202E}", "x\u{301}\u{302}", "ｗ", "\u{AD}",
        ]
        for _ in 0..<1_500 {
            let text = (0..<Int.random(in: 0..<8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let under = (0..<Int.random(in: 0..<6, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let column = Int.random(in: 0..<6, using: &random)
            let width = Bool.random(using: &random) ? nil : Int.random(in: 0..<12, using: &random)
            let byBytes = RunPainter(under: under, text: text, column: column, width: width, byScalars: false)
            let byScalars = RunPainter(under: under, text: text, column: column, width: width, byScalars: true)
            let size = Size(columns: 12, rows: 1)
            #expect(
                byBytes.render(size: size) == byScalars.render(size: size),
                "\(text.debugDescription) over \(under.debugDescription) at \(column), width \(String(describing: width))"
            )
            #expect(byBytes.used == byScalars.used, "\(text.debugDescription)")
        }
    }

    @Test("Latin-1 text drawn from its bytes gives what drawing its scalars gives")
    func latin1RunsAgreeWithScalars() {
        var random = SeededRandom(seed: 0x1A71)
        for _ in 0..<800 {
            let bytes = (0..<Int.random(in: 0..<14, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? UInt8.random(in: 0x20...0x7E, using: &random) : UInt8.random(in: 0...0xFF, using: &random)
            }
            let width = Bool.random(using: &random) ? nil : Int.random(in: 0..<12, using: &random)
            let byBytes = RunPainter(under: "漢字漢字漢字", latin1: bytes, column: 1, width: width, byScalars: false)
            let byScalars = RunPainter(under: "漢字漢字漢字", latin1: bytes, column: 1, width: width, byScalars: true)
            let size = Size(columns: 12, rows: 1)
            #expect(byBytes.render(size: size) == byScalars.render(size: size), "\(bytes)")
            #expect(byBytes.used == byScalars.used, "\(bytes)")
        }
    }
}

/// Draws `under` from column 0, then the text over it at `column`: from its bytes, or
/// from its scalars one by one; keeps the cells the text took.
private final class RunPainter: Component {
    let under: String
    let text: String
    let latin1: [UInt8]?
    let column: Int
    let width: Int?
    let byScalars: Bool
    var used = 0

    init(under: String, text: String = "", latin1: [UInt8]? = nil, column: Int, width: Int?, byScalars: Bool) {
        self.under = under
        self.text = text
        self.latin1 = latin1
        self.column = column
        self.width = width
        self.byScalars = byScalars
        super.init()
    }

    override func draw(in canvas: Canvas) {
        canvas.text(under, at: .zero)
        let point = Point(column: column, row: 0)
        if let latin1 {
            used =
                byScalars
                ? canvas.text(scalars: latin1.map(Unicode.Scalar.init), at: point, width: width)
                : canvas.text(latin1: latin1[...], at: point, width: width)
        } else {
            used =
                byScalars
                ? canvas.text(scalars: text.unicodeScalars, at: point, width: width)
                : canvas.text(text, at: point, width: width)
        }
    }
}
