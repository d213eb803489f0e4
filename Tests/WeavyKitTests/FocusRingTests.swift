import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("The focus ring of any screen")
struct FocusRingTests {
    /// A list, a text area under it and a window binding of `d`: the tracker's screen.
    private func trackerScreen() throws -> (HeadlessDriver, ListView<String>, TextArea, () -> Int) {
        let list = ListView(items: ["Crash on start", "Typo"]) { ListView.Row($0) }
        let notes = TextArea(placeholder: "Comment")
        let screen = VStack([.flexible(list), .fixed(3, notes)])
        screen.focus(list)
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: NavigationStack(root: screen))
        var done = 0
        driver.window.bind("d", hint: "done") { _ in done += 1 }
        driver.render()
        return (driver, list, notes, { done })
    }

    @Test("Tab goes from a list to a text area and back; letters go to the binding or the text by the focus")
    func tabBetweenListAndTextArea() throws {
        let (driver, list, notes, done) = try trackerScreen()
        defer { driver.close() }
        #expect(driver.window.keyHints.contains { $0.keys == "Tab" && $0.action == "focus next" })
        try driver.send("d")
        #expect(done() == 1)
        try driver.send("<tab>")
        #expect(driver.window.focusChain.last === notes)
        #expect(driver.window.lastKeyReceiver == .focusRing)
        try driver.send("dd")
        #expect(notes.text == "dd" && done() == 1)
        try driver.send("<tab>")
        #expect(driver.window.focusChain.last === list, "the text area gives Tab back")
        try driver.send("<s-tab>")
        #expect(driver.window.focusChain.last === notes)
    }

    @Test("A text area told to take Tab indents, and the ring's hint leaves while it has the focus")
    func textAreaThatTakesTab() throws {
        let (driver, _, notes, _) = try trackerScreen()
        defer { driver.close() }
        notes.takesTab = true
        try driver.send("<tab>")
        #expect(driver.window.focusChain.last === notes)
        #expect(!driver.window.keyHints.contains { $0.keys == "Tab" }, "\(driver.window.keyHints)")
        try driver.send("<tab>x")
        #expect(notes.text == "    x")
        try driver.send("<s-tab>")
        #expect(driver.window.focusChain.last !== notes, "Shift-Tab still goes on")
    }

    @Test("The ring goes through nested stacks and panels in drawing order, passing over disabled controls")
    func nestedContainers() throws {
        let first = TextField(placeholder: "First")
        let last = TextField(placeholder: "Last")
        let off = Button("Off", isEnabled: false)
        let save = Button("Save")
        let names = HStack(spacing: 1, [.flexible(first), .flexible(last)])
        let actions = Panel(title: "Actions", content: VStack([.fixed(1, off), .fixed(1, save)]))
        let screen = VStack([.fixed(1, names), .fixed(4, actions)])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 10), content: screen)
        defer { driver.close() }
        #expect(driver.window.focusChain.count == 1, "nothing focused at first")
        var order: [Component] = []
        for _ in 0..<4 {
            try driver.send("<tab>")
            order.append(try #require(driver.window.focusChain.last))
        }
        #expect(order.map(ObjectIdentifier.init) == [first, last, save, first].map(ObjectIdentifier.init))
        try driver.send("<s-tab>")
        #expect(driver.window.focusChain.last === save)
    }

    @Test("One focusable component: no ring hint once it has the focus, and Tab goes on to the tab bar")
    func singleStopGivesTabBack() throws {
        let field = TextField(placeholder: "Search")
        let screen = VStack([.fixed(1, field)])
        screen.focus(field)
        let other = Component(title: "Other")
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Search", root: screen), NavigationStack(title: "Other", root: other),
        ])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 8), content: tabs)
        defer { driver.close() }
        #expect(!driver.window.keyHints.contains { $0.action == "focus next" })
        #expect(driver.window.receiver(of: .tab) == KeyReceiver(tabs))
        try driver.send("<tab>")
        #expect(tabs.selectedIndex == 1)
    }

    @Test("A screen in a tab bar with two stops: Tab moves within the screen before switching tabs")
    func ringBeforeTabBar() throws {
        let films = ListView(items: ["Alien"]) { ListView.Row($0) }
        let comment = TextArea()
        let page = VStack([.flexible(films), .fixed(2, comment)])
        page.focus(films)
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Films", root: page), NavigationStack(title: "More", root: Component()),
        ])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 10), content: tabs)
        defer { driver.close() }
        try driver.send("<tab>")
        #expect(tabs.selectedIndex == 0 && driver.window.focusChain.last === comment)
        #expect(driver.window.keyHints.contains { $0.keys == "Tab" && $0.action == "focus next" })
        try driver.send("2")
        #expect(comment.text == "2", "the text area takes the digit")
    }

    @Test("A letter nothing takes while a button has the focus is ignored: the focus stays, nothing is typed")
    func letterOnFocusedButton() throws {
        let watch = Button("Watch")
        let save = Button("Save")
        let body = TextArea(placeholder: "Description")
        let buttons = HStack(spacing: 2, [watch, save])
        let screen = VStack([.fixed(1, Label("Issue 7")), .fixed(1, buttons), .flexible(body)])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: NavigationStack(root: screen))
        defer { driver.close() }
        try driver.send("<tab><tab>")
        #expect(driver.window.focusChain.last === save)
        #expect(driver.window.handle(.character("X")) == .ignored)
        #expect(driver.window.focusChain.last === save, "the focus stays on the button")
        #expect(body.text.isEmpty)
        try driver.send("<tab>A")
        #expect(body.text == "A", "a Tab, then the letter is typed")
    }
}
