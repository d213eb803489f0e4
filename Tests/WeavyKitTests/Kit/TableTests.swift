import Testing
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyKit

/// Table: headers, widths and alignment in cells, sorting, selection by identity,
/// sideways scrolling, activation and the mouse.
@MainActor
@Suite("Table")
struct TableTests {
    struct Movie: Identifiable, Equatable {
        let id: Int
        let title: String
        let year: Int
        let rating: Double
    }

    static let movies = [
        Movie(id: 1, title: "Avatar", year: 2009, rating: 7.9),
        Movie(id: 2, title: "千と千尋の神隠し", year: 2001, rating: 8.6),
        Movie(id: 3, title: "卧虎藏龙", year: 2000, rating: 7.9),
        Movie(id: 4, title: "Blade Runner", year: 1982, rating: 8.1),
        Movie(id: 5, title: "기생충", year: 2019, rating: 8.5),
    ]

    static func columns(title: Table<Movie>.Column.Width = .flexible()) -> [Table<Movie>.Column] {
        [
            .init("Title", width: title, value: \.title),
            .init("Year", alignment: .trailing, value: { String($0.year) }, sortedBy: \.year),
            .init("★", width: .fixed(5), alignment: .center, value: { String($0.rating) }, sortedBy: \.rating),
        ]
    }

    func table(_ movies: [Movie] = movies, title: Table<Movie>.Column.Width = .flexible()) -> Table<Movie> {
        Table(rows: movies, columns: Self.columns(title: title))
    }

