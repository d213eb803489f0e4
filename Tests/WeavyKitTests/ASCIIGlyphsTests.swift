import Testing
import WeavyTesting

@testable import WeavyKit

/// Terminals that are not UTF-8 get ASCII stand-ins, cell for cell, instead of garbled
/// bytes.
@MainActor
@Suite("ASCII terminals: stand-ins for every character, nothing moves")
struct ASCIIGlyphsTests {
    @Test("The locale decides: UTF-8 codesets are Unicode, C, POSIX and ISO-8859-1 are ASCII")
    func locale() {
        #expect(TerminalGlyphs.forLocale(in: ["LANG": "C.UTF-8"]) == .unicode)
        #expect(TerminalGlyphs.forLocale(in: ["LANG": "en_US.utf8"]) == .unicode)
        #expect(TerminalGlyphs.forLocale(in: ["LANG": "C"]) == .ascii)
        #expect(TerminalGlyphs.forLocale(in: ["LANG": "C.UTF-8", "LC_ALL": "POSIX"]) == .ascii, "LC_ALL first")
        #expect(TerminalGlyphs.forLocale(in: ["LC_CTYPE": "de_DE.ISO-8859-1", "LANG": "de_DE.UTF-8"]) == .ascii)
        #expect(TerminalGlyphs.forLocale(in: ["LANG": ""]) == .unicode)
        #expect(TerminalGlyphs.forLocale(in: [:]) == .unicode)
    }

    /// A screen with the toolkit's own glyphs and user text beyond ASCII: a list with a
    /// scroll bar, CJK and accents, a secure field, a progress bar, a modal's border.
    func busyScreen() -> (Component, ListView<String>) {
        let list = ListView(items: ["Amélie", "卧虎藏龙", "Léon — the professional"] + (0..<20).map { "Row \($0)…" }) {
            ListView.Row($0, detail: "•")
        }
        let progress = ProgressBar(fraction: 0.37)
        let secret = TextField(text: "hunter2", isSecure: true)
        return (VStack([.flexible(list), .fixed(1, progress), .fixed(1, secret)]), list)
    }

    @Test("In memory: no character past ASCII on screen, every row as wide as in Unicode")
    func headless() throws {
        let (content, _) = busyScreen()
        let driver = try driver(content, columns: 40, rows: 14)
        defer { driver.close() }
        driver.window.present(Label("Sûre?"), title: "Confirm ✓", size: .fixed(columns: 20, rows: 5))
        driver.render()
        let unicode = driver.snapshot
        #expect(unicode.text.unicodeScalars.contains { !$0.isASCII }, "the screen has glyphs to stand in for")
        driver.terminal.glyphs = .ascii
        driver.redrawFromScratch()
        let ascii = driver.snapshot
        #expect(!ascii.text.unicodeScalars.contains { !$0.isASCII }, "\(ascii.text)")
        for (row, line) in ascii.rows.enumerated() {
            #expect(line.reduce(0) { $0 + $1.width } == unicode.rows[row].reduce(0) { $0 + $1.width })
        }
        #expect(ascii.text.contains("+- Confirm x "), "the modal's corner, line and title")
        #expect(ascii.text.contains("Amelie") || ascii.text.contains("Amelie".lowercased()), "accents dropped")
        #expect(ascii.text.contains("????????"), "four wide characters, two cells each")
        #expect(ascii.styledText.contains("*******"), "a secure field still shows no text")
    }

    @Test("Through a stream terminal: every byte written is ASCII")
    func streamBytes() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(
            type: "xterm", size: Size(columns: 40, rows: 14), output: { sink.append($0) })
        terminal.glyphs = .ascii
        let (content, list) = busyScreen()
        let window = Window(content: content)
        window.attach(to: terminal)
        window.render()
        list.select(10)
        window.render()
        let bytes = sink.take()
        #expect(!bytes.isEmpty)
        #expect(bytes.allSatisfy { $0 < 0x80 }, "a byte past ASCII: \(bytes.filter { $0 >= 0x80 }.prefix(8))")
        window.close()
        terminal.close()
    }

    @Test("Stand-ins for the toolkit's glyphs")
    func standIns() {
        let pairs: [(String, Character)] = [
            ("─", "-"), ("│", "|"), ("┌", "+"), ("╯", "+"), ("↑", "^"), ("↓", "v"), ("▾", "v"), ("›", ">"),
            ("█", "#"), ("▍", "#"), ("…", "~"), ("•", "*"), ("⠋", "|"), ("⠙", "/"), ("é", "e"), ("e\u{301}", "e"),
            ("€", "?"),
        ]
        for (glyph, standIn) in pairs { #expect(ASCIIGlyphs.standIn(for: glyph) == standIn, "\(glyph)") }
    }
}
