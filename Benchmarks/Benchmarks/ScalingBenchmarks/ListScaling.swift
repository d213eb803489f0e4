// What a list costs per keystroke as it grows: a filter keystroke from scratch and one
// that narrows the last matches, an item inserted with the selection at the end, and a
// move to the end. Sizes 100 to 1,000,000 items.
import Benchmark
import BenchmarkSupport
import WeavyKit

/// Titles of a mailbox or a catalog: words, some with accents, of different lengths.
@MainActor
func sampleTitles(_ count: Int) -> [String] {
    let words = ["star", "trek", "amélie", "blade", "runner", "heat", "ran", "alien", "night", "city", "dune"]
    return (0..<count).map { index in
        let first = words[index % words.count]
        let second = words[(index / words.count) % words.count]
        return "\(first) \(second) \(index)"
    }
}

@MainActor
func listFixture(_ count: Int) throws -> (Terminal, Window, ListView<String>) {
    let terminal = try Terminal.headless(size: Size(columns: 100, rows: 30))
    let list = ListView(items: sampleTitles(count), id: \.self) { ListView.Row($0) }
    list.allowsFiltering = true
    let window = Window(content: list)
    window.attach(to: terminal)
    window.render()
    return (terminal, window, list)
}

/// Runs `iteration` in a measured loop over a fresh list of `count` titles in a 100×30
/// headless window, after `prepare` (not measured).
@MainActor
func measureList(
    _ benchmark: Benchmark, count: Int, prepare: (ListView<String>) -> Void = { _ in },
    iteration: (ListView<String>, Window, Int) -> Void
) {
    guard let (terminal, window, list) = try? listFixture(count) else { fatalError("no terminal") }
    prepare(list)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { iteration(list, window, index) }
    benchmark.stopMeasurement()
    window.close()
    terminal.close()
}

func listBenchmarks() {
    // The first keystroke folds every item once; the measured ones reuse it.
    let foldOnce: @MainActor (ListView<String>) -> Void = { list in
        list.startFilter("x")
        list.finishFiltering()
    }
    for count in [100, 10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .instructions], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 20)
        // The whole match (a long list's filter finishes on later turns: all of them here).
        Benchmark("List \(count): a filter keystroke from scratch (b), drawn", configuration: configuration) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                measureList(benchmark, count: count, prepare: foldOnce) { list, window, _ in
                    list.startFilter("b")
                    list.finishFiltering()
                    window.render()
                }
            }
        }
        Benchmark(
            "List \(count): typing b, l, r into the filter (the last two narrow), drawn", configuration: configuration
        ) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                measureList(benchmark, count: count, prepare: foldOnce) { list, window, _ in
                    list.startFilter("")
                    for key: Key in ["b", "l", "r"] {
                        _ = list.handle(key)
                        list.finishFiltering()
                        window.render()
                    }
                }
            }
        }
        filterHoldBenchmarks(count: count)
        Benchmark("List \(count): an item inserted at the top, selection at the end", configuration: configuration) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                // Room made first at both ends of the items, as a list that has grown has:
                // what is measured is the insertion, not the one-off move that makes room.
                let prepare: @MainActor (ListView<String>) -> Void = { list in
                    list.items.reserveCapacity(count * 2)
                    list.select(count - 1)
                }
                measureList(benchmark, count: count, prepare: prepare) { list, window, index in
                    list.items.insert("new \(index)", at: 0)
                    window.render()
                }
            }
        }
        Benchmark("List \(count): End, then Home, drawn", configuration: configuration) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                measureList(benchmark, count: count) { list, window, _ in
                    for key: Key in [.end, .home] {
                        _ = list.handle(key)
                        window.render()
                    }
                }
            }
        }
    }
}

struct BenchRow: Sendable {
    let id: Int
    let title: String
    let year: Int
}

@MainActor
func tableFixture(_ count: Int) -> Table<BenchRow> {
    let titles = sampleTitles(count)
    let rows = (0..<count).map { BenchRow(id: $0, title: titles[$0], year: 1900 + ($0 * 7919) % 125) }
    return Table(
        rows: rows, id: \.id,
        columns: [
            .init("Title", value: \.title),
            .init("Year", value: { String($0.year) }, sortedBy: \.year),
        ])
}

func tableBenchmarks() {
    for count in [10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .instructions], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10)
        for (column, kind) in [(1, "an Int"), (0, "a text")] {
            Benchmark("Table \(count): sort by \(kind) column, then unsorted", configuration: configuration) {
                benchmark async in
                await onMainActor(benchmark) { benchmark in
                    let table = tableFixture(count)
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        table.sortOrder = .init(column: column)
                        table.sortOrder = nil  // O(n), no comparison: the next sort starts afresh
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
        Benchmark("Table \(count): a row inserted at the top, selection at the end", configuration: configuration) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                let table = tableFixture(count)
                // The first row inserted at the top makes room there for half as many
                // again (one move of every row, as an array's growth is); the ones after
                // it, measured here, move none.
                table.rows.insert(BenchRow(id: -1, title: "first", year: 2026), at: 0)
                table.select(table.rows.count - 1)
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    table.rows.insert(BenchRow(id: count + index, title: "new", year: 2026), at: 0)
                }
                benchmark.stopMeasurement()
            }
        }
        // The floor under the row above: the same insertion into a plain array of the
        // same rows, with no table (moving every row is the array's own work).
        Benchmark("Table \(count): the rows' array alone, a row inserted at the top", configuration: configuration) {
            benchmark async in
            var rows = (0..<count).map { BenchRow(id: $0, title: "row \($0)", year: 1900 + $0 % 125) }
            rows.reserveCapacity(count * 2)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                rows.insert(BenchRow(id: count + index, title: "new", year: 2026), at: 0)
            }
            benchmark.stopMeasurement()
            blackHole(rows.count)
        }
        tableFilterHoldBenchmarks(count: count)
        Benchmark(
            "Table \(count): the first frame (fitted columns), then End and Home, drawn", configuration: configuration
        ) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                for _ in benchmark.scaledIterations {
                    let table = tableFixture(count)
                    guard let terminal = try? Terminal.headless(size: Size(columns: 100, rows: 30)) else { return }
                    let window = Window(content: table)
                    window.attach(to: terminal)
                    benchmark.startMeasurement()
                    window.render()
                    for key: Key in [.end, .home] {
                        _ = table.handle(key)
                        window.render()
                    }
                    benchmark.stopMeasurement()
                    window.close()
                    terminal.close()
                }
            }
        }
        Benchmark("Table \(count): reverse the sort (S)", configuration: configuration) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                let table = tableFixture(count)
                table.sortOrder = .init(column: 1)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    _ = table.handle("S")
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
