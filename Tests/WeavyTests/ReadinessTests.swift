import Testing
import Weavy

@MainActor
@Suite("Readiness")
struct ReadinessTests {
    @Test("whenReady runs once every warp has completed its first knit")
    func runsWhenAllReady() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let first = ScriptedWarp("first")
        let second = ScriptedWarp("second", stack: TestStack(presented: false))
        var ran = 0
        // Weakly: the Loom keeps the root warp, which keeps this closure.
        root.onKnit = { [weak loom] _, weft in
            guard weft == .start else { return [] }
            loom?.whenReady([first, second]) { ran += 1 }
            return [.weave(first, SingleWeftable(TestWeft.a)), .weave(second, SingleWeftable(TestWeft.b))]
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        #expect(loom.isReady(first) && !loom.isReady(second))
        #expect(ran == 0)

        second.stack.presentationState.setPresented(true)
        #expect(ran == 1)
        loom.navigate(to: TestWeft.c)
        #expect(ran == 1)
    }

    @Test("whenReady on warps that are already ready runs at once")
    func runsAtOnceWhenReady() {
        let loom = Loom()
        let root = ScriptedWarp()
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        var ran = false
        loom.whenReady(root) { ran = true }
        #expect(ran)
    }

    @Test("A warp released before it is ready never runs the action")
    func releasedWarpNeverRuns() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        var ran = false
        do {
            let late = ScriptedWarp("late", stack: TestStack(presented: false))
            root.onKnit = { _, weft in weft == .start ? [.weave(late, SingleWeftable(TestWeft.a))] : [] }
            loom.weave(root, with: SingleWeftable(TestWeft.start))
            loom.whenReady(late) { ran = true }
            late.stack.dismiss()
        }
        let other = ScriptedWarp("other")
        root.onKnit = { _, weft in weft == .b ? [.weave(other, SingleWeftable(TestWeft.a))] : [] }
        loom.navigate(to: TestWeft.b)
        #expect(!ran)
    }

    @Test("Waiting until hidden warps are ready, when their heads are in no container, is a wiring error")
    func readyWaitOnWarpsThatCanNeverShow() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp("root")
        let tabs = (0..<2).map { _ in
            let stack = TestStack(presented: false)
            stack.mounted = false
            return ScriptedWarp("tab", stack: stack)
        }
        var ran = false
        root.onKnit = { [weak loom] _, weft in
            guard weft == .start else { return [] }
            loom?.whenReady(tabs) { ran = true }
            return tabs.map { .weave($0, SingleWeftable(TestWeft.a)) }
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(!ran)
        #expect(errors.values == [.neverReady(warp: "ScriptedWarp"), .neverReady(warp: "ScriptedWarp")])
        #expect(errors.values.allSatisfy { $0.description.contains("never become ready") })
        #expect(errors.values.allSatisfy { $0.description.contains(".created") })

        // Waiting again, after the knit, says so at once.
        loom.whenReady(tabs[0]) { ran = true }
        #expect(errors.values.count == 3)
    }

    /// A container the test mounts warps' heads in, presenting the first one.
    @MainActor
    final class Tabs {
        private(set) var stacks: [TestStack] = []
        func mount(_ stacks: [TestStack]) {
            self.stacks = stacks
            for stack in stacks { stack.mounted = true }
            stacks.first?.presentationState.setPresented(true)
        }
    }

    @Test("With strategy .created the action runs once the warps are woven and can mount their heads")
    func createdMountsTheHeads() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp("root")
        let tabs = Tabs()
        let warps = (0..<2).map { _ in
            let stack = TestStack(presented: false)
            stack.mounted = false
            return ScriptedWarp("tab", stack: stack)
        }
        var mountedBeforeStart = false
        root.onKnit = { [weak loom] _, weft in
            guard weft == .start else { return [] }
            loom?.whenReady(warps, strategy: .created) {
                mountedBeforeStart = warps.allSatisfy { $0.knitted.isEmpty }
                tabs.mount(warps.map(\.stack))
            }
            return warps.map { .weave($0, SingleWeftable(TestWeft.a)) }
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(mountedBeforeStart)
        #expect(tabs.stacks.count == 2)
        #expect(errors.values.isEmpty)
        #expect(warps[0].knitted == [.a] && warps[1].knitted.isEmpty)
        #expect(loom.isReady(warps[0]) && !loom.isReady(warps[1]))

        var ranAgain = false
        loom.whenReady(warps, strategy: .created) { ranAgain = true }
        #expect(ranAgain)
    }
}
