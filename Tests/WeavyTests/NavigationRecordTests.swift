import Testing
import Weavy

@MainActor
@Suite("Navigation records: the live navigation as data")
struct NavigationRecordTests {
    private struct Nested<Value> { enum Inner {} }

    @Test("Types are named as String(reflecting:) names them, so files saved before still restore")
    func typeNamesMatchReflecting() {
        let types: [Any.Type] = [
            TestWeft.self, ScriptedWarp.self, Nested<[String: Int?]>.Inner.self, (Int, TestWeft).self,
        ]
        for type in types {
            #expect(NavigationRecord.typeName(of: type) == String(reflecting: type))
        }
    }

    @Test("Each warp's path holds the wefts whose knits wove what it still shows; children form a tree")
    func pathsFollowWhatIsShown() {
        let app = TestApp()
        app.navigate()
        let record = app.loom.navigationRecord()

        #expect(record.indexPaths == [[0], [0, 0], [0, 0, 0], [0, 1]])
        #expect(RecordJSON.paths(record) == TestApp.savedPaths)
        #expect(record.node(at: [0, 0, 0])?.warpType == "WeavyTests.DetailWarp")
        #expect(record.node(at: [0, 1])?.warpType == "WeavyTests.ScriptedWarp")
        #expect(record.notes.isEmpty)
        #expect(app.loom.warp(at: [0, 0, 0]) is DetailWarp)
        #expect(app.loom.warp(at: [0, 2]) == nil)
    }

    @Test("A popped screen or a closed modal takes its weft out of the path")
    func dismissalLeavesThePath() {
        let app = TestApp()
        app.start()
        app.emit(.open("1"), onTopOf: app.tab0)
        app.rootModel.emit(.open("help"))
        #expect(RecordJSON.paths(app.loom.navigationRecord())[[0, 0]] == [.open("1")])
        #expect(RecordJSON.paths(app.loom.navigationRecord())[[0]] == [.open("help")])

        app.tab0?.stack.pop()
        app.help?.dismiss()
        #expect(RecordJSON.paths(app.loom.navigationRecord())[[0, 0]] == [])
        #expect(RecordJSON.paths(app.loom.navigationRecord())[[0]] == [])
    }

    @Test("A weft forwarded by a recorded knit is recorded as the weft that forwarded it")
    func forwardedWeftsAreRecordedUnderTheirCause() {
        let app = TestApp()
        app.start()
        app.emit(.value(7), onTopOf: app.tab0)

        #expect(app.tab0?.screenNames == ["list", "forwarded 7"])
        #expect(RecordJSON.paths(app.loom.navigationRecord())[[0, 0]] == [.value(7)])
    }

    @Test("Knits the Loom makes by itself are not recorded: initial wefts and what they forward")
    func automaticKnitsAreNotRecorded() {
        let loom = Loom()
        let warp = ScriptedWarp()
        warp.onKnit = { warp, weft in
            switch weft {
            case .start: return TestApp.push("list", on: warp, initial: .c)
            case .a: return TestApp.push("a", on: warp, initial: .b)
            case .b: return TestApp.push("b", on: warp)
            case .c: return [.forward(TestWeft.open("from c"))]
            case .open(let name): return TestApp.push(name, on: warp)
            default: return []
            }
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        warp.stack.screens.last?.model?.emit(.a)

        #expect(warp.screenNames == ["list", "from c", "a", "b"])
        #expect(RecordJSON.paths(loom.navigationRecord())[[0]] == [.a])
    }

    @Test("The first weft that is not Codable ends the saved path, with a note")
    func nonCodableWeftEndsThePath() {
        let app = TestApp()
        app.start()
        app.emit(.open("1"), onTopOf: app.tab0)
        app.tab0?.stack.screens.last?.model?.wefts.send(OpaqueWeft())
        app.emit(.open("2"), onTopOf: app.tab0)
        let record = app.loom.navigationRecord()

        #expect(app.tab0?.screenNames == ["list", "1", "opaque", "2"])
        #expect(RecordJSON.paths(record)[[0, 0]] == [.open("1")])
        let note = NavigationRecord.Note.weftNotCodable(
            warpType: "WeavyTests.ScriptedWarp", weftType: "WeavyTests.OpaqueWeft")
        #expect(record.node(at: [0, 0])?.notes == [note])
        #expect(record.notes == [note])
        #expect(note.description.contains("not Codable"))
    }

    @Test("A record encodes and decodes whole: the same tree, the same paths")
    func codableRoundTrip() throws {
        let app = TestApp()
        app.navigate()
        let json = try RecordJSON.encode(app.loom.navigationRecord())
        let decoded = try RecordJSON.decode(json)

        #expect(RecordJSON.paths(decoded) == TestApp.savedPaths)
        #expect(decoded.notes.isEmpty)
        #expect(try RecordJSON.encode(decoded) == json)
    }

    @Test("An unknown weft type or a weft that no longer decodes ends its path with a note; the rest decodes")
    func badWeftsEndTheirPaths() throws {
        let app = TestApp()
        app.navigate()
        let json = try RecordJSON.encode(app.loom.navigationRecord())
        let unknown = #"{"type":"WeavyTests.TestWeft","value":{"open":{"_0":"2"}}}"#
        let corrupt = #"{"open":{"_0":"x"}}"#
        #expect(json.contains(unknown) && json.contains(corrupt))
        let damaged = json.replacing(unknown, with: #"{"type":"Gone.Weft","value":{}}"#)
            .replacing(corrupt, with: #"{"open":{"name":"x"}}"#)
        let decoded = try RecordJSON.decode(damaged)

        var expected = TestApp.savedPaths
        expected[[0, 0]] = [.open("1")]
        expected[[0, 1]] = []
        #expect(RecordJSON.paths(decoded) == expected)
        #expect(decoded.notes.count == 2)
        #expect(decoded.notes.first == .unknownWeftType(warpType: "WeavyTests.ScriptedWarp", weftType: "Gone.Weft"))
        if case .undecodableWeft(let warpType, let weftType, _) = decoded.notes.last {
            #expect(warpType == "WeavyTests.ScriptedWarp" && weftType == "WeavyTests.TestWeft")
        } else {
            Issue.record("expected undecodableWeft, got \(decoded.notes)")
        }
    }

    @Test("Decoding without the app's weft types is an error that says what to give")
    func decodingNeedsTheWeftTypes() throws {
        let app = TestApp()
        app.navigate()
        let json = try RecordJSON.encode(app.loom.navigationRecord())

        #expect {
            try RecordJSON.decode(json, types: nil)
        } throws: { error in
            "\(error)".contains("NavigationRecord.weftTypesKey")
        }
    }
}
