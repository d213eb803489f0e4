import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("Key routing: top modal, focused screen, its containers, then app bindings")
struct RoutingTests {
    @Test("Modal over tabs over stack: the modal gets keys first, Esc closes it, then the stack pops")
    func modalOverTabsOverStack() throws {
        let detail = TextScreen("Avatar")
        let stack = NavigationStack(title: "Wishlist", root: TextScreen("Wishlist"))
        stack.push(detail)
        let tabs = TabBar(tabs: [stack, NavigationStack(title: "Watched", root: TextScreen("Watched"))])
        var appKeys: [Key] = []
        let driver = try driver(tabs) { window in
            window.bind("x", worksUnderModals: true) { appKeys.append("x") }
            window.bind("y") { appKeys.append("y") }
        }
        defer { driver.close() }
        let modal = TextScreen("Settings")
        modal.consumes = ["m"]
        driver.window.present(modal)

        driver.press("m")  // the modal's screen uses it
        driver.press("2")  // the tab bar is under the modal: nothing switches
        driver.press("x")  // unused by the modal chain: reaches the binding made for modals
        driver.press("y")  // a binding that waits while a modal is up
        #expect(modal.received == ["m", "2", "x", "y"])
        #expect(detail.received.isEmpty)
        #expect(tabs.selectedIndex == 0)
        #expect(appKeys == ["x"])

        driver.press(.escape)  // closes the modal, not the stack
        #expect(driver.window.modals.isEmpty)
        #expect(stack.screens.count == 2)
        #expect(modal.presentationState.isDismissed)

        driver.press(.escape)  // now the stack pops
        #expect(stack.screens.count == 1)
        #expect(detail.received == [.escape])
        driver.press("2")
        #expect(tabs.selectedIndex == 1)
    }

    @Test("Split view: Tab moves the focus, keys go to the focused pane, a click focuses its pane")
    func splitViewFocus() throws {
        let master = ListView(items: ["Api Key", "About", "Help"]) { ListView.Row($0) }
        let field = TextField()
        let split = SplitView(master: master, detail: field, masterWidth: 12)
        let driver = try driver(split, columns: 40, rows: 6)
        defer { driver.close() }

        driver.press(.down)
        #expect(master.selectedIndex == 1)
        driver.press(.tab)
        #expect(split.focus == .detail)
        driver.type("ab")
        #expect(field.text == "ab")
        #expect(master.selectedIndex == 1)
        driver.press(.escape)
        #expect(split.focus == .master)

        driver.press(.mouse(MouseEvent(.click, at: Point(column: 20, row: 0))))
        #expect(split.focus == .detail)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 2, row: 2))))
        #expect(split.focus == .master)
        #expect(master.selectedIndex == 2)
    }

    @Test("A text field consumes letters that are otherwise bindings; Ctrl-C style bindings still win")
    func textFieldConsumesLetters() throws {
        let field = TextField()
        let stack = NavigationStack(title: "One", root: TextScreen("Root"))
        stack.push(WidgetScreen("Edit", field))
        let tabs = TabBar(tabs: [stack, NavigationStack(title: "Two", root: TextScreen("Two"))])
        var quits = 0
        var interrupts = 0
        let driver = try driver(tabs) { window in
            window.bind("q") { quits += 1 }
            window.bind(.control("c"), overridesFocus: true) { interrupts += 1 }
        }
        defer { driver.close() }

        driver.type("qh2")
        driver.press(.left)
        #expect(field.text == "qh2")
        #expect(quits == 0)
        #expect(tabs.selectedIndex == 0)
        #expect(stack.screens.count == 2)

        driver.press(.control("c"))
        #expect(interrupts == 1)
        #expect(field.text == "qh2")

        driver.press(.escape)  // the field does not use Esc: the stack pops
        #expect(stack.screens.count == 1)
        driver.press("q")
        #expect(quits == 1)
    }

    @Test("The list: arrows, j/k, paging, ends, wheel and click")
    func listKeys() throws {
        let list = ListView(items: Array(0..<50)) { ListView.Row("Row \($0)") }
        var activated: [Int] = []
        list.onActivate = { item, _ in activated.append(item) }
        let driver = try driver(WidgetScreen("Rows", list), columns: 30, rows: 12)
        defer { driver.close() }
        driver.press(.down, times: 3)
        driver.press("k")
        #expect(list.selectedIndex == 2)
        driver.press(.pageDown)
        #expect(list.selectedIndex == 11)
        driver.press(.end)
        #expect(list.selectedIndex == 49)
        #expect(driver.text.contains("Row 49"))
        driver.press(.home)
        #expect(list.selectedIndex == 0)
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 5, row: 3))))
        #expect(list.scrollOffset == 3)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 5, row: 2))))
        #expect(list.selectedIndex == 4)
        driver.press(.enter)
        driver.press(.right)
        #expect(activated == [4, 4])
    }

    @Test("Clicking a tab selects it")
    func clickingATab() throws {
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Wishlist", root: TextScreen("Wishlist")),
            NavigationStack(title: "Watched", root: TextScreen("Watched")),
        ])
        let driver = try driver(tabs)
        defer { driver.close() }
        let column = driver.snapshot.lines[0].distance(of: "Watched")
        driver.press(.mouse(MouseEvent(.click, at: Point(column: column, row: 0))))
        #expect(tabs.selectedIndex == 1)
        driver.press(.backTab)
        #expect(tabs.selectedIndex == 0)
    }
}

extension String {
    /// The column (in cells) where `part` starts.
    func distance(of part: String) -> Int {
        var prefix = ""
        for character in self {
            if (prefix + String(character)).hasSuffix(part) {
                return CellText.width(prefix) - CellText.width(part) + 1
            }
            prefix.append(character)
        }
        return -1
    }
}
