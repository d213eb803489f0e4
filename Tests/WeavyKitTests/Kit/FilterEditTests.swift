import Testing
import WeavyTesting

@testable import WeavyKit

/// Edits of a filtered list or table test the rows changed alone: what shows after each is
/// what filtering every row again would show.
@MainActor
@Suite("Edits under a filter: the rows changed tested alone, the order a full filter's")
struct FilterEditTests {
    struct Ticket: Identifiable, Equatable {
        var id: Int
        var title: String
        var votes: Int
    }

    static let words = ["crash", "Login", "menu", "slow", "Élan", "sync", "cursor", "Paste"]

    func ticket(_ id: Int, _ random: inout SeededRandom) -> Ticket {
        let title = (0..<(1 + random.below(3))).map { _ in Self.words[random.below(Self.words.count)] }
        return Ticket(id: id, title: title.joined(separator: " "), votes: random.below(20))
    }

    func table(_ rows: [Ticket], sortOrder: Table<Ticket>.SortOrder?) -> Table<Ticket> {
        let table = Table(
            rows: rows,
            columns: [
                .init("Title", value: \.title),
                .init("Votes", filterable: false, value: { String($0.votes) }, sortedBy: \.votes),
            ], sortOrder: sortOrder)
        table.allowsFiltering = true
        return table
    }

    /// One random edit of `rows`, made in place.
    func edit(_ rows: inout RowBuffer<Ticket>, step: Int, nextID: inout Int, _ random: inout SeededRandom) {
        let index = random.below(rows.count)
        nextID += 1
        switch step % 5 {
        case 0: rows[index].title = ticket(0, &random).title
        case 1: rows.insert(ticket(nextID, &random), at: 0)
        case 2: rows.insert(ticket(nextID, &random), at: index)
        case 3: if rows.count > 1 { rows.remove(at: index) }
        default: rows[index].votes = random.below(20)
        }
    }

    @Test(
        "A filtered table after each edit shows what a new table filtered the same way shows",
        arguments: [nil, Table<Ticket>.SortOrder(column: 0), .init(column: 0, ascending: false), .init(column: 1)])
    func tableEdits(sortOrder: Table<Ticket>.SortOrder?) throws {
        var random = SeededRandom(seed: 0xF17E + UInt64(sortOrder?.column ?? 7))
        var nextID = 0
        let rows = (0..<400).map { _ in
            nextID += 1
            return ticket(nextID, &random)
        }
        let table = table(rows, sortOrder: sortOrder)
        let driver = try driver(table, columns: 50, rows: 12)
        defer { driver.close() }
        driver.type("/cr")
        driver.press(.enter)
        if table.order.count > 3 { table.select(table.order[3]) }
        for step in 0..<150 {
            let selected = table.selectedRow?.id
            edit(&table.rows, step: step, nextID: &nextID, &random)
            let fresh = self.table(Array(table.rows), sortOrder: sortOrder)
            fresh.startFilter("cr")
            #expect(Array(table.order) == Array(fresh.order), "step \(step)")
            if let selected, table.rows.contains(where: { $0.id == selected && $0.title.lowercased().contains("cr") }) {
                #expect(table.selectedRow?.id == selected, "step \(step): the selection stays on its row")
            }
        }
        driver.render()
        #expect(driver.text.contains("of \(table.rows.count)"), "the filter line counts the rows after the edits")
    }

    @Test("A filtered list after each edit shows what a new list filtered the same way shows")
    func listEdits() throws {
        var random = SeededRandom(seed: 0x715E)
        var nextID = 0
        let items = (0..<400).map { _ in
            nextID += 1
            return ticket(nextID, &random)
        }
        let list = ListView(items: items) { ListView.Row($0.title) }
        list.allowsFiltering = true
        let driver = try driver(list, columns: 50, rows: 12)
        defer { driver.close() }
        driver.type("/sl")
        for step in 0..<150 {
            edit(&list.items, step: step, nextID: &nextID, &random)
            let fresh = ListView(items: Array(list.items)) { ListView.Row($0.title) }
            fresh.allowsFiltering = true
            fresh.startFilter("sl")
            #expect(list.shownItems.map(\.id) == fresh.shownItems.map(\.id), "step \(step)")
        }
        driver.type("o")
        let fresh = ListView(items: Array(list.items)) { ListView.Row($0.title) }
        fresh.allowsFiltering = true
        fresh.startFilter("slo")
        #expect(list.shownItems.map(\.id) == fresh.shownItems.map(\.id), "typing on after the edits")
    }
}
