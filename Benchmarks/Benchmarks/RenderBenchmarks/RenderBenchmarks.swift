// Rendering: whole frames at two sizes into memory (the headless backend), the same
// frames through an ncurses screen on a null device (what a live terminal does, minus
// the writes), and the cost of one push, one pop, one modal (each followed by its
// render, in memory).
import Benchmark
import BenchmarkSupport
import WeavyKit
import WeavyNcurses

@MainActor
final class RowsScreen: Component {
    let list: ListView<Int>

    init(title: String, rows: Int) {
        list = ListView(items: Array(0..<rows)) {
            ListView.Row("Movie number \($0) — 千と千尋 \($0 % 7)", detail: "19\($0 % 100)")
        }
        super.init(title: title)
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

/// A window like the demo's: a tab bar of two stacks, each showing a long list.
@MainActor
struct RenderFixture {
    let terminal: Terminal
    let window: Window
    let stack: NavigationStack
    let list: ListView<Int>

    init(size: Size, throughCurses: Bool = false) throws {
        terminal =
            throughCurses
            ? try Terminal.nullDevice(size: size, colorDepth: .ansi256)
            : try Terminal.headless(size: size, colorDepth: .ansi256)
        let screen = RowsScreen(title: "Wishlist", rows: 500)
        list = screen.list
        stack = NavigationStack(title: "Wishlist", root: screen)
        let tabs = TabBar(tabs: [
            stack, NavigationStack(title: "Watched", root: RowsScreen(title: "Watched", rows: 50)),
        ])
        window = Window(content: tabs, minimumSize: Size(columns: 10, rows: 5))
        window.attach(to: terminal)
        window.render()
    }

    func close() {
        window.close()
        terminal.close()
    }
}

func frameBenchmark(_ size: Size, throughCurses: Bool = false) -> @Sendable (Benchmark) async -> Void {
    { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let fixture = try? RenderFixture(size: size, throughCurses: throughCurses) else {
                fatalError("no terminal")
            }
            var page = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // Every visible row changes: a whole frame drawn and sent.
                page.toggle()
                fixture.list.select(page ? size.rows * 2 : 0)
                fixture.window.setNeedsDisplay()
                fixture.window.render()
            }
            benchmark.stopMeasurement()
            fixture.close()
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions], warmupIterations: 5,
        maxDuration: .seconds(3))

    Benchmark("Render: full frame 80×24", closure: frameBenchmark(Size(columns: 80, rows: 24)))
    Benchmark("Render: full frame 200×60", closure: frameBenchmark(Size(columns: 200, rows: 60)))
    Benchmark(
        "Render: full frame 200×60 through ncurses",
        closure: frameBenchmark(Size(columns: 200, rows: 60), throughCurses: true))

    Benchmark("Render: push a screen") { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let fixture = try? RenderFixture(size: Size(columns: 100, rows: 30)) else { fatalError() }
            for _ in benchmark.scaledIterations {
                let screen = RowsScreen(title: "Detail", rows: 30)
                benchmark.startMeasurement()
                fixture.stack.push(screen)
                fixture.window.render()
                benchmark.stopMeasurement()
                fixture.stack.pop()
                fixture.window.render()
            }
            fixture.close()
        }
    }

    Benchmark("Render: pop a screen") { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let fixture = try? RenderFixture(size: Size(columns: 100, rows: 30)) else { fatalError() }
            for _ in benchmark.scaledIterations {
                fixture.stack.push(RowsScreen(title: "Detail", rows: 30))
                fixture.window.render()
                benchmark.startMeasurement()
                fixture.stack.pop()
                fixture.window.render()
                benchmark.stopMeasurement()
            }
            fixture.close()
        }
    }

    Benchmark("Render: present and dismiss a modal") { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let fixture = try? RenderFixture(size: Size(columns: 100, rows: 30)) else { fatalError() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.window.present(RowsScreen(title: "Settings", rows: 5), size: .fixed(columns: 60, rows: 16))
                fixture.window.render()
                fixture.window.dismissTopModal()
                fixture.window.render()
            }
            benchmark.stopMeasurement()
            fixture.close()
        }
    }
}
