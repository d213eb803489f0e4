import Testing
import WeavyKit

// The code of RenderingWithoutCurses.md: each `docs:begin RenderingWithoutCurses <n>`
// region is the article's n-th Swift block, verbatim (DocsCodeTests checks it); the tests
// below run it.

@MainActor
@Suite("Rendering and embedding without curses, as the article shows it")
struct WithoutCursesArticleTests {
    @Test("A list renders alone into cells: wide titles take two cells each, accents stay")
    func renderAlone() {
        // docs:begin RenderingWithoutCurses 1
        let films = ListView(title: "Films", items: ["千と千尋の神隠し", "Amélie", "La Haine"]) { film in
            ListView.Row(film)
        }
        let cells = films.render(size: Size(columns: 24, rows: 5))
        let rows = cells.lines  // one string per row: what a person would read
        // docs:end
        #expect(rows.contains { $0.hasPrefix(" 千と千尋の神隠し") })
        #expect(rows.contains { $0.hasPrefix(" Amélie") })
        let wide = cells.lines.firstIndex { $0.contains("千") }!
        // 千 takes cells 1 and 2; と starts at cell 3.
        #expect(cells[1, wide].width == 2)
        #expect(cells[3, wide].character == "と")
    }

    @Test("A host's own cell buffer shows the area where it copies it, the rest untouched")
    func embedInCells() throws {
        var screen = CellBuffer(
            size: Size(columns: 50, rows: 12), filledWith: Cell(character: "·", width: 1, style: .plain))
        let bytesRead = Array("\u{1B}[B\r".utf8)  // Down, then Enter
        var opened: [String] = []
        // docs:begin RenderingWithoutCurses 2
        let area = try Terminal.headless(size: Size(columns: 24, rows: 6))
        let planets = ListView(title: "Planets", items: ["Mercury", "Venus", "Earth"]) { ListView.Row($0) }
        planets.onActivate = { planet, _ in opened.append(planet) }
        let window = Window(content: planets)
        window.attach(to: area)

        // In the host's loop: the bytes it read become keys, then a frame, copied in.
        for key in area.feed(bytesRead) { window.handle(key) }
        window.render()
        area.copyScreen(into: &screen, at: Point(column: 20, row: 3))
        // docs:end
        #expect(opened == ["Venus"])
        #expect(screen.lines[3].hasPrefix(String(repeating: "·", count: 20) + " Mercury"))
        #expect(screen.lines[0] == String(repeating: "·", count: 50))
        window.close()
        area.close()
    }

    @Test("A host that writes to the terminal itself gets the area's bytes, inside its rectangle only")
    func embedAsBytes() throws {
        let hostOutput = HostOutput()
        // docs:begin RenderingWithoutCurses 3
        let area = try Terminal.stream(in: Rect(column: 2, row: 1, columns: 30, rows: 8)) { bytes in
            hostOutput.write(bytes)  // to the terminal, in order, with the host's own output
        }
        let window = Window(content: ListView(title: "Planets", items: ["Mercury", "Venus"]) { ListView.Row($0) })
        window.attach(to: area)
        window.render()
        // docs:end
        let text = String(decoding: hostOutput.bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[2;3H"), "the first row of the area is row 2, column 3 of the screen")
        #expect(text.contains("Mercury"))
        #expect(!text.contains("\u{1B}[?1049h"), "the alternate screen stays the host's")
        window.close()
        area.close()
    }
}

@MainActor
@Suite("Rendering without curses: the features a terminal has")
struct WithoutCursesFeaturesTests {
    @Test("A client that has synchronized output gets every frame between the marks")
    func featuresSet() throws {
        let hostOutput = HostOutput()
        // docs:begin RenderingWithoutCurses 4
        let client = try Terminal.stream(type: "xterm-256color", size: Size(columns: 80, rows: 24)) { bytes in
            hostOutput.write(bytes)
        }
        // The client answered that it has synchronized output and links.
        client.outputFeatures = [.synchronizedOutput, .hyperlinks]
        // docs:end
        let window = Window(content: Label("Hello"))
        window.attach(to: client)
        window.render()
        let text = String(decoding: hostOutput.bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
        #expect(client.outputFeatures == [.synchronizedOutput, .hyperlinks])
        window.close()
        client.close()
    }
}

/// What the host would write to its terminal, kept for the test. A stream terminal
/// writes on the main actor only, so the bytes are never written at once from two threads.
private final class HostOutput: @unchecked Sendable {
    private(set) var bytes: [UInt8] = []

    func write(_ more: [UInt8]) { bytes += more }
}
