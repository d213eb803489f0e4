import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Selects: a closed field that opens its options in a popup it owns.
@MainActor
@Suite("Select: a popup of options, presented from the field")
struct SelectTests {
    func countries() -> Select<String> {
        Select(
            title: "Country",
            choices: [
                Choice("France", "fr"), Choice("日本", "jp"), Choice("Ísland", "is"),
                Choice("Mars", "mars", isEnabled: false),
            ],
            selectedIndex: 0)
    }

    @Test("The popup opens at its field: just below it, or above it when the field is near the bottom")
    func popupAtTheField() throws {
        let select = countries()
        let driver = try driver(WidgetScreen("Profile", select), columns: 60, rows: 20)
        defer { driver.close() }
        driver.press(.enter)
        let border = try #require(driver.snapshot.lines.firstIndex { $0.contains("Country") })
        #expect(border == 2, "the popup's top border is on the row below the field (row 1)")
        let optionColumn = try #require(driver.snapshot.lines[border + 1].firstIndex(of: "("))
        #expect(
            driver.snapshot.lines[border + 1].distance(
                from: driver.snapshot.lines[border + 1].startIndex, to: optionColumn) <= 3)
        driver.press(.escape)
        let low = countries()
        let spacer = Label("")
        let page = VStack([.flexible(spacer), .fixed(1, low)])
        let other = try WeavyKitTests.driver(page, columns: 60, rows: 20)
        defer { other.close() }
        page.focus(low)
        other.press(.enter)
        let top = try #require(other.snapshot.lines.firstIndex { $0.contains("Country") })
        let field = try #require(other.snapshot.lines.lastIndex { $0.contains("France") && !$0.contains("(") })
        #expect(top < field, "near the bottom it opens above the field")
        #expect(
            other.snapshot.lines[top + 5].contains("─") || other.snapshot.lines[top + 5].contains("╰")
                || other.snapshot.lines[top + 5].contains("└"), "its bottom border just above the field")
        #expect(top + 6 == field)
    }

    @Test("Enter opens the popup; Down and Enter choose; the field shows the choice")
    func chooseByKeys() throws {
        let select = countries()
        var changes: [String] = []
        select.onChange = { value, _ in changes.append(value) }
        let driver = try driver(WidgetScreen("Profile", select), columns: 40, rows: 14)
        defer { driver.close() }
        #expect(driver.line(1).hasPrefix("  France"))
        #expect(driver.line(1).hasSuffix("▾"))
        driver.press(.enter)
        #expect(select.isOpen)
        #expect(driver.navigation.modalTitles == ["Country"])
        #expect(driver.text.contains("(•) France"))
        #expect(driver.text.contains("( ) 日本"))
        driver.press(.down)
        driver.press(.enter)
        #expect(!select.isOpen)
        #expect(driver.window.modals.isEmpty)
        #expect(select.selectedValue == "jp")
        #expect(changes == ["jp"])
        #expect(driver.line(1).hasPrefix("  日本"))
    }

    @Test("Esc closes the popup and keeps the old choice; choosing the same option changes nothing")
    func escapeKeeps() throws {
        let select = countries()
        var changes = 0
        select.onChange = { _, _ in changes += 1 }
        let driver = try driver(WidgetScreen("Profile", select), columns: 40, rows: 14)
        defer { driver.close() }
        driver.press(" ")
        driver.press(.down, times: 2)
        driver.press(.escape)
        #expect(driver.window.modals.isEmpty)
        #expect(select.selectedIndex == 0)
        driver.press(" ")
        driver.press(" ")
        #expect(driver.window.modals.isEmpty, "Space chooses the highlighted option and closes")
        #expect(changes == 0)
    }

    @Test("A click opens the popup and a click on an option chooses it; disabled options stay out of reach")
    func chooseByMouse() throws {
        let select = countries()
        let driver = try driver(WidgetScreen("Profile", select), columns: 40, rows: 14)
        defer { driver.close() }
        driver.click(column: 3, row: 1)
        #expect(select.isOpen)
        let rows = driver.snapshot.lines
        let marsRow = try #require(rows.firstIndex { $0.contains("Mars") })
        let marsColumn = try #require(rows[marsRow].range(of: "Mars")).lowerBound.utf16Offset(in: rows[marsRow])
        driver.click(column: marsColumn, row: marsRow)
        #expect(select.isOpen, "a disabled option is not chosen")
        let islandRow = try #require(rows.firstIndex { $0.contains("Ísland") })
        driver.click(column: marsColumn, row: islandRow)
        #expect(!select.isOpen)
        #expect(select.selectedValue == "is")
    }

    @Test("A disabled select does not open; the popup closes with the select that presented it")
    func disabledAndOwnership() throws {
        let select = countries()
        select.isEnabled = false
        let stack = NavigationStack(root: TextScreen("Home"))
        stack.push(WidgetScreen("Profile", select))
        let driver = try driver(stack, columns: 40, rows: 14)
        defer { driver.close() }
        driver.press(.enter)
        #expect(!select.isOpen)
        select.isEnabled = true
        driver.press(.enter)
        #expect(select.isOpen)
        stack.pop()
        driver.render()
        #expect(driver.window.modals.isEmpty)
        #expect(select.selectedIndex == 0)
    }

    @Test("Memory and ncurses show the same select and its popup", .tags(.fidelity))
    func fidelity() throws {
        let select = countries()
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 12), content: WidgetScreen("Profile", select), comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
