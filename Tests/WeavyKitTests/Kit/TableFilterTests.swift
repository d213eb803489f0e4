import Testing
import WeavyTesting

@testable import WeavyKit

/// Table: `/` filters the rows with the same fuzzy matcher as lists.
@MainActor
@Suite("Table filter")
struct TableFilterTests {
    typealias Movie = TableTests.Movie

    @Test("/ narrows the rows to the fuzzy matches, best first, under a filter line; Esc shows them all")
    func filterByTyping() throws {
        let table = Table(rows: TableTests.movies, columns: TableTests.columns())
        table.allowsFiltering = true
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 8), content: table)
        defer { driver.close() }
        #expect(table.keyHints.contains(KeyHint("/", "filter", priority: .low)))
        try driver.send("/br")
        #expect(table.isEditingFilter && table.filterText == "br")
        let lines = driver.snapshot.lines
        #expect(lines[0].hasPrefix(" / br") && lines[0].hasSuffix("1 of 5"), "\(driver.text)")
        #expect(lines[1].contains("Title") && lines[1].contains("Year"), "the header below the filter line")
        #expect(lines[2].contains("Blade Runner") && lines[3].isEmpty)
        // The matched letters: B of Blade and the r of Runner.
        #expect(
            driver.snapshot.style(at: Point(column: 1, row: 2)) != driver.snapshot.style(at: Point(column: 2, row: 2)))
        #expect(table.selectedRow?.title == "Blade Runner", "the selection moved to a row that shows")
        try driver.send("<enter>")
        #expect(!table.isEditingFilter && table.filterText == "br")
        driver.press(.escape)
        #expect(table.filterText == nil && driver.text.contains("Avatar") && driver.text.contains("기생충"))
        #expect(table.selectedRow?.title == "Blade Runner", "still on its row")
    }

    @Test("Sorted, the filter keeps the sort order; accents and case are ignored")
    func filterKeepsSortOrder() throws {
        let rows = TableTests.movies + [Movie(id: 6, title: "Amélie", year: 2001, rating: 8.3)]
        let table = Table(rows: rows, columns: TableTests.columns(), sortOrder: .init(column: 1))
        table.allowsFiltering = true
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: table)
        defer { driver.close() }
        table.startFilter("a")
        #expect(table.order.map { rows[$0].title } == ["Blade Runner", "Amélie", "Avatar"], "by year, as sorted")
        table.startFilter("AMELIE")
        #expect(table.order.map { rows[$0].title } == ["Amélie"])
        table.startFilter("zzz")
        driver.render()
        #expect(driver.text.contains("No matches.") && table.selectedRow == nil)
        table.clearFilter()
        #expect(table.order.count == rows.count && table.selectedRow != nil)
    }
}
