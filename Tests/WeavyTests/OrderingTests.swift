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

    @Test("Weftables woven with one hidden presentable take their initial wefts in stitch order when it is shown")
    func initialWeftsInStitchOrder() {
        for _ in 0..<5 {
            let loom = Loom()
            let warp = ScriptedWarp()
            let screen = TestScreen(presented: false)
            // Ten subscribers of one subject come out in hash order; one chance in 10! of
            // passing by luck, five times over.
            let models = (0..<10).map { TestModel(initial: .value($0)) }
            warp.onKnit = { _, weft in weft == .start ? models.map { .weave(screen, $0) } : [] }
            loom.weave(warp, with: SingleWeftable(TestWeft.start))
            #expect(warp.knitted == [.start])

            screen.show()
            #expect(warp.knitted == [.start] + (0..<10).map { .value($0) })
        }
    }

    @Test("Initial wefts taken at a presentation come before what the first of them causes")
    func initialWeftsBeforeTheirConsequences() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: false)
        let first = TestModel(initial: .a)
        let second = TestModel(initial: .b)
        warp.onKnit = { _, weft in
            switch weft {
            case .start: return [.weave(screen, first), .weave(screen, second)]
            case .a: return [.forward(TestWeft.c)]
            default: return []
            }
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        screen.show()

        #expect(warp.knitted == [.start, .a, .b, .c])
    }
}
