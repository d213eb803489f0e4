import Testing
import WeavyKit

/// A host program that draws its own screen without curses: it keeps a cell buffer of
/// its own and gives a Weavy area a rectangle of it, and its keys.
@MainActor
@Suite("Embedding a Weavy area in a host that draws without curses")
struct EmbeddingWithoutCursesTests {
    @Test("The host copies the area's cells into its own buffer; its cells outside the area stay as they were")
    func areaInTheHostsBuffer() throws {
        // The host's screen: its own frame of dots.
        var screen = CellBuffer(
            size: Size(columns: 50, rows: 12), filledWith: Cell(character: "·", width: 1, style: .plain))
        let area = try Terminal.headless(size: Size(columns: 24, rows: 6))
        let list = ListView(title: "Planets", items: ["Mercury", "Venus", "Earth"]) { ListView.Row($0) }
        var opened: [String] = []
        list.onActivate = { planet, _ in opened.append(planet) }
        let window = Window(content: list)
        window.attach(to: area)

        // The host's loop: its keys, as bytes it read, then a frame.
        for key in area.feed(Array("\u{1B}[B\r".utf8)) { window.handle(key) }
        window.render()
        area.copyScreen(into: &screen, at: Point(column: 20, row: 3))

        #expect(opened == ["Venus"])
        let lines = screen.lines
        #expect(lines[3].hasPrefix(String(repeating: "·", count: 20) + " Mercury"))
        #expect(lines[4].contains("Venus"))
        #expect(lines[0] == String(repeating: "·", count: 50))
        #expect(lines[9] == String(repeating: "·", count: 50))
        // Left of the area, and right of it, the host's cells are untouched.
        #expect(lines[5].hasPrefix(String(repeating: "·", count: 20)))
        #expect(lines[5].hasSuffix(String(repeating: "·", count: 6)))
        window.close()
        area.close()
    }
}
