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
    /// The secret and the pieces of it a partial leak would show.
    static let secretParts = [secret, "s3cr3t", "Key-4242", "4242"]

    /// The pieces of ``secretParts`` that the events of `recording` hold. Only the events'
    /// bytes and names are read: a time such as 12.424242 is not the key.
    static func secretPartsRecorded(in recording: SessionRecording) -> [String] {
        let text = recording.events.map { timed in
            switch timed.event {
            case .output(let bytes), .input(let bytes): String(decoding: bytes, as: UTF8.self)
            case .marker(let name): name
            case .resize: ""
            }
        }.joined(separator: "\n")
        return secretParts.filter { text.contains($0) }
    }
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
        try typeDemoTour(into: process, secret: secret)
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
