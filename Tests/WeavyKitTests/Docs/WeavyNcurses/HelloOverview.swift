// docs:begin WeavyNcurses 1
import WeavyNcurses

@MainActor
func runHello() async {
    let window = Window(content: Label("Hello"))
    window.bind("q") { $0.quit() }
    await window.run()
}
// docs:end
// The overview's example of WeavyNcurses.md: compiled with the tests, not run (it needs
// a real terminal; the pseudo-terminal tests cover the live run).
