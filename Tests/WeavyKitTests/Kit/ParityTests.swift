import Testing
import WeavyTesting

@testable import WeavyKit

/// A list and a table offer one set of options for one need, under the same names: rows
/// found, replaced and removed by identity, a settable scroll offset, new rows followed at
/// the top, the filter's text chosen and read once per row change.
@MainActor
@Suite("Parity: a list and a table do the same things under the same names")
struct ParityTests {
    struct Ticket: Identifiable, Equatable {
        var id: Int
        var title: String
        var tag: String
    }

    static func tickets(_ count: Int) -> [Ticket] {
        (0..<count).map { Ticket(id: $0, title: "issue \($0)", tag: $0 % 2 == 0 ? "even" : "odd") }
    }

    func table(_ rows: [Ticket]) -> Table<Ticket> {
        Table(rows: rows, columns: [.init("Title", value: \.title), .init("Tag", filterable: false, value: \.tag)])
    }

    func list(_ items: [Ticket]) -> ListView<Ticket> {
        ListView(items: items) { ListView.Row($0.title, detail: $0.tag) }
    }

    @Test("item(id:), index(id:), replaceItem(id:with:), removeItem(id:), select(id:) on both")
    func identity() throws {
        let table = table(Self.tickets(50))
        let list = list(Self.tickets(50))
        let tableDriver = try driver(table, columns: 40, rows: 10)
        defer { tableDriver.close() }
        #expect(table.index(id: 30) == 30 && list.index(id: 30) == 30)
        #expect(table.item(id: 7)?.title == "issue 7" && list.item(id: 7)?.title == "issue 7")
        #expect(table.item(id: 99) == nil && list.item(id: 99) == nil)
        #expect(table.select(id: 20) && list.select(id: 20))
        let renamed = Ticket(id: 20, title: "renamed", tag: "even")
        #expect(table.replaceItem(id: 20, with: renamed) && list.replaceItem(id: 20, with: renamed))
        #expect(table.selectedRow == renamed && list.selectedItem == renamed, "the selection stays on its row")
        #expect(!table.replaceItem(id: 99, with: renamed) && !list.replaceItem(id: 99, with: renamed))
        #expect(table.removeItem(id: 3)?.id == 3 && list.removeItem(id: 3)?.id == 3)
        #expect(table.rows.count == 49 && list.items.count == 49)
        #expect(table.removeItem(id: 3) == nil && list.removeItem(id: 3) == nil)
        tableDriver.press(.down)
        #expect(table.selectedRow?.id == 21, "keys move on from the row selected by id")
        let anonymous = ListView(items: ["a", "b"]) { ListView.Row($0) }
        #expect(anonymous.index(id: "a") == nil, "a list made without an id finds nothing (and says so)")
    }

    @Test("select(id:) of a row the filter hides clears the filter, in both")
    func selectHiddenRowClearsFilter() throws {
        let table = table(Self.tickets(30))
        let list = list(Self.tickets(30))
        table.allowsFiltering = true
        list.allowsFiltering = true
        for component in [table, list] as [Component] {
            let driver = try driver(component, columns: 40, rows: 10)
            driver.type("/issue 2")
            driver.press(.enter)
            driver.close()
        }
        #expect(table.filterText == "issue 2" && list.filterText == "issue 2")
        #expect(table.select(id: 15) && list.select(id: 15))
        #expect(table.filterText == nil && list.filterText == nil)
        #expect(table.selectedRow?.id == 15 && list.selectedItem?.id == 15)
    }

    @Test("scrollOffset is settable on both: kept in range, the selection moved into view")
    func scrollOffset() throws {
        let table = table(Self.tickets(200))
        let list = list(Self.tickets(200))
        let tableDriver = try driver(table, columns: 40, rows: 12)
        let listDriver = try driver(list, columns: 40, rows: 12)
        defer {
            tableDriver.close()
            listDriver.close()
        }
        table.scrollOffset = 50
        list.scrollOffset = 50
        #expect(table.scrollOffset == 50 && list.scrollOffset == 50)
        let listPosition = try #require(list.selectedIndex)
        #expect((50..<50 + list.visibleRows).contains(listPosition))
        listDriver.render()
        #expect(listDriver.text.contains("issue 50"))
        list.scrollOffset = 10_000
        #expect(list.scrollOffset == 200 - list.visibleRows)
        list.scrollOffset = -3
        #expect(list.scrollOffset == 0)
        listDriver.press(.down)
        #expect(list.selectedIndex == list.visibleRows, "the selection came into view, keys move on from there")
    }

