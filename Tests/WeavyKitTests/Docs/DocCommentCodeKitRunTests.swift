import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("WeavyKit's doc-comment code runs as its comments say")
struct DocCommentCodeKitRunTests {
    @Test("Inline: the viewport keeps its rows; an inline terminal is as big as its rows")
    func inline() throws {
        #expect(KitDocs.KitDocCode.viewport() == InlineViewport(height: .rows(8), end: .keep))
        let terminal = try KitDocs.KitDocCode.inlineTerminal()
        #expect(terminal.size == Size(columns: 80, rows: 5))
        terminal.close()
    }

    @Test("Component.focus: Tab goes from the list to the notes and back")
    func focusRing() throws {
        let list = ListView(items: ["Crash on start", "Typo"]) { ListView.Row($0) }
        let notes = TextArea(placeholder: "Notes")
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 12), content: KitDocs.KitDocCode.focusRing(list: list, notes: notes))
        defer { driver.close() }
        #expect(driver.window.focusChain.last === list)
        try driver.send("<tab>")
        #expect(driver.window.focusChain.last === notes)
        try driver.send("<tab>")
        #expect(driver.window.focusChain.last === list)
    }

    @Test("Component.follow: each value the model publishes reaches the component")
    func follow() {
        let model = KitDocs.MailModel()
        let badge = KitDocs.UnreadBadge(model: model)
        #expect(badge.badge == "0 new")
        model.unread = 3
        #expect(badge.badge == "3 new")
    }

    @Test("Component.takes and preferredWidth: the overrides of the examples answer as written")
    func overrides() {
        let screen = KitDocs.ReloadingScreen()
        #expect(screen.takes("r") && !screen.takes("x"))
        screen.canReload = false
        #expect(!screen.takes("r"))
        #expect(KitDocs.Badge("新 mail").preferredWidth(forHeight: 1) == 9)
    }

    @Test("Stage: signing in shows the tabs, and the two warps are woven")
    func stage() throws {
        let warp = KitDocs.MailWarp()
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: warp, weftable: SingleWeftable(KitDocs.MailWeft.signedOut))
        defer { driver.close() }
        #expect(driver.text.contains("Sign in"))
        driver.loom.navigate(to: KitDocs.MailWeft.signedIn)
        driver.render()
        #expect(driver.firstShown(TabBar.self) != nil)
        #expect(driver.loom.isWoven(warp.inbox) && driver.loom.isWoven(warp.settings))
        #expect(driver.text.contains("No mail"))
    }

    @Test("Component.present: a warp presents from its head and weaves the dialog; present awaits its result")
    func modals() async throws {
        let warp = KitDocs.InboxWarp()
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: warp, weftable: SingleWeftable(KitDocs.MailWeft.inbox))
        defer { driver.close() }
        driver.loom.navigate(to: KitDocs.MailWeft.discard)
        driver.render()
        #expect(driver.firstShown(KitDocs.DiscardDialog.self) != nil)
        driver.press(.enter)
        #expect(driver.firstShown(KitDocs.DiscardDialog.self) == nil, "Enter completed it")
        let screen = try #require(warp.stack.top)
        let choice = Task { await KitDocs.KitDocCode.discard(screen: screen) }
        while driver.firstShown(KitDocs.DiscardDialog.self) == nil { await driver.settle() }
        driver.press(.enter)
        #expect(await choice.value == .discard)
    }

    @Test("Component.render: a list drawn alone, without a window")
    func rendering() {
        let cells = KitDocs.KitDocCode.rendering()
        #expect(cells.size == Size(columns: 20, rows: 3))
    }

    @Test("Color(hex:) reads CSS-style colors")
    func color() {
        #expect(KitDocs.KitDocCode.blue() == Color(hex: "1e66f5"))
        #expect(KitDocs.KitDocCode.blue() != .blue)
        #expect(Color(hex: "#16f") == Color(hex: "#1166ff"))
        #expect(Color(hex: "blue") == nil)
    }

    @Test("Key: the switch of the example matches each key it names, in the form the decoder gives")
    func keys() {
        #expect(KitDocs.KitDocCode.keys(.up) == ["moveUp"])
        #expect(KitDocs.KitDocCode.keys(Key.up.with(.shift)) == ["extendSelectionUp"])
        #expect(KitDocs.KitDocCode.keys(("x" as Key).with(.alt)) == ["cut"])
        #expect(KitDocs.KitDocCode.keys(.control("c")) == ["quit"])
        #expect(KitDocs.KitDocCode.keys(.down).isEmpty)
    }

    @Test("WindowLoop: a loop stepped by hand quits on q")
    func loop() throws {
        #expect(try KitDocs.KitDocCode.loop().outcome == .quit)
    }

    @Test("Window: the clipboard reaches the terminal when told; q quits; toasts show; a timer ticks")
    func window() async throws {
        let label = Label("0 s")
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 8), content: label)
        defer { driver.close() }
        KitDocs.KitDocCode.clipboard(window: driver.window)
        #expect(driver.window.clipboard.sendsToTerminal)
        let ticks = KitDocs.KitDocCode.ticking(window: driver.window, label: label)
        driver.advanceTime(by: .seconds(3))
        #expect(label.text == "3 s")
        ticks.cancel()
        KitDocs.KitDocCode.toasts(window: driver.window)
        driver.render()
        #expect(driver.text.contains("Saved"))
        KitDocs.KitDocCode.quitKey(window: driver.window)
        driver.render()
        #expect(driver.text.contains("q quit"))
        driver.press("q")
        #expect(driver.outcome == .quit)
    }
}
