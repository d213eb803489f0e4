import CNcurses
import Testing
import WeavyKit
import WeavyTesting

/// A host program's own pane, drawn with plain curses calls on the host's screen.
@MainActor
final class HostPane {
    private(set) var window: UnsafeMutablePointer<WINDOW>

    init(at rect: Rect) {
        window = newwin(Int32(rect.size.rows), Int32(rect.size.columns), Int32(rect.minRow), Int32(rect.minColumn))
    }

    func move(to rect: Rect) {
        delwin(window)
        window = newwin(Int32(rect.size.rows), Int32(rect.size.columns), Int32(rect.minRow), Int32(rect.minColumn))
    }

    func draw(_ text: String) {
        werase(window)
        mvwaddstr(window, 0, 0, text)
        wnoutrefresh(window)
    }

    deinit { MainActor.assumeIsolated { _ = delwin(window) } }
}

@MainActor
@Suite("Embedding a Weavy area in a host's curses screen")
struct EmbeddingTests {
    @Test("The area draws only in its rectangle; the host's pane stays; keys fed by the host work")
    func areaBesideHostPane() throws {
        // The host: a headless terminal whose screen the "host program" draws on itself.
        let host = try Terminal.nullDevice(size: Size(columns: 60, rows: 12))
        defer { host.close() }
        let pane = HostPane(at: Rect(column: 40, row: 0, columns: 20, rows: 12))
        pane.draw("host pane")
        doupdate()

        let area = try Terminal.embedded(in: Rect(column: 0, row: 0, columns: 39, rows: 12))
        let list = ListView(items: ["one", "two", "three"]) { ListView.Row($0) }
        let window = Window(content: NavigationStack(title: "Area", root: WidgetScreen("Area", list)))
        window.attach(to: area)
        window.render()

        var screen = host.snapshot()
        #expect(screen.lines[0].hasPrefix(" Area"))
        #expect(screen.lines[0].hasSuffix("host pane"))
        #expect(area.snapshot().size == Size(columns: 39, rows: 12))

        window.handle(.down)
        window.render()
        #expect(list.selectedIndex == 1)
        screen = host.snapshot()
        #expect(screen.lines[0].hasSuffix("host pane"))

        // Torn down and created again; the host pane is still there.
        window.close()
        area.close()
        #expect(host.snapshot().lines[0].hasSuffix("host pane"))
        let again = try Terminal.embedded(in: Rect(column: 0, row: 0, columns: 39, rows: 12))
        let second = Window(content: TextScreen("Again", body: "second area"))
        second.attach(to: again)
        second.render()
        #expect(host.snapshot().lines[1].hasPrefix(" second area"))
        #expect(host.snapshot().lines[0].hasSuffix("host pane"))
        second.close()
        again.close()
    }

    @Test("After the host resizes, one frame shows both the host's pane and the area")
    func hostResize() throws {
        let host = try Terminal.nullDevice(size: Size(columns: 60, rows: 12))
        defer { host.close() }
        let pane = HostPane(at: Rect(column: 40, row: 0, columns: 20, rows: 12))
        let area = try Terminal.embedded(in: Rect(column: 0, row: 0, columns: 39, rows: 12))
        defer { area.close() }
        let window = Window(content: TextScreen("Area", body: "area text"))
        window.attach(to: area)
        defer { window.close() }
        pane.draw("host pane")
        window.render()

        host.resize(to: Size(columns: 50, rows: 10))
        pane.move(to: Rect(column: 30, row: 0, columns: 20, rows: 10))
        area.setRegion(Rect(column: 0, row: 0, columns: 29, rows: 10))
        window.relayout()
        pane.draw("host pane")
        window.render()

        let screen = host.snapshot()
        #expect(screen.lines[1].hasPrefix(" area text"))
        #expect(screen.lines[0].hasSuffix("host pane"), "\(screen.text)")
    }

    @Test("Embedding needs a host screen and a region inside it")
    func embeddingErrors() throws {
        #expect(throws: TerminalError.noHostScreen) {
            try Terminal.embedded(in: Rect(column: 0, row: 0, columns: 5, rows: 5))
        }
        let host = try Terminal.nullDevice(size: Size(columns: 20, rows: 5))
        defer { host.close() }
        #expect(throws: TerminalError.self) {
            try Terminal.embedded(in: Rect(column: 10, row: 0, columns: 20, rows: 5))
        }
    }
}
