import Foundation
import Logging
import Testing
import WeavyPostgres

@testable import WeavySSH

/// The wefts of the saved navigation these tests keep.
enum PageWeft: Weft, Codable, Equatable {
    case pages
    case page(Int)
}

/// A saved navigation of one warp that opened page `number`.
func pageNavigation(_ number: Int) -> SessionNavigation {
    SessionNavigation(
        record: NavigationRecord(roots: [NavigationRecord.Node(warpType: "Pages", path: [PageWeft.page(number)])]),
        appData: ["selectedTab": "0"])
}

/// The page a saved navigation opened.
func openedPage(_ bytes: [UInt8]?) throws -> Int? {
    guard let bytes else { return nil }
    let navigation = try SessionNavigation(decoding: bytes, weftTypes: [PageWeft.self])
    guard case .page(let number)? = navigation.record.roots.first?.path.first as? PageWeft else { return nil }
    return number
}

// In the shared store's suite: its tests run one at a time, and one of these stops the server.
extension PostgresSharedStoreTests {
    @Test(
        "Saved navigation on PostgreSQL: saved through one store (one machine), read through another",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    func navigationAcrossStores() async throws {
        let url = try #require(TestDatabase.url)
        let options = PostgresSharedStore.Options(table: TestDatabase.uniqueTable())
        let first = try await PostgresSharedStore.connect(to: url, options: options)
        let second = try await PostgresSharedStore.connect(to: url, options: options)
        let here = SharedNavigationStore(store: first)
        let there = SharedNavigationStore(store: second)
        #expect(try await there.navigation(for: "ann") == nil)
        try await here.setNavigation(try pageNavigation(3).encoded(), for: "ann")
        #expect(try openedPage(try await there.navigation(for: "ann")) == 3)
        try await there.setNavigation(try pageNavigation(4).encoded(), for: "ann")
        #expect(try openedPage(try await here.navigation(for: "ann")) == 4)
        #expect(try await first.row(forKey: "navigation/ann") != nil, "kept under navigation/ann")
        await first.close()
        await second.close()
    }

    @Test(
        "PostgreSQL stopped when a session ends: its save is logged, kept in memory, and lands once the server is back",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    @MainActor
    func navigationSavedAfterRestart() async throws {
        let url = try #require(TestDatabase.url)
        let options = PostgresSharedStore.Options(
            table: TestDatabase.uniqueTable(), firstReconnectionDelay: .milliseconds(50),
            longestReconnectionDelay: .milliseconds(300))
        let storeLogs = RecordingLogHandler.Records()
        let store = try await PostgresSharedStore.connect(
            to: url, options: options, logger: RecordingLogHandler.logger(into: storeLogs))
        let records = RecordingLogHandler.Records()
        // The server's own keeper of saved navigation, as an SSHServer makes it.
        let keeper = NavigationKeeper(
            store: SharedNavigationStore(store: store), weftTypes: [PageWeft.self],
            logger: RecordingLogHandler.logger(into: records), executor: MainQueueExecutor(),
            firstRetryDelay: .milliseconds(50), longestRetryDelay: .milliseconds(300))
        keeper.save(pageNavigation(1), for: "ann")
        #expect(await eventuallyOnMain { keeper.unsavedUsers.isEmpty })

        try TestDatabase.control("stop")
        var restarted = false
        defer { if !restarted { try? TestDatabase.control("start") } }
        #expect(await eventuallyOnMain { !store.isConnected }, "the store did not notice the server stopping")
        keeper.save(pageNavigation(2), for: "ann")
        keeper.save(pageNavigation(7), for: "bob")
        #expect(
            await eventuallyOnMain { records.contains(.error, "kept in memory") }, "\(records.all)")
        #expect(keeper.unsavedUsers == ["ann", "bob"])
        keeper.save(pageNavigation(3), for: "ann")  // a later session of ann's: it replaces the pending one
        let next = await keeper.navigation(for: "ann")
        #expect(try openedPage(next.map { try $0.encoded() }) == 3, "a login meanwhile gets the pending one")

        try TestDatabase.control("start")
        restarted = true
        #expect(await eventuallyOnMain { keeper.unsavedUsers.isEmpty }, "\(records.all)")
        #expect(await eventuallyOnMain { records.contains(.notice, "saved now") }, "\(records.all)")
        let reader = try await PostgresSharedStore.connect(to: url, options: options)
        #expect(try openedPage(try await SharedNavigationStore(store: reader).navigation(for: "ann")) == 3)
        #expect(try openedPage(try await SharedNavigationStore(store: reader).navigation(for: "bob")) == 7)
        await reader.close()
        await store.close()
    }
}

/// Waits, on the main actor, until `condition` holds, up to `seconds`; whether it did.
@MainActor
func eventuallyOnMain(within seconds: Double = 120, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
