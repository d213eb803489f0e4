import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

@MainActor
@Suite("A demo session recorded in a pseudo-terminal, replayed and played", .serialized)
struct DemoRecordingTests {
    @Test("The recording replays green against the demo, screen by screen")
    func replaysGreen() throws {
        let session = try DemoRecording.session()
        try assertReplays(recording: session.path) { terminal in try DemoRecording.app(on: terminal) }
        let recording = try SessionRecording(contentsOf: session.path)
        #expect(recording.size == DemoRecording.size)
        #expect(recording.markers.contains("MainWarp ← DemoWeft.apiKeyIsComplete"))
        #expect(recording.markers.contains { $0.hasPrefix("WishlistWarp ← DemoWeft.moviePicked(id: ") })
        #expect(recording.markers.contains("MainWarp ← DemoWeft.settings"))
    }

    @Test("The recording's first marker is the root warp's first knit, before the first screen")
    func firstMarkerIsTheFirstKnit() throws {
        let recording = try SessionRecording(contentsOf: try DemoRecording.session().path)
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let app = DemoApp(catalog: try Catalog.embedded(), dataDirectory: data.directory)
        let window = app.makeWindow()
        defer { window.close() }
        let firstKnit = try firstKnitMarker(of: app.loom, window: window, size: DemoRecording.size) { app.weave() }
        #expect(firstKnit?.hasPrefix("MainWarp ← ") == true, "\(firstKnit ?? "no knit")")
        #expect(recording.markers.first == firstKnit)
        #expect(firstScreenHasMarker(recording), "the first screen has a marker to name")
    }

    @Test("A changed label fails at the first screen with it, naming the knit before it")
    func changedLabelFails() throws {
        let session = try DemoRecording.session()
        let mismatch = try #require(throws: ReplayMismatch.self) {
            try assertReplays(recording: session.path) { terminal in
                try DemoRecording.app(on: terminal, settingsTitle: "Preferences")
            }
        }
        // The first screen compared after `s` opened the popup: the input after it.
        let recording = try SessionRecording(contentsOf: session.path)
        let inputs = recording.events.filter { if case .input = $0.event { true } else { false } }
        let settingsKey = try #require(inputs.firstIndex { $0.event == .input(Array("s".utf8)) })
        #expect(mismatch.line == inputs[settingsKey + 1].line)
        #expect(mismatch.marker == "SettingsWarp ← DemoWeft.apiKey")
        #expect(mismatch.recorded.text.contains("Settings"))
        #expect(mismatch.replayed.text.contains("Preferences"))
        #expect(mismatch.description.contains("after the marker '\(mismatch.marker ?? "")'"))
    }

    @Test("The API key typed in appears nowhere in the recording; its keys are kept, masked")
    func secretIsNotRecorded() throws {
        let session = try DemoRecording.session()
        let recording = try SessionRecording(contentsOf: session.path)
        #expect(DemoRecording.secretPartsRecorded(in: recording) == [])
        let masked = String(repeating: "*", count: DemoRecording.secret.count)
        let typed = recording.events.compactMap { if case .input(let bytes) = $0.event { bytes } else { nil } }
        #expect(typed.reduce([], +).filter { $0 == UInt8(ascii: "*") }.count == masked.count)
    }

    @Test("asciinema plays the recording, and its last screen is the demo's")
    func asciinemaPlaysIt() throws {
        guard let asciinema = Asciinema.path else {
            #expect(!Asciinema.isRequired, "asciinema is not installed: scripts/install-asciinema.sh installs it")
            return
        }
        let session = try DemoRecording.session()
        let home = TemporaryDataDirectory()
        defer { home.remove() }
        let player = try TerminalProcess(
            executable: asciinema, arguments: ["play", "--idle-time-limit", "0.05", session.path],
            environment: demoEnvironment(["HOME": home.path]), size: DemoRecording.size)
        let ended = try player.waitForExit(timeout: 60)
        #expect(ended == .exited(0))
        var played = TerminalEmulator(size: DemoRecording.size)
        played.feed(player.output)
        // The demo's last screen: where the replay (which matched every screen) ended.
        let replay = SessionReplay(try SessionRecording(contentsOf: session.path))
        let demo = try replay.run { terminal in try DemoRecording.app(on: terminal) }.lastScreen
        #expect(played.text.contains("Star Trek Beyond"))
        // Cells, text and styles; the cursor is the player's own business once it ends.
        let differences = Snapshot.differences(
            Self.cells(demo), Self.cells(played.snapshot), labels: ("demo", "asciinema"))
        #expect(differences == nil)
    }

    private static func cells(_ snapshot: Snapshot) -> Snapshot {
        Snapshot(size: snapshot.size, rows: snapshot.rows, cursor: nil)
    }
}

/// Debian's `asciinema`, where it is installed.
enum Asciinema {
    static let path = ["/usr/bin/asciinema", "/usr/local/bin/asciinema"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    /// `WEAVY_REQUIRE_ASCIINEMA=1` (test.sh sets it) makes its absence a failure.
    static let isRequired = ProcessInfo.processInfo.environment["WEAVY_REQUIRE_ASCIINEMA"] == "1"
}

@MainActor
@Suite("Asking the demo to record")
struct DemoRecordOptionTests {
    @Test("WEAVY_RECORD records the session as --record does")
    func environmentRecords() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let path = data.directory.path(of: "env.cast")
        let process = try startDemo(data: data, environment: ["WEAVY_RECORD": path])
        process.type("q")
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        let recording = try SessionRecording(contentsOf: path)
        #expect(recording.size == Size(columns: 100, rows: 30))
        #expect(recording.markers.contains("WishlistWarp ← DemoWeft.movieList"), "\(recording.events.prefix(3))")
        #expect(recording.events.last { if case .input = $0.event { true } else { false } }?.event == .input([0x71]))
    }

    @Test("A recording that cannot be made stops the demo before the terminal, in one sentence")
    func unwritablePath() {
        let run = runDemoWithoutTerminal(["--record", "/nonexistent/folder/x.cast", "--data-dir", "/tmp"])
        #expect(run.termination == .exited(1))
        #expect(
            run.standardError
                == "weavy-demo: error: cannot create the recording /nonexistent/folder/x.cast: No such file or directory\n"
        )
        let headless = runDemoWithoutTerminal(["--headless", "--record", "x.cast"])
        #expect(headless.termination == .exited(2))
        #expect(headless.standardError.contains("--record records a session on the terminal"))
    }
}
