import Foundation
import SSHClientTestSupport
import Testing
import WeavyTesting

@testable import WeavySSH

extension SSHTests {
    @MainActor
    @Suite("Shutdown")
    struct Shutdown {
        @Test("Shutting down with 20 sessions gives every client its terminal back, says goodbye, returns within 2 s")
        func givesTerminalsBack() async throws {
            var ended: [RunOutcome] = []
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                var app = listApp(request)
                app.onEnd = { ended.append($0) }
                return app
            }
            // Twenty sessions, as the acceptance asks.
            let kinds = ["xterm-256color", "xterm", "screen-256color", "tmux-256color", "vt220"]
            let terms = (0..<20).map { kinds[$0 % kinds.count] }
            let clients = try terms.enumerated().map { index, term in
                try server.connect(
                    as: "user\(index)", size: Size(columns: 50 + index * 3, rows: 12 + index % 10), term: term)
            }
            try await waitForScreens(clients, "the list") { _, screen in screen.text.contains("Item 6") }
            // Some are on an item's page, some on the list: the app set its modes on all.
            for client in clients.prefix(3) { client.type("jj\r") }
            try await waitForScreens(Array(clients.prefix(3)), "the page") { _, screen in
                screen.text.contains("opened Item 3")
            }
            for (client, term) in zip(clients, terms) where term != "vt220" {
                #expect(client.screen.isAlternateScreenActive)
                #expect(!client.screen.isCursorVisible)
                #expect(client.screen.privateModes.contains(1000), "mouse reports: \(client.screen.privateModes)")
            }
            #expect(server.server.sessionCount == terms.count)

            let began = ContinuousClock.now
            await server.server.shutdown()
            let took = ContinuousClock.now - began
            #expect(took < .seconds(2), "shutdown took \(took)")
            #expect(server.server.sessionCount == 0)
            #expect(ended.count == terms.count && ended.allSatisfy { $0 == .signal(SIGTERM) }, "\(ended)")

            let endings = try await offMain { try clients.map { try $0.waitForExit(timeout: 10) } }
            for (index, client) in clients.enumerated() {
                let term = terms[index]
                #expect(endings[index] == .exited(0), "\(term): \(endings[index])")
                let screen = client.screen
                #expect(!screen.isAlternateScreenActive, "\(term)")
                #expect(screen.isCursorVisible, "\(term)")
                #expect(screen.privateModes == [25], "\(term): modes left set: \(screen.privateModes)")
                #expect(client.text.contains("weavy: the server is shutting down; goodbye"), "\(term)")
                // What ssh put in raw mode is given back too.
                #expect(client.process.modes == client.process.initialModes, "\(term)")
                if term.hasPrefix("xterm") {
                    #expect(client.process.restorationProblems.isEmpty, "\(client.process.restorationProblems)")
                }
            }
            // Nobody new gets in once it is down.
            let late = try server.connect(as: "late")
            #expect(try await offMain { try late.waitForExit() } == .exited(255))
        }

        @Test("A client that stopped reading does not hold shutdown past 2 s, nor keep the others from their goodbye")
        func stoppedClient() async throws {
            let (floods, server, calm, flood) = try await FloodedLabels.serveCalmAndStopped(
                maximumUnsentOutput: 256 << 20)
            // Enough frames (each about 20 kB) to fill what ssh's channel window and the
            // sockets hold for the stopped client, far below the cap on unsent output.
            var frames = 0
            try await floods.flood {
                frames += 1
                return frames < 150
            }
            #expect(server.server.sessionCount == 2, "the stopped client was let go before shutdown")

            let began = ContinuousClock.now
            await server.server.shutdown()
            let took = ContinuousClock.now - began
            #expect(took < .seconds(2), "shutdown took \(took)")
            #expect(server.server.sessionCount == 0)
            #expect(try await offMain { try calm.waitForExit() } == .exited(0))
            #expect(calm.text.contains("weavy: the server is shutting down; goodbye"))
            #expect(!calm.screen.isAlternateScreenActive && calm.screen.privateModes == [25])

            flood.process.signal(SIGCONT)
            let ended = try await offMain { try flood.waitForExit(timeout: 30) }
            #expect(ended == .exited(0) || ended == .exited(255), "\(ended)")
        }

        @Test(
            "run() ends on SIGTERM, and a second server's run() in the same process on SIGINT, saying which, giving terminals back"
        )
        func signals() async throws {
            for (signal, expected) in [(SIGTERM, SSHServerEnding.terminated), (SIGINT, .interrupted)] {
                let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
                let clients = try (0..<3).map { try server.connect(as: "user\($0)") }
                try await waitForScreens(clients, "the list") { _, screen in screen.text.contains("Item 6") }
                var ended = false
                var ending: SSHServerEnding?
                Task { @MainActor in
                    ending = try await server.server.run()
                    ended = true
                }
                // Sent before run() waits for them, the signals would end the test process.
                try await waitUntil("run() waiting for signals") { ServerSignals.isWaiting }
                #expect(!hasDefaultAction(SIGTERM) && !hasDefaultAction(SIGINT))
                let began = ContinuousClock.now
                kill(getpid(), signal)
                // Should run() miss the signal, it is left waiting and the test fails here.
                try await waitUntil("run() ended by signal \(signal)", timeout: 10) { ended }
                let took = ContinuousClock.now - began
                #expect(took < .seconds(2), "run() took \(took) to end after signal \(signal)")
                #expect(ending == expected, "run() said \(String(describing: ending)) after signal \(signal)")
                let endings = try await offMain { try clients.map { try $0.waitForExit() } }
                #expect(endings.allSatisfy { $0 == .exited(0) }, "\(endings)")
                for client in clients {
                    #expect(client.text.contains("weavy: the server is shutting down; goodbye"))
                    #expect(client.process.restorationProblems.isEmpty, "\(client.process.restorationProblems)")
                }
            }
        }
    }
}

/// Whether `signal` has its default action (ending the process) now.
func hasDefaultAction(_ signal: Int32) -> Bool {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return action.__sigaction_handler.sa_handler == nil
}
