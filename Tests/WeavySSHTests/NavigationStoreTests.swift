import Foundation
import Logging
import SSHClientTestSupport
import Testing
import Weavy

@testable import WeavySSH

/// The wefts the tests' navigating app saves.
enum ItemsWeft: Weft, Codable, Equatable {
    case list
    case opened(Int)
}

/// A saved navigation of one warp that opened item `item`.
func openedNavigation(_ item: Int, appData: [String: String] = [:]) -> SessionNavigation {
    SessionNavigation(
        record: NavigationRecord(roots: [
            NavigationRecord.Node(warpType: "WeavySSHTests.ItemsWarp", path: [ItemsWeft.opened(item)])
        ]),
        appData: appData)
}

/// The item a saved navigation opened, if it is one of ``openedNavigation(_:appData:)``'s.
func openedItem(_ navigation: SessionNavigation?) -> Int? {
    guard case .opened(let item)? = navigation?.record.roots.first?.path.first as? ItemsWeft else { return nil }
    return item
}

/// A store that refuses every read and write while it is down, and notes what it took.
final class FlakyNavigationStore: NavigationStore {
    struct Down: Error, CustomStringConvertible {
        var description: String { "the store is down" }
    }

    private struct State {
        var isDown = false
        var rows: [String: [UInt8]] = [:]
        var writes: [String] = []
        var failedWrites = 0
    }

    private let state = LockedState(State())

    var isDown: Bool {
        get { state.withLock { $0.isDown } }
        set { state.withLock { $0.isDown = newValue } }
    }

    /// The users written, in order, once per write the store took.
    var writes: [String] { state.withLock { $0.writes } }
    var failedWrites: Int { state.withLock { $0.failedWrites } }

    func navigation(for user: String) async throws -> [UInt8]? {
        try state.withLock { state in
            if state.isDown { throw Down() }
            return state.rows[user]
        }
    }

    func setNavigation(_ navigation: [UInt8], for user: String) async throws {
        try state.withLock { state in
            if state.isDown {
                state.failedWrites += 1
                throw Down()
            }
            state.rows[user] = navigation
            state.writes.append(user)
        }
    }
}

@MainActor
@Suite("Saved navigation stores")
struct NavigationStoreTests {
    static let weftTypes: [any (Weft & Codable).Type] = [ItemsWeft.self]

    func keeper(_ store: any NavigationStore, logs: LogRecorder) -> NavigationKeeper {
        NavigationKeeper(
            store: store, weftTypes: Self.weftTypes, logger: Logger(label: "weavy.ssh.test") { _ in logs },
            executor: MainQueueExecutor(), firstRetryDelay: .milliseconds(20), longestRetryDelay: .milliseconds(80))
    }

