import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("The doc comments' SSH code runs as they say")
    struct DocCommentCode {
        @Test("SSHServer: each client gets a session of its own; a change to the shared catalog shows on both")
        func serverExample() async throws {
            #expect(SSHDocCode.configuration().port == 2222)
            #expect(SSHDocCode.configuration().authentication.authorizedKeysPath == "authorized_keys")
            let directory = try TemporaryDirectory()
            let configuration = SSHServerConfiguration(
                port: 0, hostKeyPath: directory.file("host_key"),
                authentication: SSHAuthentication(allowsAnonymous: true))
            let (server, catalog) = SSHDocCode.server(configuration: configuration)
            let port = try await server.start()
            let size = Size(columns: 40, rows: 8)
            let ada = try SSHClient.connect(toPort: port, as: "ada", size: size)
            let grace = try SSHClient.connect(toPort: port, as: "grace", size: size)
            try await offMain {
                try ada.waitForScreen(showing: "Vertigo")
                try grace.waitForScreen(showing: "Vertigo")
            }
            #expect(server.sessionCount == 2)
            catalog.add("Solaris")
            let ended = try await offMain {
                try ada.waitForScreen(showing: "Solaris")
                try grace.waitForScreen(showing: "Solaris")
                ada.type("q")
                grace.type("q")
                return [try ada.waitForExit(), try grace.waitForExit()]
            }
            #expect(ended == [.exited(0), .exited(0)], "\(ada.text)\n\(grace.text)")
            try await waitUntil("both sessions ended") { server.sessionCount == 0 }
            await server.shutdown()
        }

        @Test("SSHSessionRefusal: an unknown command is refused in one sentence, with status 2")
        func refusal() throws {
            #expect(try SSHDocCode.link("open movie/42").id == 42)
            #expect(throws: SSHSessionRefusal("unknown command 'play'; try 'open movie/ID'", exitStatus: 2)) {
                try SSHDocCode.link("play")
            }
        }
    }
}
