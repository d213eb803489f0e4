import Foundation
import Logging
import Synchronization
import Testing
import WeavySSH
import WeavyTesting

/// Every SSH suite runs one test at a time: each starts a server and real `ssh`
/// clients, and a machine with two cores serves one such crowd at a time reliably.
@Suite("SSH", .serialized)
struct SSHTests {}

// MARK: - Tools

/// The OpenSSH programs the tests drive. The tests need them and never skip: a machine
/// without them fails with a sentence saying what to install.
enum OpenSSH {
    static var ssh: String { get throws { try find("ssh") } }
    static var keygen: String { get throws { try find("ssh-keygen") } }

    /// `/usr/bin/NAME` (Debian's openssh-client), else the first NAME on `PATH`.
    private static func find(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/bin"]
        for directory in candidates where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
            return directory + "/" + name
        }
        throw TestFailure(
            "\(name) is not installed: install openssh-client (scripts/ensure-build-dependencies.sh does)")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body` on a thread of its own and waits for it without holding any of Swift's
/// threads: waiting for a client blocks, and the main actor must stay free to serve.
func offMain<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 4 << 20
        thread.start()
    }
}

/// Runs a program to its end and returns what it wrote to its standard output.
@discardableResult
func runTool(_ executable: String, _ arguments: [String]) async throws -> String {
    try await offMain {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

// MARK: - Files

/// A directory of its own in /tmp for one test, removed when it goes.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        var template = Array("/tmp/weavy-ssh-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw TestFailure("cannot make a temporary directory") }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to the file `name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String, mode: Int = 0o600) throws -> String {
        let path = file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// Makes a key pair with ssh-keygen (`type` ed25519 or ecdsa); returns the private
    /// key's path and the public key's line.
    func makeKey(_ type: String, named name: String) async throws -> (path: String, publicKey: String) {
        let path = file(name)
        try await runTool(try OpenSSH.keygen, ["-t", type, "-N", "", "-f", path, "-q", "-C", name])
        let publicKey = try String(contentsOfFile: path + ".pub", encoding: .utf8)
        return (path, publicKey.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

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
        makeApp: @escaping SSHServer.AppFactory = listApp
    ) async throws {
        let directory = try directory ?? TemporaryDirectory()
        let log = RequestLog()
        self.directory = directory
        self.log = log
        server = SSHServer(
            configuration: SSHServerConfiguration(
                port: port, hostKeyPath: hostKeyPath ?? directory.file("host_key"), authentication: authentication,
                limits: limits, recordingFolder: recordingFolder),
            logger: Logger(label: "weavy.ssh.test") { [logs] _ in logs }
        ) { request in
            log.requests.append(request)
            return try makeApp(request)
        }
        self.port = try await server.start()
    }

    /// Starts an `ssh -tt` client (`-T` without `pseudoTerminal`) logging in as `user`
    /// on a terminal of `size` and `term`; see `SSHClient.connect(to:)`.
    nonisolated func connect(
        as user: String = "tester", key: String? = nil, size: Size = Size(columns: 80, rows: 24),
        term: String = "xterm-256color", pseudoTerminal: Bool = true, options: [String] = [],
        command: [String] = [], environment: [String: String] = [:]
    ) throws -> SSHClient {
        try SSHClient.connect(
            to: port, as: user, key: key, size: size, term: term, pseudoTerminal: pseudoTerminal, options: options,
            command: command, environment: environment)
    }
}

extension SSHClient {
    /// Starts an `ssh -tt` client (`-T` without `pseudoTerminal`) logging in as `user`
    /// to `port` on loopback, on a terminal of `size` and `term`.
    /// `options` come before the defaults (the first value of an option wins in ssh).
    static func connect(
        to port: Int, as user: String = "tester", key: String? = nil, size: Size = Size(columns: 80, rows: 24),
        term: String = "xterm-256color", pseudoTerminal: Bool = true, options: [String] = [],
        command: [String] = [], environment: [String: String] = [:]
    ) throws -> SSHClient {
        var arguments = [pseudoTerminal ? "-tt" : "-T"] + options
        arguments += ["-p", "\(port)", "-e", "none"]
        for option in [
            "StrictHostKeyChecking=no", "UserKnownHostsFile=/dev/null", "GlobalKnownHostsFile=/dev/null",
            "BatchMode=yes", "LogLevel=ERROR", "IdentitiesOnly=yes", "ConnectTimeout=30",
        ] {
            arguments += ["-o", option]
        }
        if let key {
            arguments += ["-i", key]
        } else {
            arguments += ["-o", "PubkeyAuthentication=no"]
        }
        arguments += ["\(user)@127.0.0.1"] + command
        var environment = environment
        environment["TERM"] = term
        return SSHClient(
            process: try TerminalProcess(
                executable: try OpenSSH.ssh, arguments: arguments, environment: environment, size: size),
            size: size)
    }
}

/// A client's window on the server: the `ssh` process in its pseudo-terminal, and a
/// terminal emulator fed with everything it wrote, to read its screen as a person would.
///
/// Used from one thread at a time (through ``offMain(_:)``).
final class SSHClient: @unchecked Sendable {
    let process: TerminalProcess
    private(set) var screen: TerminalEmulator
    private var fed = 0

    init(process: TerminalProcess, size: Size) {
        self.process = process
        screen = TerminalEmulator(size: size)
    }

    /// Feeds the emulator what the client wrote since last time.
    func update() {
        let output = process.output
        if output.count > fed {
            screen.feed(output[fed...])
            fed = output.count
        }
    }

    var text: String { process.outputText }

    /// Waits until the screen satisfies `condition`.
    func waitForScreen(
        _ what: String, timeout: Double = 30, until condition: (TerminalEmulator) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            update()
            if condition(screen) { return }
            if Date() > deadline {
                throw TestFailure("no \(what) within \(timeout)s; the screen:\n\(screen.text)")
            }
            if process.termination != nil {
                update()
                if condition(screen) { return }
                throw TestFailure("ssh \(process.termination!) before \(what); it wrote: \(text.debugDescription)")
            }
            usleep(5_000)
        }
    }

    /// Waits until the screen shows `text`.
    func waitForScreen(showing text: String, timeout: Double = 30) throws {
        try waitForScreen("\"\(text)\" on the screen", timeout: timeout) { $0.text.contains(text) }
    }

    /// Types `text`.
    func type(_ text: String) { process.type(text) }

    /// Resizes the client's terminal (ssh sends a window change) and the emulator with it.
    func resize(to size: Size) {
        update()
        screen.resize(to: size)
        process.resize(to: size)
    }

    /// Waits for ssh to end, reading its last output.
    func waitForExit(timeout: Double = 30) throws -> TerminalProcess.Termination {
        let ended = try process.waitForExit(timeout: timeout)
        update()
        return ended
    }
}

/// Waits, on a thread of its own, until every client's screen satisfies `condition`,
/// reading all of them in turn (none is left unread while another is waited for).
func waitForScreens(
    _ clients: [SSHClient], _ what: String, timeout: Double = 60,
    until condition: @escaping @Sendable (Int, TerminalEmulator) -> Bool
) async throws {
    try await offMain {
        let deadline = Date().addingTimeInterval(timeout)
        var waiting = Set(clients.indices)
        while !waiting.isEmpty {
            for index in waiting.sorted() {
                let client = clients[index]
                client.update()
                if condition(index, client.screen) {
                    waiting.remove(index)
                } else if let ended = client.process.termination {
                    client.update()
                    guard condition(index, client.screen) else {
                        throw TestFailure(
                            "client \(index): ssh \(ended) before \(what); it wrote: \(client.text.debugDescription)")
                    }
                    waiting.remove(index)
                }
            }
            if !waiting.isEmpty && Date() > deadline {
                let first = waiting.sorted()[0]
                throw TestFailure(
                    "no \(what) within \(timeout)s on clients \(waiting.sorted()); client \(first):\n\(clients[first].screen.text)"
                )
            }
            usleep(5_000)
        }
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

    private let entries = Mutex<[Entry]>([])

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
