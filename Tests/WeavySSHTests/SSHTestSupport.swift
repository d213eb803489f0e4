import Foundation
import Logging
import SSHClientTestSupport
import Testing
import Weavy
import WeavySSH
import WeavyTesting

/// Every SSH suite runs one test at a time: each starts a server and real `ssh`
/// clients, and a machine with two cores serves one such crowd at a time reliably.
@Suite("SSH", .serialized)
struct SSHTests {}

// MARK: - Server

/// A server on a free loopback port, its files in a temporary directory, that notes
/// every request its app factory is given.
@MainActor
final class TestServer {
    let directory: TemporaryDirectory
    let server: SSHServer
    let port: Int
    /// The requests the app factory was called with, in order.
    var requests: [SSHSessionRequest] { log.requests }
    /// What the server logged.
    let logs = LogRecorder()
    private let log: RequestLog

    @MainActor
    final class RequestLog {
        var requests: [SSHSessionRequest] = []
    }

    /// Starts a server on `port` (0: a free one). With no `hostKeyPath`, the key is made
    /// in `directory`.
    init(
        in directory: TemporaryDirectory? = nil, port: Int = 0, hostKeyPath: String? = nil,
        authentication: SSHAuthentication,
        limits: SSHSessionLimits = SSHSessionLimits(), recordingFolder: String? = nil,
        navigationStore: (any NavigationStore)? = nil, navigationWeftTypes: [any (Weft & Codable).Type] = [],
        makeApp: @escaping SSHServer.AppFactory = listApp
    ) async throws {
        let directory = try directory ?? TemporaryDirectory()
        let log = RequestLog()
        self.directory = directory
        self.log = log
        server = SSHServer(
            configuration: SSHServerConfiguration(
                port: port, hostKeyPath: hostKeyPath ?? directory.file("host_key"), authentication: authentication,
                limits: limits, recordingFolder: recordingFolder, navigationStore: navigationStore,
                navigationWeftTypes: navigationWeftTypes),
            logger: Logger(label: "weavy.ssh.test") { [logs] _ in logs }
        ) { request in
            log.requests.append(request)
            return try makeApp(request)
        }
        self.port = try await server.start()
    }

    /// Starts an `ssh -tt` client (`-T` without `pseudoTerminal`) logging in as `user`
    /// on a terminal of `size` and `term` (see ``SSHClient/connect(toPort:as:key:size:term:pseudoTerminal:options:command:environment:)``).
    nonisolated func connect(
        as user: String = "tester", key: String? = nil, size: Size = Size(columns: 80, rows: 24),
        term: String = "xterm-256color", pseudoTerminal: Bool = true, options: [String] = [],
        command: [String] = [], environment: [String: String] = [:]
    ) throws -> SSHClient {
        try SSHClient.connect(
            toPort: port, as: user, key: key, size: size, term: term, pseudoTerminal: pseudoTerminal,
            options: options, command: command, environment: environment)
    }
}

// MARK: - Logs

/// Keeps what a server logs, one entry a line, instead of printing it.
final class LogRecorder: LogHandler, Sendable {
    struct Entry: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    private let entries = LockedState<[Entry]>([])

    var lines: [Entry] { entries.withLock { $0 } }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let entry = Entry(
            level: event.level, message: "\(event.message)", metadata: all.mapValues { "\($0)" })
        entries.withLock { $0.append(entry) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }

    var logLevel: Logger.Level {
        get { .trace }
        set {}
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { nil }
        set {}
    }

    /// The entries saying `message`.
    func entries(_ message: String) -> [Entry] { lines.filter { $0.message == message } }

    /// How each ended session ended, as its end line says.
    var endings: [String] { entries("session ended").compactMap { $0.metadata["ended"] } }
}

// MARK: - Apps

/// A list of six items under a navigation stack: Enter opens an item's page, `q` quits.
@MainActor
func listApp(_ request: SSHSessionRequest) -> SSHSessionApp {
    let list = ListView(title: "Hello \(request.user)", items: (1...6).map { "Item \($0)" }) {
        ListView.Row($0, detail: "#")
    }
    let stack = NavigationStack(root: list)
    list.onActivate = { item, _ in stack.push(Label("\(request.user) opened \(item)", title: item)) }
    let window = Window(content: stack)
    window.bind("q", hint: "quit") { window in window.quit() }
    return SSHSessionApp(window: window)
}
