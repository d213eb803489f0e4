import Foundation
import SSHClientTestSupport
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Two `weavy-demo-serve` processes on different ports stand for two machines, both on
/// one PostgreSQL (`--database`), two real `ssh -tt` sessions on each: a movie moved in
/// one session leaves every session's wishlist on both servers; and with PostgreSQL
/// stopped mid-run the sessions go on, the moves made meanwhile are kept, and they reach
/// the other server once it is back; a user who quits on one server finds their navigation
/// on the other.
@Suite("Reliability: the shared lists across two servers on one PostgreSQL")
struct SharedListsAcrossServersTests {
    static let size = Size(columns: 100, rows: 30)

    @Test(
        "A move reaches every session on both servers; PostgreSQL stopped and started loses no move; the navigation follows its user",
        .enabled(
            if: OwnPostgresCluster.isExpected,
            "needs PostgreSQL: ./test.sh provides it (WEAVY_TEST_POSTGRES_URL, WEAVY_REQUIRE_POSTGRES=1)"))
    func twoServersOnePostgres() async throws {
        let cluster = try OwnPostgresCluster()
        defer { cluster.remove() }
        try await offMain { try Self.run(on: cluster) }
    }

    @Test(
        "A database that cannot be used at start ends the server with status 2 and one sentence",
        arguments: [
            ("postgres://weavy@127.0.0.1:1/weavy", "cannot connect to PostgreSQL at 127.0.0.1:1/weavy"),
            ("postgres://127.0.0.1:5432/weavy", "it names no user"),
        ])
    func unusableDatabase(url: String, says reason: String) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let server = try TerminalProcess(
            executable: demoExecutable,
            arguments: [
                "serve", "--listen", "127.0.0.1:0", "--allow-anonymous", "--data-dir", data.path, "--database", url,
                "--workers", "2",
            ],
            environment: demoEnvironment(), size: Size(columns: 250, rows: 10))
        defer {
            if server.termination == nil { server.signal(SIGKILL) }
        }
        let ended = try server.waitForExit(timeout: 60)
        let said = server.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ended == .exited(2), "\(ended): \(said)")
        #expect(said.hasPrefix("weavy-demo: error: --database: ") && said.contains(reason), "\(said)")
        #expect(!said.contains("\n"), "one sentence: \(said)")
        #expect(!said.contains("serving on"), "nothing was served")
    }

    /// The rows of a session's list on its screen (the toasts are below them).
    static func listRows(_ screen: TerminalEmulator) -> [String] {
        screen.lines[2..<16].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func run(on cluster: OwnPostgresCluster) throws {
        var started: [TerminalProcess] = []
        var folders: [TemporaryDataDirectory] = []
        defer {
            for process in started where process.termination == nil { process.signal(SIGKILL) }
            folders.forEach { $0.remove() }
        }
        // Server A with two worker processes, server B with one: every path a move takes.
        var servers: [(process: TerminalProcess, port: Int)] = []
        for workers in [2, 1] {
            let data = TemporaryDataDirectory()
            folders.append(data)
            data.write("{\"apiKey\":\"test\"}", to: "settings.json")
            let server = try TerminalProcess(
                executable: serverExecutable,
                arguments: [
                    "--listen", "127.0.0.1:0", "--allow-anonymous", "--data-dir", data.path, "--database", cluster.url,
                    "--workers", "\(workers)",
                ],
                environment: demoEnvironment(), size: Size(columns: 250, rows: 50))
            started.append(server)
            servers.append((server, try port(of: server)))
        }
        var clients: [SSHClient] = []
        for (index, server) in servers.enumerated() {
            for user in ["ada", "bob"] {
                let client = try SSHClient.connect(toPort: server.port, as: "\(user)\(index)", size: size)
                started.append(client.process)
                clients.append(client)
            }
        }
        for client in clients {
            try client.waitForScreen(showing: "Star Trek Beyond")
        }
        // clients: 0, 1 on server A; 2, 3 on server B.
        var figures: [Duration] = []
        for round in 0..<6 {
            let mover = [0, 2, 1, 3, 0, 2][round]
            let title = try agreedFirstRow(of: clients)
            let start = ContinuousClock.now
            clients[mover].type("w")
            let times = try timesUntil(clients, since: start, "\(title) leaves every wishlist") { screen in
                !listRows(screen).contains(title)
            }
            let others = times.enumerated().filter { $0.offset != mover }
            let across = others.filter { ($0.offset < 2) != (mover < 2) }.map(\.element)
            print(
                "shared lists: move \(round + 1) from client \(mover) (server \(mover < 2 ? "A" : "B")): "
                    + "same server \(others.filter { ($0.offset < 2) == (mover < 2) }.map { format($0.element) }), "
                    + "other server \(across.map(format))")
            figures += across
        }
        figures.sort()
        print(
            "shared lists: key to the other server's screen, \(figures.count) sessions: min \(format(figures[0])), "
                + "median \(format(figures[figures.count / 2])), max \(format(figures[figures.count - 1]))")
        // Generous for CI under load and sanitizers; the figures are printed.
        #expect(figures.last! < .seconds(10), "a move took \(format(figures.last!)) to reach the other server")

        // PostgreSQL stopped mid-run.
        let offsets = servers.map { $0.process.output.count }
        try cluster.stop()
        var restarted = false
        defer { if !restarted { try? cluster.start() } }
        for (server, offset) in zip(servers, offsets) {
            _ = try server.process.waitForOutput(
                containing: "lost the connection to PostgreSQL", after: offset, timeout: 60)
        }
        // A move on server B (one worker): its sessions show it and the mover is told it waits.
        let movedOnB = try agreedFirstRow(of: clients)
        clients[2].type("w")
        _ = try timesUntil([clients[2], clients[3]], since: .now, "\(movedOnB) leaves server B's wishlists") {
            !listRows($0).contains(movedOnB)
        }
        try clients[2].waitForScreen(showing: "Not shared yet:")
        _ = try servers[1].process.waitForOutput(
            containing: "the shared lists cannot be written", after: offsets[1], timeout: 60)
        // Server A's sessions answer keys: the second movie moved there, and not the first.
        // Only the sessions of the worker process that made it can know it now.
        clients[0].update()
        let movedOnA = listRows(clients[0].screen)[1]
        #expect(listRows(clients[0].screen).first == movedOnB, "server A cannot know of B's move yet")
        clients[0].type("j")
        clients[0].type("w")
        _ = try timesUntil([clients[0]], since: .now, "\(movedOnA) leaves the wishlist where it was moved") {
            !listRows($0).contains(movedOnA)
        }
        try clients[0].waitForScreen(showing: "Not shared yet:")

        let restart = ContinuousClock.now
        try cluster.start()
        restarted = true
        let back = try timesUntil(clients, since: restart, "both moves on every screen once PostgreSQL is back") {
            let rows = listRows($0)
            return !rows.contains(movedOnA) && !rows.contains(movedOnB)
        }
        print("shared lists: from PostgreSQL started again to every screen caught up: \(back.map(format))")
        for (server, offset) in zip(servers, offsets) {
            _ = try server.process.waitForOutput(containing: "reconnected to PostgreSQL", after: offset, timeout: 60)
            _ = try server.process.waitForOutput(
                containing: "the shared lists are written again", after: offset, timeout: 60)
        }

        // Ada opens a movie's first actor on server A and quits; logging in on server B, she
        // is there again: with --database the navigation is kept in PostgreSQL too.
        let ada = clients[0]
        ada.type("2jj\r\r")
        try ada.waitForScreen(showing: "Biography")
        guard let path = ada.screen.lines.first(where: { $0.contains("Watched › ") }) else {
            throw TestFailure("no Watched path on Ada's screen: \(ada.screen.lines)")
        }
        let beforeQuit = servers[0].process.output.count
        ada.type("q")
        #expect(try ada.waitForExit() == .exited(0), "\(ada.text)")
        _ = try servers[0].process.waitForOutput(containing: "session ended", after: beforeQuit, timeout: 60)
        let adaOnB = try SSHClient.connect(toPort: servers[1].port, as: "ada0", size: size)
        started.append(adaOnB.process)
        try adaOnB.waitForScreen(showing: path.trimmingCharacters(in: .whitespaces))

        for server in servers {
            server.process.signal(SIGTERM)
            let ended = try server.process.waitForExit(timeout: 60)
            #expect(ended == .exited(0), "the server \(ended): \(server.process.outputText.suffix(2000))")
            #expect(!server.process.outputText.contains("were never written"))
        }
    }

    /// `weavy-demo-serve`, beside `weavy-demo`.
    private static var serverExecutable: String {
        demoExecutable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            + "/" + ServeCommand.serverProgram
    }

    /// The port a server says it listens on.
    private static func port(of server: TerminalProcess) throws -> Int {
        let end = try server.waitForOutput(containing: "; ssh -t -p ", timeout: 60)
        let said = String(decoding: server.output[..<end], as: UTF8.self)
        guard let match = said.firstMatch(of: /serving on 127\.0\.0\.1:(\d+)/), let port = Int(match.1) else {
            throw TestFailure("the server did not say its port: \(said.debugDescription)")
        }
        return port
    }

    /// The first wishlist row, once every client shows the same one.
    private static func agreedFirstRow(of clients: [SSHClient]) throws -> String {
        var first = ""
        try clients[0].waitForScreen("every session agreeing on the wishlist", timeout: 60) { _ in
            let rows = clients.map { client in
                client.update()
                return listRows(client.screen).first ?? ""
            }
            first = rows[0]
            return !first.isEmpty && rows.allSatisfy { $0 == first }
        }
        return first
    }

    /// How long after `start` each client's screen first met `condition`, polled every millisecond.
    private static func timesUntil(
        _ clients: [SSHClient], since start: ContinuousClock.Instant, _ what: String, timeout: Double = 60,
        until condition: (TerminalEmulator) -> Bool
    ) throws -> [Duration] {
        var times = [Duration?](repeating: nil, count: clients.count)
        while times.contains(nil) {
            for (index, client) in clients.enumerated() where times[index] == nil {
                client.update()
                if condition(client.screen) { times[index] = ContinuousClock.now - start }
            }
            if ContinuousClock.now - start > .seconds(timeout) {
                let late = times.indices.filter { times[$0] == nil }
                throw TestFailure("no \(what) within \(timeout)s on clients \(late):\n\(clients[late[0]].screen.text)")
            }
            usleep(1_000)
        }
        return times.map { $0! }
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}
