import Testing
import Weavy

@MainActor
@Suite("Wiring mistakes are reported, never crash or hang")
struct WiringErrorTests {
    @Test("A warp knitting after it ended: the weft is dropped and reported")
    func weftAfterEnd() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp("root")
        let child = ScriptedWarp("child")
        child.onKnit = { _, weft in weft == .end ? [.forward(TestWeft.a), .end(forwardingToParent: nil)] : [] }
        root.onKnit = { _, weft in weft == .start ? [.weave(child, SingleWeftable(TestWeft.end))] : [] }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(child.knitted == [.end])
        #expect(errors.values.count == 1)
        if case .weftAfterEnd(let warp, _) = errors.values.first {
            #expect(warp == "ScriptedWarp")
        } else {
            Issue.record("expected weftAfterEnd, got \(errors.values)")
        }
    }

    @Test("Stitches after .end are ignored and reported")
    func stitchAfterEnd() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp("root")
        let late = TestScreen(presented: true)
        root.onKnit = { _, weft in
            weft == .start ? [.end(forwardingToParent: nil), .weave(late, TestModel())] : []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(loom.warps.isEmpty)
        #expect(errors.values.count == 1)
        if case .stitchAfterEnd(let warp, let stitch) = errors.values.first {
            #expect(warp == "ScriptedWarp")
            #expect(stitch.hasPrefix("weave"))
        } else {
            Issue.record("expected stitchAfterEnd, got \(errors.values)")
        }
    }

    @Test("Weaving an already-dismissed presentable is reported and nothing is listened to")
    func dismissedPresentable() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp()
        let screen = TestScreen(presented: true)
        screen.dismiss()
        let model = TestModel()
        root.onKnit = { _, weft in weft == .start ? [.weave(screen, model, allowWhenHidden: true)] : [] }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        model.emit(.a)

        #expect(root.knitted == [.start])
        #expect(errors.values == [.dismissedPresentable(warp: "ScriptedWarp", presentable: "TestScreen")])
    }

    @Test("Weaving a presentable that is in no container is reported")
    func unmountedPresentable() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp()
        let screen = TestScreen()
        screen.mounted = false
        root.onKnit = { _, weft in weft == .start ? [.weave(screen, TestModel())] : [] }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(errors.values == [.unmountedPresentable(warp: "ScriptedWarp", presentable: "TestScreen")])
        #expect(errors.values.first?.description.contains("in no container") == true)
    }

    @Test("A root warp ending with a forwarded weft has no parent: reported, dropped")
    func forwardWithoutParent() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp()
        root.onKnit = { _, weft in weft == .start ? [.end(forwardingToParent: TestWeft.a)] : [] }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        #expect(errors.values == [.forwardWithoutParent(warp: "ScriptedWarp", weft: "a")])
    }

    @Test("Weaving the same warp twice is reported and ignored")
    func warpWovenTwice() {
        let loom = Loom.quiet()
        let errors = Recorder(loom.wiringErrors)
        let root = ScriptedWarp()
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.weave(root, with: SingleWeftable(TestWeft.a))

        #expect(root.knitted == [.start])
        #expect(errors.values == [.warpAlreadyWoven(warp: "ScriptedWarp")])
    }
}
