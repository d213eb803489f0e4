// The entry point of the app GettingStarted.md builds: compiled with the tests, not run
// (it needs a real terminal; the pseudo-terminal tests cover the live run loop).

import WeavyNcurses

// docs:begin GettingStarted 6
enum NotesApp {
    @MainActor
    static func main() async {
        let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
        let window = Window(content: warp.stack)
        window.bind("q", hint: KeyHint("q", "quit")) { window in window.quit() }
        let loom = Loom()  // the app owns its Loom
        loom.weave(warp, startingWith: NoteWeft.noteList)
        await window.run()  // opens the terminal, runs until q, Ctrl-C or a signal, gives it back
    }
}
// docs:end
