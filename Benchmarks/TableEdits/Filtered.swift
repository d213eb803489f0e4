// The edits of a table sorted by text with a filter active, at growing numbers of rows:
// per kind of edit, the median and the longest CPU time of 300 runs (the edit and the
// frame drawn after it), and the first insertion at the top on its own.
import WeavyKit

/// The tickets of a table of `count` rows (the same for every count up to it).
func tickets(_ count: Int) -> [Ticket] {
    var random = Generator(state: 0x7AB1E)
    return (0..<count).map { Ticket(id: $0, title: title(&random), votes: Int.random(in: 0..<500, using: &random)) }
}

func medianAndLongest(_ runs: [Run]) -> String {
    let sorted = runs.map { microseconds($0.cpu) }.sorted()
    return "\(Int(sorted[sorted.count / 2])) / \(Int(sorted.last!)) µs"
}

/// A table of `count` tickets (title, votes) in a headless 100×30 window.
@MainActor
func ticketTable(_ count: Int) throws -> (Table<Ticket>, Window) {
    let table = Table(
        rows: tickets(count),
        columns: [
            .init("Title", width: .flexible(), value: \.title),
            .init("Votes", width: .fixed(6), alignment: .trailing, value: { String($0.votes) }, sortedBy: \.votes),
        ])
    let window = Window(content: table)
    window.attach(to: try Terminal.headless(size: Size(columns: 100, rows: 30)))
    return (table, window)
}

@MainActor
func runFiltered(counts: [Int]) throws {
    print(
        "\nSorted by Title, filtered by \"crash menu\"; CPU time of the edit and its frame, median / longest of 300 (30 by id):"
    )
    print(
        "| rows | matches | first top insert after sort | the 200 turns after it, longest | top insert | one row changed | top row removed"
            + " | first index(id:) | row removed by id | middle insert |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for count in counts {
        var random = Generator(state: 0xF117 + UInt64(count))
        let (table, window) = try ticketTable(count)
        window.timeSource = .manual
        table.sortOrder = .init(column: 0)
        table.finishSorting()
        table.select(count / 2)  // before the filter: selecting a row it hides would clear it
        table.allowsFiltering = true
        table.startFilter("crash menu")
        table.finishFiltering()
        window.render()
        var nextID = count
        func newTicket() -> Ticket {
            nextID += 1
            return Ticket(id: nextID, title: title(&random), votes: 1)
        }
        func runs(_ count: Int = 300, _ edit: () -> Void) -> [Run] {
            (0..<count).map { _ in
                measure {
                    edit()
                    window.render()
                }
            }
        }
        let first = newTicket()
        let firstInsert = measure {
            table.rows.insert(first, at: 0)
            window.render()
        }
        // The turns after it let go of the sort it made stale, a slice each, and make the
        // identity index ahead.
        let releaseTurns = runs(200) { window.advanceTime(by: .milliseconds(1)) }
        if CommandLine.arguments.contains("turns") {
            let busy = releaseTurns.map { Int(microseconds($0.cpu)) }.filter { $0 > 100 }
            print("turns after the first insert of more than 0.1 ms, CPU µs: \(busy)")
        }
        let inserts = runs { table.rows.insert(newTicket(), at: 0) }
        let changes = runs { table.rows[Int.random(in: 0..<table.rows.count, using: &random)].title = title(&random) }
        let removals = runs { table.rows.removeFirst() }
        let firstLookup = measure { _ = table.index(id: count / 3) }
        let removalsByID = runs(30) { table.removeItem(id: Int.random(in: 0..<count, using: &random)) }
        let middleInserts = runs {
            table.rows.insert(newTicket(), at: Int.random(in: 0..<table.rows.count, using: &random))
        }
        let figures = [inserts, changes, removals].map(medianAndLongest)
        let byID = [removalsByID, middleInserts].map(medianAndLongest)
        print(
            "| \(count) | \(table.shownCount) | \(Int(microseconds(firstInsert.cpu))) µs | "
                + "\(Int(releaseTurns.map { microseconds($0.cpu) }.max() ?? 0)) µs | "
                + figures.joined(separator: " | ") + " | \(Int(microseconds(firstLookup.cpu))) µs | "
                + byID.joined(separator: " | ") + " |")
        window.close()
    }
}
