import CNcurses
import Testing
import Weavy
import WeavyKit

// The code of EmbeddingInACursesHost.md: each `docs:begin EmbeddingInACursesHost <n>`
// region is the article's n-th Swift block, verbatim (DocsCodeTests checks it); the test
// below runs it on a host screen of its own.

// docs:begin EmbeddingInACursesHost 1
/// The host's Weavy area: a region of its curses screen, a window, and a Loom.
@MainActor
final class NotesArea {
    let terminal: Terminal
    let window: Window
    let loom = Loom()

    init(region: Rect, notes: [Note]) throws {
        terminal = try Terminal.embedded(in: region)
        let warp = NotesWarp(notes: notes)
        window = Window(content: warp.stack)
        window.attach(to: terminal)
        loom.weave(warp, with: SingleWeftable(NoteWeft.noteList))
        window.render()
    }

    /// One key the host's loop read with `wget_wch`.
    func handle(status: Int32, value: UInt32) {
        guard let key = Key(cursesStatus: status, value: value) else { return }
        window.handle(key)
        window.render()
    }

    /// The host's layout changed: the area moves and lays out again.
    func move(to region: Rect) {
        terminal.setRegion(region)
        window.relayout()
        window.render()
    }

    func close() {
        window.close()
        terminal.close()
    }
}
// docs:end

@MainActor
@Suite("Embedding, as the article shows it")
struct EmbeddingArticleTests {
    @Test("The area shows the notes in its region, takes the host's keys, moves, and closes")
    func notesAreaInAHost() throws {
        let host = try Terminal.nullDevice(size: Size(columns: 60, rows: 10))
        defer { host.close() }
        let area = try NotesArea(
            region: Rect(column: 0, row: 0, columns: 30, rows: 10),
            notes: [Note(title: "Groceries", body: "Lemons."), Note(title: "Ideas", body: "More notes.")])
        #expect(host.snapshot().lines[1].contains("Groceries"))

        area.handle(status: KEY_CODE_YES, value: UInt32(KEY_DOWN))
        area.handle(status: OK, value: UInt32(UnicodeScalar("\n").value))
        #expect(area.window.content.children.map(\.title) == ["Notes", "Ideas"])

        area.move(to: Rect(column: 30, row: 0, columns: 30, rows: 10))
        #expect(host.snapshot().lines[0].dropFirst(30).contains("Notes"))
        area.close()
        #expect(area.terminal.isClosed)
    }
}
