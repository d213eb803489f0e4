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
}
