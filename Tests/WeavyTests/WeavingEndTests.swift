import Testing
import Weavy

@MainActor
@Suite("When a warp ends, what it wove is told")
struct WeavingEndTests {
    @Test("Ending a warp tells each presentable it and its child warps wove, once; not the ones already gone")
    func endingTellsWhatWasWoven() {
        let loom = Loom()
        let dialog = TestScreen("dialog", presented: true)
        let popped = TestScreen("popped", presented: true)
        let childScreen = TestScreen("child screen", presented: true)
        let child = ScriptedWarp("child")
        child.onKnit = { _, weft in weft == .start ? [.weave(childScreen, TestModel())] : [] }
        let root = ScriptedWarp("root")
        root.onKnit = { _, weft in
            switch weft {
            case .start:
                return [
                    .weave(dialog, TestModel()), .weave(dialog, TestModel()), .weave(popped, TestModel()),
                    .weave(child, TestModel(initial: .start), allowWhenHidden: true),
                ]
            case .end: return [.end(forwardingToParent: nil)]
            default: return []
            }
        }
        loom.weave(root, with: TestModel(initial: .start))
        popped.dismiss()
        #expect(dialog.weavingEnds == 0 && childScreen.weavingEnds == 0)
        loom.navigate(to: TestWeft.end)
        #expect(dialog.weavingEnds == 1, "woven twice, told once")
        #expect(childScreen.weavingEnds == 1, "a child warp's screens are told too")
        #expect(popped.weavingEnds == 0, "a presentable already dismissed is not")
        #expect(!loom.isWoven(root) && !loom.isWoven(child))
    }
}
