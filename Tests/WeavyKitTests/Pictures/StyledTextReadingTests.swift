import Testing
import WeavyKit
import WeavyTesting

/// A styled snapshot's text read back into the screen it describes.
@MainActor
@Suite("Styled text read back")
struct StyledTextReadingTests {
    @Test("A tab bar, a list and a field with the cursor come back cell for cell, given the width")
    func roundTrip() throws {
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Wishlist", root: WidgetScreen("Films", filmList())),
            NavigationStack(title: "Search", root: WidgetScreen("Search", TextField(placeholder: "a title"))),
        ])
        let driver = try driver(tabs, columns: 40, rows: 10)
        defer { driver.close() }
        for _ in 0..<2 {
            let rebuilt = try Snapshot(styledText: driver.styledText, columns: driver.terminal.size.columns)
            #expect(rebuilt == driver.snapshot)
            driver.press(.tab)
        }
        // docs: the example of Snapshot(styledText:columns:)
        let rebuilt = try Snapshot(styledText: driver.styledText, columns: driver.terminal.size.columns)
        #expect(rebuilt == driver.snapshot)
    }

    @Test("Wide characters, styled trailing blanks and a cursor are read back")
    func wideAndTrailing() throws {
        let blue = Snapshot.CellStyle(foreground: 7, background: 4, attributes: [.bold, .underline])
        let snapshot = Cells.snapshot(
            columns: 8, [Cells.of("a世b") + Cells.of("    ", blue), Cells.of("        ")],
            cursor: Point(column: 3, row: 0))
        #expect(try Snapshot(styledText: snapshot.styledText, columns: 8) == snapshot)
        let narrowest = try Snapshot(styledText: snapshot.styledText)
        #expect(narrowest.size == Size(columns: 8, rows: 2), "the styled blanks keep the row 8 wide")
    }

    @Test("A plain-text snapshot, or a legend naming no style, is a clear error")
    func errors() {
        #expect(throws: StyledTextError.self) { try Snapshot(styledText: "just\ntext") }
        let bad = "ab\n\nstyles\nAA\nlegend\n. plain\nA fg=3 sparkly"
        #expect {
            try Snapshot(styledText: bad)
        } throws: { error in
            "\(error)".contains("unknown style 'fg=3 sparkly'")
        }
        let missing = "ab\n\nstyles\nBB\nlegend\n. plain\nA fg=3"
        #expect {
            try Snapshot(styledText: missing)
        } throws: { error in
            "\(error)".contains("'B' is not in the legend")
        }
    }

    @Test("Text holding the words of the format does not confuse the reader")
    func textThatLooksLikeTheFormat() throws {
        let snapshot = Cells.snapshot(columns: 6, [Cells.of("styles"), Cells.of("legend"), Cells.of("      ")])
        #expect(try Snapshot(styledText: snapshot.styledText, columns: 6) == snapshot)
    }
}
