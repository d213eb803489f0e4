import Foundation
import Logging
import Testing
import WeavyPostgres

/// Two stores on one database stand for two machines. The suite runs its tests one at a
/// time: one of them stops and starts the server.
@Suite("PostgreSQL shared store: rows and notifications across stores", .serialized)
struct PostgresSharedStoreTests {
    @Test(
        "PostgreSQL is there when WEAVY_REQUIRE_POSTGRES=1 says its proofs must run",
        .enabled(if: TestDatabase.isRequired))
    func postgresIsThereWhenRequired() async throws {
        let url = try #require(TestDatabase.url, "WEAVY_REQUIRE_POSTGRES=1 but no WEAVY_TEST_POSTGRES_URL")
        #expect(TestDatabase.folder != nil, "WEAVY_REQUIRE_POSTGRES=1 but no WEAVY_TEST_POSTGRES_DIR")
        let store = try await PostgresSharedStore.connect(
            to: url, options: .init(table: TestDatabase.uniqueTable()))
        #expect(store.isConnected)
        await store.close()
    }

    @Test(
        "A write in one store reaches the other's changes and reads; each store announces each version once",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    func twoStoresSeeEachOther() async throws {
        let url = try #require(TestDatabase.url)
        let options = PostgresSharedStore.Options(table: TestDatabase.uniqueTable())
        let first = try await PostgresSharedStore.connect(to: url, options: options)
        let second = try await PostgresSharedStore.connect(to: url, options: options)
        let heardByFirst = ChangeRecorder(first)
        let heardBySecond = ChangeRecorder(second)

        let written = ContinuousClock.now
        try await first.setRow(Array("Alien".utf8), forKey: "watched")
        #expect(await eventually { heardBySecond.keys == ["watched"] }, "heard: \(heardBySecond.keys)")
        let latency = ContinuousClock.now - written
        #expect(try await second.row(forKey: "watched") == Array("Alien".utf8))

        try await second.setRow([1, 2, 3], forKey: "wishlist")
        #expect(await eventually { heardByFirst.keys == ["watched", "wishlist"] }, "heard: \(heardByFirst.keys)")
        #expect(try await first.row(forKey: "wishlist") == [1, 2, 3])
        #expect(try await first.row(forKey: "nothing here") == nil)

        // The writer's own notification comes back too: it must not be announced twice.
        try await first.setRow([], forKey: "watched")
        #expect(await eventually { heardBySecond.keys == ["watched", "wishlist", "watched"] })
        #expect(await eventually { heardByFirst.keys.count >= 3 })
        #expect(heardByFirst.keys == ["watched", "wishlist", "watched"])
        #expect(try await second.row(forKey: "watched") == [])
        print("PostgreSQL shared store: a write reached the other store's changes in \(latency)")

        await first.close()
        await second.close()
        #expect(first.followerCount == 0 && second.followerCount == 0)
    }

    @Test(
        "The server restarted mid-run: the store logs it, serves its last rows, refuses writes, then reconnects",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    func serverRestart() async throws {
        let url = try #require(TestDatabase.url)
        let records = RecordingLogHandler.Records()
        let options = PostgresSharedStore.Options(
            table: TestDatabase.uniqueTable(), firstReconnectionDelay: .milliseconds(50),
            longestReconnectionDelay: .milliseconds(500))
        let store = try await PostgresSharedStore.connect(
            to: url, options: options, logger: RecordingLogHandler.logger(into: records))
        let other = try await PostgresSharedStore.connect(
            to: url, options: options, logger: RecordingLogHandler.logger(into: RecordingLogHandler.Records()))
        let heard = ChangeRecorder(store)
        try await store.setRow([7], forKey: "lists")
        #expect(try await store.row(forKey: "lists") == [7])

        try TestDatabase.control("stop")
        var restarted = false
        defer { if !restarted { try? TestDatabase.control("start") } }
        #expect(await eventually { !store.isConnected }, "the store did not notice the server stopping")
        #expect(
            await eventually { records.contains(.error, "lost the connection to PostgreSQL") }, "\(records.all)")
        #expect(try await store.row(forKey: "lists") == [7], "the last row is served while the server is away")
        await #expect(throws: PostgresSharedStoreError.self) { try await store.setRow([8], forKey: "lists") }
        await #expect {
            _ = try await store.row(forKey: "never read")
        } throws: { error in
            guard case .unavailable(key: "never read", _) = error as? PostgresSharedStoreError else { return false }
            return "\(error)".contains("unavailable")
        }

        try TestDatabase.control("start")
        restarted = true
        #expect(await eventually { store.isConnected && other.isConnected }, "\(records.all)")
        // The notice follows the catch-up, which runs after the connection is back.
        #expect(await eventually { records.contains(.notice, "reconnected to PostgreSQL") }, "\(records.all)")
        try await other.setRow([9], forKey: "lists")
        #expect(await eventually { heard.keys == ["lists", "lists"] }, "heard: \(heard.keys)")
        #expect(try await store.row(forKey: "lists") == [9])
        await store.close()
        await other.close()
    }

    @Test(
        "A store cut off while another writes announces, once back, every key that changed meanwhile",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    func catchUpAfterReconnection() async throws {
        let url = try #require(TestDatabase.url)
        let role = "weavy_cut_\(UInt32.random(in: 0...UInt32.max))"
        try await TestDatabase.execute("CREATE ROLE \(role) LOGIN SUPERUSER")
        let options = PostgresSharedStore.Options(
            table: TestDatabase.uniqueTable(), firstReconnectionDelay: .milliseconds(50),
            longestReconnectionDelay: .milliseconds(300))
        let writer = try await PostgresSharedStore.connect(to: url, options: options)
        let records = RecordingLogHandler.Records()
        let cutOff = try await PostgresSharedStore.connect(
            to: try TestDatabase.url(asUser: role), options: options, logger: RecordingLogHandler.logger(into: records))
        let heard = ChangeRecorder(cutOff)
        try await writer.setRow([1], forKey: "first")
        #expect(await eventually { heard.keys == ["first"] })
        #expect(try await cutOff.row(forKey: "first") == [1])

        // The role may not log in while its connection is ended: the store stays away,
        // retrying, for as long as the test needs.
        try await TestDatabase.execute("ALTER ROLE \(role) NOLOGIN")
        try await TestDatabase.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '\(role)'")
        #expect(await eventually { !cutOff.isConnected })
        try await writer.setRow([2], forKey: "first")
        try await writer.setRow([3], forKey: "second")
        #expect(await eventually { records.contains(.warning, "reconnection") }, "\(records.all)")
        #expect(heard.keys == ["first"], "nothing can be heard while cut off")
        #expect(try await cutOff.row(forKey: "first") == [1], "the last row read is served while cut off")

        try await TestDatabase.execute("ALTER ROLE \(role) LOGIN")
        #expect(await eventually { heard.keys == ["first", "first", "second"] }, "heard: \(heard.keys)")
        #expect(await eventually { records.contains(.notice, "2 shared rows changed while away") }, "\(records.all)")
        #expect(try await cutOff.row(forKey: "second") == [3])
        #expect(try await cutOff.row(forKey: "first") == [2])
        await cutOff.close()
        await writer.close()
        try await TestDatabase.execute("DROP ROLE \(role)")
    }
}
