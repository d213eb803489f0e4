import Testing
import WeavyKit
import WeavyTesting

/// What the tracker and the mail client built from the articles had to work around
/// (issue 47), each done the plain way.
@MainActor
@Suite("Workarounds no longer needed: shared rows, button titles, focus into stacks, wrapped text screens")
struct WorkaroundsGoneTests {
    private struct TrackedIssue: Identifiable, Sendable, Equatable {
        let id: Int
        var title: String
    }

    @Test("A table and a list made from a RowBuffer share its rows; an array literal still makes them")
    func tableAndListFromRowBuffer() throws {
        let issues = RowBuffer((1...3).map { TrackedIssue(id: $0, title: "Issue \($0)") })
        let table = Table(title: "Issues", rows: issues, columns: [.init("Title", value: \.title)])
        #expect(Array(table.rows) == Array(issues))
        let byTitle = Table(rows: issues, id: \.title, columns: [.init("Title", value: \.title)])
        #expect(byTitle.selectedRow == issues[0])
        #expect(Table<TrackedIssue>(rows: [], columns: [.init("Title", value: \.title)]).rows.isEmpty)

        let list = ListView(items: issues) { ListView.Row($0.title) }
        let plain = ListView(items: RowBuffer(["a", "b"])) { ListView.Row($0) }
        let byID = ListView(items: RowBuffer(["a", "b"]), id: \.self) { ListView.Row($0) }
        #expect(list.shownCount == 3 && plain.shownCount == 2 && byID.selectedItem == "a")

        let driver = try driver(table, columns: 30, rows: 6)
        defer { driver.close() }
        #expect(driver.text.contains("Issue 3"))
        table.rows.insert(TrackedIssue(id: 4, title: "Issue 4"), at: 0)
        #expect(issues.count == 3, "the store's buffer is a value: the table's copy changed alone")

        let store = TicketStore()
        store.add(Ticket(id: 7, title: "Crash on start", state: "open", votes: 3))
        let shared = sharedTicketTable(store)
        #expect(shared.selectedRow?.title == "Crash on start" && shared.rows.count == 1)
    }

    @Test("A button's title changes what it says, its width in a stack and its hint")
    func buttonTitleChanges() throws {
        let watch = Button("Watch")
        let save = Button("Save")
        let row = HStack(spacing: 2, [watch, save])
        row.focus(watch)
        let driver = try driver(row, columns: 40, rows: 4)
        defer { driver.close() }
        #expect(driver.line(0) == "[ Watch ]  [ Save ]")
        #expect(driver.window.keyHints.contains { $0.keys == "Enter" && $0.action == "watch" })
        watch.title = "Unwatch"
        driver.render()
        #expect(driver.line(0) == "[ Unwatch ]  [ Save ]", "redrawn, and the row laid out again")
        #expect(save.frame.minColumn == 13, "\(save.frame)")
        #expect(watch.label == "[ Unwatch ]" && watch.preferredWidth == 11)
        #expect(driver.window.keyHints.contains { $0.keys == "Enter" && $0.action == "unwatch" })
        #expect(driver.line(3).contains("Enter unwatch"), "\(driver.line(3))")
    }

    @Test("Focusing a stack focuses its first focus stop, and a stack of screens its top screen's")
    func focusingAStackFocusesItsFirstStop() throws {
        let watch = Button("Watch")
        let close = Button("Close", isEnabled: false)
        let save = Button("Save")
        let notes = TextArea()
        let buttons = HStack(spacing: 2, [close, watch, save])
        let page = VStack([.fixed(1, Label("#12 Crash on start")), .fixed(1, buttons), .flexible(notes)])
        page.focus(buttons)
        #expect(buttons.focusedChild === watch, "the first enabled button")
        let driver = try driver(NavigationStack(root: page), columns: 50, rows: 10)
        defer { driver.close() }
        #expect(driver.window.focusChain.last === watch)
        driver.press(.tab, times: 2)
        #expect(driver.window.focusChain.last === notes, "two Tabs from Watch: Save, then the notes")

        let list = ListView(items: ["Ada"]) { ListView.Row($0) }
        let name = TextField(placeholder: "Name")
        let inner = VStack([.fixed(1, name)])
        let stack = NavigationStack(root: list)
        stack.push(inner)
        let side = VStack([.fixed(1, Label("Menu")), .flexible(stack)])
        side.focus(stack)
        #expect(inner.focusedChild === name, "the top screen's first stop")
        driver.window.setContent(side)
        driver.render()
        #expect(driver.window.focusChain.last === name)
        buttons.focus(save)
        #expect(buttons.focusedChild === save, "a stack that has a focused child keeps it")
    }

    @Test("A screen wrapping one scroll view, by the default layout, starts its text where a list's rows do")
    func wrappedTextScreenIsInset() throws {
        let list = ListView(title: "Inbox", items: ["Hello"]) { ListView.Row($0) }
        let stack = NavigationStack(root: list)
        let driver = try driver(stack, columns: 30, rows: 8)
        defer { driver.close() }
        #expect(driver.line(1) == " Hello")
        let page = MessagePage(body: "Dear Ada,")
        stack.push(page)
        driver.render()
        #expect(driver.line(1) == " Dear Ada,", "\(driver.line(1))")
        #expect(page.frame.minColumn == 0 && page.page.frame.minColumn == 1)

        let laidOut = LaidOutPage(body: "Dear Ada,")
        stack.push(laidOut)
        driver.render()
        #expect(driver.line(1) == "  Dear Ada,", "a screen with its own layout places its child itself")
        _ = stack.pop()

        let panel = Panel(title: "Note", content: Label("Hi"), width: 10)
        stack.push(panel)
        driver.render()
        #expect(panel.frame.minColumn == 0, "a panel centres itself")
    }
}

/// A message screen as the mail client wrote it: a scroll view, `r` of its own.
@MainActor
private final class MessagePage: Component {
    let page: ScrollView

    init(body: String) {
        page = ScrollView([.paragraph(body)])
        super.init(title: "Message")
        addChild(page)
    }

    override var focusedChild: Component? { page }
}

/// A screen that places its scroll view two columns in itself.
@MainActor
private final class LaidOutPage: Component {
    let page: ScrollView

    init(body: String) {
        page = ScrollView([.paragraph(body)])
        super.init(title: "Laid out")
        addChild(page)
    }

    override func layout() {
        place(page, in: bounds.inset(by: Insets(left: 2)))
    }
}
