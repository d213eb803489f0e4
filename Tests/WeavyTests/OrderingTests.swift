import Testing
import Weavy

@MainActor
@Suite("Ordering: one knit at a time, first in first out")
struct OrderingTests {
    @Test("Wefts emitted during a knit are handled after it, in emission order, never recursively")
    func emissionsDuringKnitAreQueued() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        var depth = 0
        var maxDepth = 0
        var log: [String] = []
        warp.onKnit = { _, weft in
            depth += 1
            maxDepth = max(maxDepth, depth)
            defer { depth -= 1 }
            log.append("begin \(weft)")
            switch weft {
            case .start:
                return [.weave(screen, model)]
            case .a:
                model.emit(.b)
                model.emit(.c)
            default:
                break
            }
            log.append("end \(weft)")
            return []
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        model.emit(.a)

        #expect(warp.knitted == [.start, .a, .b, .c])
        #expect(maxDepth == 1)
        #expect(log == ["begin start", "begin a", "end a", "begin b", "end b", "begin c", "end c"])
    }

    @Test(".forward is knitted by the same warp after the current knit, after earlier emissions")
    func forwardComesAfterTheKnit() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        warp.onKnit = { _, weft in
            switch weft {
            case .start: return [.weave(screen, model)]
            case .a:
                model.emit(.b)
                return [.forward(TestWeft.c)]
            default: return []
            }
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        model.emit(.a)

        #expect(warp.knitted == [.start, .a, .b, .c])
    }

    @Test("A weft emitted from a willKnit subscriber waits for the knit under way")
    func willKnitEmissionsWait() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        warp.onKnit = { _, weft in weft == .start ? [.weave(screen, model)] : [] }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        var emitted = false
        let subscription = loom.willKnit.sink { event in
            MainActor.assumeIsolated {
                if !emitted, (event.weft as? TestWeft) == .a {
                    emitted = true
                    model.emit(.b)
                }
            }
        }
        model.emit(.a)

        #expect(warp.knitted == [.start, .a, .b])
        subscription.cancel()
    }
}
