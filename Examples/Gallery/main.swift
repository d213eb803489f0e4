// weavy-gallery: every widget of WeavyCurses on a page of its own, reachable by keys
// and the mouse. `swift run weavy-gallery`; q quits, Esc goes back.
import Glibc
import Weavy
import WeavyNcurses

@MainActor
func runGallery() async -> Int32 {
    let terminal: Terminal
    do {
        terminal = try Terminal.live()
    } catch {
        StandardError.print("weavy-gallery: error: \(error)")
        return 2
    }
    let warp = GalleryWarp()
    let loom = Loom()
    let window = Window(content: warp.stack, minimumSize: Size(columns: 40, rows: 12))
    window.bind("q", hint: KeyHint("q", "quit")) { [weak window] in window?.quit() }
    window.attach(to: terminal)
    loom.weave(warp, with: SingleWeftable(GalleryWeft.index))
    let outcome = await window.run(on: terminal)
    window.close()
    terminal.close()
    if case .signal(let number) = outcome { ProcessSignal.raiseWithDefaultAction(number) }
    return 0
}

exit(await runGallery())
