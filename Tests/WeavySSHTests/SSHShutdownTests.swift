import Foundation
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("Shutdown")
    struct Shutdown {
        @Test("Shutting down gives every client its terminal back, says goodbye, and returns within 2 s")
        func givesTerminalsBack() async throws {
            var ended: [RunOutcome] = []
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                var app = listApp(request)
                app.onEnd = { ended.append($0) }
                return app
            }
            let terms = ["xterm-256color", "xterm", "screen-256color", "tmux-256color", "xterm-256color", "vt220"]
            let clients = try terms.enumerated().map { index, term in
                try server.connect(
                    as: "user\(index)", size: Size(columns: 50 + index * 7, rows: 12 + index), term: term)
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
    }
}
