// Wefts through the Loom: emit → adapt → knit → stitch, and what each one allocates.
import Benchmark
import BenchmarkSupport
import OpenCombine
import Weavy

enum BenchWeft: Weft {
    case start
    case tick
    case open
    case close
}

@MainActor
final class BenchScreen: PresentationStateProviding {
    let presentationState = PresentationState()
    init() { presentationState.setPresented(true) }
}

@MainActor
final class BenchModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

/// A warp that does nothing for `.tick`, and weaves then dismisses a screen for
/// `.open`/`.close`.
@MainActor
final class BenchWarp: Warp {
    let root = BenchScreen()
    var head: any Presentable { root }
    var opened: BenchScreen?
    var knits = 0

    func knit(_ weft: any Weft) -> [Stitch] {
        knits &+= 1
        switch weft as? BenchWeft {
        case .open:
            let screen = BenchScreen()
            opened = screen
            return [.weave(screen, BenchModel())]
        case .close:
            opened?.presentationState.dismiss()
            opened = nil
            return []
        default:
            return []
        }
    }
}

/// A child warp that only has a screen.
@MainActor
final class SiblingWarp: Warp {
    let root = BenchScreen()
    var head: any Presentable { root }
    func knit(_ weft: any Weft) -> [Stitch] { [] }
}

/// A warp that weaves a child warp for every `.open`: a parent of many siblings.
@MainActor
final class FamilyWarp: Warp {
    let root = BenchScreen()
    var head: any Presentable { root }
    var children: [SiblingWarp] = []

    func knit(_ weft: any Weft) -> [Stitch] {
        guard case .open = weft as? BenchWeft else { return [] }
        let child = SiblingWarp()
        children.append(child)
        return [.weave(child, BenchModel())]
    }
}

/// A child warp released (its screen dismissed) and a new one woven, among `count`
/// siblings: the oldest goes each time, so every position in the list is passed.
func siblingBenchmark(count: Int) {
    Benchmark("Loom: release one of \(count) sibling warps and weave another, per 1,000") { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let loom = Loom()
            let family = FamilyWarp()
            let model = BenchModel()
            loom.weave(family, with: model)
            for _ in 0..<count { model.wefts.send(BenchWeft.open) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                family.children.removeFirst().root.presentationState.dismiss()
                model.wefts.send(BenchWeft.open)
            }
            benchmark.stopMeasurement()
            blackHole(family.children.count)
        }
    }
}

@MainActor
struct EngineFixture {
    let loom = Loom()
    let warp = BenchWarp()
    let model = BenchModel()

    init() {
        loom.weave(warp, with: model)
    }
}

/// A benchmark that runs `step` on a fresh ``EngineFixture`` once per iteration, on the
/// main actor, measuring only the steps.
func loomBenchmark(_ name: String, step: @escaping @MainActor @Sendable (EngineFixture) -> Void) {
    Benchmark(name) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let fixture = EngineFixture()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                step(fixture)
            }
            benchmark.stopMeasurement()
            blackHole(fixture.warp.knits)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3))

    loomBenchmark("Loom: a weft emitted, adapted and knitted (no stitch), per 1,000") { fixture in
        fixture.model.wefts.send(BenchWeft.tick)
    }
    loomBenchmark("Loom: weave a screen and release it on dismissal, per 1,000") { fixture in
        fixture.model.wefts.send(BenchWeft.open)
        fixture.model.wefts.send(BenchWeft.close)
    }
    loomBenchmark("Loom: deep link to every warp (1 root), per 1,000") { fixture in
        fixture.loom.navigate(to: BenchWeft.tick)
    }
    for count in [10, 1_000] { siblingBenchmark(count: count) }
}
