import OpenCombine
import Testing
import Weavy

/// A warp that knits only ``TestWeft``s, declared by its knit's parameter.
@MainActor
final class TypedWarp: Warp {
    let stack = TestStack()
    var head: any Presentable { stack }
    private(set) var knitted: [TestWeft] = []
    var shown: [TestScreen] = []

    func knit(_ weft: TestWeft) -> [Stitch] {
        knitted.append(weft)
        switch weft {
        case .open(let name):
            let screen = TestScreen(name)
            stack.push(screen)
            shown.append(screen)
            return [.show(screen)]
        default:
            return []
        }
    }
}

/// Another app's wefts, which a typed warp never sees.
enum OtherWeft: Weft {
    case elsewhere
}

@MainActor
@Suite("The engine's front door: typed warps, screens without a model, starting with a weft")
struct FrontDoorTests {
    @Test("A typed warp knits its own weft type directly; a weft of another type never reaches its knit")
    func typedWarpKnitsItsType() {
        let loom = Loom()
        let warp = TypedWarp()
        let knits = Recorder(loom.didKnit)
        loom.weave(warp, startingWith: TestWeft.start)
        loom.navigate(to: OtherWeft.elsewhere)
        loom.navigate(to: TestWeft.open("a"))
        #expect(warp.knitted == [.start, .open("a")])
        // The foreign weft was knitted as nothing: announced, no stitches, no effect.
        #expect(knits.values.count == 3)
        #expect(warp.stack.screens.map(\.name) == ["a"])
    }

    @Test("weave(_:startingWith:) takes the weft when the head is first presented, as a SingleWeftable does")
    func startingWithAWeft() {
        let loom = Loom()
        let warp = TypedWarp()
        warp.stack.presentationState.setPresented(false)
        loom.weave(warp, startingWith: TestWeft.a)
        #expect(warp.knitted.isEmpty)
        warp.stack.presentationState.setPresented(true)
        #expect(warp.knitted == [.a])
    }

    @Test("A screen shown with .show(_:) is part of the saved navigation, and released when popped")
    func shownScreensAreRecordedAndReleased() {
        let loom = Loom()
        let warp = TypedWarp()
        loom.weave(warp, startingWith: TestWeft.start)
        loom.navigate(to: TestWeft.open("first"))
        loom.navigate(to: TestWeft.open("second"))
        #expect(RecordJSON.paths(loom.navigationRecord())[[0]] == [.open("first"), .open("second")])

        weak let popped = warp.shown.last
        warp.shown.removeLast()
        warp.stack.pop()
        #expect(popped == nil)
        #expect(RecordJSON.paths(loom.navigationRecord())[[0]] == [.open("first")])
    }

    @Test("A WeftEmitter's weft is knitted at once, while its screen is shown; not while it is hidden")
    func emitterSendsAtOnce() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let emitter = WeftEmitter()
        let screen = TestScreen("list")
        warp.onKnit = { warp, weft in
            guard weft == .start else { return [] }
            warp.stack.push(screen)
            return [.weave(screen, emitter)]
        }
        loom.weave(warp, startingWith: TestWeft.start)
        emitter.send(TestWeft.b)
        #expect(warp.knitted == [.start, .b])
        screen.hide()
        emitter.send(TestWeft.c)
        #expect(warp.knitted == [.start, .b])
    }
}
