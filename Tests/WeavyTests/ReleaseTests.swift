import Testing
import Weavy

@MainActor
@Suite("Release: nothing outlives its navigation")
struct ReleaseTests {
    /// Weak references to everything one child warp made.
    final class Probe {
        weak var warp: ScriptedWarp?
        weak var stack: TestStack?
        weak var screen: TestScreen?
        weak var model: TestModel?
        weak var grandchild: ScriptedWarp?
        var allGone: Bool { warp == nil && stack == nil && screen == nil && model == nil && grandchild == nil }
    }

    /// A root warp that, on `.open`, weaves a child warp; the child pushes a screen with a
    /// model and weaves a grandchild warp. The child ends on `.end` or `.endForwarding`.
    private func makeTree(probe: Probe) -> (Loom, ScriptedWarp, () -> TestModel?) {
        let loom = Loom()
        let root = ScriptedWarp("root")
        root.onKnit = { _, weft in
            guard case .open = weft else { return [] }
            let child = ScriptedWarp("child")
            let grandchild = ScriptedWarp("grandchild")
            child.onKnit = { warp, weft in
                switch weft {
                case .start:
                    let screen = TestScreen()
                    let model = TestModel()
                    warp.stack.push(screen)
                    probe.screen = screen
                    probe.model = model
                    return [.weave(screen, model), .weave(grandchild, SingleWeftable(TestWeft.start))]
                case .end:
                    return [.end(forwardingToParent: nil)]
                case .endForwarding(let value):
                    return [.end(forwardingToParent: TestWeft.value(value))]
                default:
                    return []
                }
            }
            probe.warp = child
            probe.stack = child.stack
            probe.grandchild = grandchild
            return [.weave(child, SingleWeftable(TestWeft.start))]
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        return (loom, root, { probe.model })
    }

    @Test(".end releases the warp, its children, their presentables and weftables")
    func endReleasesEverything() {
        let probe = Probe()
        let (loom, root, _) = makeTree(probe: probe)
        loom.navigate(to: TestWeft.open("x"))
        #expect(probe.warp != nil && probe.grandchild != nil && probe.model != nil)
        #expect(loom.warps.count == 3)

        probe.model?.emit(.end)

        #expect(probe.allGone)
        #expect(loom.warps.count == 1)
        #expect(root.knitted == [.start, .open("x")])
    }

    @Test(".end(forwardingToParent:) makes the parent knit the forwarded weft")
    func endForwardsToParent() {
        let probe = Probe()
        let (loom, root, _) = makeTree(probe: probe)
        loom.navigate(to: TestWeft.open("x"))
        probe.model?.emit(.endForwarding(7))

        #expect(root.knitted == [.start, .open("x"), .value(7)])
        #expect(probe.allGone)
    }

    @Test("A dismissed presentable's subscription ends and its weftable is released")
    func dismissedPresentableIsForgotten() {
        let loom = Loom()
        let warp = ScriptedWarp()
        weak var weakModel: TestModel?
        weak var weakScreen: TestScreen?
        var strongModel: TestModel? = TestModel()
        warp.onKnit = { warp, weft in
            guard weft == .start, let model = strongModel else { return [] }
            let screen = TestScreen()
            warp.stack.push(screen)
            weakScreen = screen
            return [.weave(screen, model)]
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        weakModel = strongModel
        let model = strongModel!
        strongModel = nil

        warp.stack.pop()
        model.emit(.a)
        #expect(warp.knitted == [.start])
        #expect(weakScreen == nil)
        _ = consume model
        #expect(weakModel == nil)
    }

    @Test("A warp whose head is dismissed is released with everything it made")
    func dismissedHeadReleasesWarp() {
        let probe = Probe()
        let (loom, _, _) = makeTree(probe: probe)
        loom.navigate(to: TestWeft.open("x"))
        probe.stack?.dismiss()

        #expect(probe.allGone)
        #expect(loom.warps.count == 1)
    }

    @Test("10,000 weave and dismiss cycles leave nothing behind")
    func tenThousandCycles() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        var lastChild: ScriptedWarp?
        root.onKnit = { _, weft in
            guard case .open = weft else { return [] }
            let child = ScriptedWarp("child")
            child.onKnit = { warp, weft in
                guard weft == .start else { return [] }
                let screen = TestScreen()
                warp.stack.push(screen)
                return [.weave(screen, TestModel())]
            }
            lastChild = child
            return [.weave(child, SingleWeftable(TestWeft.start))]
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        var survivors = 0
        for index in 0..<10_000 {
            weak var child: ScriptedWarp?
            weak var screen: TestScreen?
            do {
                loom.navigate(to: TestWeft.open("\(index)"))
                child = lastChild
                screen = lastChild?.stack.screens.first
                let stack = lastChild?.stack
                lastChild = nil
                stack?.dismiss()
            }
            if child != nil || screen != nil { survivors += 1 }
        }

        #expect(survivors == 0)
        #expect(loom.warps.count == 1)
    }

    @Test("The app owns the Loom: warps and screens do not keep it alive")
    func loomIsNotRetainedByWarps() {
        weak var weakLoom: Loom?
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        do {
            let loom = Loom()
            weakLoom = loom
            warp.onKnit = { _, weft in weft == .start ? [.weave(screen, model)] : [] }
            loom.weave(warp, with: SingleWeftable(TestWeft.start))
        }
        #expect(weakLoom == nil)
        model.emit(.a)
        #expect(warp.knitted == [.start])
    }

    @Test("A weftable waiting for its presentable's first presentation goes when the presentable or its warp goes")
    func waitingWeftableIsReleased() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let child = ScriptedWarp("child")
        let dismissedScreen = TestScreen()
        let keptScreen = TestScreen()
        weak var dismissedModel: TestModel?
        weak var endedModel: TestModel?
        do {
            let first = TestModel(initial: .a)
            let second = TestModel(initial: .b)
            dismissedModel = first
            endedModel = second
            root.onKnit = { _, weft in
                weft == .start ? [.weave(dismissedScreen, first), .weave(child, SingleWeftable(TestWeft.start))] : []
            }
            child.onKnit = { _, weft in
                switch weft {
                case .start: return [.weave(keptScreen, second)]
                case .end: return [.end(forwardingToParent: nil)]
                default: return []
                }
            }
            loom.weave(root, with: SingleWeftable(TestWeft.start))
        }
        root.onKnit = { _, _ in [] }
        child.onKnit = { _, weft in weft == .end ? [.end(forwardingToParent: nil)] : [] }

        dismissedScreen.dismiss()
        #expect(dismissedModel == nil)
        loom.navigate(to: TestWeft.end)
        #expect(endedModel == nil)
        keptScreen.show()
        #expect(root.knitted == [.start, .end])
        #expect(child.knitted == [.start, .end])
    }

    @Test("Releasing siblings in any order takes exactly those warps and keeps the others in order")
    func siblingsReleasedInAnyOrder() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        var children: [ScriptedWarp] = []
        root.onKnit = { _, weft in
            guard case .open = weft else { return [] }
            let child = ScriptedWarp("child \(children.count)")
            children.append(child)
            return [.weave(child, SingleWeftable(TestWeft.start))]
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        for index in 0..<12 { loom.navigate(to: TestWeft.open("\(index)")) }
        var alive = children.map(ObjectIdentifier.init)
        // Last, first, middle, then the rest from both ends, new ones woven in between.
        for position in [11, 0, 5, 3, 6, 0] {
            let child = children.remove(at: position)
            alive.removeAll { $0 == ObjectIdentifier(child) }
            child.stack.dismiss()
            #expect(loom.children(of: root).map { ObjectIdentifier($0) } == alive)
            loom.navigate(to: TestWeft.open("new"))
            alive.append(ObjectIdentifier(children[children.count - 1]))
            #expect(loom.children(of: root).map { ObjectIdentifier($0) } == alive, "a new one comes last")
        }
    }
}
