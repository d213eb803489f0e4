import Testing
import WeavyTesting

@testable import WeavyKit

/// Rows found by identity through an index (see ``IdentityIndex``) that follows every kind
/// of change of the rows: after each, every identity is where a search through the rows
/// finds it first, in a table (sorted or not, filtered or not) and in a list.
@MainActor
@Suite("Identity index: rows found by identity stay true through every change")
struct IdentityIndexTests {
    struct Ticket: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    static let words = ["crash", "login", "menu", "zoom", "alpha", "Beta"]

    func ticket(_ id: Int, _ random: inout SeededRandom) -> Ticket {
        Ticket(id: id, title: "\(Self.words.randomElement(using: &random)!) \(Int.random(in: 0..<9, using: &random))")
    }

    func table(_ rows: [Ticket]) -> Table<Ticket> {
        Table(rows: rows, columns: [.init("Title", value: \.title), .init("ID", value: { String($0.id) })])
    }

    /// Where a search through `rows` finds each identity first.
    func searched(_ rows: RowBuffer<Ticket>) -> [Int: Int] {
        var first: [Int: Int] = [:]
        for (index, row) in rows.enumerated() where first[row.id] == nil { first[row.id] = index }
        return first
    }

    /// The identities to look up after a change: every row's, and a few of the identities
    /// given so far (some removed, some never there).
    func checked(_ rows: RowBuffer<Ticket>, next: Int, _ random: inout SeededRandom) -> Set<Int> {
        Set(rows.map(\.id)).union((0..<6).map { _ in Int.random(in: 0...next + 5, using: &random) })
    }

    /// One change of the rows, as an app makes it (most recorded as edits, a few not).
    func change(_ rows: inout RowBuffer<Ticket>, _ kind: Int, next: inout Int, _ random: inout SeededRandom) {
        let count = rows.count
        let somewhere = Int.random(in: 0...max(0, count - 1), using: &random)
        next += 1
        switch kind {
        case 0: rows.insert(ticket(next, &random), at: 0)
        case 1: rows.append(ticket(next, &random))
        case 2: rows.insert(ticket(next, &random), at: min(somewhere, count))
        case 3 where count > 0: rows.removeFirst()
        case 4 where count > 0: rows.removeLast()
        case 5 where count > 0: rows.remove(at: somewhere)
        case 6 where count > 0: rows[somewhere].title += "!"  // the same row, changed
        case 7 where count > 0: rows[somewhere] = ticket(next, &random)  // another row in its place
        case 8 where count > 1:
            // A move: taken out and put back elsewhere, in one change.
            let moved = rows.remove(at: somewhere)
            rows.insert(moved, at: Int.random(in: 0..<count, using: &random))
        case 9 where count > 2:
            // Several rows at once, at the top and in the middle.
            rows.replaceSubrange(
                0..<2, with: [ticket(next, &random), ticket(next + 1, &random), ticket(next + 2, &random)])
            next += 2
            rows.removeSubrange(count / 2..<count / 2 + 1)
        case 10:
            rows.insert(contentsOf: (1...3).map { ticket(next + $0, &random) }, at: min(somewhere, count))
            next += 3
        case 11 where count > 1: rows.swapAt(0, count - 1)
        default: rows.append(ticket(next, &random))
        }
    }

    @Test("a table's index(id:) after each of 600 random changes, sorted, filtered, and neither")
    func tableFollowsEveryChange() throws {
        var random = SeededRandom(seed: 0x1D)
        var next = 40
        let table = table((0..<40).map { ticket($0, &random) })
        table.allowsFiltering = true
        #expect(table.index(id: 39) == 39, "the first lookup makes the index")
        for step in 0..<600 {
            let kind = Int.random(in: 0..<14, using: &random)
            switch kind {
            case 12: table.rows = RowBuffer(table.rows.shuffled(using: &random))  // assigned whole
            case 13: table.rows.sort { $0.title < $1.title }  // sorted in place: not recorded
            default: change(&table.rows, kind, next: &next, &random)
            }
            if step % 50 == 10 { table.sortOrder = .init(column: step % 100 == 10 ? 0 : 1, ascending: step % 3 == 0) }
            if step % 50 == 30 { table.startFilter("a") }
            if step % 50 == 45 { table.clearFilter() }
            let first = searched(table.rows)
            for id in checked(table.rows, next: next, &random) {
                #expect(table.index(id: id) == first[id], "id \(id) after change \(kind) at step \(step)")
            }
        }
    }

    @Test("select(id:), item(id:), replaceItem(id:) and removeItem(id:) land on the row, sorted and filtered")
    func callsLandOnTheRow() throws {
        var random = SeededRandom(seed: 0x5E1)
        let table = table((0..<200).map { ticket($0, &random) })
        let driver = try driver(table, columns: 40, rows: 10)
        defer { driver.close() }
        table.sortOrder = .init(column: 0)
        table.rows.insert(Ticket(id: 500, title: "aardvark"), at: 0)
        #expect(table.select(id: 120) && table.selectedRow?.id == 120)
        #expect(table.shownItems.firstIndex { $0.id == 120 } == table.position(ofRow: table.selectedIndex))
        table.allowsFiltering = true
        table.startFilter("crash")
        table.finishFiltering()
        let shown = try #require(table.shownItems.last)
        #expect(table.select(id: shown.id) && table.filterText == "crash", "a row the filter shows keeps the filter")
        #expect(table.replaceItem(id: shown.id, with: Ticket(id: shown.id, title: "crash again")))
        #expect(table.item(id: shown.id)?.title == "crash again" && table.selectedRow?.id == shown.id)
        let hidden = try #require(table.rows.first { !$0.title.contains("crash") })
        #expect(table.select(id: hidden.id) && table.filterText == nil && table.selectedRow?.id == hidden.id)
        let removed = table.removeItem(id: 500)
        #expect(removed?.title == "aardvark" && table.index(id: 500) == nil && table.rows.count == 200)
        #expect(table.index(id: 120) == searched(table.rows)[120])
    }

