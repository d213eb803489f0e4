import Foundation
import Testing
import Weavy
import WeavyKit
import WeavyTesting

// The code of WeavyTesting's RecordingAndReplaying.md: each `docs:begin
// RecordingAndReplaying <n>` region is the article's n-th Swift block, verbatim
// (DocsCodeTests checks it), run here on the notes app of GettingStarted.md.

// docs:begin RecordingAndReplaying 1
@MainActor
func runRecorded(_ window: Window, loom: Loom, on terminal: Terminal, to path: String) async throws -> RunOutcome {
    // docs:begin SessionRecorder.swift 1
    let recorder = try SessionRecorder(path: path)
    recorder.follow(loom)  // a marker at each knit
    return await window.run(on: terminal, recording: recorder)
    // docs:end
}
// docs:end

/// The article's recording, kept with the tests: the notes app, Enter on the first
/// note, Backspace back, q.
let notesRecordingPath = DocsSources.packageRoot.appendingPathComponent("Tests/Fixtures/Recordings/notes.cast").path

@MainActor
@Suite("Recording and replaying sessions, as the article shows")
struct RecordingArticleTests {
    @Test("A run recorded with a recorder (the first block) replays green")
    func recordAndReplay() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("weavy-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 8), output: { _ in })
        defer { terminal.close() }
        let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
        let window = Window(content: warp.stack)
        window.bind("q", hint: KeyHint("q", "quit")) { window in window.quit() }
        let loom = Loom()
        loom.weave(warp, startingWith: NoteWeft.noteList)
        // The input a stream terminal's owner (an SSH channel) would post, each read once
        // the last one's screen is drawn.
        let typing = Task { @MainActor in
            let showsNote = { terminal.snapshot().text.contains("Press n") }
            terminal.post([.input([0x0D])])
            while !showsNote() { await Task.yield() }
            terminal.post([.input([0x7F])])
            while showsNote() { await Task.yield() }
            terminal.post([.input(Array("q".utf8))])
        }
        #expect(try await runRecorded(window, loom: loom, on: terminal, to: path) == .quit)
        await typing.value
        window.close()
        let recording = try SessionRecording(contentsOf: path)
        #expect(recording.markers.contains { $0.hasPrefix("NotesWarp ← NoteWeft.notePicked(") })
        // The same session as the kept one: the same screens at the same inputs.
        try assertReplays(recording: path, timing: .immediate) { terminal in
            let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
            let window = Window(content: warp.stack)
            window.bind("q", hint: KeyHint("q", "quit")) { window in window.quit() }
            window.attach(to: terminal)
            let loom = Loom()
            loom.weave(warp, startingWith: NoteWeft.noteList)
            return ReplayedApp(window: window, loom: loom)
        }
    }
}

// docs:begin RecordingAndReplaying 2
// docs:begin AssertReplays.swift 1
@Test @MainActor func notesSessionStillLooksTheSame() throws {
    try assertReplays(recording: notesRecordingPath) { terminal in
        let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
        let window = Window(content: warp.stack)
        window.bind("q", hint: KeyHint("q", "quit")) { window in window.quit() }
        window.attach(to: terminal)
        let loom = Loom()
        loom.weave(warp, startingWith: NoteWeft.noteList)
        return ReplayedApp(window: window, loom: loom)
    }
}
// docs:end
// docs:end
