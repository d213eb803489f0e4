import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// ListView: the scroll bar, the `/` filter, the selection kept by identity, the empty
/// messages, and the mouse.
@MainActor
@Suite("List view")
struct ListViewTests {
    struct Planet: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    static let rows = (0..<30).map { "Row \($0)" }

    @Test("A scroll bar shows in the right margin when the rows do not fit, and none when they do")
    func scrollBar() throws {
        let list = ListView(items: Self.rows) { ListView.Row($0, detail: "d") }
        let driver = try driver(list, columns: 20, rows: 11)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == " Row 0           d █", "the detail a cell clear of the bar")
        #expect(driver.snapshot.lines.prefix(10).filter { $0.hasSuffix("█") }.count == 3)
        #expect(driver.snapshot.style(at: Point(column: 19, row: 0)) == .init(Theme.ansi256.scrollIndicator))
        #expect(driver.snapshot.style(at: Point(column: 18, row: 0)) == .init(Theme.ansi256.selection))
        driver.press(.end)
        #expect(driver.snapshot.lines[9] == " Row 29          d █")
        list.items = RowBuffer(Self.rows.prefix(5))
        driver.render()
        #expect(driver.snapshot.lines[0] == " Row 0            d")
    }

    @Test("/ filters as you type: matches in the match role, the filter and its count on a line of its own")
    func filter() throws {
        let list = ListView(items: sampleFilms) { ListView.Row($0.title, detail: String($0.year)) }
        list.allowsFiltering = true
        var selected: [String] = []
        list.onSelect = { film, _ in selected.append(film.title) }
        let driver = try driver(list, columns: 40, rows: 10)
        defer { driver.close() }
        #expect(list.keyHints.contains(KeyHint("/", "filter")))
        try driver.send("/aR")
        #expect(list.filterText == "aR" && list.isEditingFilter)
        let filterLine = driver.snapshot.lines[0]
        #expect(filterLine.hasPrefix(" / aR ") && filterLine.hasSuffix(" 4 of 8") && CellText.width(filterLine) == 39)
        // Best first: "ar" side by side and early (Star, Avatar), then apart but at word
        // starts (Blade Runner), then side by side but late (Paradiso).
        #expect(driver.snapshot.lines[1].hasPrefix(" Star Trek: First") && driver.snapshot.lines[1].hasSuffix("… 1996"))
        #expect(driver.snapshot.lines[2] == " Avatar" + String(repeating: " ", count: 28) + "2009")
        #expect(driver.snapshot.lines[3] == " Blade Runner" + String(repeating: " ", count: 22) + "1982")
        #expect(driver.snapshot.lines[4] == " 🎬 Cinema Paradiso 🍿" + String(repeating: " ", count: 13) + "1988")
        #expect(driver.snapshot.cursor == Point(column: 5, row: 0))
        // Avatar stays selected; its "ar" (characters 4–5) is highlighted on the selection.
        let selectedMatch = driver.snapshot.style(at: Point(column: 5, row: 2))
        #expect(selectedMatch == .init(Theme.ansi256.selection.adding(Theme.ansi256.match.attributes)))
        #expect(driver.snapshot.style(at: Point(column: 4, row: 2)) == .init(Theme.ansi256.selection))
        // In Blade Runner the "a" of Blade and the "R" of Runner, not what lies between.
        #expect(driver.snapshot.style(at: Point(column: 3, row: 3)) == .init(Theme.ansi256.match))
        #expect(driver.snapshot.style(at: Point(column: 7, row: 3)) == .init(Theme.ansi256.match))
        #expect(driver.snapshot.style(at: Point(column: 4, row: 3)) == .init(Theme.ansi256.text))
        driver.press(.down)
        #expect(list.selectedItem?.title == "Blade Runner")
        driver.press(.backspace)
        #expect(list.filterText == "a" && driver.snapshot.lines[0].hasSuffix("5 of 8"))
        #expect(list.selectedItem?.title == "Blade Runner", "still shown, still selected")
        driver.type("zzz")
        #expect(driver.snapshot.lines[1] == " No matches." && list.selectedItem == nil)
        driver.press(.escape)
        #expect(
            list.filterText == nil && driver.snapshot.lines[0] == " Avatar" + String(repeating: " ", count: 28) + "2009"
        )
        #expect(list.selectedItem?.title == "Blade Runner", "back on the last row selected")
        #expect(selected.last == "Blade Runner")
    }

    @Test(
        "Enter keeps the filter and gives j/k back to the list; Esc then clears it; Backspace on an empty filter ends it"
    )
    func keepingTheFilter() throws {
        let list = ListView(items: Self.rows) { ListView.Row($0) }
        list.allowsFiltering = true
        var activated: [String] = []
        list.onActivate = { row, _ in activated.append(row) }
        let driver = try driver(list, columns: 30, rows: 8)
        defer { driver.close() }
        try driver.send("/2<enter>")
        #expect(!list.isEditingFilter && list.filterText == "2")
        #expect(driver.snapshot.lines[0].hasSuffix("12 of 30") && driver.snapshot.cursor == nil)
        // Best first: "2" starting a word (Row 2, Row 20 to 29), then inside one (Row 12).
        try driver.send("jj")
        #expect(list.selectedItem == "Row 21")
        driver.press(.enter)
        #expect(activated == ["Row 21"])
        driver.press(.escape)
        #expect(list.filterText == nil && list.selectedItem == "Row 21")
        try driver.send("/2<enter>")
        list.select(5)
        #expect(list.filterText == nil && list.selectedItem == "Row 5", "selecting a hidden item clears the filter")
        list.select(20)
        try driver.send("/<backspace>")
        #expect(list.filterText == nil && !list.isEditingFilter)
        try driver.send("/x<enter>")
        #expect(list.filterText == "x" && !list.isEditingFilter && driver.snapshot.lines[1] == " No matches.")
        driver.press(.escape)
        #expect(list.filterText == nil && list.selectedItem == "Row 20")
        var bound = 0
        let plain = ListView(items: Self.rows) { ListView.Row($0) }
        let other = try WeavyKitTests.driver(plain, columns: 30, rows: 8) { window in window.bind("/") { bound += 1 }
        }
        defer { other.close() }
        other.press("/")
        #expect(bound == 1 && plain.filterText == nil, "without allowsFiltering, / goes on")
    }

    @Test("With an id, the selection stays on the same item when items are inserted or removed")
    func identity() throws {
        let planets = ["Mercury", "Venus", "Earth", "Mars"].enumerated().map { Planet(id: $0.offset, name: $0.element) }
        let list = ListView(items: planets) { ListView.Row($0.name) }  // Identifiable: by id
        let driver = try driver(list, columns: 30, rows: 8)
        defer { driver.close() }
        driver.press(.down, times: 2)
        #expect(list.selectedItem?.name == "Earth")
        list.items.insert(Planet(id: 9, name: "Vulcan"), at: 0)
        #expect(list.selectedItem?.name == "Earth" && list.selectedIndex == 3)
        list.items.removeAll { $0.name == "Mercury" || $0.name == "Venus" }
        #expect(list.selectedItem?.name == "Earth")
        list.items.removeAll { $0.name == "Earth" }
        #expect(list.selectedItem?.name == "Mars", "the selected item gone: the row now at its place")

        let byKeyPath = ListView(items: planets, id: \.name) { ListView.Row($0.name) }
        byKeyPath.select(1)
        byKeyPath.items = RowBuffer(planets.reversed())
        #expect(byKeyPath.selectedItem?.name == "Venus")

        let byIndex = ListView(items: planets.map(\.name)) { ListView.Row($0) }
        byIndex.select(1)
        byIndex.items.insert("Vulcan", at: 0)
        #expect(byIndex.selectedItem == "Mercury", "without an identity the position is kept")
    }

    @Test("The selected row stays on its screen row when rows are inserted above it")
    func insertionKeepsTheScreenRow() throws {
        let items = (0..<40).map { Planet(id: $0, name: "Planet \($0)") }
        let list = ListView(items: items) { ListView.Row($0.name) }
        let driver = try driver(list, columns: 30, rows: 11)
        defer { driver.close() }
        driver.press(.down, times: 15)
        let row = driver.snapshot.lines.firstIndex { $0.hasPrefix(" Planet 15 ") }
        list.items.insert(contentsOf: (100..<103).map { Planet(id: $0, name: "New \($0)") }, at: 0)
        driver.render()
        #expect(driver.snapshot.lines.firstIndex { $0.hasPrefix(" Planet 15 ") } == row)
    }

    @Test("A mailbox list follows new items at the top while its selection is on the first row")
    func followsNewItemsAtTop() throws {
        let list = ListView(items: (0..<40).map { Planet(id: $0, name: "Mail \($0)") }) { ListView.Row($0.name) }
        list.followsNewItemsAtTop = true
        let driver = try driver(list, columns: 30, rows: 11)
        defer { driver.close() }
        list.items.insert(Planet(id: 100, name: "Mail 100"), at: 0)
        driver.render()
        #expect(list.selectedItem?.id == 100, "the newest mail is selected")
        #expect(driver.snapshot.lines[0].hasPrefix(" Mail 100"), "and shown at the top")
        driver.press(.down, times: 3)
        list.items.insert(Planet(id: 101, name: "Mail 101"), at: 0)
        driver.render()
        #expect(list.selectedItem?.id == 2, "further down, the selection stays on its item")
        let plain = ListView(items: (0..<5).map { Planet(id: $0, name: "Mail \($0)") }) { ListView.Row($0.name) }
        plain.items.insert(Planet(id: 100, name: "Mail 100"), at: 0)
        #expect(plain.selectedItem?.id == 0, "off by default: the selection keeps its item")
    }

    @Test("The empty list and an empty filter result say so, cut with … to the width")
    func emptyMessages() throws {
        let list = ListView<String>(items: []) { ListView.Row($0) }
        list.emptyText = "No movies here. Press w on a movie in Watched to move it here."
        let driver = try driver(list, columns: 24, rows: 5)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == " No movies here. Press…")
        #expect(list.keyHints.isEmpty)
        let films = ListView(items: Self.rows) { ListView.Row($0) }
        films.allowsFiltering = true
        films.noMatchesText = "Nothing matches this filter at all"
        let other = try WeavyKitTests.driver(films, columns: 24, rows: 5)
        defer { other.close() }
        try other.send("/q")
        #expect(other.snapshot.lines[1] == " Nothing matches this…")
    }

    @Test("Clicks select under the filter line, a double click activates, the wheel and the track scroll")
    func mouse() throws {
        let list = ListView(items: Self.rows) { ListView.Row($0) }
        list.allowsFiltering = true
        var activated: [String] = []
        list.onActivate = { row, _ in activated.append(row) }
        let driver = try driver(list, columns: 30, rows: 11)
        defer { driver.close() }
        try driver.send("/1<enter>")  // Row 1, Row 10 … Row 19, Row 21: 12 rows, 9 visible
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 3, row: 2))))
        #expect(list.selectedItem == "Row 10")
        driver.press(.mouse(MouseEvent(.doubleClick, at: Point(column: 3, row: 3))))
        #expect(activated == ["Row 11"])
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 3, row: 3))))
        #expect(list.scrollOffset == 3 && list.selectedItem == "Row 12")
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 29, row: 1))))
        #expect(list.scrollOffset == 0)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 3, row: 0))))
        #expect(list.selectedItem == "Row 12", "a click on the filter line selects nothing")
    }

    @Test("Fidelity: memory and ncurses show the same filtered list with CJK matches and a scroll bar")
    func fidelity() throws {
        let list = ListView(items: sampleFilms + sampleFilms) { ListView.Row($0.title, detail: String($0.year)) }
        list.allowsFiltering = true
        let driver = try HeadlessDriver(
            size: Size(columns: 31, rows: 8), content: WidgetScreen("Films", list), comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.pageDown)
        try driver.send("/千")
        driver.press(.escape)
        try driver.send("/a")
        driver.resize(to: Size(columns: 25, rows: 6))
        #expect(driver.terminal.framesComparedWithCurses >= 5)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