    @Test("two rows with one identity: the first is found, the other once it is gone")
    func duplicatesFindTheFirst() {
        let rows = (0..<10).map { Ticket(id: $0 == 7 ? 2 : $0, title: "row \($0)") }
        let table = table(rows)
        let list = ListView(items: rows) { ListView.Row($0.title) }
        #expect(table.index(id: 2) == 2 && list.index(id: 2) == 2, "made with a duplicate: the first")
        table.rows.remove(at: 2)
        list.items.remove(at: 2)
        #expect(table.index(id: 2) == 6 && list.index(id: 2) == 6, "the first gone: the other, moved up")
        table.rows.insert(Ticket(id: 2, title: "new"), at: 0)
        list.items.insert(Ticket(id: 2, title: "new"), at: 0)
        #expect(table.item(id: 2)?.title == "new" && list.item(id: 2)?.title == "new", "added above: the new one")
        #expect(table.removeItem(id: 2)?.title == "new" && table.item(id: 2)?.title == "row 7")
    }

    @Test("a list's index(id:) after each of 400 random changes, filtered and not")
    func listFollowsEveryChange() {
        var random = SeededRandom(seed: 0x715)
        var next = 30
        let list = ListView(items: (0..<30).map { ticket($0, &random) }, id: \.id) { ListView.Row($0.title) }
        list.allowsFiltering = true
        #expect(list.index(id: 0) == 0)
        for step in 0..<400 {
            let kind = Int.random(in: 0..<13, using: &random)
            if kind == 12 {
                list.items = RowBuffer(list.items.reversed())
            } else {
                change(&list.items, kind, next: &next, &random)
            }
            if step % 40 == 20 { list.startFilter("o") }
            if step % 40 == 35 { list.clearFilter() }
            let first = searched(list.items)
            for id in checked(list.items, next: next, &random) {
                #expect(list.index(id: id) == first[id], "id \(id) after change \(kind) at step \(step)")
            }
        }
    }

    @Test("the index grows with the rows and follows rows added and removed at the top by the thousand")
    func indexGrowsAndMovesItsBase() {
        let table = table([Ticket(id: 0, title: "first")])
        #expect(table.index(id: 0) == 0)
        for id in 1...3000 { table.rows.insert(Ticket(id: id, title: "t"), at: 0) }
        #expect(table.index(id: 3000) == 0 && table.index(id: 0) == 3000 && table.index(id: 1500) == 1500)
        for _ in 0..<1000 { table.rows.removeFirst() }
        #expect(table.index(id: 1999) == 1 && table.index(id: 0) == 2000 && table.index(id: 2500) == nil)
        for id in 3001...3500 { table.rows.append(Ticket(id: id, title: "t")) }
        #expect(table.index(id: 3500) == 2500 && table.index(id: 1000) == 1000)
    }
}

/// The last full sort, which an edit of the rows makes stale, let go of on the main actor a
/// slice a turn, not in the edit's turn nor on another thread.
@MainActor
@Suite("A stale full sort is let go of a slice a turn, on the main actor")
struct RetiredSortTests {
    /// Not `Sendable`: released on another thread, its rows' keys would be a data race.
    final class Note {
        var title: String
        init(_ title: String) { self.title = title }
    }

    @Test("an edit sets the sort aside; each later turn lets go of a slice of its keys")
    func releasedInSlices() throws {
        let table = Table(
            rows: (0..<300).map { Note("note \($0 % 17)") }, id: \.title, columns: [.init("Title", value: \.title)])
        table.keysReleasedPerTurn = 100
        let window = Window(content: table)
        window.attach(to: try Terminal.headless(size: Size(columns: 40, rows: 10)))
        defer { window.close() }
        window.timeSource = .manual
        table.sortOrder = .init(column: 0)
        #expect(table.lastSort != nil, "300 rows are sorted at once, and the sort kept")
        table.rows.insert(Note("a new note"), at: 0)
        #expect(table.lastSort == nil && table.retiredSort?.sort.keys.count == 300, "set aside, none let go of yet")
        window.advanceTime(by: .milliseconds(1))
        #expect(table.retiredSort?.sort.keys.count == 200, "a slice the next turn")
        window.advanceTime(by: .milliseconds(1))
        window.advanceTime(by: .milliseconds(1))
        #expect(table.retiredSort?.sort.keys.count == 0 && table.retiredSort?.sort.keys.isReleased == false)
        window.advanceTime(by: .milliseconds(1))
        #expect(table.retiredSort?.sort.keys.isReleased == true, "the keys' storage on a turn of its own")
        window.advanceTime(by: .milliseconds(1))
        #expect(table.retiredSort == nil, "and the sort's orders on the next")
        let titles = table.shownItems.map(\.title)
        #expect(titles.first == "a new note" && titles == titles.sorted { $0.lowercased() < $1.lowercased() })
        table.sortOrder = .init(column: 0, ascending: false)
        #expect(table.shownItems.map(\.title) == titles.reversed(), "sorted again after it, both ways")
    }

    @Test("a table in no window lets go of it at once: no frame waits")
    func releasedAtOnceOutsideAWindow() {
        let table = Table(
            rows: (0..<50).map { Note("note \($0)") }, id: \.title, columns: [.init("Title", value: \.title)])
        table.sortOrder = .init(column: 0)
        table.rows.append(Note("last"))
        #expect(table.lastSort == nil && table.retiredSort == nil)
    }
}
