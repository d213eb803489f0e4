import ProofSizes
import Testing
import WeavyTesting

@testable import WeavyKit

/// Thousands of random edits (replace, remove, insert at the top and in the middle, a
/// few at once), with and without a filter and a sort, the filter's text changed now and
/// then: after each edit, the rows shown are those a table or list made from scratch of
/// the same rows shows, and the selection is where the selection rule puts it.
@MainActor
@Suite("Edits under a sort and a filter: the rows shown are a from-scratch sort and filter's")
struct FilteredEditModelTests {
    struct Ticket: Identifiable, Equatable {
        var id: Int
        var title: String
        var votes: Int
    }

    nonisolated static let words = [
        "Crash", "crash", "Élan", "login", "Login", "menu", "zoom", "Alpha", "beta", "ω", "sync",
    ]
    nonisolated static let queries = ["", "cr", "crash", "lo", "menu z", "a", "élan", "zz", "s"]

    struct Model {
        var random: SeededRandom
        var nextID = 0

        init(seed: UInt64) { random = SeededRandom(seed: seed) }

        mutating func ticket() -> Ticket {
            nextID += 1
            let count = Int.random(in: 0...3, using: &random)
            let title = (0..<count).map { _ in FilteredEditModelTests.words.randomElement(using: &random)! }
            return Ticket(id: nextID, title: title.joined(separator: " "), votes: Int.random(in: 0..<8, using: &random))
        }

        /// One edit of `rows` through `edit`, which takes the rows in place.
        mutating func edit(_ rows: inout RowBuffer<Ticket>) {
            guard !rows.isEmpty else { return rows.insert(ticket(), at: 0) }
            let index = Int.random(in: 0..<rows.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: rows[index].title = ticket().title
            case 3: rows[index].votes = Int.random(in: 0..<8, using: &random)
            case 4: rows.remove(at: index)
            case 5, 6: rows.insert(ticket(), at: 0)
            case 7: rows.insert(ticket(), at: index)
            case 8:
                rows.removeFirst()
                if !rows.isEmpty { rows[rows.count / 2] = ticket() }
                rows.append(ticket())
            default: rows.insert(contentsOf: [ticket(), ticket()], at: Int.random(in: 0...rows.count, using: &random))
            }
        }
    }

    /// The selection rule of an edit: the selected row stays selected while it shows;
    /// else the row now at its place (the last one shown at most).
    func expectedSelection(before: (id: Int?, position: Int?), shown: [Int]) -> Int? {
        guard !shown.isEmpty else { return nil }
        if let id = before.id, shown.contains(id) { return id }
        return shown[min(before.position ?? 0, shown.count - 1)]
    }

    static let columns: [Table<Ticket>.Column] = [
        .init("Title", width: .flexible(), value: \.title),
        .init("Votes", value: { String($0.votes) }, sortedBy: \.votes),
    ]

    func freshTable(_ rows: [Ticket], sortOrder: Table<Ticket>.SortOrder?, filter: String?) -> [Int] {
        let table = Table(rows: rows, columns: Self.columns, sortOrder: sortOrder)
        table.allowsFiltering = true
        if let filter { table.startFilter(filter) }
        return table.shownItems.map(\.id)
    }

    nonisolated static let sorts: [Table<Ticket>.SortOrder?] = [
        nil, .init(column: 0), .init(column: 0, ascending: false), .init(column: 1), .init(column: 1, ascending: false),
    ]

    @Test(
        "Table: 1,000 edits per sort, filtered and not, the filter's text changed now and then",
        arguments: sorts.indices)
    func tableEdits(sort: Int) async {
        let sortOrder = Self.sorts[sort]
        var model = Model(seed: 0x5EED_0000 + UInt64(sort))
        let table = Table(rows: (0..<100).map { _ in model.ticket() }, columns: Self.columns, sortOrder: sortOrder)
        table.allowsFiltering = true
        var turns = MainActorTurns()
        for step in 0..<ProofSize.scaled(1000, underSanitizer: 300) {
            if step % 100 == 0 {
                // A new filter (or none): the selection stays on its row when it shows.
                let query = Self.queries.randomElement(using: &model.random)!
                if query.isEmpty, step % 200 == 0 { table.clearFilter() } else { table.startFilter(query) }
            }
            let before = (
                id: table.selectedRow?.id,
                position: table.selectedRow.flatMap { row in
                    table.shownItems.firstIndex { $0.id == row.id }
                }
            )
            model.edit(&table.rows)
            let shown = table.shownItems.map(\.id)
            let expected = freshTable(Array(table.rows), sortOrder: sortOrder, filter: table.filterText)
            #expect(shown == expected, "step \(step), filter \(table.filterText ?? "none")")
            #expect(table.selectedRow?.id == expectedSelection(before: before, shown: expected), "step \(step)")
            guard shown == expected else { return }
            await turns.giveWayIfDue()
        }
    }

    func freshList(_ items: [Ticket], filter: String?) -> [Int] {
        let list = ListView(items: items) { ListView<Ticket>.Row($0.title) }
        list.allowsFiltering = true
        if let filter { list.startFilter(filter) }
        return list.shownItems.map(\.id)
    }

    @Test("ListView: 1,000 edits, filtered and not, the filter's text changed now and then")
    func listEdits() async {
        var model = Model(seed: 0x115_7ED1)
        let list = ListView(items: (0..<100).map { _ in model.ticket() }) { ListView<Ticket>.Row($0.title) }
        list.allowsFiltering = true
        var turns = MainActorTurns()
        for step in 0..<ProofSize.scaled(1000, underSanitizer: 300) {
            if step % 100 == 0 {
                let query = Self.queries.randomElement(using: &model.random)!
                if query.isEmpty, step % 200 == 0 { list.clearFilter() } else { list.startFilter(query) }
            }
            let before = (
                id: list.selectedItem?.id,
                position: list.selectedItem.flatMap { item in
                    list.shownItems.firstIndex { $0.id == item.id }
                }
            )
            model.edit(&list.items)
            let shown = list.shownItems.map(\.id)
            let expected = freshList(Array(list.items), filter: list.filterText)
            #expect(shown == expected, "step \(step), filter \(list.filterText ?? "none")")
            #expect(list.selectedItem?.id == expectedSelection(before: before, shown: expected), "step \(step)")
            guard shown == expected else { return }
            await turns.giveWayIfDue()
        }
    }
}
