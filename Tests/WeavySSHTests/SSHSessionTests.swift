import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("Sessions")
    struct Sessions {
        @Test("A client logs in with ssh -tt and sees its app")
        func logsIn() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(size: Size(columns: 60, rows: 12))
            let ended = try await offMain {
                try client.waitForScreen(showing: "Item 6")
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0), "\(client.text)")
            #expect(client.process.restorationProblems.isEmpty, "\(client.process.restorationProblems)")
            #expect(
                server.requests == [
                    SSHSessionRequest(user: "tester", terminalType: "xterm-256color", size: Size(columns: 60, rows: 12))
                ])
            await server.server.shutdown()
        }

        @Test("A session keeps the Loom it was given while it runs, and lets it go when it ends")
        func keepsItsLoom() async throws {
            final class Weak: @unchecked Sendable { weak var loom: Loom? }
            let held = Weak()
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                var app = listApp(request)
                let loom = Loom()
                held.loom = loom
                app.loom = loom
                return app
            }
            let client = try server.connect(size: Size(columns: 60, rows: 12))
            try await offMain { try client.waitForScreen(showing: "Item 6") }
            #expect(held.loom != nil, "the factory's Loom lives as long as the session")
            client.type("q")
            #expect(try await offMain { try client.waitForExit() } == .exited(0))
            try await waitUntil("the session ended") { server.server.sessionCount == 0 }
            // What the session's task and its channel held goes as they finish, in a turn
            // of the main queue or the event loop after the count is down.
            try await waitUntil("the session's Loom let go after it ended") { held.loom == nil }
            await server.server.shutdown()
        }

        @Test("Each session logs one line when it starts and one when it ends: who, TERM, size, how long, how")
        func logLines() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(as: "ada", size: Size(columns: 70, rows: 20), term: "screen-256color")
            let ended = try await offMain {
                try client.waitForScreen(showing: "Item 6")
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0))
            try await waitUntil("the session ended") { server.server.sessionCount == 0 }
            let started = server.logs.entries("session started")
            let finished = server.logs.entries("session ended")
            #expect(started.count == 1 && finished.count == 1, "\(server.logs.lines)")
            for entry in started + finished {
                #expect(entry.metadata["user"] == "ada")
                #expect(entry.metadata["term"] == "screen-256color")
                #expect(entry.metadata["size"] == "70x20")
            }
            #expect(finished.first?.metadata["ended"] == "quit")
            #expect(finished.first?.metadata["duration"]?.hasSuffix("s") == true)
            await server.server.shutdown()
        }

        @Test("Without a pseudo-terminal the client is told so in one sentence and ssh exits 2")
        func noPseudoTerminal() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(pseudoTerminal: false)
            let ended = try await offMain { try client.waitForExit() }
            #expect(ended == .exited(2))
            let said = client.text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(said == "weavy: this app needs a terminal: connect with ssh -t", "\(client.text.debugDescription)")
            #expect(server.requests.isEmpty)
            await server.server.shutdown()
        }

        @Test("The command given to ssh reaches the factory, with the user, TERM and size")
        func command() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(
                as: "ada", size: Size(columns: 70, rows: 20), term: "screen-256color", command: ["open", "item/3"])
            let ended = try await offMain {
                try client.waitForScreen(showing: "Item 6")
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0))
            #expect(
                server.requests == [
                    SSHSessionRequest(
                        user: "ada", terminalType: "screen-256color", size: Size(columns: 70, rows: 20),
                        command: "open item/3")
                ])
            await server.server.shutdown()
        }

        @Test("A TERM this machine has no terminfo entry for is served as xterm-256color")
        func unknownTerminalType() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(size: Size(columns: 60, rows: 15), term: "weavy-unknown-term")
            let ended = try await offMain {
                try client.waitForScreen("the list in the alternate screen") { screen in
                    screen.text.contains("Item 6") && screen.isAlternateScreenActive
                }
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0))
            #expect(server.requests.map(\.terminalType) == ["weavy-unknown-term"])
            #expect(client.screen.unrecognizedSequences.isEmpty, "\(client.screen.unrecognizedSequences)")
            #expect(client.process.restorationProblems.isEmpty, "\(client.process.restorationProblems)")
            await server.server.shutdown()
        }

        @Test("A factory's refusal reaches the client as one sentence with its exit status; another error, status 1")
        func refusal() async throws {
            struct Broken: Error, CustomStringConvertible {
                var description: String { "the catalog is not there" }
            }
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                if request.command == "crash" { throw Broken() }
                guard request.command == nil else {
                    throw SSHSessionRefusal("unknown command '\(request.command!)'; try 'open item/ID'", exitStatus: 3)
                }
                return listApp(request)
            }
            let client = try server.connect(command: ["fly", "away"])
            let ended = try await offMain { try client.waitForExit() }
            #expect(ended == .exited(3))
            let said = client.text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(said == "weavy: unknown command 'fly away'; try 'open item/ID'", "\(client.text.debugDescription)")
            #expect(server.server.sessionCount == 0)

            // Any other error the factory throws ends that session only, with status 1.
            let crashing = try server.connect(command: ["crash"])
            #expect(try await offMain { try crashing.waitForExit() } == .exited(1))
            let crashSaid = crashing.text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(crashSaid == "weavy: the catalog is not there", "\(crashing.text.debugDescription)")

            // The server goes on serving.
            let next = try server.connect()
            let nextEnded = try await offMain {
                try next.waitForScreen(showing: "Item 6")
                next.type("q")
                return try next.waitForExit()
            }
            #expect(nextEnded == .exited(0))
            await server.server.shutdown()
        }

        @Test("A window change lays the app out again at the new size")
        func windowChange() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(size: Size(columns: 50, rows: 12))
            try await offMain {
                try client.waitForScreen("the app at 50×12") { screen in
                    screen.lines.count == 12 && screen.lines[11].contains("quit")
                        && rightEdge(of: "Item 1", on: screen) >= 47
                }
                client.resize(to: Size(columns: 100, rows: 30))
                try client.waitForScreen("the app at 100×30") { screen in
                    screen.lines[29].contains("quit") && !screen.lines[11].contains("quit")
                        && rightEdge(of: "Item 1", on: screen) >= 97
                }
                client.resize(to: Size(columns: 40, rows: 10))
                try client.waitForScreen("the app at 40×10") { screen in
                    screen.lines[9].contains("quit") && rightEdge(of: "Item 1", on: screen) >= 37
                        && rightEdge(of: "Item 1", on: screen) <= 40
                }
                client.type("q")
                _ = try client.waitForExit()
            }
            await server.server.shutdown()
        }
    }
}

/// Where the line showing `text` ends (trailing spaces left out), or -1.
func rightEdge(of text: String, on screen: TerminalEmulator) -> Int {
    screen.lines.first { $0.contains(text) }?.count ?? -1
}
