import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

@MainActor
@Suite("A demo session recorded by the demo's server through ssh -tt, replayed", .serialized)
struct DemoSSHRecordingTests {
    @Test("The server's recording replays green against the demo headless, screen by screen")
    func replaysGreen() async throws {
        let session = try await DemoSSHRecording.session()
        try assertReplays(recording: session.path) { terminal in try DemoSSHRecording.app(on: terminal) }
        let recording = try SessionRecording(contentsOf: session.path)
        #expect(recording.size == DemoSSHRecording.size)
        #expect(recording.terminalType == "xterm-256color")
        #expect(recording.markers.contains("MainWarp ← DemoWeft.apiKeyIsComplete"))
        #expect(recording.markers.contains { $0.hasPrefix("WishlistWarp ← DemoWeft.moviePicked(id: ") })
        #expect(recording.markers.contains("MainWarp ← DemoWeft.settings"))
        let name = (session.path as NSString).lastPathComponent
        #expect(name.wholeMatch(of: /\d{8}T\d{6}Z-ada-1\.cast/) != nil, "\(name)")
    }

    @Test("A changed label fails at the first screen with it, naming the knit before it")
    func changedLabelFails() async throws {
        let session = try await DemoSSHRecording.session()
        let mismatch = try #require(throws: ReplayMismatch.self) {
            try assertReplays(recording: session.path) { terminal in
                try DemoSSHRecording.app(on: terminal, settingsTitle: "Preferences")
            }
        }
        // The first screen compared after `s` opened the popup: the input after it.
        let recording = try SessionRecording(contentsOf: session.path)
        let inputs = recording.events.filter { if case .input = $0.event { true } else { false } }
        let settingsKey = try #require(inputs.firstIndex { $0.event == .input(Array("s".utf8)) })
        #expect(mismatch.line == inputs[settingsKey + 1].line)
        let markerBefore = recording.events.last { event in
            guard case .marker = event.event else { return false }
            return event.line < inputs[settingsKey + 1].line
        }
        #expect(markerBefore?.event == .marker("SettingsWarp ← DemoWeft.apiKey"))
        #expect(mismatch.marker == "SettingsWarp ← DemoWeft.apiKey")
        #expect(mismatch.recorded.text.contains("Settings"))
        #expect(!mismatch.recorded.text.contains("Preferences"))
        #expect(mismatch.replayed.text.contains("Preferences"))
        #expect(mismatch.description.contains("after the marker 'SettingsWarp ← DemoWeft.apiKey'"))
    }

    @Test("The recording's first marker is the root warp's first knit, before the first screen")
    func firstMarkerIsTheFirstKnit() async throws {
        let session = try await DemoSSHRecording.session()
        let recording = try SessionRecording(contentsOf: session.path)
        let served = try DemoSSHRecording.makeSession()
        defer { served.window.close() }
        let firstKnit = try firstKnitMarker(
            of: served.loom, window: served.window, size: DemoSSHRecording.size, start: served.start)
        #expect(firstKnit?.hasPrefix("MainWarp ← ") == true, "\(firstKnit ?? "no knit")")
        #expect(recording.markers.first == firstKnit)
        #expect(firstScreenHasMarker(recording), "the first screen has a marker to name")
    }

    @Test("A returning user's session, restored as it is woven, is marked from its first knit too")
    func returningSessionIsMarkedFromTheFirstKnit() async throws {
        let session = try await DemoSSHRecording.session()
        let recording = try SessionRecording(contentsOf: session.returningPath)
        let served = try DemoSSHRecording.makeSession(copying: session.dataPath)
        defer { served.window.close() }
        let firstKnit = try firstKnitMarker(
            of: served.loom, window: served.window, size: DemoSSHRecording.size, start: served.start)
        #expect(firstKnit?.hasPrefix("MainWarp ← ") == true, "\(firstKnit ?? "no knit")")
        #expect(recording.markers.first == firstKnit, "\(recording.markers)")
        #expect(recording.markers.contains { $0.hasPrefix("WishlistWarp ← ") }, "the tabs were restored")
    }

    @Test("The API key typed through ssh appears nowhere in the server's recording")
    func secretIsNotRecorded() async throws {
        let session = try await DemoSSHRecording.session()
        let recording = try SessionRecording(contentsOf: session.path)
        #expect(DemoRecording.secretPartsRecorded(in: recording) == [])
    }
}
