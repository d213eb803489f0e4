// The smallest Weavy app worth running: one warp, two screens. Written from the README
// alone, as someone new to the library would.
//
//   swift run weavy-hello        Enter greets the chosen name, Esc goes back, q quits
import Glibc  // exit(_:)
import WeavyNcurses

enum HelloWeft: Weft {
    case names
    case greet(name: String)
}

/// The first screen's model: picking a name becomes a weft, nothing more.
@MainActor
final class NamesModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    func pick(_ name: String) { wefts.send(HelloWeft.greet(name: name)) }
}

/// A list of names; Enter on one asks the model to greet it.
@MainActor
final class NamesScreen: Component {
    let list = ListView(items: ["Ada", "Grace", "Linus", "Margaret"]) { ListView.Row($0) }

    init(model: NamesModel) {
        super.init(title: "Hello")
        list.onActivate = { name, _ in model.pick(name) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

/// The app's only section: the names, then a greeting pushed on top.
@MainActor
final class HelloWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? HelloWeft {
        case .names:
            let model = NamesModel()
            let screen = NamesScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .greet(let name):
            let screen = ScrollView(title: name, [.heading("Hello, \(name)!"), .paragraph("Esc goes back.")])
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case nil:
            return []
        }
    }
}

@main
struct HelloApp {
    @MainActor
    static func main() async {
        let terminal: Terminal
        do {
            terminal = try Terminal.live()
        } catch {
            // Thrown out of main, the error would end the program as a crash, backtrace and all.
            StandardError.print("weavy-hello: \(error)")
            exit(1)
        }
        let warp = HelloWarp()
        let window = Window(content: warp.stack)
        window.bind("q", hint: KeyHint("q", "quit")) { [weak window] in window?.quit() }
        window.attach(to: terminal)

        let loom = Loom()
        loom.weave(warp, with: SingleWeftable(HelloWeft.names))
        _ = await window.run(on: terminal)
        window.close()
        terminal.close()
    }
}
