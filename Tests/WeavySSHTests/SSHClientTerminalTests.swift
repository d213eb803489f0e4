import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    /// Each session asks its own client's terminal what it can do (real `ssh -tt`
    /// clients, whose pseudo-terminals answer as a terminal would).
    @MainActor
    @Suite("The client's own terminal")
    struct ClientTerminal {
        nonisolated static let question = "\u{1B}[>q\u{1B}[c"
        nonisolated static let whiteAnswer =
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\" + "\u{1B}P>|kitty(0.26.5)\u{1B}\\" + "\u{1B}[?62;c"
        nonisolated static let blackAnswer = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?64;1;2;6c"
        /// The list's title bar in the light theme, and in the dark.
        nonisolated static let lightTitleBar = "48;5;252"
        nonisolated static let darkTitleBar = "48;5;238"

        @Test("Two clients on one server, a white and a black terminal: each gets its own theme")
        func themePerClient() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let white = try server.connect(size: Size(columns: 60, rows: 12))
            let black = try server.connect(size: Size(columns: 60, rows: 12))
            let (whiteText, blackText) = try await offMain {
                for (client, answer) in [(white, Self.whiteAnswer), (black, Self.blackAnswer)] {
                    _ = try client.process.waitForOutput(containing: Self.question, timeout: 60)
                    client.type(answer)
                }
                for client in [white, black] {
                    try client.waitForScreen(showing: "Item 6", timeout: 60)
                    client.process.waitForQuiet(0.1)
                }
                let texts = (white.text, black.text)
                for client in [white, black] {
                    client.type("q")
                    _ = try client.waitForExit(timeout: 60)
                }
                return texts
            }
            #expect(whiteText.contains(Self.lightTitleBar) && !whiteText.contains(Self.darkTitleBar))
            #expect(blackText.contains(Self.darkTitleBar) && !blackText.contains(Self.lightTitleBar))
            await server.server.shutdown()
        }

        /// Like tmux 3.3a, a client that answers no OSC 11: the session cannot know its
        /// background, so it draws in the terminal's own colors, readable on white and black.
        @Test("A client that answers nothing gets the theme for either background, no palette color")
        func silentClient() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true))
            let client = try server.connect(size: Size(columns: 60, rows: 12))
            let text = try await offMain {
                try client.waitForScreen(showing: "Item 6", timeout: 60)
                client.process.waitForQuiet(0.1)
                client.type("q")
                _ = try client.waitForExit(timeout: 60)
                return client.text
            }
            #expect(text.contains("Item 6") && !text.contains("8;5;"), "\(text.debugDescription)")
            await server.server.shutdown()
        }

        @Test("The app's choice wins over the client's answer")
        func appChooses() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                var app = listApp(request)
                app.appearance = .dark
                return app
            }
            let client = try server.connect(size: Size(columns: 60, rows: 12))
            let text = try await offMain {
                _ = try client.process.waitForOutput(containing: Self.question, timeout: 60)
                client.type(Self.whiteAnswer)
                try client.waitForScreen(showing: "Item 6", timeout: 60)
                client.process.waitForQuiet(0.1)
                client.type("q")
                _ = try client.waitForExit(timeout: 60)
                return client.text
            }
            #expect(text.contains(Self.darkTitleBar) && !text.contains(Self.lightTitleBar))
            await server.server.shutdown()
        }

        @Test("Answers sent 2 s late, after the session gave up waiting, type nothing")
        func lateAnswers() async throws {
            let limits = SSHSessionLimits(clientAnswerTimeout: .milliseconds(100))
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true), limits: limits)
            let client = try server.connect(size: Size(columns: 60, rows: 12))
            try await offMain {
                try client.waitForScreen(showing: "Item 6", timeout: 60)
                usleep(2_000_000)
                // The `/` of `rgb:ffff/ffff/ffff`, typed, would open the list's filter.
                client.type(Self.whiteAnswer)
                client.process.waitForQuiet(0.3)
                client.type("\r")
                try client.waitForScreen(showing: "tester opened Item 1", timeout: 60)
                client.type("q")
                _ = try client.waitForExit(timeout: 60)
            }
            #expect(!client.screen.text.contains("ffff"), "\(client.screen.text)")
            await server.server.shutdown()
        }
    }
}
