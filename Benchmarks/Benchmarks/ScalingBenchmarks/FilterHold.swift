// How long a filter keystroke holds the main actor in a long list: a long list matches a
// slice of its items a turn, so what input waits for is the longest turn (the keystroke
// and its first slice, or a later slice), each drawn. Printed as "longest hold (µs)".
import Benchmark
import BenchmarkSupport
import WeavyKit

let longestHold = BenchmarkMetric.custom("longest hold (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// Presses `keys` into `list`'s filter, each followed by the turns the window comes back
/// for until its matching is finished (in manual time, each a millisecond later), every
/// turn drawn; returns the longest turn.
@MainActor
func longestTurn(typing keys: [Key], into list: ListView<String>, window: Window) -> Duration {
    longestTurn(typing: keys, into: list, window: window) { list.isFilterPending }
}

/// The same for any widget with a filter, still matching while `isPending`.
@MainActor
func longestTurn(
    typing keys: [Key], into widget: Component, window: Window, isPending: () -> Bool
) -> Duration {
    let clock = ContinuousClock()
    var longest = Duration.zero
    for key in keys {
        let first = clock.measure {
            _ = widget.handle(key)
            window.render()
        }
        longest = max(longest, first)
        while isPending() {
            let turn = clock.measure {
                window.advanceTime(by: .milliseconds(1))
                window.render()
            }
            longest = max(longest, turn)
        }
    }
    return longest
}

func filterHoldBenchmarks(count: Int) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, longestHold], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10)
    Benchmark("List \(count): typing b, l, r into the filter, longest main-actor hold", configuration: configuration) {
        benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let (terminal, window, list) = try? listFixture(count) else { fatalError("no terminal") }
            window.timeSource = .manual
            list.startFilter("x")
            list.finishFiltering()  // folded once, as after a first keystroke
            var longest = Duration.zero
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                list.startFilter("")
                longest = max(longest, longestTurn(typing: ["b", "l", "r"], into: list, window: window))
            }
            benchmark.stopMeasurement()
            benchmark.measurement(longestHold, Int(longest / .microseconds(1)))
            window.close()
            terminal.close()
        }
    }
    Benchmark(
        "List \(count): the first filter keystroke, folding every item, longest main-actor hold",
        configuration: configuration
    ) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let (terminal, window, list) = try? listFixture(count) else { fatalError("no terminal") }
            window.timeSource = .manual
            var longest = Duration.zero
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                list.clearFilter()
                list.items = list.items  // forgets what was folded
                list.startFilter("")
                longest = max(longest, longestTurn(typing: ["b"], into: list, window: window))
            }
            benchmark.stopMeasurement()
            benchmark.measurement(longestHold, Int(longest / .microseconds(1)))
            window.close()
            terminal.close()
        }
    }
}

func tableFilterHoldBenchmarks(count: Int) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, longestHold], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10)
    Benchmark(
        "Table \(count): typing b, l, r into the filter, sorted by title, longest main-actor hold",
        configuration: configuration
    ) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let table = tableFixture(count)
            table.allowsFiltering = true
            table.sortOrder = .init(column: 0)
            guard let terminal = try? Terminal.headless(size: Size(columns: 100, rows: 30)) else {
                fatalError("no terminal")
            }
            let window = Window(content: table)
            window.attach(to: terminal)
            window.timeSource = .manual
            window.render()  // the first frame measures the fitted columns: not a keystroke's work
            table.startFilter("x")
            table.finishFiltering()  // folded once, as after a first keystroke
            var longest = Duration.zero
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                table.startFilter("")
                longest = max(
                    longest,
                    longestTurn(typing: ["b", "l", "r"], into: table, window: window) { table.isFilterPending })
            }
            benchmark.stopMeasurement()
            benchmark.measurement(longestHold, Int(longest / .microseconds(1)))
            window.close()
            terminal.close()
        }
    }
}
