// The entry point of the app BuildingAWholeApp.md builds: compiled with the tests, not
// run (it needs a real terminal); ChatAppTests drive the same warp headless.

import WeavyNcurses

// docs:begin BuildingAWholeApp 6
enum ChatApp {
    @MainActor
    static func main() async {
        let warp = ChatWarp(server: ChatServer())
        let window = Window(content: warp.stage)
        window.bind("q", hint: "quit") { window in window.quit() }
        let loom = Loom()
        loom.weave(warp, startingWith: ChatWeft.signIn)
        await window.run()
    }
}
// docs:end
