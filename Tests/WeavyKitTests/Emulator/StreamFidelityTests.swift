import Testing
import WeavyKit
import WeavyTesting

/// What a stream terminal writes, read back by a terminal model, is what the window
/// composed: cell for cell, in every terminal type this machine has an entry for.
@MainActor
@Suite("Fidelity: stream terminals draw what the window composed, for each TERM")
struct StreamFidelityTests {
    nonisolated static let types = [
        "xterm-256color", "xterm", "screen-256color", "screen", "tmux-256color", "linux", "vt100", "vt220",
        "rxvt-unicode-256color", "rxvt",
    ]

    @Test("Frames, a modal over them, moves and a resize read back cell for cell", arguments: types)
    func framesReadBack(type: String) throws {
        let sink = ByteSink()
        let size = Size(columns: 48, rows: 14)
        let terminal = try Terminal.stream(type: type, size: size, output: { sink.append($0) })
        var screen = TerminalEmulator(size: size)
        let titles = ["Amélie", "卧虎藏龙", "Blade Runner", "Spirited Away 🐉", "Léon", "Ran", "Alien", "Heat"]
        let list = ListView(title: "Films", items: titles) { ListView.Row($0) }
        let stack = NavigationStack(title: "Films")
        stack.push(list)
        let window = Window(content: stack)
        window.bind("q", hint: "quit") { window in window.quit() }
        window.attach(to: terminal)

        func check(_ step: String) {
            window.render()
            screen.feed(sink.take())
            #expect(screen.unrecognizedSequences.isEmpty, "\(type), \(step): \(screen.unrecognizedSequences)")
            let composed = terminal.snapshot()
            #expect(
                screen.snapshot.rows == composed.rows,
                "\(type), \(step): \(Self.firstDifference(screen.snapshot, composed))")
        }
        check("first frame")
        for _ in 0..<3 { window.handle(.down) }
        check("three rows down")
        window.present(Label("A label in a modal, long enough to wrap onto a second line."), title: "Note")
        check("a modal")
        window.handle(.escape)
        check("the modal closed")
        terminal.resize(to: Size(columns: 40, rows: 10))
        screen.resize(to: Size(columns: 40, rows: 10))
        window.relayout()
        check("resized")
        window.close()
        terminal.close()
        screen.feed(sink.take())
        #expect(!screen.isAlternateScreenActive || type == "linux", "\(type): still in the alternate screen")
        #expect(screen.isCursorVisible, "\(type): the cursor is left hidden")
    }

    @Test(
        "On a VT100 (no color, no dim, no hidden cursor) a popup casts no solid reversed strip, the status line fills its row, and the cursor waits on a blank"
    )
    func vt100Popup() throws {
        let sink = ByteSink()
        let size = Size(columns: 40, rows: 12)
        let terminal = try Terminal.stream(type: "vt100", size: size, output: { sink.append($0) })
        var screen = TerminalEmulator(size: size)
        let list = ListView(items: (0..<20).map { "Row \($0)" }) { ListView.Row($0) }
        let window = Window(content: list)
        window.bind("q", hint: "quit") { window in window.quit() }
        window.attach(to: terminal)
        window.present(Label("A note"), title: "Note", size: .fixed(columns: 20, rows: 5))
        window.render()
        screen.feed(sink.take())
        let shown = screen.snapshot
        let frame = try #require(window.modals.first?.parent?.frame)
        let reversed = (frame.minRow + 1..<frame.maxRow).filter { row in
            shown.style(at: Point(column: frame.maxColumn, row: row))?.attributes.contains(.reverse) == true
        }
        #expect(reversed.isEmpty, "a solid strip right of the popup on rows \(reversed)")
        let status = shown.rows[size.rows - 1]
        #expect(status.allSatisfy { $0.style.attributes.contains(.reverse) }, "a gap in the status line")
        // A VT100 cannot hide its cursor: it waits on a plain blank cell, not as a block at
        // the end of the status line.
        #expect(screen.cursor.row < size.rows - 1, "the cursor at \(screen.cursor)")
        let cell = shown.rows[screen.cursor.row][screen.cursor.column]
        #expect(cell.character == " " && cell.style == .plain, "the cursor on \(cell)")
        window.close()
        terminal.close()
    }

    /// Where two snapshots first differ, in words.
    static func firstDifference(_ shown: Snapshot, _ composed: Snapshot) -> String {
        for row in 0..<min(shown.rows.count, composed.rows.count) where shown.rows[row] != composed.rows[row] {
            for (index, pair) in zip(shown.rows[row], composed.rows[row]).enumerated() where pair.0 != pair.1 {
                return "row \(row), cell \(index): shown \(pair.0.character.debugDescription) \(pair.0.style), "
                    + "composed \(pair.1.character.debugDescription) \(pair.1.style)\n\(shown.text)"
            }
            return "row \(row) has \(shown.rows[row].count) cells shown, \(composed.rows[row].count) composed"
        }
        return "none"
    }
}
