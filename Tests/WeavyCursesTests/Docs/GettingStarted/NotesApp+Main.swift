// The entry point of the app GettingStarted.md builds: compiled with the tests, not run
// (it needs a real terminal; the pseudo-terminal tests cover the live run loop).

import Weavy
import WeavyCurses

// docs:begin GettingStarted 6
enum NotesApp {
    @MainActor
    static func main() async throws {
        let terminal = try Terminal.live()  // a clear error when there is no usable terminal
        let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
        let window = Window(content: warp.stack)
        window.bind("q", hint: KeyHint("q", "quit")) { [weak window] in window?.quit() }
        window.attach(to: terminal)

        let loom = Loom()  // the app owns its Loom
        loom.weave(warp, with: SingleWeftable(NoteWeft.noteList))
        _ = await window.run(on: terminal)  // until q, Ctrl-C or a signal

        window.close()
        terminal.close()  // the terminal comes back as it was
    }
}
// docs:end
