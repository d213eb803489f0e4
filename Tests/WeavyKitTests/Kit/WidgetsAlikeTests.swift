import Testing
import WeavyKit
import WeavyTesting

/// What the mail client built from the articles alone found uneven (issue 47): controls
/// in stacks at their preferred width, text screens starting where list rows do, labels
/// that are no focus stop, dialog hints that read as every other hint, and a split
/// view's Esc said on the status line.
@MainActor
@Suite("Widgets behave alike: sizes, insets, focus stops and hints")
struct WidgetsAlikeTests {
    @Test("Buttons in an HStack, plain or .fit, take their preferred width; so do the other controls")
    func controlsTakeTheirPreferredWidth() throws {
        let send = Button("Send", isDefault: true)
        let discard = Button("Discard", isDestructive: true)
        let row = HStack(spacing: 2, [send, discard])
        let driver = try driver(row, columns: 91, rows: 3)
        defer { driver.close() }
        #expect(send.frame.size.columns == 8, "\(send.frame)")
        #expect(discard.frame.minColumn == 10 && discard.frame.size.columns == 11, "\(discard.frame)")
        #expect(driver.line(0) == "[ Send ]  [ Discard ]")

        let later = Button("Later")
        let fitted = HStack(spacing: 2, [.fit(Button("Send")), .fit(later), .flexible(Component())])
        driver.window.setContent(fitted)
        driver.render()
        #expect(later.frame.minColumn == 10 && later.frame.size.columns == 9, "\(later.frame)")

        #expect(Checkbox("Shuffle").preferredWidth(forHeight: 1) == CellText.width("[ ] Shuffle") + 1)
        #expect(RadioGroup(["Small", "Medium"]).preferredWidth(forHeight: 2) == CellText.width("( ) Medium") + 1)
        let country = Select(title: "Country", ["France", "Japan"])
        #expect(country.preferredWidth(forHeight: 1) == country.preferredWidth)
    }

    @Test("A VStack aligns buttons by their preferred width rather than stretching them")
    func verticalStackAlignsButtons() throws {
        let ok = Button("OK")
        let column = VStack(alignment: .center, [.fit(ok), .fit(Checkbox("Again"))])
        let driver = try driver(column, columns: 20, rows: 4)
        defer { driver.close() }
        #expect(ok.frame.size.columns == 6 && ok.frame.minColumn == 7, "\(ok.frame)")
        #expect(driver.line(0) == "       [ OK ]")
        #expect(column.preferredWidth(forHeight: 2) == CellText.width("[ ] Again") + 1)
    }

    @Test("Text screens start one column in, as list rows do: on a navigation stack, in a tab, on a stage")
    func textScreensStartWhereListRowsDo() throws {
        let list = ListView(title: "Names", items: ["Ada"]) { ListView.Row($0) }
        let stack = NavigationStack(root: list)
        let driver = try driver(stack, columns: 30, rows: 8)
        defer { driver.close() }
        #expect(driver.line(1) == " Ada")
        let screens: [(screen: Component, line: String)] = [
            (Label("Hello, Ada!", title: "Greeting", style: \.heading), " Hello, Ada!"),
            (ScrollView(title: "Letter", [.paragraph("Dear Ada,")]), " Dear Ada,"),
            (TextArea(text: "notes"), " notes"),
            (Form(title: "Profile", rows: [Form.Row("Name", TextField(text: "Ada"))]), " Name  Ada"),
        ]
        for (screen, line) in screens {
            stack.push(screen)
            driver.render()
            #expect(driver.line(1) == line, "\(type(of: screen)) draws \(driver.line(1))")
            #expect(screen.frame.minColumn == 1 && screen.frame.maxColumn == 30, "\(screen.frame)")
            _ = stack.pop()
        }

        let tabs = TabBar(tabs: [Label("Nothing sent", title: "Sent")])
        driver.window.setContent(tabs)
        driver.render()
        #expect(driver.line(1) == " Nothing sent")

        let stage = Stage(showing: Label("Hello", title: "Home"))
        driver.window.setContent(stage)
        driver.render()
        #expect(driver.line(0) == " Hello")
    }

