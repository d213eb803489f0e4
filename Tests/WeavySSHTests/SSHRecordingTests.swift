import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("Sessions recorded by the server")
    struct Recordings {
        @Test("A session through ssh -tt is recorded to a file of its own, which replays green")
        func recordsAndReplays() async throws {
            let directory = try TemporaryDirectory()
            let folder = directory.file("recordings")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let server = try await TestServer(
                in: directory, authentication: SSHAuthentication(allowsAnonymous: true), recordingFolder: folder)
            let client = try server.connect(as: "ada", size: Size(columns: 60, rows: 12))
            let ended = try await offMain {
                // Each key once the screen it leads to is drawn, as a person types.
                try client.waitForScreen(showing: "Item 6")
                client.process.waitForQuiet(0.1, timeout: 60)
                client.type("j")
                client.process.waitForQuiet(0.1, timeout: 60)
                client.type("\r")
                try client.waitForScreen(showing: "ada opened Item 2")
                client.resize(to: Size(columns: 70, rows: 14))
                client.process.waitForQuiet(0.2, timeout: 60)
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0), "\(client.text)")
            await server.server.shutdown()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(names.count == 1)
            let name = try #require(names.first)
            #expect(name.wholeMatch(of: /\d{8}T\d{6}Z-ada-1\.cast/) != nil, "\(name)")
            let path = folder + "/" + name
            let recording = try SessionRecording(contentsOf: path)
            #expect(recording.size == Size(columns: 60, rows: 12))
            #expect(recording.terminalType == "xterm-256color")
            #expect(recording.events.contains { $0.event == .resize(Size(columns: 70, rows: 14)) })
            // The test client answers no OSC 11: the session drew the theme for an unknown
            // background, and the replay must choose the same.
            try assertReplays(recording: path, appearance: .unknown) { terminal in
                let app = listApp(SSHSessionRequest(user: "ada", terminalType: "xterm-256color", size: terminal.size))
                app.window.attach(to: terminal)
                return ReplayedApp(window: app.window)
            }
        }
    }
}
