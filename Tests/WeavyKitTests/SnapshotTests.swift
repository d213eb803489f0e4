import SnapshotTesting
import Testing
import WeavyKit
import WeavyTesting

/// Screens rendered headless and compared with the recorded text files in
/// `__Snapshots__/SnapshotTests/` (review those by eye when they change).
@MainActor
@Suite("Snapshots of containers and widgets")
struct SnapshotTests {
    @Test("A navigation stack three deep shows the path in its title bar")
    func navigationStackPath() throws {
        let stack = NavigationStack(root: TextScreen("Wishlist"))
        stack.push(TextScreen("Avatar"))
        stack.push(TextScreen("Sam Worthington", body: "Biography"))
        let driver = try driver(stack)
        defer { driver.close() }
        assertSnapshot(of: driver, as: .screen)
    }

    @Test("A long path is cut from the left so its end stays visible")
    func longPathIsCutFromTheLeft() throws {
        let stack = NavigationStack(root: TextScreen("Wishlist"))
        stack.push(TextScreen("Star Trek: First Contact"))
        stack.push(TextScreen("Patrick Stewart"))
        let driver = try driver(stack, columns: 30, rows: 5)
        defer { driver.close() }
        assertSnapshot(of: driver, as: .screen)
    }

    @Test("A tab bar after switching to its second tab")
    func tabBarAfterSwitching() throws {
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Wishlist", root: TextScreen("Wishlist", body: "wishlist content")),
            NavigationStack(title: "Watched", root: TextScreen("Watched", body: "watched content")),
        ])
        let driver = try driver(tabs)
        defer { driver.close() }
        driver.press(.tab)
        assertSnapshot(of: driver, as: .styledScreen)
    }

    @Test("A modal over a dimmed stack, with its shadow")
    func modalOverDimmedStack() throws {
        let stack = NavigationStack(root: WidgetScreen("Wishlist", filmList()))
        let driver = try driver(stack, columns: 50, rows: 14)
        defer { driver.close() }
        driver.window.present(
            TextScreen("Settings", body: "Api Key"), size: .fixed(columns: 26, rows: 6))
        driver.render()
        assertSnapshot(of: driver, as: .styledScreen)
    }

    @Test("Two stacked modals: the lower one dims too")
    func stackedModals() throws {
        let driver = try driver(TextScreen("Home", body: "home"), columns: 40, rows: 14)
        defer { driver.close() }
        driver.window.present(TextScreen("First", body: "first"), size: .fixed(columns: 24, rows: 7))
        driver.window.present(TextScreen("Second", body: "second"), size: .fixed(columns: 20, rows: 5))
        driver.render()
        assertSnapshot(of: driver, as: .styledScreen)
    }

    @Test("A split view, focus on the detail pane")
    func splitView() throws {
        let master = ListView(items: ["Api Key", "About"]) { ListView.Row($0) }
        let detail = ScrollView([.fields([.init("Name", "Weavy"), .init("Version", "1.0")])])
        let split = SplitView(title: "Settings", master: master, detail: detail, masterWidth: 12)
        let driver = try driver(split, columns: 40, rows: 6)
        defer { driver.close() }
        driver.press(.tab)
        assertSnapshot(of: driver, as: .styledScreen)
    }

    @Test("A list with CJK and emoji titles keeps its right column aligned")
    func listWithWideCharacters() throws {
        let driver = try driver(WidgetScreen("Films", filmList()), columns: 40, rows: 11)
        defer { driver.close() }
        driver.press(.down, times: 2)
        assertSnapshot(of: driver, as: .screen)
        for (row, line) in driver.snapshot.lines.enumerated() where line.hasSuffix("9") || line.hasSuffix("0") {
            var cells = 0
            for cell in driver.snapshot.rows[row] { cells += cell.width }
            #expect(cells == 40)
            #expect(CellText.width(line) == 38, "row \(row) ends at a different column: \(line)")
        }
    }

    @Test("A text field editing wide characters, the cursor inside them")
    func textFieldWithWideCharacters() throws {
        let field = TextField(placeholder: "name")
        let driver = try driver(WidgetScreen("Edit", field), columns: 20, rows: 4)
        defer { driver.close() }
        driver.type("ab漢字cd")
        driver.press(.left, times: 3)
        driver.type("é")
        assertSnapshot(of: driver, as: .styledScreen)
        #expect(field.text == "ab漢é字cd")
        // a, b, 漢 (two cells), é: the cursor sits after five cells, one cell in.
        #expect(driver.snapshot.cursor == Point(column: 6, row: 1))
    }

    @Test("A text field scrolls sideways to keep the cursor visible")
    func textFieldScrolls() throws {
        let field = TextField()
        let driver = try driver(WidgetScreen("Edit", field), columns: 12, rows: 4)
        defer { driver.close() }
        driver.type("0123456789世界abc")
        assertSnapshot(of: driver, as: .screen)
        driver.press(.home)
        #expect(driver.snapshot.lines[1] == " 0123456789")
    }

    @Test("A text field given a new text after scrolling shows it from its start")
    func textFieldTextReplaced() throws {
        let field = TextField()
        let driver = try driver(WidgetScreen("Edit", field), columns: 12, rows: 4)
        defer { driver.close() }
        driver.type("0123456789abcdefghij")
        #expect(driver.snapshot.lines[1] == " bcdefghij")
        field.text = "short"
        driver.render()
        #expect(driver.snapshot.lines[1] == " short")
        #expect(driver.snapshot.cursor == Point(column: 6, row: 1))
    }

    @Test("The too-small screen, and recovery when enlarged")
    func tooSmall() throws {
        let driver = try driver(TextScreen("Home", body: "content"), columns: 40, rows: 10) { window in
            window.minimumSize = Size(columns: 30, rows: 8)
        }
        defer { driver.close() }
        driver.resize(to: Size(columns: 24, rows: 6))
        assertSnapshot(of: driver, as: .screen)
        driver.resize(to: Size(columns: 8, rows: 2))
        #expect(driver.snapshot.lines.joined().contains("<"))
        driver.resize(to: Size(columns: 40, rows: 10))
        #expect(driver.text.contains("content"))
    }

    @Test("Too small, the message says how to quit, and that key works there")
    func tooSmallSaysHowToQuit() throws {
        var quits = 0
        let driver = try driver(TextScreen("Home", body: "content"), columns: 40, rows: 10) { window in
            window.minimumSize = Size(columns: 30, rows: 8)
            window.bind("q", hint: "quit") { _ in quits += 1 }
            window.bind("x", hint: "other") { _ in quits += 100 }
        }
        defer { driver.close() }
        driver.resize(to: Size(columns: 28, rows: 7))
        #expect(driver.snapshot.lines.joined(separator: " ").contains("or press q to quit"), "\(driver.text)")
        driver.press("q")
        #expect(quits == 1)
    }

    @Test("Fields and wrapped text in a vertical stack")
    func detailsAndText() throws {
        let layout = VStack(
            spacing: 1, padding: Insets(top: 1, left: 1, right: 1),
            [
                ScrollView(text: "Avatar", role: \.heading),
                ScrollView([
                    .fields([
                        .init("Year", "2009"), .init("Director", "James Cameron"),
                        .init("Budget", "$237,000,000 (estimated, as reported at the time)"),
                    ])
                ]),
                ScrollView(text: "A paraplegic marine is sent to the moon Pandora on a unique mission. 卧虎藏龙の字も折り返す。"),
            ])
        let driver = try driver(layout, columns: 36, rows: 14)
        defer { driver.close() }
        assertSnapshot(of: driver, as: .screen)
    }

    @Test(
        "The same screen in monochrome, 8, 256 and 24-bit colors",
        arguments: [ColorDepth.monochrome, .ansi8, .ansi256, .trueColor])
    func themes(depth: ColorDepth) throws {
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Wishlist", root: WidgetScreen("Wishlist", filmList())),
            NavigationStack(title: "Watched", root: TextScreen("Watched")),
        ])
        let driver = try driver(tabs, columns: 40, rows: 8, depth: depth)
        defer { driver.close() }
        driver.press(.down)
        let name =
            switch depth {
            case .monochrome: "monochrome"
            case .ansi8: "ansi8"
            case .ansi16: "ansi16"
            case .ansi256: "ansi256"
            case .trueColor: "trueColor"
            }
        assertSnapshot(of: driver, as: .styledScreen, named: name)
    }
}
