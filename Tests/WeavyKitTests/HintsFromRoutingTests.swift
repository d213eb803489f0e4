import Testing
import WeavyKit
import WeavyTesting

/// A screen with a list that offers `w`, as the demo's lists do.
@MainActor
private final class MovingListScreen: Component {
    let list = ListView(items: ["Alien", "Heat", "Ran"]) { ListView.Row($0) }
    private(set) var moved = 0

    init() {
        super.init(title: "Films")
        list.allowsFiltering = true
        addChild(list)
    }

    override var focusedChild: Component? { list }

    override func handle(_ key: Key) -> Bool {
        guard key == "w" else { return false }
        moved += 1
        return true
    }

    override var keyHints: [KeyHint] { [KeyHint("w", "to Watched")] }
}

@MainActor
@Suite("The status line is derived from the routing")
struct HintsFromRoutingTests {
    @Test("A binding made or removed while the window is shown is on the status line at the next frame")
    func bindingAfterShownIsDrawn() throws {
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 6), content: Component(title: "Home"))
        defer { driver.close() }
        #expect(!driver.text.contains("reload"))
        driver.window.bind("r", hint: KeyHint("r", "reload")) {}
        driver.render()
        #expect(driver.text.contains("r reload"), "\(driver.text)")
        driver.window.unbind("r")
        driver.render()
        #expect(!driver.text.contains("reload"), "\(driver.text)")
    }

    @Test("While a list's filter is typed, the screen's `w` leaves the status line, and `w` goes into the filter")
    func filterTakesTheScreensLetter() throws {
        let screen = MovingListScreen()
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 8), content: NavigationStack(root: screen))
        defer { driver.close() }
        #expect(driver.window.keyHints.map(\.keys).contains("w"))
        #expect(driver.window.receiver(of: "w") == KeyReceiver(screen))
        try driver.send("/")
        #expect(!driver.window.keyHints.map(\.keys).contains("w"), "\(driver.window.keyHints)")
        #expect(driver.window.receiver(of: "w") == KeyReceiver(screen.list))
        try driver.send("w")
        #expect(screen.list.filterText == "w" && screen.moved == 0)
        #expect(driver.window.lastKeyReceiver == KeyReceiver(screen.list))
    }

    @Test("In a modal split view whose detail pane has the focus, the frame's `Esc close` gives way to `Esc back`")
    func splitViewTakesEscFromTheModal() throws {
        let master = ListView(items: ["Api Key", "About"]) { ListView.Row($0) }
        let detail = ScrollView(text: "About this app")
        let split = SplitView(master: master, detail: detail, masterWidth: 14)
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: Component())
        defer { driver.close() }
        driver.window.present(split, title: "Settings")
        driver.render()
        #expect(driver.window.keyHints.contains(KeyHint("Esc", "close", priority: .essential)))
        try driver.send("<tab>")
        #expect(split.focus == .detail)
        let escapes = driver.window.keyHints.filter { $0.keys == "Esc" }
        #expect(escapes.map(\.action) == ["back"], "\(driver.window.keyHints)")
        #expect(driver.window.receiver(of: .escape) == KeyReceiver(split))
        try driver.send("<esc>")
        #expect(split.focus == .master && driver.window.modals.count == 1)
        #expect(driver.window.lastKeyReceiver == KeyReceiver(split))
        #expect(driver.window.keyHints.map(\.keys).contains("Esc"))
    }

    @Test("A text area takes the letters that a container and the window offer: their hints leave")
    func textAreaTakesLetters() throws {
        let notes = TextArea(placeholder: "Notes")
        let list = ListView(items: ["Alien", "Heat"]) { ListView.Row($0) }
        let screen = VStack([.flexible(list), .fixed(3, notes)])
        screen.focus(list)
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 10), content: NavigationStack(root: screen))
        defer { driver.close() }
        var opened = 0
        driver.window.bind("s", hint: "settings") { _ in opened += 1 }
        driver.render()
        #expect(driver.window.keyHints.map(\.keys).contains("s"))
        screen.focus(notes)
        driver.render()
        #expect(!driver.window.keyHints.map(\.keys).contains("s"), "\(driver.window.keyHints)")
        try driver.send("s")
        #expect(notes.text == "s" && opened == 0)
    }

    @Test("A binding that overrides the focus hides a component's hint for the same key")
    func overridingBindingWins() throws {
        let screen = MovingListScreen()
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 8), content: screen)
        defer { driver.close() }
        driver.window.bind("w", hint: "window's w", overridesFocus: true) { _ in }
        driver.render()
        let hints = driver.window.routedKeyHints.filter { $0.hint.keys == "w" }
        #expect(hints.map(\.receiver) == [.binding("w")])
        try driver.send("w")
        #expect(screen.moved == 0 && driver.window.lastKeyReceiver == .binding("w"))
    }

    @Test("Hints read their keys from their labels")
    func triggersFromLabels() {
        #expect(KeyHint("↑↓", "move").triggers == [.up, .down])
        #expect(KeyHint("PgUp/PgDn", "page").triggers == [.pageUp, .pageDown])
        #expect(KeyHint("J/K", "scroll").triggers == ["J", "K"])
        #expect(KeyHint("/", "filter").triggers == ["/"])
        #expect(KeyHint("Ctrl-S", "save").triggers == [.control("s")])
        #expect(KeyHint("Shift-Tab", "back").triggers == [.backTab])
        #expect(KeyHint("Space", "turn on").triggers == [" "])
        #expect(KeyHint("F10", "menu").triggers == [.function(10)])
        #expect(KeyHint("any key", "go on").triggers.isEmpty)
    }
}

/// A screen that offers `x` and does not handle it: the window's `x` gets the key.
@MainActor
private final class LyingScreen: Component {
    override var keyHints: [KeyHint] { [KeyHint("x", "explode")] }
}

@MainActor
@Suite("StatusLineAudit")
struct StatusLineAuditTests {
    @Test("The audit reports a hint whose key reaches something else, and walks on from each state")
    func findsALie() async throws {
        var drivers: [HeadlessDriver] = []
        defer { for driver in drivers { driver.close() } }
        let audit = StatusLineAudit(maximumDepth: 2) {
            let driver = try HeadlessDriver(size: Size(columns: 40, rows: 6), content: LyingScreen())
            driver.window.bind("x", hint: "window's x") { _ in }
            drivers.append(driver)
            return driver
        }
        let report = try await audit.run()
        #expect(report.problems.count == 1, "\(report.problems)")
        #expect(report.problems.first?.contains("reached the window's binding of x, not LyingScreen") == true)
        #expect(report.keysPressed == 1 && report.states == [[]], "pressing x leads to the same state")
    }

    @Test("The doc comment's example: a list screen whose every hint, filter open or not, tells the truth")
    func docCommentExample() async throws {
        func screen() -> Component { NavigationStack(root: MovingListScreen()) }
        let audit = StatusLineAudit(maximumDepth: 3) { try HeadlessDriver(content: screen()) }
        let report = try await audit.run()
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.states.count >= 2 && report.keysPressed >= 8, "the filter open is a state of its own")
    }
}
