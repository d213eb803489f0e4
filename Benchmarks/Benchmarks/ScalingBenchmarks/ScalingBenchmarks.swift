// Push and pop must cost the same whatever the depth of the stack, and popping
// everything must give the memory back.
import Benchmark
import BenchmarkSupport
import OpenCombine
import Weavy
import WeavyKit

@MainActor
final class DepthScreen: Component {
    override func draw(in canvas: Canvas) {
        canvas.text(title, at: Point(column: 1, row: 1))
    }
}

@MainActor
final class DepthModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

enum DepthWeft: Weft {
    case start
    case push
}

/// A warp that pushes a screen (woven with a model) for every `.push`.
@MainActor
final class DepthWarp: Warp {
    let stack = NavigationStack(title: "Depth", root: DepthScreen(title: "root"))
    var head: any Presentable { stack }
    var count = 0

    func knit(_ weft: any Weft) -> [Stitch] {
        guard case .push = weft as? DepthWeft else { return [] }
        count += 1
        let screen = DepthScreen(title: "screen \(count)")
        stack.push(screen)
        return [.weave(screen, DepthModel())]
    }
}

@MainActor
struct DepthFixture {
    let terminal: Terminal
    let window: Window
    let warp = DepthWarp()
    let loom = Loom()

    init(depth: Int) throws {
        terminal = try Terminal.headless(size: Size(columns: 100, rows: 30))
        window = Window(content: warp.stack)
        window.attach(to: terminal)
        loom.weave(warp, with: SingleWeftable(DepthWeft.start))
        for _ in 1..<depth { loom.navigate(to: DepthWeft.push) }
        precondition(warp.stack.screens.count == depth, "the stack was not filled")
        window.render()
    }

    func close() {
        window.close()
        terminal.close()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], warmupIterations: 5, maxDuration: .seconds(3))

    for depth in [1, 100, 10_000] {
        Benchmark("Scaling: push + pop (woven, rendered) at depth \(depth)") { benchmark async in
            await onMainActor(benchmark) { benchmark in
                guard let fixture = try? DepthFixture(depth: depth) else { fatalError("no headless terminal") }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    fixture.loom.navigate(to: DepthWeft.push)
                    fixture.window.render()
                    fixture.warp.stack.pop()
                    fixture.window.render()
                }
                benchmark.stopMeasurement()
                precondition(fixture.warp.stack.screens.count == depth)
                fixture.close()
            }
        }
    }

    Benchmark(
        "Scaling: push 10,000 then pop to root — allocations not freed",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .freeCountTotal, .mallocFreeDelta], warmupIterations: 1,
            maxIterations: 5)
    ) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let fixture = try? DepthFixture(depth: 1) else { fatalError("no headless terminal") }
            benchmark.startMeasurement()
            for _ in 0..<10_000 { fixture.loom.navigate(to: DepthWeft.push) }
            precondition(fixture.warp.stack.screens.count == 10_001)
            fixture.window.render()
            fixture.warp.stack.popToRoot()
            fixture.window.render()
            benchmark.stopMeasurement()
            precondition(fixture.loom.warps.count == 1 && fixture.warp.stack.screens.count == 1)
            fixture.close()
        }
    }

    listBenchmarks()
    tableBenchmarks()
    textBenchmarks()
    frameComparisonBenchmarks()
}
