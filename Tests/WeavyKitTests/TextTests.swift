import Testing
import WeavyKit

@Suite("Text in cells")
struct TextTests {
    @Test("Widths: ASCII one cell, CJK and emoji two, combining marks none")
    func widths() {
        #expect(CellText.width("Avatar") == 6)
        #expect(CellText.width("千と千尋") == 8)
        #expect(CellText.width("🎬") == 2)
        #expect(CellText.width("e\u{301}") == 1)
        #expect(CellText.width("기생충") == 6)
    }

    @Test("Controls, C1 and bidi overrides are replaced by visible, inert characters")
    func sanitizing() {
        let hostile = "a\u{1B}[31mb\u{07}c\u{9B}d\u{202E}e\u{7F}\u{1B}]52;c;aGk=\u{07}"
        let clean = CellText.sanitized(hostile)
        #expect(clean == "a␛[31mb␇c\u{FFFD}d\u{FFFD}e␡␛]52;c;aGk=␇")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("Truncation keeps whole characters and never exceeds the width")
    func truncation() {
        #expect(CellText.truncated("千と千尋の神隠し", to: 7) == "千と千…")
        #expect(CellText.width(CellText.truncated("千と千尋の神隠し", to: 7)) <= 7)
        #expect(CellText.truncatedLeading("Wishlist › Avatar › Sam", to: 12) == "…vatar › Sam")
        #expect(CellText.padded("卧虎", to: 6) == "卧虎  ")
        #expect(CellText.truncated("short", to: 10) == "short")
    }

    @Test("Truncation never leaves a space next to the ellipsis; wide characters still count two")
    func truncationTrimsSpaces() {
        #expect(CellText.truncated("Star Trek", to: 6) == "Star…")
        #expect(CellText.truncated("Star   Trek", to: 8) == "Star…")
        #expect(CellText.truncated("千と 千尋の神隠し", to: 6) == "千と…")
        #expect(CellText.truncated("千と\u{3000}千尋の神隠し", to: 8) == "千と…")
        #expect(CellText.truncated("     Heat", to: 4) == "…")
        #expect(CellText.truncatedLeading("Wishlist › Avatar › Sam Worthington", to: 13) == "…Worthington")
        #expect(CellText.truncatedLeading("Avatar   Worthington", to: 13) == "…Worthington")
        // Nothing cut, nothing trimmed.
        #expect(CellText.truncated("Star ", to: 5) == "Star ")
    }

    @Test("Wrapping breaks at spaces, splits long words and CJK, keeps newlines")
    func wrapping() {
        #expect(TextWrapping.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWrapping.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrapping.lines("千と千尋の神隠し", width: 5) == ["千と", "千尋", "の神", "隠し"])
        #expect(TextWrapping.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
        for line in TextWrapping.lines("Amélie — 卧虎藏龙 and 千と千尋の神隠し are films", width: 7) {
            #expect(CellText.width(line) <= 7)
        }
        // Paragraphs are found among bytes: a newline after a combining mark, a wide
        // character or an emoji sequence still ends its line, and nothing else does.
        #expect(TextWrapping.lines("e\u{301}\n千\n👩‍💻\nend\n", width: 10) == ["e\u{301}", "千", "👩‍💻", "end", ""])
        #expect(TextWrapping.lines("a\r\nb", width: 10).count == 2, "CR LF ends a line too")
    }
}
