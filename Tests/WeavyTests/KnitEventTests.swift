import Testing
import Weavy

@MainActor
@Suite("willKnit and didKnit")
struct KnitEventTests {
    @Test("They fire around every knit with the warp and the weft as adapted")
    func eventsCarryAdaptedWeft() {
        let loom = Loom()
        let warp = ScriptedWarp()
        warp.onAdapt = { $0 == .a ? .b : $0 }
        var log: [String] = []
        let will = loom.willKnit.sink { event in log.append("will \(event.weft)") }
        let did = loom.didKnit.sink { event in
            MainActor.assumeIsolated {
                #expect(event.warp === warp)
                log.append("did \(event.weft)")
            }
        }
        warp.onKnit = { _, weft in
            log.append("knit \(weft)")
            return []
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.a)

        #expect(log == ["will start", "knit start", "did start", "will b", "knit b", "did b"])
        will.cancel()
        did.cancel()
    }

    @Test("When didKnit fires the stitches are in effect: a newly woven weftable is heard")
    func didKnitSeesStitchesInEffect() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        warp.onKnit = { _, weft in weft == .start ? [.weave(screen, model)] : [] }
        let did = loom.didKnit.sink { event in
            MainActor.assumeIsolated {
                if (event.weft as? TestWeft) == .start { model.emit(.a) }
            }
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))

        #expect(warp.knitted == [.start, .a])
        did.cancel()
    }

    @Test("A weft dropped by adapt is not announced")
    func droppedWeftIsNotAnnounced() {
        let loom = Loom()
        let warp = ScriptedWarp()
        warp.onAdapt = { $0 == .a ? nil : $0 }
        let recorder = Recorder(loom.willKnit.map { "\($0.weft)" })
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.a)

        #expect(recorder.values == ["start"])
    }
}
