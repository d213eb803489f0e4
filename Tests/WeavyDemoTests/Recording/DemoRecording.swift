import Glibc
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// One session of the demo recorded in a pseudo-terminal (`weavy-demo --record`): the
/// API key typed in (a secret), both tabs, a movie, the settings popup, a filter, quit.
/// Made once and shared by the tests that read it.
@MainActor
enum DemoRecording {
    /// The API key typed in the session: it must appear nowhere in the recording.
    static let secret = "s3cr3t-Key-4242"
    static let size = Size(columns: 100, rows: 30)

    struct Session {
        /// The recording.
        let path: String
    }

    private static var made: Result<Session, any Error>?

    /// The session, recorded the first time it is asked for.
    static func session() throws -> Session {
        if made == nil { made = Result { try record() } }
        return try made!.get()
    }

    private static func record() throws -> Session {
        let data = TemporaryDataDirectory()
        let path = data.directory.path(of: "tour.cast")
        let process = try TerminalProcess(
            executable: demoExecutable, arguments: ["--data-dir", data.path, "--theme", "dark", "--record", path],
            environment: demoEnvironment(), size: size)
        // Each step waits for what it leads to, then for the screen to settle.
        func step(_ keys: String, until text: String) throws {
            let offset = process.output.count
            if !keys.isEmpty { process.type(keys) }
            _ = try process.waitForOutput(containing: text, after: offset, timeout: 60)
            process.waitForQuiet(0.15, timeout: 60)
        }
        try step("", until: "type or paste your key")
        try step(secret, until: "•••••••••••••••")
        try step("\r", until: "Star Trek Beyond")
        try step("2", until: "Watched")
        try step("1", until: "Star Trek Beyond")
        try step("j", until: "Star Trek Beyond")
        try step("\r", until: "Director")
        try step("\u{1B}", until: "Star Trek Beyond")
        try step("s", until: "Settings")
        try step("\u{1B}", until: "Star Trek Beyond")
        try step("/", until: "filter")
        try step("star", until: "star")
        try step("\u{1B}", until: "Star Trek Beyond")
        process.type("q")
        let ended = try process.waitForExit(timeout: 60)
        guard ended == .exited(0) else { throw TerminalProcess.Failure(description: "the demo \(ended)") }
        return Session(path: path)
    }

    /// The demo as the session began (a fresh data directory: the API key screen), on
    /// the replay's `terminal`, its settings popup titled `settingsTitle`. It weaves when
    /// the replay starts it (after a replay that records anew follows its Loom).
    static func app(on terminal: Terminal, settingsTitle: String = "Settings") throws -> ReplayedApp {
        let data = TemporaryDataDirectory()
        let app = DemoApp(catalog: try Catalog.embedded(), dataDirectory: data.directory, settingsTitle: settingsTitle)
        let window = app.makeWindow()
        window.attach(to: terminal)
        return ReplayedApp(window: window, loom: app.loom, owner: app) { app.weave() }
    }
}
