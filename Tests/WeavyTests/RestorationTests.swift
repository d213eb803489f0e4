import Testing
import Weavy

@MainActor
@Suite("Restoring a saved navigation through the same knits")
struct RestorationTests {
    /// The JSON of ``TestApp/navigate()``'s record, as a first launch would save it.
    private func savedJSON() throws -> String {
        let app = TestApp()
        app.navigate()
        return try RecordJSON.encode(app.loom.navigationRecord())
    }

    @Test("Stacks, a hidden tab and child warps come back; a popped screen and a closed modal do not")
    func restoreRebuildsTheNavigation() throws {
        let json = try savedJSON()
        let app = TestApp()
        let restored = app.start(restoring: try RecordJSON.decode(json))

        #expect(app.tab0?.screenNames == ["list", "1", "2"])
        #expect(app.tab0?.knitted == [.start, .open("1"), .open("2"), .open("detail")])
        #expect(app.warp(at: [0, 0, 0])?.screenNames == ["detail", "d1"])
        #expect(app.warp(at: [0, 0, 0])?.knitted == [.start, .open("d1")])
        #expect(app.tab1?.isPresented == false)
        #expect(app.tab1?.screenNames == ["list", "x", "y"])
        #expect(app.root.knitted == [.start])
        #expect(app.help == nil)

        #expect(restored?.notes == [])
        #expect(restored?.warp(at: [0, 1]) === app.tab1)
        #expect(restored?.warp(at: [0, 0, 0]) === app.warp(at: [0, 0, 0]))
        #expect(try RecordJSON.encode(app.loom.navigationRecord()) == json)
    }

    @Test("The restored screens work as usual: the hidden tab's screens wait to be shown")
    func restoredScreensFollowTheRules() throws {
        let app = TestApp()
        app.start(restoring: try RecordJSON.decode(try savedJSON()))
        app.emit(.open("z"), onTopOf: app.tab1)
        #expect(app.tab1?.screenNames == ["list", "x", "y"])

        app.tab1?.stack.presentationState.setPresented(true)
        app.emit(.open("z"), onTopOf: app.tab1)
        #expect(app.tab1?.screenNames == ["list", "x", "y", "z"])
    }

    @Test("A warp whose weftable has no initial weft replays its saved path at once")
    func replayWithoutInitialWeft() throws {
        let first = Loom()
        let firstRoot = ScriptedWarp("root")
        firstRoot.onKnit = TestApp.stackKnit
        let model = TestModel()
        first.weave(firstRoot, with: model)
        model.emit(.open("a"))
        #expect(firstRoot.screenNames == ["a"])
        let record = try RecordJSON.decode(try RecordJSON.encode(first.navigationRecord()))

        let loom = Loom()
        let root = ScriptedWarp("root")
        root.onKnit = TestApp.stackKnit
        loom.weave(root, with: SilentWeftable(), restoring: record)
        #expect(root.knitted == [.open("a")])
        #expect(root.screenNames == ["a"])
    }

    @Test("A deep link sent at launch is knitted after the warps' initial wefts and saved paths")
    func deepLinkWaitsForTheRestore() throws {
        let app = TestApp()
        app.loom.navigate(to: TestWeft.open("linked"))
        app.start(restoring: try RecordJSON.decode(try savedJSON()))

        #expect(app.tab0?.knitted == [.start, .open("1"), .open("2"), .open("detail"), .open("linked")])
        #expect(app.warp(at: [0, 0, 0])?.knitted == [.start, .open("d1"), .open("linked")])
        #expect(app.tab1?.knitted == [.start, .open("x"), .open("y"), .open("linked")])
        #expect(app.tab0?.screenNames == ["list", "1", "2", "linked"])
    }

    @Test("A weft forwarded by a replayed weft, or by a child warp that ends at once, comes back once")
    func causedWeftsComeBackOnce() throws {
        let first = TestApp()
        first.start()
        first.emit(.value(3), onTopOf: first.tab0)
        first.rootModel.emit(.open("ends"))
        #expect(first.root.screenNames == ["after"])
        let record = first.loom.navigationRecord()
        #expect(RecordJSON.paths(record)[[0]] == [.open("ends")])
        #expect(RecordJSON.paths(record)[[0, 0]] == [.value(3)])

        let second = TestApp()
        second.start(restoring: try RecordJSON.decode(try RecordJSON.encode(record)))
        #expect(second.root.screenNames == ["after"])
        #expect(second.root.knitted == [.start, .open("ends"), .open("after")])
        #expect(second.tab0?.screenNames == ["list", "forwarded 3"])
    }

    @Test("Saved warps with no live match, and damaged wefts, are skipped with notes; the rest comes back")
    func mismatchesAreNotedAndSkipped() throws {
        let json = try savedJSON()
        let damaged = json.replacing(#"{"_0":"2"}"#, with: #"{"number":2}"#)
            .replacing("WeavyTests.DetailWarp", with: "WeavyTests.RemovedWarp")
        let record = try RecordJSON.decode(damaged)
        let app = TestApp()
        let restored = app.start(restoring: record)

        #expect(app.tab0?.screenNames == ["list", "1"])
        #expect(app.tab1?.screenNames == ["list", "x", "y"])
        #expect(app.loom.warps.count == 3)
        #expect(restored?.notes.count == 2)
        #expect(restored?.notes.first == record.notes.first)
        #expect(restored?.notes.last == .unmatchedWarp(warpType: "WeavyTests.RemovedWarp", indexPath: [0, 0, 0]))
        #expect(restored?.warp(at: [0, 0, 0]) == nil)
    }

    @Test("A root of another type restores nothing, with a note, and starts as usual")
    func rootTypeMismatch() throws {
        var record = try RecordJSON.decode(try savedJSON())
        record.roots[0].warpType = "Other.RootWarp"
        let app = TestApp()
        let restored = app.start(restoring: record)

        #expect(app.tab0?.screenNames == ["list"])
        #expect(app.tab1?.knitted == [])
        #expect(restored?.notes == [.unmatchedWarp(warpType: "Other.RootWarp", indexPath: [0])])
    }

    @Test("Nothing outlives a restored navigation once it is dismissed")
    func nothingLeaks() throws {
        let app = TestApp()
        weak var detail: ScriptedWarp?
        weak var tab1: ScriptedWarp?
        var screens: [Weak<TestScreen>] = []
        var models: [Weak<TestModel>] = []
        var restored: RestoredNavigation?
        do {
            let record = try RecordJSON.decode(try savedJSON())
            app.loom.weave(app.root, with: app.rootModel, restoring: record) { restored = $0 }
            detail = app.warp(at: [0, 0, 0])
            tab1 = app.tab1
            for warp in [app.tab0, app.tab1, detail] {
                for screen in warp?.stack.screens ?? [] {
                    screens.append(Weak(screen))
                    models.append(Weak(screen.model))
                }
            }
        }
        #expect(screens.count == 8 && detail != nil && tab1 != nil)

        app.root.stack.dismiss()
        #expect(detail == nil && tab1 == nil)
        #expect(screens.allSatisfy { $0.value == nil })
        #expect(models.allSatisfy { $0.value == nil })
        #expect(app.loom.warps.isEmpty)
        #expect(restored?.warp(at: [0, 1]) == nil)
    }
}

/// A weak reference, to prove a set of objects is gone.
final class Weak<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value?) { self.value = value }
}
