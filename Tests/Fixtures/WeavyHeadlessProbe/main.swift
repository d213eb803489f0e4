// A program built on the toolkit alone (WeavyKit, no ncurses backend): it opens
// headless terminals, feeds them a terminal's bytes (keys, an SS3 arrow, a mouse click,
// a paste) and prints what each shows. The tests check that it links no curses library
// and runs with no terminal, no TERM and no terminfo at all.
import WeavyKit

@MainActor
func run() throws {
    for (index, columns) in [30, 44].enumerated() {
        let terminal = try Terminal.headless(size: Size(columns: columns, rows: 6))
        let list = ListView(items: ["Ada", "Grace", "Linus", "Margaret"]) { ListView.Row($0) }
        var picked: [String] = []
        list.onActivate = { name, _ in picked.append(name) }
        let window = Window(content: list)
        window.attach(to: terminal)
        window.render()
        let bytes = Array("j\u{1B}OB\r\u{1B}[<0;3;1M\u{1B}[<0;3;1m\u{1B}[200~pasted\u{1B}[201~".utf8)
        let keys = terminal.feed(bytes)
        for key in keys { window.handle(key) }
        window.render()
        print("terminal \(index + 1): \(keys.count) keys, picked \(picked), selected \(list.selectedItem ?? "none")")
        print(terminal.snapshot().text)
        window.close()
        terminal.close()
    }
}

try MainActor.assumeIsolated { try run() }
