// What a text costs as it grows: opening it in a text area and in a document view,
// resizing, jumping to the end and back, and typing at the end. Sizes 1 KB, 100 KB and
// 10 MB of log lines, and 10 MB in a single line.
import Benchmark
import BenchmarkSupport
import Glibc
import WeavyKit

let memoryPerTextByte = BenchmarkMetric.custom(
    "resident memory per byte of text (%)", polarity: .prefersSmaller, useScalingFactor: false)

/// About `bytes` of UTF-8 text in lines of a log: words, numbers, an accent, some lines
/// long enough to wrap at 80 columns.
func sampleLog(bytes: Int) -> String {
    let messages = [
        "GET /index.html 200", "user amélie logged in from 10.0.0.7",
        "cache miss for key session-store, fetching from the primary database again",
        "worker 3 finished the nightly export of 12,000 rows in 4.2 s without a single retry left",
    ]
    var text = ""
    text.reserveCapacity(bytes + 128)
    var line = 0
    while text.utf8.count < bytes {
        text += "2026-11-26 12:\(line % 60):\(line % 7) INFO \(messages[line % messages.count]) #\(line)\n"
        line += 1
    }
    return text
}

/// A 100×30 headless window showing `content`, drawn once.
@MainActor
func textFixture(_ content: Component) throws -> (Terminal, Window) {
    let terminal = try Terminal.headless(size: Size(columns: 100, rows: 30))
    let window = Window(content: content)
    window.attach(to: terminal)
    window.render()
    return (terminal, window)
}

/// Runs `iteration` in a measured loop on a fresh window showing `make()`'s component.
@MainActor
func measureText<Content: Component>(
    _ benchmark: Benchmark, _ make: () -> Content, iteration: (Content, Terminal, Window, Int) -> Void
) {
    let content = make()
    guard let (terminal, window) = try? textFixture(content) else { fatalError("no terminal") }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { iteration(content, terminal, window, index) }
    benchmark.stopMeasurement()
    window.close()
    terminal.close()
}

func textBenchmarks() {
    let sizes = [(1_000, "1 KB"), (100_000, "100 KB"), (10_000_000, "10 MB")]
    for (bytes, name) in sizes + [(10_000_000, "10 MB in one line")] {
        let log = sampleLog(bytes: bytes)
        // A log with its newlines made spaces: one line of 10 MB, as a minified file is.
        let text =
            name.hasSuffix("one line") ? String(decoding: log.utf8.map { $0 == 10 ? 32 : $0 }, as: UTF8.self) : log
        textViewBenchmarks(
            "Text \(name): a text area", { TextArea(text: text) },
            ends: ("cursor to the start and to the end", [.modified(.home, .control), .modified(.end, .control)]))
        textViewBenchmarks(
            "Text \(name): a document view", { ScrollView(text: text) },
            ends: ("to the end and back to the top", [.end, .home]))
        if bytes >= 10_000_000 {
            textMemoryBenchmark("Text \(name): memory of a text area", bytes: text.utf8.count) { TextArea(text: text) }
            textMemoryBenchmark("Text \(name): memory of a document view", bytes: text.utf8.count) {
                ScrollView(text: text)
            }
        }
        Benchmark("Text \(name): a character typed at the end of a text area", configuration: textConfiguration) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                measureText(benchmark, { TextArea(text: text) }) { area, _, window, _ in
                    _ = area.handle("x")
                    window.render()
                }
            }
        }
    }
}

/// One frame drawn again, of a text area full of text and of a list full of rows, side
/// by side: the goal is a text-area frame within twice a list frame.
func frameComparisonBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions], warmupIterations: 10, maxDuration: .seconds(2), maxIterations: 1_000)
    let text = sampleLog(bytes: 100_000)
    Benchmark("Frame: a text area of 100 KB, every row of text, drawn again", configuration: configuration) {
        benchmark async in
        await onMainActor(benchmark) { benchmark in
            measureText(benchmark, { TextArea(text: text) }) { area, _, window, _ in
                area.setNeedsDisplay()
                window.render()
            }
        }
    }
    Benchmark("Frame: a list of 10,000 items, every row, drawn again", configuration: configuration) {
        benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let (terminal, window, list) = try? listFixture(10_000) else { fatalError("no terminal") }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                list.setNeedsDisplay()
                window.render()
            }
            benchmark.stopMeasurement()
            window.close()
            terminal.close()
        }
    }
}

var textConfiguration: Benchmark.Configuration {
    .init(metrics: [.wallClock, .instructions], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10)
}

/// Opening, resizing and jumping to the ends of the component `make` returns.
func textViewBenchmarks<Content: Component>(
    _ name: String, _ make: @escaping @MainActor @Sendable () -> Content, ends: (String, [Key])
) {
    Benchmark("\(name) opened and drawn", configuration: textConfiguration) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                guard let (terminal, window) = try? textFixture(make()) else { fatalError("no terminal") }
                window.close()
                terminal.close()
            }
        }
    }
    Benchmark("\(name) resized to a width not seen before", configuration: textConfiguration) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            measureText(benchmark, make) { _, terminal, window, index in
                // Every iteration a new width: no wrap is reused.
                terminal.resize(to: Size(columns: 99 - index % 40, rows: 30))
                window.render()
            }
        }
    }
    Benchmark("\(name): \(ends.0)", configuration: textConfiguration) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            measureText(benchmark, make) { content, _, window, _ in
                for key in ends.1 {
                    _ = content.handle(key)
                    window.render()
                }
            }
        }
    }
    // The same once the view has been there (what it keeps from the first time, reused):
    // 100 times per iteration, so the figure is in hundredths.
    Benchmark("\(name): \(ends.0), 100 times on a view already there", configuration: textConfiguration) {
        benchmark async in
        await onMainActor(benchmark) { benchmark in
            let content = make()
            guard let (terminal, window) = try? textFixture(content) else { fatalError("no terminal") }
            let keys = ends.1
            let press = {
                for key in keys {
                    _ = content.handle(key)
                    window.render()
                }
            }
            press()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<100 { press() }
            }
            benchmark.stopMeasurement()
            window.close()
            terminal.close()
        }
    }
}

/// The resident memory of the process, in bytes, from `/proc/self/statm`.
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// The memory a component showing a large text adds once opened and drawn (resident
/// pages, so meaningful only for megabytes), against the text's UTF-8 size, in percent
/// (300 is three times the text). Each run in a fresh process would be cleaner; the
/// first sample is the one to read, later ones reuse freed pages.
func textMemoryBenchmark(_ name: String, bytes: Int, _ make: @escaping @MainActor @Sendable () -> Component) {
    let configuration = Benchmark.Configuration(
        metrics: [memoryPerTextByte], warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 1)
    Benchmark(name, configuration: configuration) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let before = residentBytes()
            let content = make()
            guard let (terminal, window) = try? textFixture(content) else { fatalError("no terminal") }
            benchmark.measurement(memoryPerTextByte, (residentBytes() - before) * 100 / bytes)
            window.close()
            terminal.close()
        }
    }
}
