import Testing
import WeavyTesting

@testable import WeavyKit

/// Esc on a sorted table's filter: every row shows again in the sort order, the selected
/// row where it was on the screen.
@MainActor
@Suite("Clearing the filter of a sorted table")
struct TableFilterClearTests {
    let edits = TableEditTests()

    func filterable(_ count: Int, seed: UInt64) -> Table<TableEditTests.Ticket> {
        var random = SeededRandom(seed: seed)
        let table = edits.table((1...count).map { edits.issue($0, &random) }, sortedBy: 0, ascending: true)
        table.allowsFiltering = true
        return table
    }

    @Test("The selected row stays on its line of the view, not at the bottom edge")
    func selectionKeepsItsLine() throws {
        let table = filterable(400, seed: 0xC1EA)
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: table)
        defer { driver.close() }
        try driver.send("/zoom<enter><down><down><down>")
        let line = try #require(table.selectionLine)
        #expect(line == 3)
        let selected = table.selectedRow?.id
        driver.press(.escape)
        #expect(table.filterText == nil && table.order.count == 400)
        let position = try #require(table.position(ofRow: table.selectedIndex))
        #expect(position > table.visibleRows, "the row is further down than a screen: the view scrolled to it")
        #expect(table.selectedRow?.id == selected)
        #expect(table.selectionLine == line)
        #expect(Array(table.order) == edits.fullSort(table))
    }

    @Test(
        "Cleared after an edit (the sort made again, in slices): the matches stay in order meanwhile, then every row, sorted"
    )
    func clearedWhileTheSortIsMadeAgain() throws {
        let table = filterable(30_000, seed: 0xC1EB)
        table.sortSlicedFrom = 1000
        table.sortWorkPerTurn = 20_000
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: table)
        defer { driver.close() }
        try driver.send("/login<enter><down><down><down>")
        let line = try #require(table.selectionLine)
        let selected = table.selectedRow?.id
        table.rows[0].title = "Login, edited"  // the full sort no longer matches the rows
        driver.press(.escape)
        #expect(table.filterText == nil)
        #expect(table.isSortPending, "30,000 rows in a window: sorted again in slices")
        let shown = Set(table.order)
        #expect(shown.count < 30_000, "the matches show until the sort is made")
        #expect(Array(table.order) == edits.fullSort(table).filter(shown.contains), "in the sort order, not unsorted")
        #expect(table.selectionLine == line)
        var turns = 0
        while table.isSortPending, turns < 1000 {
            driver.advanceTime(by: .milliseconds(1))
            turns += 1
        }
        #expect(!table.isSortPending)
        #expect(Array(table.order) == edits.fullSort(table))
        #expect(table.selectedRow?.id == selected)
        #expect(table.selectionLine == line, "still on its line once every row shows")
    }
}
