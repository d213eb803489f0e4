import Foundation
import Logging
import SSHClientTestSupport
import Testing
import WeavyPostgres
import WeavySSH
import WeavyTesting

/// A list of pages; Enter opens one through a weft, so a session's navigation is saved.
@MainActor
final class PagesWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }
    private let user: String

    init(user: String) { self.user = user }

    func knit(_ weft: PageWeft) -> [Stitch] {
        switch weft {
        case .pages:
            let list = ListView(title: "Pages", items: (1...6).map { "Page \($0)" }) { ListView.Row($0) }
            let picks = WeftEmitter()
            list.onActivate = { _, index in picks.send(PageWeft.page(index + 1)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .page(let number):
            let page = Label("\(user) reads page \(number)", title: "Page \(number)")
            stack.push(page)
            return [.show(page)]
        }
    }
}

/// The pages, woven from the user's saved navigation when there is one.
@MainActor
func pagesApp(_ request: SSHSessionRequest) -> SSHSessionApp {
    let warp = PagesWarp(user: request.user)
    let window = Window(content: warp.stack)
    window.bind("q", hint: "quit") { window in window.quit() }
    let loom = Loom()
    let saved = request.savedNavigation
    let start: @MainActor () -> Void = {
        if let saved {
            loom.weave(warp, with: SingleWeftable(PageWeft.pages), restoring: saved.record)
        } else {
            loom.weave(warp, with: SingleWeftable(PageWeft.pages))
        }
    }
    return SSHSessionApp(window: window, loom: loom, start: start)
}

extension PostgresSharedStoreTests {
    @Test(
        "Two servers on one PostgreSQL (two machines): who quits on one finds their navigation on the other, even when PostgreSQL was stopped as they quit",
        .enabled(if: TestDatabase.isAvailable, TestDatabase.skipReason))
    @MainActor
    func navigationAcrossServers() async throws {
        let url = try #require(TestDatabase.url)
        let options = PostgresSharedStore.Options(
            table: TestDatabase.uniqueTable(), firstReconnectionDelay: .milliseconds(50),
            longestReconnectionDelay: .milliseconds(300))
        let directory = try TemporaryDirectory()
        let records = RecordingLogHandler.Records()
        var stores: [PostgresSharedStore] = []
        var servers: [SSHServer] = []
        var ports: [Int] = []
        for _ in 0..<2 {
            let store = try await PostgresSharedStore.connect(
                to: url, options: options, logger: RecordingLogHandler.logger(into: RecordingLogHandler.Records()))
            let configuration = SSHServerConfiguration(
                port: 0, hostKeyPath: directory.file("host_key"),
                authentication: SSHAuthentication(allowsAnonymous: true),
                limits: SSHSessionLimits(clientAnswerTimeout: .milliseconds(200)),
                navigationStore: SharedNavigationStore(store: store), navigationWeftTypes: [PageWeft.self])
            let server = SSHServer(configuration: configuration, logger: RecordingLogHandler.logger(into: records)) {
                request in pagesApp(request)
            }
            ports.append(try await server.start())
            stores.append(store)
            servers.append(server)
        }
        /// A session on `server` as `user`: once it shows `first`, `keys` are typed, and it
        /// quits once it shows `text`.
        func session(
            on server: Int, as user: String, first: String = "Page 6", typing keys: String, showing text: String
        ) async throws {
            let client = try SSHClient.connect(toPort: ports[server], as: user, size: Size(columns: 60, rows: 12))
            let ended = try await offMain {
                try client.waitForScreen(showing: first)
                client.type(keys)
                try client.waitForScreen(showing: text)
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0), "\(client.text)")
        }
        /// A session on `server` as `user` that quits once it shows `text`.
        func firstScreen(on server: Int, as user: String, showing text: String) async throws {
            let client = try SSHClient.connect(toPort: ports[server], as: user, size: Size(columns: 60, rows: 12))
            let ended = try await offMain {
                try client.waitForScreen(showing: text)
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0), "\(client.text)")
        }

        try await session(on: 0, as: "ann", typing: "jj\r", showing: "ann reads page 3")
        #expect(
            await eventuallyOnMain { servers[0].sessionCount == 0 }, "the session on the first server ended")
        try await firstScreen(on: 1, as: "ann", showing: "ann reads page 3")
        // Its save is written before the database stops: kept in memory, it would land
        // after the first server's newer one and put Ann back on page 3.
        #expect(
            await eventuallyOnMain { servers[1].sessionCount == 0 && servers[1].usersWithUnsavedNavigation.isEmpty },
            "the session on the second server ended and its navigation was saved")

        try TestDatabase.control("stop")
        var restarted = false
        defer { if !restarted { try? TestDatabase.control("start") } }
        #expect(await eventuallyOnMain { !stores[0].isConnected && !stores[1].isConnected })
        // The first server still has the row it wrote: the session starts where Ann left,
        // and back on the list ("h"), she opens page 5 and quits while the database is away.
        try await session(on: 0, as: "ann", first: "ann reads page 3", typing: "hjjjj\r", showing: "ann reads page 5")
        #expect(
            await eventuallyOnMain { records.contains(.error, "kept in memory") }, "\(records.all)")
        try TestDatabase.control("start")
        restarted = true
        #expect(await eventuallyOnMain { records.contains(.notice, "saved now") }, "\(records.all)")
        // Until it is back, the second server's store serves the last row it read (page 3):
        // with the main actor busy, it reconnects a while after the first server wrote.
        #expect(await eventuallyOnMain { stores[1].isConnected }, "the second server's store reconnected")
        try await firstScreen(on: 1, as: "ann", showing: "ann reads page 5")

        for server in servers { await server.shutdown() }
        for store in stores { await store.close() }
    }
}