    @Test("Headers in the tableHeader role; columns fixed, fitted and flexible; trailing and centered text")
    func headersAndAlignment() throws {
        let table = table()
        let driver = try driver(table, columns: 30, rows: 8)
        defer { driver.close() }
        // Year fits "Year" and its sort mark (6), ★ is 5, spacing 2 twice: the title takes 28 - 15 = 13.
        #expect(
            Array(driver.snapshot.lines.prefix(6)) == [
                " Title            Year    ★",
                " Avatar           2009   7.9",
                " 千と千尋の神…    2001   8.6",
                " 卧虎藏龙         2000   7.9",
                " Blade Runner     1982   8.1",
                " 기생충           2019   8.5",
            ])
        #expect(driver.snapshot.style(at: Point(column: 29, row: 0)) == .init(Theme.ansi256.tableHeader))
        #expect(driver.snapshot.style(at: Point(column: 20, row: 1)) == .init(Theme.ansi256.selection))
        #expect(table.keyHints.map(\.keys) == ["↑↓", "s"])
    }

    @Test("Column widths: shares split what is left, each at least its minimum; too wide, they scroll")
    func columnLayout() {
        let rules = [
            TableWidthRule(minimum: 4, share: 0), TableWidthRule(minimum: 3, share: 1),
            TableWidthRule(minimum: 10, share: 2),
        ]
        #expect(TableColumnLayout.widths(rules, available: 40, spacing: 2) == [4, 11, 21])
        #expect(TableColumnLayout.widths(rules, available: 22, spacing: 2) == [4, 4, 10])
        #expect(TableColumnLayout.widths(rules, available: 10, spacing: 2) == [4, 3, 10])
        let layout = TableColumnLayout(widths: rules, available: 20, spacing: 2, start: 1, first: 5)
        #expect(layout.lastFirstColumn == 1)
        #expect(layout.placed == [.init(index: 1, column: 1, width: 3), .init(index: 2, column: 6, width: 10)])
    }

    @Test("s sorts by the next column, S reverses, the mark says which; the selected row stays selected")
    func sortingByKeys() throws {
        let table = table()
        let driver = try driver(table, columns: 30, rows: 8)
        defer { driver.close() }
        driver.press(.down, times: 3)
        #expect(table.selectedRow?.title == "Blade Runner")
        driver.press("s")
        #expect(table.sortOrder == Table<Movie>.SortOrder(column: 0))
        #expect(driver.snapshot.lines[0].hasPrefix(" Title ↑"))
        #expect(driver.snapshot.lines[1].hasPrefix(" Avatar") && driver.snapshot.lines[2].hasPrefix(" Blade Runner"))
        #expect(table.selectedRow?.title == "Blade Runner")
        #expect(driver.snapshot.style(at: Point(column: 2, row: 2)) == .init(Theme.ansi256.selection))
        driver.press("s")
        #expect(driver.snapshot.lines[0].contains("Year ↑"))
        #expect(driver.snapshot.lines[1].hasPrefix(" Blade Runner"))
        driver.press("S")
        #expect(driver.snapshot.lines[0].contains("Year ↓") && driver.snapshot.lines[1].hasPrefix(" 기생충"))
        #expect(table.selectedRow?.title == "Blade Runner" && driver.snapshot.lines[5].hasPrefix(" Blade Runner"))
        driver.press("s")
        driver.press("s")
        #expect(table.sortOrder?.column == 0, "after the last sortable column, the first again")
    }

    @Test("A click on a header sorts by it, another reverses; a click selects, a double click activates")
    func mouse() throws {
        let table = table()
        var activated: [String] = []
        var selected: [String] = []
        table.onActivate = { movie, _ in activated.append(movie.title) }
        table.onSelect = { movie, _ in selected.append(movie.title) }
        let driver = try driver(table, columns: 30, rows: 8)
        defer { driver.close() }
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 26, row: 0))))
        #expect(table.sortOrder == Table<Movie>.SortOrder(column: 2) && driver.snapshot.lines[0].contains("★ ↑"))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 26, row: 0))))
        #expect(table.sortOrder == Table<Movie>.SortOrder(column: 2, ascending: false))
        #expect(driver.snapshot.lines[1].hasPrefix(" 千と千尋"))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 3, row: 2))))
        #expect(table.selectedRow?.title == "기생충" && selected == ["기생충"])
        driver.press(.mouse(MouseEvent(.doubleClick, at: Point(column: 3, row: 3))))
        #expect(activated == ["Blade Runner"])
        driver.press(.enter)
        #expect(activated == ["Blade Runner", "Blade Runner"])
        #expect(table.keyHints.map(\.keys) == ["↑↓", "Enter", "s", "S"])
    }

    @Test("Rows inserted, removed or sorted keep the selection on the same row, by identity")
    func identity() throws {
        let table = table()
        let driver = try driver(table, columns: 30, rows: 8)
        defer { driver.close() }
        driver.press(.down, times: 2)
        table.rows.insert(Movie(id: 9, title: "Alien", year: 1979, rating: 8.5), at: 0)
        #expect(table.selectedRow?.title == "卧虎藏龙" && table.selectedIndex == 3)
        table.rows.removeAll { $0.id == 3 }
        #expect(table.selectedRow?.title == "Blade Runner", "its row gone, the one now at its place")
        #expect(table.select(id: 5) && table.selectedRow?.title == "기생충")
        #expect(!table.select(id: 42))
        table.sortOrder = .init(column: 1)
        #expect(table.selectedRow?.title == "기생충")
        driver.render()
        #expect(driver.snapshot.lines[5].hasPrefix(" 기생충"))
    }

    @Test("Columns too wide scroll sideways with Left/Right, marked ‹ and › in the header")
    func sidewaysScrolling() throws {
        let table = table(title: .fit)
        var popped = 0
        let driver = try driver(table, columns: 22, rows: 8) { window in window.bind(.left) { popped += 1 } }
        defer { driver.close() }
        // Title fits 16 cells, Year 6, ★ 5: 31 with spacing, 20 available.
        #expect(driver.snapshot.lines[0] == " Title" + String(repeating: " ", count: 13) + "Y…›")
        #expect(driver.snapshot.lines[2] == " 千と千尋の神隠し  2…")
        driver.press(.right)
        #expect(table.firstColumn == 1)
        #expect(driver.snapshot.lines[0] == "‹  Year    ★")
        #expect(driver.snapshot.lines[1] == "   2009   7.9")
        driver.press(.right)
        #expect(table.firstColumn == 1, "every column from Year on shows whole")
        driver.press(.left)
        driver.press(.left)
        #expect(table.firstColumn == 0 && popped == 1, "at the first column Left goes on to the containers")
        #expect(
            table.keyHints.contains(KeyHint("←→", "columns", triggers: [.right])),
            "from the first column the hint stands for Right alone: Left goes on")
    }

    @Test("Paging, the ends, the wheel and a scroll bar when the rows do not fit; an empty table says so")
    func scrolling() throws {
        let many = (1...40).map { Movie(id: $0, title: "Movie \($0)", year: 1950 + $0, rating: 5) }
        let table = table(many)
        let driver = try driver(table, columns: 30, rows: 12)  // header and 10 rows
        defer { driver.close() }
        driver.press(.pageDown)
        #expect(table.selectedRow?.title == "Movie 10")
        driver.press("G")
        #expect(table.selectedRow?.title == "Movie 40" && table.scrollOffset == 30)
        #expect(driver.snapshot.lines[10].hasSuffix("█") && driver.snapshot.lines[1].hasSuffix("│"))
        driver.press(.mouse(MouseEvent(.wheelUp, at: Point(column: 4, row: 5))))
        #expect(table.scrollOffset == 27 && table.selectedRow?.title == "Movie 37")
        driver.press(.home)
        #expect(table.selectedRow?.title == "Movie 1")
        table.rows = []
        table.emptyText = "No movies in this list yet, add some"
        driver.render()
        #expect(driver.snapshot.lines[1] == " No movies in this list yet,…")
        #expect(table.selectedRow == nil)
        table.sortOrder = .init(column: 7)
        #expect(table.sortOrder == nil, "a column that does not exist is refused")
    }

    @Test("Fidelity: memory and ncurses show the same table, sorted and scrolled sideways, with CJK cut")
    func fidelity() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 25, rows: 7), content: WidgetScreen("Films", table(title: .fit)),
            comparingWithCurses: true)
        defer { driver.close() }
        driver.press("s")
        driver.press(.down)
        driver.press(.right)
        driver.resize(to: Size(columns: 40, rows: 9))
        driver.press("S")
        #expect(driver.terminal.framesComparedWithCurses >= 5)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
