import Testing
import Weavy

@MainActor
@Suite("Weaving: stitches take effect")
struct WeavingTests {
    @Test("A stitch whose presentable is a warp weaves that child warp with the weftable")
    func childWarpIsWoven() {
        let loom = Loom()
        let parent = ScriptedWarp("parent")
        let child = ScriptedWarp("child")
        parent.onKnit = { _, weft in
            weft == .start ? [.weave(child, TestModel(initial: .a))] : []
        }
        loom.weave(parent, with: SingleWeftable(TestWeft.start))

        #expect(child.knitted == [.a])
        #expect(loom.children(of: parent).map { $0 as AnyObject }.first === child)
    }

    @Test("Several stitches from one knit all take effect, like a tab bar of warps")
    func severalStitchesAllTakeEffect() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let tabs = (0..<3).map { ScriptedWarp("tab\($0)") }
        let screen = TestScreen(presented: true)
        let model = TestModel()
        root.onKnit = { _, weft in
            guard weft == .start else { return [] }
            return tabs.enumerated().map { index, tab in .weave(tab, TestModel(initial: .value(index))) }
                + [.weave(screen, model)]
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        model.emit(.b)

        #expect(tabs.map(\.knitted) == [[.value(0)], [.value(1)], [.value(2)]])
        #expect(root.knitted == [.start, .b])
        #expect(loom.warps.count == 4)
    }

    @Test("A screen model's weft is knitted by the warp that wove it")
    func modelWeftGoesToItsWarp() {
        let loom = Loom()
        let parent = ScriptedWarp("parent")
        let child = ScriptedWarp("child")
        let model = TestModel()
        child.onKnit = { warp, weft in
            guard weft == .start else { return [] }
            let screen = TestScreen()
            warp.stack.push(screen)
            return [.weave(screen, model)]
        }
        parent.onKnit = { _, weft in weft == .start ? [.weave(child, SingleWeftable(TestWeft.start))] : [] }
        loom.weave(parent, with: SingleWeftable(TestWeft.start))
        model.emit(.c)

        #expect(child.knitted == [.start, .c])
        #expect(parent.knitted == [.start])
    }
}
