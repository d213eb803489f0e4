// The smallest Weavy app worth running: one warp, two screens. Written from the README
// alone, as someone new to the library would.
//
//   swift run weavy-hello        Enter greets the chosen name, Esc goes back, q quits
import WeavyNcurses

enum HelloWeft: Weft {
    case names
    case greet(name: String)
}

/// The app's only section: the names, then a greeting pushed on top.
@MainActor
final class HelloWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: HelloWeft) -> [Stitch] {
        switch weft {
        case .names:
            // The list's model only says which name was picked.
            let picks = WeftEmitter()
            let list = ListView(title: "Hello", items: ["Ada", "Grace", "Linus", "Margaret"]) { ListView.Row($0) }
            list.onActivate = { name, _ in picks.send(HelloWeft.greet(name: name)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .greet(let name):
            let greeting = Label("Hello, \(name)!\nEsc goes back.", title: name, style: \.heading)
            stack.push(greeting)
            return [.show(greeting)]
        }
    }
}

@main
struct HelloApp {
    static func main() async {
        let warp = HelloWarp()
        let window = Window(content: warp.stack)
        window.bind("q", hint: "quit") { window in window.quit() }
        let loom = Loom()
        loom.weave(warp, startingWith: HelloWeft.names)
        await window.run()
    }
}