    @Test("A file per user: what is saved is read back, in a 0600 file in a 0700 folder made on the first save")
    func fileRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        let store = NavigationFileStore(folder: directory.file("navigation"))
        #expect(try await store.navigation(for: "ann") == nil, "nothing before the first save, and no folder made")
        #expect(!FileManager.default.fileExists(atPath: directory.file("navigation")))
        let saved = try openedNavigation(3, appData: ["selectedTab": "0.1"]).encoded()
        try await store.setNavigation(saved, for: "ann")
        #expect(try await store.navigation(for: "ann") == saved)
        #expect(try await store.navigation(for: "bob") == nil)
        #expect(store.path(for: "ann") == directory.file("navigation/ann/navigation.json"))
        var status = stat()
        #expect(stat(store.path(for: "ann"), &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(stat(directory.file("navigation/ann"), &status) == 0 && status.st_mode & 0o777 == 0o700)
        let decoded = try SessionNavigation(decoding: saved, weftTypes: Self.weftTypes)
        #expect(openedItem(decoded) == 3 && decoded.appData == ["selectedTab": "0.1"])
        #expect(decoded == openedNavigation(3, appData: ["selectedTab": "0.1"]))
        #expect(decoded != openedNavigation(4, appData: ["selectedTab": "0.1"]))
    }

    @Test(
        "A write cut short leaves the old file: a temporary file beside it is never read, and the next save replaces the file whole"
    )
    func atomicReplace() async throws {
        let directory = try TemporaryDirectory()
        let store = NavigationFileStore(folder: directory.path)
        let first = try openedNavigation(1).encoded()
        let second = try openedNavigation(2).encoded()
        try await store.setNavigation(first, for: "ann")
        // What a crash between writing the temporary file and renaming it leaves behind.
        let leftOver = store.path(for: "ann") + ".1234.tmp"
        try Data("{\"version\": 1, \"rec".utf8).write(to: URL(fileURLWithPath: leftOver))
        #expect(try await store.navigation(for: "ann") == first)
        try await store.setNavigation(second, for: "ann")
        #expect(try await store.navigation(for: "ann") == second)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.file("ann")).sorted()
        #expect(
            files == ["navigation.json", "navigation.json.1234.tmp"],
            "no temporary file of a save that succeeded is left: \(files)")
    }

    @Test("User names become folder names inside the folder, one per name: '/', '..', '.', the empty name")
    func folderNames() async throws {
        #expect(NavigationFileStore.folderName(for: "ann") == "ann")
        #expect(NavigationFileStore.folderName(for: "ann.b_c-d") == "ann.b_c-d")
        #expect(NavigationFileStore.folderName(for: "../../etc") == "%2E.%2F..%2Fetc")
        #expect(NavigationFileStore.folderName(for: "..") == "%2E.")
        #expect(NavigationFileStore.folderName(for: ".") == "%2E")
        #expect(NavigationFileStore.folderName(for: "") == "%")
        #expect(NavigationFileStore.folderName(for: "a/b") == "a%2Fb")
        #expect(NavigationFileStore.folderName(for: "a_b") != NavigationFileStore.folderName(for: "a/b"))
        #expect(NavigationFileStore.folderName(for: "%2F") == "%252F")
        #expect(NavigationFileStore.folderName(for: "zoë") == "zo%C3%AB")
        let directory = try TemporaryDirectory()
        let store = NavigationFileStore(folder: directory.file("users"))
        for (index, user) in ["../../etc", "..", ".", "", "a/b", "a_b", "%2F"].enumerated() {
            try await store.setNavigation(try openedNavigation(index).encoded(), for: user)
        }
        for (index, user) in ["../../etc", "..", ".", "", "a/b", "a_b", "%2F"].enumerated() {
            let read = try await store.navigation(for: user)
            #expect(
                openedItem(try read.map { try SessionNavigation(decoding: $0, weftTypes: Self.weftTypes) }) == index,
                "\(user)")
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory.file("users")).sorted()
        #expect(folders == ["%", "%252F", "%2E", "%2E.", "%2E.%2F..%2Fetc", "a%2Fb", "a_b"], "\(folders)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["users"])
    }

    @Test(
        "A corrupt file or one of another version is logged in one sentence and not used, and stays until a save replaces it"
    )
    func unusableRecords() async throws {
        let directory = try TemporaryDirectory()
        let store = NavigationFileStore(folder: directory.path)
        let logs = LogRecorder()
        let keeper = keeper(store, logs: logs)
        let corrupt = Array("{\"version\": 1, \"record\": {\"roots\": [{\"warp\": ".utf8)
        try await store.setNavigation(corrupt, for: "ann")
        let otherVersion = Array("{\"version\": 7, \"record\": {\"roots\": []}}".utf8)
        try await store.setNavigation(otherVersion, for: "bob")
        #expect(await keeper.navigation(for: "ann") == nil)
        #expect(await keeper.navigation(for: "bob") == nil)
        let warnings = logs.lines.filter { $0.level == .warning }
        #expect(warnings.count == 2, "\(logs.lines.map(\.message))")
        #expect(warnings.allSatisfy { $0.message.contains("the session starts fresh") && !$0.message.contains("\n") })
        #expect(warnings.first?.metadata["user"] == "ann" && warnings.last?.metadata["user"] == "bob")
        #expect(
            warnings.last?.message.contains("it is of version 7; this server reads version 1") == true, "\(warnings)")
        #expect(try await store.navigation(for: "ann") == corrupt, "the bad record is left as it was")
        keeper.save(openedNavigation(5), for: "ann")
        #expect(try await eventually { try await store.navigation(for: "ann") != corrupt })
        #expect(openedItem(await keeper.navigation(for: "ann")) == 5)
        // A weft no app type decodes is the engine's to report: the record comes with a note.
        let unknownWeft = Array(
            "{\"version\": 1, \"record\": {\"roots\": [{\"warp\": \"W\", \"path\": [{\"type\": \"Gone.Weft\", \"value\": {}}]}]}}"
                .utf8)
        try await store.setNavigation(unknownWeft, for: "cy")
        let restored = await keeper.navigation(for: "cy")
        #expect(restored?.record.notes.count == 1, "\(String(describing: restored?.record.notes))")
    }

    @Test("Over a shared store: each user's row under navigation/NAME, read back by another store of the same rows")
    func sharedStore() async throws {
        let shared = InProcessSharedStore()
        let store = SharedNavigationStore(store: shared)
        let saved = try openedNavigation(4).encoded()
        try await store.setNavigation(saved, for: "ann")
        #expect(try await shared.row(forKey: "navigation/ann") == saved)
        #expect(try await SharedNavigationStore(store: shared).navigation(for: "ann") == saved)
        #expect(try await store.navigation(for: "bob") == nil)
        #expect(SharedNavigationStore(store: shared, keyPrefix: "nav:").key(for: "ann") == "nav:ann")
    }

    @Test(
        "A save the store refuses is logged once, kept in memory, given back at login, and lands once the store is back"
    )
    func retriedSave() async throws {
        let store = FlakyNavigationStore()
        let logs = LogRecorder()
        let keeper = keeper(store, logs: logs)
        store.isDown = true
        keeper.save(openedNavigation(1), for: "ann")
        try await waitUntil("the store refused twice") { store.failedWrites >= 2 }
        keeper.save(openedNavigation(2), for: "ann")  // the newer replaces it
        #expect(keeper.unsavedUsers == ["ann"])
        #expect(openedItem(await keeper.navigation(for: "ann")) == 2, "the pending one is the newest: it is used")
        try await waitUntil("the store refused again") { store.failedWrites >= 4 }
        let errors = logs.lines.filter { $0.level == .error }
        #expect(errors.count == 1, "said once, however often tried: \(errors.map(\.message))")
        #expect(errors.first?.message.contains("kept in memory") == true)
        store.isDown = false
        try await waitUntil("the save landed") { keeper.unsavedUsers.isEmpty }
        #expect(store.writes == ["ann"], "only the newest was written: \(store.writes)")
        #expect(
            openedItem(
                try await store.navigation(for: "ann").map {
                    try SessionNavigation(decoding: $0, weftTypes: Self.weftTypes)
                }) == 2)
        #expect(logs.lines.contains { $0.level == .notice && $0.message.contains("saved now") })
    }

    @Test("A store that does not answer in time: the login starts fresh, with a warning, and does not wait for it")
    func slowRead() async throws {
        /// A store whose read answers only once the test lets it.
        final class HeldStore: NavigationStore {
            let isReleased = LockedState(false)
            let hasAnswered = LockedState(false)

            func navigation(for user: String) async throws -> [UInt8]? {
                while !isReleased.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
                hasAnswered.withLock { $0 = true }
                return try openedNavigation(1).encoded()
            }

            func setNavigation(_ navigation: [UInt8], for user: String) async throws {}
        }
        let store = HeldStore()
        let logs = LogRecorder()
        let keeper = NavigationKeeper(
            store: store, weftTypes: Self.weftTypes, logger: Logger(label: "weavy.ssh.test") { _ in logs },
            executor: MainQueueExecutor(), readTimeout: .milliseconds(100))
        #expect(await keeper.navigation(for: "ann") == nil)
        #expect(!store.hasAnswered.withLock { $0 }, "the login did not wait for the store's answer")
        let warning = logs.lines.first { $0.level == .warning }
        #expect(
            warning?.message.contains("the store did not answer within 1 second") == true,
            "\(logs.lines.map(\.message))")
        #expect(warning?.message.contains("the session starts fresh") == true)
        // Its late answer is dropped: nothing else is logged, and nothing breaks.
        store.isReleased.withLock { $0 = true }
        try await waitUntil("the store answered") { store.hasAnswered.withLock { $0 } }
        #expect(logs.lines.filter { $0.level == .warning }.count == 1)
    }

    @Test(
        "Stopping under the server's executor returns once the save under way is written, not at its deadline",
        .timeLimit(.minutes(5)))
    func finishingWhenSaved() async {
        let store = FlakyNavigationStore()
        let keeper = keeper(store, logs: LogRecorder())
        await withTaskExecutorPreference(MainQueueExecutor()) {
            keeper.save(openedNavigation(1), for: "ann")
            await keeper.finish(by: .now + .seconds(3600))
        }
        #expect(store.writes == ["ann"])
        #expect(keeper.unsavedUsers.isEmpty)
    }

    @Test("Stopping waits for the saves under way until its deadline, then says whose navigation is not saved")
    func finishing() async throws {
        let store = FlakyNavigationStore()
        let logs = LogRecorder()
        let keeper = keeper(store, logs: logs)
        keeper.save(openedNavigation(1), for: "ann")
        await keeper.finish(by: .now + .seconds(10))
        #expect(store.writes == ["ann"])
        store.isDown = true
        let other = self.keeper(store, logs: logs)
        other.save(openedNavigation(2), for: "bob")
        await other.finish(by: .now + .milliseconds(200))
        #expect(other.unsavedUsers == ["bob"])
        #expect(
            logs.lines.contains { $0.message.contains("navigation of 1 user not saved: bob") },
            "\(logs.lines.map(\.message))")
    }
}

/// Waits, on the main actor, until `condition` holds, up to `seconds`; whether it did.
@MainActor
func eventually(within seconds: Double = 120, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
