import Testing
import Weavy
import WeavyKit

@testable import WeavyDemo

/// The demo's lists in a `SharedStore`, as `weavy-demo serve --database` keeps them:
/// two `DemoStore`s on one store stand for two servers. The store here is in memory;
/// SharedListsAcrossServersTests runs the same through PostgreSQL and real servers.
@MainActor
@Suite("Shared lists: the demo's lists kept in a SharedStore, one row per movie")
struct SharedListsTests {
    /// What each move's report heard.
    final class Reports {
        var results: [SaveResult] = []
    }

    /// An in-memory store whose writes can be refused, as PostgreSQL's are while it is away.
    final class RefusingStore: SharedStore {
        struct Away: Error, CustomStringConvertible {
            var description: String { "the database is away" }
        }

        let rows = InProcessSharedStore()
        let isAway = LockedState(false)
        let refusesReads = LockedState(false)

        func row(forKey key: String) async throws -> [UInt8]? {
            if refusesReads.withLock({ $0 }) { throw Away() }
            return try await rows.row(forKey: key)
        }

        func setRow(_ row: [UInt8], forKey key: String) async throws {
            if isAway.withLock({ $0 }) { throw Away() }
            try await rows.setRow(row, forKey: key)
        }

        func changes() -> AsyncStream<SharedChange> {
            rows.changes()
        }
    }

    let catalog: Catalog
    let data = TemporaryDataDirectory()

    init() throws {
        catalog = try Catalog.embedded()
    }

    func makeStore(on shared: any SharedStore) async throws -> DemoStore {
        DemoStore(
            catalog: catalog, directory: data.directory,
            sharedLists: try await SharedLists.open(shared, catalog: catalog, retryDelay: .milliseconds(20)))
    }

    /// Waits until `condition` holds, for 30 s at most; whether it did.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while !condition() && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }

    @Test("A move shows at once where it is made, reaches the other store's lists at the end, and is saved")
    func moveReachesTheOtherStore() async throws {
        defer { data.remove() }
        let shared = InProcessSharedStore()
        let first = try await makeStore(on: shared)
        let second = try await makeStore(on: shared)
        #expect(first.lists == MovieLists(defaultsOf: catalog), "no rows yet: the catalog's lists")
        var heard = 0
        let following = second.listsChanged.sink { heard += 1 }
        defer { following.cancel() }
        let movie = try #require(first.movies(in: .wishlist).first).id
        let reports = Reports()
        first.toggle(movie) { list, result in
            #expect(list == .watched)
            reports.results.append(result)
        }
        #expect(first.list(containing: movie) == .watched, "at once, before the write")
        #expect(await eventually { second.list(containing: movie) == .watched })
        #expect(second.movies(in: .watched).last?.id == movie, "moved to the end of the list")
        #expect(heard == 1, "the other store's sessions were told once")
        #expect(reports.results == [.saved])
        #expect(try await shared.row(forKey: ListPlacement.key(of: movie)) != nil, "one row for the movie")
        #expect(data.read(DemoStore.listsFile) == nil, "nothing written to the data directory")
        let third = try await makeStore(on: shared)
        #expect(third.lists == second.lists, "a store opened later reads the same lists")
    }

    @Test("Two stores moving two movies at the same moment both keep both moves")
    func simultaneousMoves() async throws {
        defer { data.remove() }
        let shared = InProcessSharedStore()
        let first = try await makeStore(on: shared)
        let second = try await makeStore(on: shared)
        let wishlist = first.movies(in: .wishlist).map(\.id)
        try #require(wishlist.count >= 2)
        first.toggle(wishlist[0]) { _, _ in }
        second.toggle(wishlist[1]) { _, _ in }
        #expect(
            await eventually {
                [first, second].allSatisfy {
                    $0.list(containing: wishlist[0]) == .watched && $0.list(containing: wishlist[1]) == .watched
                }
            })
        #expect(first.lists == second.lists)
    }

    @Test("A move made while the store refuses writes is kept, said to wait, and written once it is taken")
    func storeAway() async throws {
        defer { data.remove() }
        let shared = RefusingStore()
        let first = try await makeStore(on: shared)
        let second = try await makeStore(on: shared)
        let movie = try #require(first.movies(in: .wishlist).first).id
        shared.isAway.withLock { $0 = true }
        let reports = Reports()
        first.toggle(movie) { _, result in reports.results.append(result) }
        #expect(await eventually { !reports.results.isEmpty })
        #expect(reports.results == [.pending(reason: SharedLists.waitingReason)])
        #expect(first.list(containing: movie) == .watched, "kept and shown where it was made")
        #expect(first.unwrittenMoves == 1)
        #expect(second.list(containing: movie) == .wishlist, "the other store cannot know yet")
        // Moved back and forth again while away: the last move is the one written.
        first.toggle(movie) { _, _ in }
        first.toggle(movie) { _, _ in }
        #expect(first.unwrittenMoves == 1)
        shared.isAway.withLock { $0 = false }
        #expect(await eventually { second.list(containing: movie) == .watched })
        #expect(await eventually { first.unwrittenMoves == 0 })
        #expect(reports.results == [.pending(reason: SharedLists.waitingReason)], "each report hears once")
    }

    @Test("A changed row that cannot be read at once is read again later: the change is not missed")
    func rowReadAgain() async throws {
        defer { data.remove() }
        let shared = RefusingStore()
        let first = try await makeStore(on: shared)
        let second = try await makeStore(on: shared)
        let movie = try #require(first.movies(in: .wishlist).first).id
        shared.refusesReads.withLock { $0 = true }
        let reports = Reports()
        first.toggle(movie) { _, result in reports.results.append(result) }
        #expect(await eventually { reports.results == [.saved] }, "written; the followers cannot read it yet")
        try await Task.sleep(for: .milliseconds(50))
        #expect(second.list(containing: movie) == .wishlist)
        shared.refusesReads.withLock { $0 = false }
        #expect(await eventually { second.list(containing: movie) == .watched })
    }

    @Test("A row that is not a placement is left out: the movie is where the catalog puts it")
    func corruptRow() async throws {
        defer { data.remove() }
        let shared = InProcessSharedStore()
        let movie = try #require(catalog.movies.first { $0.list == .wishlist })
        try await shared.setRow(Array("{\"list\":\"nowhere\"}".utf8), forKey: ListPlacement.key(of: movie.id))
        let store = try await makeStore(on: shared)
        #expect(store.list(containing: movie.id) == .wishlist)
        try await shared.setRow(
            ListPlacement(list: .watched, since: 1).row, forKey: ListPlacement.key(of: movie.id))
        #expect(await eventually { store.list(containing: movie.id) == .watched }, "a good row read again")
    }
}