    @Test("A label in a form row is no stop of its focus ring, nor of a stack's clicks")
    func labelsAreNoFocusStops() throws {
        let signOut = Button("Sign out")
        let account = Form(rows: [Form.Row("Signed in as", Label("ada@example.org")), Form.Row("", signOut)])
        #expect(account.focusedChild === signOut, "the focus starts on the first row that takes keys")
        #expect(!account.keyHints.contains { $0.keys == "Tab" }, "one stop: Tab has nowhere to go")

        let name = TextField(text: "Ada")
        let save = Button("Save")
        let introduction = ScrollView(text: "Shown on your profile.")
        let profile = Form(rows: [
            Form.Row("", introduction), Form.Row("Name", name), Form.Row("Note", Label("Public")), Form.Row("", save),
        ])
        #expect(profile.focusedChild === name)
        let driver = try driver(profile, columns: 40, rows: 12)
        defer { driver.close() }
        driver.press(.tab)
        #expect(profile.focusedChild === save, "Tab passes over the label")
        driver.press(.tab)
        #expect(profile.focusedChild === name, "and over a document that fits")
        driver.press(.backTab)
        #expect(profile.focusedChild === save)
        driver.press(.up)
        #expect(profile.focusedChild === name, "Up passes over it too")

        let notice = Label("Read this")
        let ok = Button("OK")
        let stack = VStack([.fit(notice), .fit(ok)])
        stack.focus(ok)
        driver.window.setContent(stack)
        driver.render()
        driver.click(column: 2, row: 0)
        #expect(stack.focusedChild === ok, "a click on the label leaves the focus on the button")
    }

    @Test("A confirm's hints read as every other hint; it opens on the safe button, the destructive one marked")
    func dialogHintsReadAsOthers() throws {
        let screen = TextScreen("Compose")
        let driver = try driver(screen, columns: 60, rows: 12)
        defer { driver.close() }
        let sure = Dialog.confirm(
            title: "Discard this message?", message: "What you wrote is lost.", confirm: "Discard")
        sure.present(from: screen) { _ in }
        driver.render()
        let shown = driver.window.keyHints.map { "\($0.keys) \($0.action)" }
        #expect(Array(shown.prefix(3)) == ["Enter cancel", "Tab next", "Esc cancel"], "\(shown)")
        #expect(driver.line(11).hasPrefix(" Enter cancel  Tab next  Esc cancel"), "\(driver.line(11))")
        let (cancel, discard) = (sure.buttons[0], sure.buttons[1])
        #expect(sure.focusedChild === cancel && cancel.isFocused && !discard.isFocused)
        #expect(discard.isDestructive && !cancel.isDestructive)
        driver.press(.tab)
        #expect(driver.window.keyHints.first.map { "\($0.keys) \($0.action)" } == "Enter discard")
        driver.press(.escape)

        Dialog.alert(title: "Sent", message: "On its way.").present(from: screen) { _ in }
        driver.render()
        #expect(driver.window.keyHints.map(\.action).contains("OK"), "a word in capitals stays as it is")
        #expect(Button("Sign out").keyHints.map(\.action) == ["sign out"])
        #expect(Button("TLS settings").keyHints.map(\.action) == ["TLS settings"])
    }

    @Test("In a modal split view whose detail pane has the focus, the status line says Esc goes back")
    func splitViewSaysWhatEscDoes() async throws {
        func start() throws -> HeadlessDriver {
            let master = ListView(items: ["Account", "Notifications"]) { ListView.Row($0) }
            let detail = Form(rows: [Form.Row("", Button("Sign out"))])
            let split = SplitView(master: master, detail: detail, masterWidth: 16)
            let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: Component())
            driver.window.present(split, title: "Settings")
            return driver
        }
        let driver = try start()
        defer { driver.close() }
        driver.render()
        try driver.send("<tab>")
        #expect(driver.window.keyHints.contains { $0.keys == "Esc" && $0.action == "back" }, "\(driver.text)")
        #expect(driver.text.contains("Esc back"))
        let report = try await StatusLineAudit(maximumDepth: 2) { try start() }.run()
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test("The audit reports a key that does something while no hint says so")
    func auditReportsUnhintedKeys() async throws {
        let report = try await StatusLineAudit(maximumDepth: 1) {
            try HeadlessDriver(size: Size(columns: 40, rows: 6), content: SilentEscape())
        }.run()
        #expect(
            report.problems.contains { $0.contains("<esc>") && $0.contains("SilentEscape") && $0.contains("no hint") },
            "\(report.problems)")
        let hinted = try await StatusLineAudit(maximumDepth: 1) {
            let screen = SilentEscape()
            screen.hintsEscape = true
            return try HeadlessDriver(size: Size(columns: 40, rows: 6), content: screen)
        }.run()
        #expect(hinted.problems.isEmpty, "\(hinted.problems)")
    }
}

/// A screen that takes Esc, and hints it only when told.
@MainActor
private final class SilentEscape: Component {
    var hintsEscape = false

    init() { super.init(title: "Silent") }

    override func handle(_ key: Key) -> Bool { key == .escape }

    override func takes(_ key: Key) -> Bool { key == .escape }

    override var keyHints: [KeyHint] { hintsEscape ? [KeyHint("Esc", "clear")] : [] }
}
