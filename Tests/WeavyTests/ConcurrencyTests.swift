import Testing
import Weavy

@MainActor
@Suite("Wefts from other tasks")
struct ConcurrencyTests {
    nonisolated static let taskCount = 8
    nonisolated static let weftsPerTask = 10_000

    /// A root warp that records every `.value` it knits, with the main-actor check.
    private func recordingWarp() -> (ScriptedWarp, () -> [Int]) {
        let warp = ScriptedWarp()
        var values: [Int] = []
        warp.onKnit = { _, weft in
            MainActor.preconditionIsolated()
            if case .value(let value) = weft { values.append(value) }
            return []
        }
        return (warp, { values })
    }

    /// A recording root warp woven with a screen whose weftable is a ``RelayWeftable``.
    private func relayedWarp() -> (Loom, RelayWeftable, () -> [Int]) {
        let loom = Loom()
        let (warp, values) = recordingWarp()
        let relay = RelayWeftable()
        let screen = TestScreen(presented: true)
        warp.onKnit = { [record = warp.onKnit] warp, weft in
            weft == .start ? [.weave(screen, relay)] : record(warp, weft)
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        return (loom, relay, values)
    }

    /// Every task's values were handled exactly once and in that task's order.
    private func checkPerTaskOrder(_ values: [Int]) {
        #expect(values.count == Self.taskCount * Self.weftsPerTask)
        var next = [Int](repeating: 0, count: Self.taskCount)
        var outOfOrder = 0
        for value in values {
            let task = value / Self.weftsPerTask
            if value % Self.weftsPerTask != next[task] { outOfOrder += 1 }
            next[task] = value % Self.weftsPerTask + 1
        }
        #expect(outOfOrder == 0)
        #expect(Set(values).count == values.count)
    }

    @Test("8 tasks × 10,000 wefts hopping to the main actor: all handled once, in per-task order")
    func tasksHoppingToMainActor() async {
        let loom = Loom()
        let (warp, values) = recordingWarp()
        let model = TestModel()
        let screen = TestScreen(presented: true)
        warp.onKnit = { [record = warp.onKnit] warp, weft in
            weft == .start ? [.weave(screen, model)] : record(warp, weft)
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for index in 0..<Self.weftsPerTask {
                        await MainActor.run { model.emit(.value(task * Self.weftsPerTask + index)) }
                    }
                }
            }
        }
        checkPerTaskOrder(values())
    }

    @Test("RelayWeftable: 8 tasks × 10,000 sends without awaiting, all handled once, in order")
    func relayFromBackgroundTasks() async {
        let (loom, relay, values) = relayedWarp()
        defer { withExtendedLifetime(loom) {} }

        let sender = relay.sender
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for index in 0..<Self.weftsPerTask {
                        sender.send(TestWeft.value(task * Self.weftsPerTask + index))
                    }
                }
            }
        }
        while values().count < Self.taskCount * Self.weftsPerTask {
            await Task.yield()
        }
        checkPerTaskOrder(values())
    }

    @Test("RelayWeftable: a burst of 80,000 sends, handled in order, leaves the main actor to what is queued meanwhile")
    func relayBurstGivesWay() async {
        let (loom, relay, values) = relayedWarp()
        defer { withExtendedLifetime(loom) {} }

        // Sent from the main actor, the whole burst waits in the relay before any is handled.
        let count = Self.taskCount * Self.weftsPerTask
        for index in 0..<count { relay.sender.send(TestWeft.value(index)) }
        var handledWhenQueuedWorkRan: Int?
        Task { @MainActor in handledWhenQueuedWorkRan = values().count }
        while values().count < count { await Task.yield() }
        #expect(values() == Array(0..<count))
        let handled = handledWhenQueuedWorkRan ?? count
        #expect(handled < count, "the work queued after the burst ran once \(handled) of \(count) were handled")
    }
}
