import Glibc
import OpenCombine
import ProofSizes
import Weavy
import WeavyKit
import WeavyTesting
import XCTest

@testable import WeavyDemo

/// Issue 6, proof 5: 8 tasks emit 10,000 wefts each into the running app while keys
/// arrive; every weft is handled exactly once, on the main actor, in its task's order.
///
/// The app runs headless, built by ``DemoApp`` as the binary builds it. A test-only
/// probe warp is woven into its Loom as a second root, its head the app's stage (the
/// window's content, which the main warp heads too): the stage is presented as long as
/// the window is, so the probe hears its wefts whatever the keys do (tabs, pushes, pops,
/// settings, help), and it draws nothing. Four tasks send through the probe's `RelayWeftable` without awaiting, four
/// hop to the main actor for each weft (`await MainActor.run`), the two ways the README
/// gives for work elsewhere to reach the Loom. Meanwhile the main actor presses random
/// keys, checking the app's invariants after each one, and yields between presses so
/// that wefts and keys interleave.
///
/// ## Why XCTest, in a Swift Testing code base
///
/// The test holds a headless terminal across its awaits: wefts reach the Loom only on the
/// main actor, so it must be free for them while the app is up. Under Swift Testing the
/// main-actor tests of every other suite run on the same main thread whenever this one
/// awaits, and any of them opening its own terminal would fail with
/// `TerminalError.anotherTerminalIsOpen` (one terminal per process, and a thread cannot
/// wait for itself); `.serialized` orders the tests of one suite only. The other way out,
/// keeping the driver synchronous, does not work either: the relay delivers on the main
/// actor, so nothing would arrive until the test ends (or the test would have to deliver
/// the wefts itself, proving nothing about the library), and the emitting tasks would
/// need the cooperative pool while background tests that wait for the terminal slot
/// (`TerminalTests.parallelTerminals`) block its threads: on 2 cores, a deadlock.
///
/// `swift test` runs the XCTest tests in a process of their own, one at a time, before the
/// Swift Testing run starts (SwiftPM launches the test binary once for XCTest and once
/// with `--testing-library swift-testing`; with `--parallel` each XCTest test gets a
/// process of its own). Here, nothing else in the process opens a terminal while this
/// test awaits with its driver open.
final class ConcurrencyProofTests: XCTestCase {
    static let tasks = 8
    static let weftsPerTask = ProofSize.scaled(10_000)
    static let seed: UInt64 = 0x5EED_0005
    /// Keys routed between two renders.
    static let renderEvery = 20

    @MainActor
    func testEightTasksOfTenThousandWeftsWhileKeysArrive() async throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let window = harness.driver.window
        let loom = harness.app.loom

        let probe = ProbeWarp(tasks: Self.tasks, head: harness.app.mainWarp.stage)
        let relay = RelayWeftable()
        loom.weave(probe, with: relay)
        XCTAssertTrue(probe.head.isPresented && loom.isWoven(probe))
        let baselineWarps = loom.warps.count

        let progress = EmitterProgress()
        let sender = relay.sender
        let perTask = Self.weftsPerTask
        var emitters: [Task<Void, Never>] = []
        for task in 0..<Self.tasks {
            if task.isMultiple(of: 2) {
                emitters.append(
                    Task.detached {
                        for index in 0..<perTask { sender.send(ProbeWeft(task: task, index: index)) }
                        await progress.finish()
                    })
            } else {
                emitters.append(
                    Task.detached {
                        for index in 0..<perTask {
                            await MainActor.run { relay.wefts.send(ProbeWeft(task: task, index: index)) }
                        }
                        await progress.finish()
                    })
            }
        }

        // Keys on the main actor while the wefts arrive, until all are in. If some are
        // lost, stop once every task has finished and 10,000 rounds brought nothing new.
        let total = Self.tasks * perTask
        let checker = InvariantChecker(window: window, loom: loom)
        var random = SeededRandom(seed: Self.seed)
        var presses = 0
        var keysDuringWefts = 0
        var idleRounds = 0
        while probe.handled < total && idleRounds < 10_000 {
            let before = probe.handled
            let key = ResizeStormTests.keys.randomElement(using: &random)!
            window.handle(key)
            presses += 1
            checker.check(after: key, number: presses, context: "\(probe.handled) wefts handled")
            if presses.isMultiple(of: Self.renderEvery) { harness.driver.render() }
            await Task.yield()
            if probe.handled > before && probe.handled < total { keysDuringWefts += 1 }
            idleRounds = progress.finished == Self.tasks && probe.handled == before ? idleRounds + 1 : 0
        }
        for emitter in emitters { await emitter.value }
        harness.driver.render()

        XCTAssertEqual(probe.handled, total, "every weft handled once")
        XCTAssertEqual(probe.next, Array(repeating: perTask, count: Self.tasks), "each task's wefts all arrived")
        XCTAssertEqual(probe.anomalies, [], "out of order or repeated wefts (seed \(Self.seed))")
        XCTAssertEqual(probe.offMainThread, 0, "wefts knitted off the main thread")
        XCTAssertEqual(checker.failures, [], "the app's invariants while the wefts arrived")
        XCTAssertGreaterThan(keysDuringWefts, 100, "keys interleaved with the wefts (\(presses) presses)")
        XCTAssertTrue(loom.isWoven(probe) && probe.head.isPresented)
        // The keys may have left the settings open: close the popups, and only the
        // app's warps and the probe are left.
        for _ in 0..<4 where !window.modals.isEmpty { window.handle(.escape) }
        XCTAssertEqual(window.modals.count, 0)
        XCTAssertEqual(loom.warps.count, baselineWarps)
    }
}

/// A weft of the probe: which task sent it, and its index in that task.
struct ProbeWeft: Weft {
    let task: Int
    let index: Int
}

/// Records every probe weft it knits: on which thread, and in which order per task.
@MainActor
final class ProbeWarp: Warp {
    /// A component presented as long as the window is; the probe adds nothing to it.
    let head: any Presentable
    /// The index each task's next weft must have.
    private(set) var next: [Int]
    private(set) var handled = 0
    private(set) var offMainThread = 0
    /// The first wefts that came out of order or twice.
    private(set) var anomalies: [String] = []

    init(tasks: Int, head: any Presentable) {
        self.head = head
        next = Array(repeating: 0, count: tasks)
    }

    func knit(_ weft: any Weft) -> [Stitch] {
        guard let weft = weft as? ProbeWeft else { return [] }
        if !Self.isOnMainThread { offMainThread += 1 }
        if weft.index != next[weft.task] && anomalies.count < 20 {
            anomalies.append("task \(weft.task): weft \(weft.index) after \(next[weft.task] - 1)")
        }
        next[weft.task] = max(next[weft.task], weft.index + 1)
        handled += 1
        return []
    }

    /// Whether the calling thread is the process's main thread, the one whose thread id
    /// is the process id: `/proc/thread-self` links to `<pid>/task/<tid>`.
    nonisolated static var isOnMainThread: Bool {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard length > 0 else { return false }
        let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link == "\(getpid())/task/\(getpid())"
    }
}

/// How many emitting tasks have sent all their wefts.
@MainActor
final class EmitterProgress {
    private(set) var finished = 0

    func finish() {
        finished += 1
    }
}
