import Foundation
import SSHClientTestSupport
import WeavyKit
import WeavySSH
import WeavyTesting

@testable import WeavyDemo

/// One session of the demo served by its own server (`weavy-demo-serve
/// --record-sessions`), typed through a real `ssh -tt` client logging in with a key: the
/// API key typed in (a secret), both tabs, a movie, the settings popup, a filter, quit,
/// as the pseudo-terminal tour (``DemoRecording``) does. Made once and shared by the tests
/// that read it.
@MainActor
enum DemoSSHRecording {
    static let user = "ada"
    static let size = Size(columns: 100, rows: 30)

    struct Session {
        /// The recording the server made of the session.
        let path: String
        /// The recording of the same user's next session, which the server began by
        /// restoring the navigation the first one left: it knits as it is woven.
        let returningPath: String
        /// The server's data directory, as the sessions left it.
        let dataPath: String
        /// The keys, the server's data and the recordings; kept while the tests read them.
        let directory: TemporaryDirectory
    }

    private static var made: Result<Session, any Error>?

    /// The session, recorded the first time it is asked for.
    static func session() async throws -> Session {
        if made == nil {
            do {
                made = .success(try await record())
            } catch {
                made = .failure(error)
            }
        }
        return try made!.get()
    }

    /// `weavy-demo-serve`, which SwiftPM built beside `weavy-demo`.
    static var serverExecutable: String {
        demoExecutable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            + "/" + ServeCommand.serverProgram
    }

    private static func record() async throws -> Session {
        let directory = try TemporaryDirectory()
        let login = try await directory.makeAuthorizedKey()
        let data = directory.file("data")
        let folder = directory.file("recordings")
        for path in [data, folder] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let server = try TerminalProcess(
            executable: serverExecutable,
            arguments: [
                "--listen", "127.0.0.1:0", "--authorized-keys", login.authorizedKeys, "--data-dir", data,
                "--theme", "dark", "--record-sessions", folder,
            ],
            environment: demoEnvironment(), size: Size(columns: 200, rows: 10))
        defer {
            if server.termination == nil { server.signal(SIGKILL) }
        }
        let port = try listeningPort(of: server)
        let client = try SSHClient.connect(toPort: port, as: user, key: login.key, size: size)
        let secret = DemoRecording.secret
        let ended = try await offMain { try typeTheTour(into: client, secret: secret) }
        guard ended == .exited(0) else { throw TestFailure("ssh \(ended); it wrote: \(client.text.debugDescription)") }
        let returning = try SSHClient.connect(toPort: port, as: user, key: login.key, size: size)
        let returned = try await offMain {
            _ = try returning.process.waitForOutput(containing: "Star Trek Beyond", timeout: 60)
            returning.process.waitForQuiet(0.15, timeout: 60)
            returning.type("q")
            return try returning.waitForExit(timeout: 60)
        }
        guard returned == .exited(0) else { throw TestFailure("ssh \(returned): \(returning.text.debugDescription)") }
        // The server ends its sessions' recordings before it exits on SIGTERM.
        server.signal(SIGTERM)
        let stopped = try server.waitForExit(timeout: 60)
        guard stopped == .exited(0) else { throw TestFailure("the server \(stopped): \(server.outputText)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted { $0.suffix(6) < $1.suffix(6) }
        guard names.count == 2, names[0].hasSuffix("-1.cast"), names[1].hasSuffix("-2.cast") else {
            throw TestFailure("the server made \(names.count) recordings, not two: \(names)")
        }
        return Session(
            path: folder + "/" + names[0], returningPath: folder + "/" + names[1], dataPath: data,
            directory: directory)
    }

    /// The port the server says it listens on, once it says so.
    private static func listeningPort(of server: TerminalProcess) throws -> Int {
        let end = try server.waitForOutput(containing: "; ssh -t -p ", timeout: 60)
        let said = String(decoding: server.output[..<end], as: UTF8.self)
        guard let match = said.firstMatch(of: /serving on 127\.0\.0\.1:(\d+)/), let port = Int(match.1) else {
            throw TestFailure("the server did not say its port: \(said.debugDescription)")
        }
        return port
    }

    /// Types the tour (`secret` as the API key), each key once the screen it leads to was
    /// sent, and returns how ssh ended.
    private nonisolated static func typeTheTour(
        into client: SSHClient, secret: String
    ) throws -> TerminalProcess.Termination {
        try typeDemoTour(into: client.process, secret: secret)
        client.type("q")
        return try client.waitForExit(timeout: 60)
    }

    /// The demo as the server began the session (a fresh data directory: the API key
    /// screen), built as the server builds it, on the replay's `terminal`, its settings
    /// popup titled `settingsTitle`. Its navigation starts when the replay starts it.
    static func app(on terminal: Terminal, settingsTitle: String = "Settings") throws -> ReplayedApp {
        let session = try makeSession(settingsTitle: settingsTitle)
        session.window.attach(to: terminal)
        return ReplayedApp(window: session.window, loom: session.loom, start: session.start)
    }

    /// A session as `weavy-demo-serve` makes one for ``user``, on a fresh data directory,
    /// or on a copy of the data directory at `dataPath` with the navigation the server
    /// kept there for ``user``.
    static func makeSession(settingsTitle: String = "Settings", copying dataPath: String? = nil) throws
        -> DemoServing.Session
    {
        let data = TemporaryDataDirectory()
        if let dataPath {
            for name in try FileManager.default.contentsOfDirectory(atPath: dataPath) {
                try FileManager.default.copyItem(atPath: dataPath + "/" + name, toPath: data.path + "/" + name)
            }
        }
        let options = try ServeCommand.parse(["--allow-anonymous", "--data-dir", data.path, "--theme", "dark"])
            .serveOptions(environment: [:])
        var saved: SavedNavigation?
        let files = NavigationFileStore(folder: DemoServing.navigationFolder(in: options.dataDirectory))
        if let bytes = FileManager.default.contents(atPath: files.path(for: user)) {
            let decoder = JSONDecoder()
            decoder.userInfo[NavigationRecord.weftTypesKey] = DemoServing.navigationWeftTypes
            let kept = try decoder.decode(SessionNavigation.self, from: bytes)
            saved = SavedNavigation(record: kept.record, appData: kept.appData)
        }
        return try DemoServing.makeSession(
            command: nil, store: try DemoServing.makeStore(options), savedNavigation: saved,
            settingsTitle: settingsTitle)
    }
}
