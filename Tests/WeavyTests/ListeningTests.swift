import Testing
import Weavy

@MainActor
@Suite("Listening follows presentation")
struct ListeningTests {
    /// A root warp that weaves `screen` with `model` on `.start`.
    private func weaving(_ screen: TestScreen, _ model: TestModel, allowWhenHidden: Bool = false) -> (
        Loom, ScriptedWarp
    ) {
        let loom = Loom()
        let warp = ScriptedWarp()
        warp.onKnit = { _, weft in
            weft == .start ? [.weave(screen, model, allowWhenHidden: allowWhenHidden)] : []
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        return (loom, warp)
    }

    @Test("Wefts emitted while the presentable is hidden are dropped")
    func hiddenWeftsAreDropped() {
        let screen = TestScreen(presented: true)
        let model = TestModel()
        let (loom, warp) = weaving(screen, model)
        model.emit(.a)
        screen.hide()
        model.emit(.b)
        screen.show()
        model.emit(.c)

        #expect(warp.knitted == [.start, .a, .c])
        _ = loom
    }

    @Test("allowWhenHidden listens while hidden too")
    func allowWhenHiddenListens() {
        let screen = TestScreen(presented: false)
        let model = TestModel()
        let (loom, warp) = weaving(screen, model, allowWhenHidden: true)
        model.emit(.a)

        #expect(warp.knitted == [.start, .a])
        _ = loom
    }

    @Test("The initial weft waits for the first presentation, and is taken only once")
    func initialWeftWaitsForFirstPresentation() {
        let screen = TestScreen(presented: false)
        let model = TestModel(initial: .a)
        let (loom, warp) = weaving(screen, model)
        #expect(warp.knitted == [.start])

        screen.show()
        #expect(warp.knitted == [.start, .a])

        screen.hide()
        screen.show()
        #expect(warp.knitted == [.start, .a])
        _ = loom
    }

    @Test("With allowWhenHidden the initial weft is taken at once")
    func initialWeftAtOnceWhenAllowedHidden() {
        let screen = TestScreen(presented: false)
        let (loom, warp) = weaving(screen, TestModel(initial: .a), allowWhenHidden: true)

        #expect(warp.knitted == [.start, .a])
        _ = loom
    }

    @Test("The root warp's weftable follows the same rule through the root's head")
    func rootFollowsItsHead() {
        let loom = Loom()
        let warp = ScriptedWarp(stack: TestStack(presented: false))
        let model = TestModel(initial: .start)
        loom.weave(warp, with: model)
        model.emit(.a)
        #expect(warp.knitted.isEmpty)

        warp.stack.presentationState.setPresented(true)
        model.emit(.b)
        #expect(warp.knitted == [.start, .b])

        warp.stack.presentationState.setPresented(false)
        model.emit(.c)
        #expect(warp.knitted == [.start, .b])
    }

    @Test("A child warp's weftable follows its head: a hidden tab starts when first shown")
    func childWarpFollowsItsHead() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let tab = ScriptedWarp("tab", stack: TestStack(presented: false))
        root.onKnit = { _, weft in weft == .start ? [.weave(tab, TestModel(initial: .a))] : [] }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        #expect(tab.knitted.isEmpty)

        tab.stack.presentationState.setPresented(true)
        #expect(tab.knitted == [.a])
    }
}