    @Test("followsNewItemsAtTop on both: a row inserted at the top takes the selection on the first row")
    func followsNewItemsAtTop() throws {
        let table = table(Self.tickets(20))
        let list = list(Self.tickets(20))
        table.followsNewItemsAtTop = true
        list.followsNewItemsAtTop = true
        let newest = Ticket(id: 100, title: "newest", tag: "even")
        table.rows.insert(newest, at: 0)
        list.items.insert(newest, at: 0)
        #expect(table.selectedRow == newest && list.selectedItem == newest)
        #expect(table.scrollOffset == 0 && list.scrollOffset == 0)
    }

    @Test("The filter reads the filterable columns, or filterableText, on both")
    func chosenFilterText() throws {
        let table = table(Self.tickets(10))
        table.allowsFiltering = true
        table.startFilter("odd")
        #expect(table.order.isEmpty, "the Tag column is not filterable")
        table.startFilter("issue 3")
        #expect(Array(table.order) == [3])
        table.filterableText = { $0.tag }
        table.startFilter("odd")
        #expect(table.order.count == 5, "filterableText replaces the columns")
        let list = list(Self.tickets(10))
        list.allowsFiltering = true
        list.startFilter("odd")
        #expect(list.shownItems.isEmpty, "a list's filter reads its row's text, not its detail")
        list.filterableText = { "\($0.title) \($0.tag)" }
        list.startFilter("odd")
        #expect(list.shownItems.count == 5)
        #expect(table.shownItems.map(\.id) == list.shownItems.map(\.id) && table.shownCount == list.shownCount)
        table.noMatchesText = "No tickets match."
        table.startFilter("qqq")
        let driver = try driver(table, columns: 40, rows: 8)
        defer { driver.close() }
        #expect(driver.text.contains("No tickets match."))
    }

    @Test("A row's filter text is read once per change of the row, not once per query, in both")
    func filterTextIsCached() throws {
        // With 100 and with 1,000 rows: what a query reads besides the first pass (the
        // selected row, found in the order shown before, to keep its line, and among the
        // matches) does not grow with the rows: at most three a query.
        for count in [100, 1_000] {
            var tableReads = 0
            var listReads = 0
            let table = table(Self.tickets(count))
            let list = list(Self.tickets(count))
            table.filterableText = {
                tableReads += 1
                return $0.title
            }
            list.filterableText = {
                listReads += 1
                return $0.title
            }
            table.allowsFiltering = true
            list.allowsFiltering = true
            for component in [table, list] as [Component] {
                let driver = try driver(component, columns: 40, rows: 10)
                driver.type("/1")
                driver.press(.backspace)
                driver.type("2")
                driver.press(.backspace)
                driver.type("x")
                driver.close()
            }
            let queries = 5
            #expect(
                tableReads >= count && tableReads <= count + 3 * queries,
                "each row read once over five queries, and at most three more a query: \(tableReads) of \(count)")
            #expect(
                listReads >= count && listReads <= count + 2 * queries,
                "each item read once over five queries, and at most two more a query: \(listReads) of \(count)")
            let (tableBefore, listBefore) = (tableReads, listReads)
            table.rows[50].title = "changed 1"
            list.items[50].title = "changed 1"
            table.startFilter("cha")
            list.startFilter("cha")
            #expect(
                tableReads - tableBefore <= 4,
                "the changed row and the selected one read again: \(tableReads - tableBefore)")
            #expect(
                listReads - listBefore <= 4,
                "the changed item and the selected one read again: \(listReads - listBefore)")
            #expect(table.selectedRow?.id == 50 && list.selectedItem?.id == 50)
        }
    }
}
