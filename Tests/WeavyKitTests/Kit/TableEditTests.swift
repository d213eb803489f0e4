import ProofSizes
import Testing
import WeavyTesting

@testable import WeavyKit

@MainActor
@Suite("Table edits under a sort: each changed row moves to its place, the order a full sort's")
struct TableEditTests {
    struct Ticket: Identifiable, Equatable {
        var id: Int
        var title: String
        var votes: Int
    }

    static let words = ["Crash", "crash", "Élan", "login", "Login", "menu", "zoom", "Alpha", "beta", "ω"]

    func issue(_ id: Int, _ random: inout SeededRandom) -> Ticket {
        let title = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.words.randomElement(using: &random)! }
        return Ticket(id: id, title: title.joined(separator: " "), votes: Int.random(in: 0..<20, using: &random))
    }

    func table(_ issues: [Ticket], sortedBy column: Int, ascending: Bool) -> Table<Ticket> {
        Table(
            rows: issues,
            columns: [
                .init("Title", width: .flexible(), value: \.title),
                .init("Votes", value: { String($0.votes) }, sortedBy: \.votes),
            ], sortOrder: .init(column: column, ascending: ascending))
    }

    /// The rows' indices as a full sort orders them: by key, one way or the other, ties in
    /// the rows' order.
    func fullSort(_ table: Table<Ticket>) -> [Int] {
        let ascending = table.sortOrder?.ascending ?? true
        let keys: [String] = table.rows.map { $0.title.lowercased() }
        let votes = table.rows.map(\.votes)
        return table.rows.indices.sorted { a, b in
            if table.sortOrder?.column == 1 {
                if votes[a] != votes[b] { return ascending ? votes[a] < votes[b] : votes[a] > votes[b] }
            } else if keys[a] != keys[b] {
                return ascending ? keys[a] < keys[b] : keys[a] > keys[b]
            }
            return a < b
        }
    }

    @Test("Changes, inserts and removes anywhere, sorted by text or number, both ways", arguments: [0, 1])
    func editsKeepAFullSortsOrder(column: Int) async {
        var turns = MainActorTurns()
        for ascending in [true, false] {
            var random = SeededRandom(seed: UInt64(0xED17 + column * 2 + (ascending ? 1 : 0)))
            var nextID = 0
            let issues = (0..<3000).map { _ in
                nextID += 1
                return issue(nextID, &random)
            }
            let table = table(issues, sortedBy: column, ascending: ascending)
            for step in 0..<ProofSize.scaled(300, underSanitizer: 30) {
                let index = Int.random(in: 0..<table.rows.count, using: &random)
                switch step % 5 {
                case 0: table.rows[index].title = issue(0, &random).title
                case 1: table.rows[index].votes = Int.random(in: 0..<20, using: &random)
                case 2:
                    nextID += 1
                    let place = [0, index, table.rows.count].randomElement(using: &random)!
                    table.rows.insert(issue(nextID, &random), at: place)
                case 3: table.rows.remove(at: [0, index, table.rows.count - 1].randomElement(using: &random)!)
                default:
                    nextID += 2
                    table.rows.insert(contentsOf: [issue(nextID - 1, &random), issue(nextID, &random)], at: index)
                }
                let shown = Array(table.order)
                guard shown == fullSort(table) else {
                    Issue.record("step \(step): the order after edits is not a full sort's")
                    return
                }
                await turns.giveWayIfDue()
            }
            // Every row shows once, and each finds its own place.
            for index in stride(from: 0, to: table.rows.count, by: 97) {
                #expect(table.position(ofRow: index).map { table.order[$0] } == index)
            }
        }
    }

    @Test("The selection stays on its row while edits move it, and on its screen row")
    func selectionFollowsItsRow() {
        var random = SeededRandom(seed: 0x5E1)
        let issues = (1...500).map { issue($0, &random) }
        let table = table(issues, sortedBy: 0, ascending: true)
        table.select(id: 250)
        table.rows.insert(Ticket(id: 1000, title: "aaa first", votes: 0), at: 0)
        #expect(table.selectedRow?.id == 250)
        let index = table.rows.firstIndex { $0.id == 250 }!
        table.rows[index].title = "zzzz last"
        #expect(table.selectedRow?.id == 250)
        #expect(table.position(ofRow: table.selectedIndex) == fullSort(table).firstIndex(of: index))
        table.rows.removeAll { $0.id == 250 }  // many swaps: the whole order is made again
        #expect(table.selectedRow != nil)
        #expect(Array(table.order) == fullSort(table))
    }

    @Test("With followsNewItemsAtTop, a row inserted at the top takes the selection there")
    func followsNewRowsAtTop() {
        let table = Table(rows: [Ticket(id: 1, title: "b", votes: 0)], columns: [.init("Title", value: \.title)])
        table.followsNewItemsAtTop = true
        table.rows.insert(Ticket(id: 2, title: "a", votes: 0), at: 0)
        #expect(table.selectedRow?.id == 2)
        table.followsNewItemsAtTop = false
        table.rows.insert(Ticket(id: 3, title: "c", votes: 0), at: 0)
        #expect(table.selectedRow?.id == 2)
    }

    @Test("Under a filter, an edit filters again: the rows shown are a full pass's")
    func editsUnderAFilter() {
        var random = SeededRandom(seed: 0xF17)
        let table = table((1...400).map { issue($0, &random) }, sortedBy: 0, ascending: true)
        table.allowsFiltering = true
        table.startFilter("log")
        table.rows.insert(Ticket(id: 999, title: "Logout", votes: 1), at: 0)
        table.rows[10].title = "blog post"
        let expected = fullSort(table).filter { row in
            FuzzyQuery("log").score(FoldedText(table.matchedText(ofRow: row))) != nil
        }
        #expect(Array(table.order) == expected)
    }

    @Test("Setting scrollOffset scrolls, in range, and keeps the selection in view")
    func settingTheScrollOffset() throws {
        var random = SeededRandom(seed: 0x5C0)
        let table = table((1...200).map { issue($0, &random) }, sortedBy: 1, ascending: true)
        let driver = try driver(table, columns: 40, rows: 12)
        _ = driver
        table.scrollOffset = 50
        #expect(table.scrollOffset == 50)
        let position = try #require(table.position(ofRow: table.selectedIndex))
        #expect((50..<50 + table.visibleRows).contains(position))
        table.scrollOffset = 10_000
        #expect(table.scrollOffset == 200 - table.visibleRows)
        table.scrollOffset = -3
        #expect(table.scrollOffset == 0)
    }

    @Test(
        "While a sort is made in slices, the header marks the order the rows show in, and the new column how far it is"
    )
    func headerWhileSorting() throws {
        var random = SeededRandom(seed: 0x4EAD)
        let table = table((1...30_000).map { issue($0, &random) }, sortedBy: 1, ascending: true)
        table.sortSlicedFrom = 1000
        table.sortWorkPerTurn = 5000
        let driver = try driver(table, columns: 60, rows: 12)
        let header = { driver.text.split(separator: "\n", omittingEmptySubsequences: false)[0] }
        #expect(header().contains("Votes ↑"))
        table.sortOrder = .init(column: 0)
        driver.render()
        #expect(table.isSortPending)
        #expect(header().contains("Votes ↑"), "the rows still show by votes: \(header())")
        #expect(header().contains("Title sorting "), "\(header())")
        #expect(!header().contains("Title ↑"), "\(header())")
        table.finishSorting()
        driver.render()
        #expect(header().contains("Title ↑"), "\(header())")
        #expect(!header().contains("Votes ↑"), "\(header())")
        #expect(!header().contains("sorting"), "\(header())")
    }

    @Test("A long table's new sort is made in slices; edits meanwhile are in its result", arguments: [true, false])
    func slicedSort(ascending: Bool) throws {
        var random = SeededRandom(seed: ascending ? 0x51CE : 0x51CF)
        let table = table((1...30_000).map { issue($0, &random) }, sortedBy: 1, ascending: true)
        table.sortSlicedFrom = 1000
        table.sortWorkPerTurn = 20_000
        let driver = try driver(table, columns: 60, rows: 12)
        table.select(id: 777)
        let shownBefore = Array(table.order)
        table.sortOrder = .init(column: 0, ascending: ascending)
        #expect(table.isSortPending, "30,000 rows in a window: sliced")
        #expect(Array(table.order) == shownBefore, "the last order shows meanwhile")
        var turns = 0
        while table.isSortPending, turns < 1000 {
            if turns == 1 { table.rows[5].title = "Élan first" }  // while its keys are read: starts again
            if turns == 12 {
                table.rows.insert(Ticket(id: 50_000, title: "a new one", votes: 3), at: 0)
                table.rows.remove(at: 100)
                table.rows[200].title = "zzz"
            }
            driver.advanceTime(by: .milliseconds(1))
            turns += 1
        }
        #expect(turns > 3, "more than one turn")
        #expect(!table.isSortPending)
        #expect(Array(table.order) == fullSort(table))
        #expect(table.selectedRow?.id == 777)
        table.rows[7].title = "after"
        #expect(Array(table.order) == fullSort(table), "kept in step after, as a sort made at once")
        table.sortOrder = .init(column: 1)
        table.finishSorting()
        #expect(Array(table.order) == fullSort(table))
    }

    @Test("A sort pass's last step, making the sorted rows, takes turns of its own as the merges do")
    func lastStepIsSliced() throws {
        var random = SeededRandom(seed: 0x1A57)
        let rows = RowBuffer((1...20_000).map { issue($0, &random) })
        var pass = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title.lowercased() }
        var buildingTurns = 0
        var turns = 0
        while !pass.advance(rows: rows, budget: 5_000) {
            turns += 1
            if pass.percentDone >= 95 { buildingTurns += 1 }
            #expect(pass.result == nil, "no result before the last turn")
        }
        #expect(buildingTurns >= 2, "the sorted rows are made over several turns (\(buildingTurns) of \(turns))")
        let sorted = try #require(pass.result)
        let expected = rows.indices.sorted { a, b in
            let (ka, kb) = (rows[a].title.lowercased(), rows[b].title.lowercased())
            return ka == kb ? a < b : ka < kb
        }
        #expect(sorted.rowIndices == expected)
    }
}
