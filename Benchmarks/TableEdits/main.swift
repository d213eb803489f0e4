// Figures for edits of a long sorted table: a row changed and drawn, a row inserted at the
// top and drawn, rows removed, and the full sort, in a headless 100×30 window; then the
// same edits with a filter active, at 10,000, 100,000 and 1,000,000 rows (how an edit's
// cost grows with the rows).
//
//   swift build -c release --product TableEditFigures && .build/release/TableEditFigures [rows]
//   .build/release/TableEditFigures filtered      # the filtered figures alone
//
// Prints, per kind of edit, the median, the 99th percentile and the longest of its runs
// (each the edit and the frame drawn after it), in microseconds: by the clock, and in the
// CPU time of the main thread, which a machine shared with other builds inflates less.
import WeavyKit

#if canImport(Glibc)
    import Glibc
#endif

struct Ticket: Identifiable {
    let id: Int
    var title: String
    var votes: Int
}

/// A small deterministic generator (SplitMix64), so every run edits the same rows.
struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let words = [
    "crash", "Login", "menu", "slow", "sync", "Export", "import", "build", "window", "font", "cursor", "Paste",
    "scroll", "theme", "search", "filter", "sort", "table", "list", "focus",
]

func title(_ random: inout Generator) -> String {
    (0..<Int.random(in: 3...6, using: &random)).map { _ in words.randomElement(using: &random)! }
        .joined(separator: " ")
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// The CPU time the calling thread has used.
func threadTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// One run of `body`: how long it took by the clock and in the thread's CPU time.
struct Run {
    var wall: Duration
    var cpu: Duration
}

let clock = ContinuousClock()

func measure(_ body: () -> Void) -> Run {
    let cpuStart = threadTime()
    let wall = clock.measure(body)
    return Run(wall: wall, cpu: threadTime() - cpuStart)
}

func summary(_ durations: [Duration]) -> String {
    let sorted = durations.map(microseconds).sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    return "median \(Int(median)) µs, p99 \(Int(p99)) µs, longest \(Int(sorted.last!)) µs"
}

func report(_ name: String, _ runs: [Run]) {
    print("\(name) (\(runs.count) runs):")
    print("  clock: \(summary(runs.map(\.wall)))")
    print("  CPU:   \(summary(runs.map(\.cpu)))")
}

@MainActor
func run(count: Int) throws {
    var random = Generator(state: 0xED17)
    let (table, window) = try ticketTable(count)
    window.render()
    print("Table of \(count) rows sorted by a text column (Title), in a 100×30 window:")
    window.timeSource = .manual
    // A full sort in slices, each turn measured (a slice and its frame): from the rows'
    // own order, then a re-sort of the sorted rows the other way (the order shown before
    // let go of after it).
    func slicedSort(_ label: String, _ sortOrder: Table<Ticket>.SortOrder) {
        var turns: [Run] = []
        var stages: [Int] = []  // how far the sort was before each turn, in percent
        let sliced = clock.measure {
            stages.append(0)
            turns.append(
                measure {
                    table.sortOrder = sortOrder
                    window.render()
                })
            while table.isSortPending {
                stages.append(table.sortPercentDone ?? 100)
                turns.append(
                    measure {
                        window.advanceTime(by: .milliseconds(1))
                        window.render()
                    })
            }
        }
        report(label, turns)
        print("  \(turns.count) turns, \(Int(microseconds(sliced) / 1000)) ms in all")
        let longest = turns.indices.sorted { turns[$0].cpu > turns[$1].cpu }.prefix(4).map {
            "turn \($0) (from \(stages[$0])%): CPU \(Int(microseconds(turns[$0].cpu))) µs"
        }
        print("  the longest in CPU time: " + longest.joined(separator: "; "))
        let last = turns.last!
        print(
            "  the last turn (the sorted rows shown): clock \(Int(microseconds(last.wall))) µs,"
                + " CPU \(Int(microseconds(last.cpu))) µs")
    }
    slicedSort("full sort by Title in slices, each turn (the sort and its frame)", .init(column: 0))
    slicedSort(
        "re-sort of the sorted rows by Title descending in slices, each turn", .init(column: 0, ascending: false))
    // The turns after: the order shown before let go of, the identity index made ahead.
    let after = (0..<400).map { _ in
        measure {
            window.advanceTime(by: .milliseconds(1))
            window.render()
        }
    }
    report("the 400 turns after the sorts (the old order let go of, the identity index made ahead)", after)
    print("  turns of more than 1 ms CPU: \(after.filter { microseconds($0.cpu) > 1000 }.count)")
    if CommandLine.arguments.contains("turns") {
        let busy = after.map { Int(microseconds($0.cpu)) }.filter { $0 > 100 }
        print("  CPU µs of the turns of more than 0.1 ms: \(busy)")
    }
    let atOnce = clock.measure {
        table.sortOrder = .init(column: 0)
        table.finishSorting()
        window.render()
    }
    print("full sort by Title (ascending) finished at once: \(Int(microseconds(atOnce) / 1000)) ms")
    table.select(count / 2)
    window.render()
    var nextID = count
    let runs = 300
    // The two edits measured sorted, then sorted and filtered.
    func reportRowChanges(_ label: String) {
        report(
            label,
            (0..<runs).map { _ in
                let index = Int.random(in: 0..<table.rows.count, using: &random)
                let newTitle = title(&random)
                return measure {
                    table.rows[index].title = newTitle
                    window.render()
                }
            })
    }
    func reportTopInserts(_ label: String) {
        report(
            label,
            (0..<runs).map { _ in
                nextID += 1
                let ticket = Ticket(id: nextID, title: title(&random), votes: 1)
                return measure {
                    table.rows.insert(ticket, at: 0)
                    window.render()
                }
            })
    }
    // The first edit after a sort lets go of what that sort no longer needs.
    nextID += 1
    let firstTicket = Ticket(id: nextID, title: title(&random), votes: 1)
    let firstInsert = measure {
        table.rows.insert(firstTicket, at: 0)
        window.render()
    }
    print(
        "first top insert after the sort, drawn: clock \(Int(microseconds(firstInsert.wall))) µs,"
            + " CPU \(Int(microseconds(firstInsert.cpu))) µs")
    reportRowChanges("one row changed (its title) and drawn")
    reportTopInserts("a new row inserted at the top and drawn")
    report(
        "the top row removed and drawn",
        (0..<runs).map { _ in
            measure {
                table.rows.removeFirst()
                window.render()
            }
        })
    report(
        "a new row inserted in the middle and drawn",
        (0..<runs).map { _ in
            nextID += 1
            let ticket = Ticket(id: nextID, title: title(&random), votes: 1)
            let index = Int.random(in: 0..<table.rows.count, using: &random)
            return measure {
                table.rows.insert(ticket, at: index)
                window.render()
            }
        })
    // Rows found by identity: the first lookup makes the index of the rows' places.
    let firstLookup = measure { _ = table.index(id: count / 3) }
    print(
        "the first index(id:), which makes the index: clock \(Int(microseconds(firstLookup.wall) / 1000)) ms,"
            + " CPU \(Int(microseconds(firstLookup.cpu) / 1000)) ms")
    report(
        "index(id:) of a random row, after",
        (0..<runs).map { _ in
            let id = Int.random(in: 0..<count, using: &random)
            return measure { _ = table.index(id: id) }
        })
    report(
        "replaceItem(id:with:) of a random row (a new title) and drawn",
        (0..<runs).map { _ in
            let ticket = Ticket(id: Int.random(in: 0..<count, using: &random), title: title(&random), votes: 2)
            return measure {
                table.replaceItem(id: ticket.id, with: ticket)
                window.render()
            }
        })
    report(
        "removeItem(id:) of a random row and drawn (the rows after it move up)",
        (0..<runs).map { _ in
            let id = Int.random(in: 0..<count, using: &random)
            return measure {
                table.removeItem(id: id)
                window.render()
            }
        })
    reportTopInserts("a new row inserted at the top and drawn, the index kept in step")
    table.allowsFiltering = true
    table.startFilter("crash menu")
    table.finishFiltering()
    window.render()
    print("filtered by \"crash menu\" (\(table.shownCount) rows match), still sorted by Title:")
    reportRowChanges("  filtered: one row changed and drawn")
    reportTopInserts("  filtered: a new row inserted at the top and drawn")
    table.clearFilter()
    let unsortedTable = clock.measure {
        table.sortOrder = nil
        window.render()
    }
    print("back to the rows' own order: \(Int(microseconds(unsortedTable) / 1000)) ms")
    report(
        "unsorted: one row changed and drawn",
        (0..<runs).map { _ in
            let index = Int.random(in: 0..<table.rows.count, using: &random)
            let newTitle = title(&random)
            return measure {
                table.rows[index].title = newTitle
                window.render()
            }
        })
    window.close()
}

let argument = CommandLine.arguments.dropFirst().first
try MainActor.assumeIsolated {
    if argument != "filtered" { try run(count: argument.flatMap { Int($0) } ?? 1_000_000) }
    try runFiltered(counts: [10_000, 100_000, 1_000_000])
}
