// weavy-gallery: every widget of WeavyKit on a page of its own, reachable by keys
// and the mouse. `swift run weavy-gallery`; q quits, Esc goes back.
import WeavyNcurses

let warp = GalleryWarp()
let window = Window(content: warp.stack, minimumSize: Size(columns: 40, rows: 12))
window.bind("q", hint: "quit") { window in window.quit() }
let loom = Loom()
loom.weave(warp, startingWith: GalleryWeft.index)
await window.run()
