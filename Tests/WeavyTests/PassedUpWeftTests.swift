import OpenCombine
import Testing
import Weavy

/// The wefts of a section inside the app: its own type, not the app's ``TestWeft``.
enum SectionWeft: Weft, Equatable, Codable {
    case start
    case detail
}

/// A typed warp of a section, woven under a root warp; its list screen's emitter is the
/// test's to send from.
@MainActor
final class SectionWarp: Warp {
    let stack = TestStack()
    var head: any Presentable { stack }
    let emitter = WeftEmitter()
    private(set) var knitted: [SectionWeft] = []
    /// What the knit of `.start` returns besides weaving the list.
    var onStart: [Stitch] = []

    func knit(_ weft: SectionWeft) -> [Stitch] {
        knitted.append(weft)
        guard weft == .start else { return [] }
        let list = TestScreen("section list")
        stack.push(list)
        return [.weave(list, emitter)] + onStart
    }
}

@MainActor
@Suite("A weft of another type than its warp knits goes up to the nearest warp that knits it")
struct PassedUpWeftTests {
    /// A root that knits ``TestWeft``s (untyped, as ``ScriptedWarp`` is) with `section`
    /// woven under it at its start.
    func root(_ loom: Loom, over section: SectionWarp) -> ScriptedWarp {
        let root = ScriptedWarp("root")
        root.onKnit = { warp, weft in
            switch weft {
            case .start: return [.weave(section, SingleWeftable(SectionWeft.start))]
            case .open(let name): return TestApp.push(name, on: warp)
            default: return []
            }
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        return root
    }

    @Test("A section's screen sends the app's weft: the root knits it as its own step, and the section stays")
    func goesUpToTheRoot() {
        let loom = Loom()
        let section = SectionWarp()
        let root = root(loom, over: section)
        let errors = Recorder(loom.wiringErrors)
        section.emitter.send(TestWeft.open("compose"))
        section.emitter.send(SectionWeft.detail)
        #expect(root.knitted == [.start, .open("compose")])
        #expect(section.knitted == [.start, .detail])
        #expect(loom.warps.contains { $0 === section }, "the section is not ended")
        #expect(RecordJSON.paths(loom.navigationRecord())[[0]] == [.open("compose")], "a step of the root's")
        #expect(errors.values.isEmpty)
    }

    @Test("A weft a child ends with, of a type its parent does not knit, goes on up, unrecorded when its start sent it")
    func endForwardsGoOnUp() {
        let loom = Loom()
        let section = SectionWarp()
        let inner = SectionWarp()
        section.onStart = [.weave(inner, SingleWeftable(SectionWeft.start))]
        inner.onStart = [.end(forwardingToParent: TestWeft.open("after the inner section"))]
        let root = root(loom, over: section)
        #expect(root.knitted == [.start, .open("after the inner section")])
        #expect(!loom.warps.contains { $0 === inner } && loom.warps.contains { $0 === section })
        // Weaving the section again ends the inner one again: not a step of the root's.
        #expect(RecordJSON.paths(loom.navigationRecord())[[0]] == [])
    }

    @Test("A weft no warp from its sender up knits is a wiring error that names both types, and is dropped")
    func noWarpKnitsIt() throws {
        let loom = Loom.quiet()
        let section = SectionWarp()
        let errors = Recorder(loom.wiringErrors)
        loom.weave(section, startingWith: SectionWeft.start)
        section.emitter.send(OtherWeft.elsewhere)
        #expect(section.knitted == [.start])
        let error = try #require(errors.values.first)
        #expect(error == .weftNoWarpKnits(weft: "elsewhere", warp: "SectionWarp", knittedType: "SectionWeft"))
        #expect("\(error)".contains("SectionWarp knits SectionWeft and was sent elsewhere, of another type"))
    }
}
