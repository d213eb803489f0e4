import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("Limits")
    struct Limits {
        @Test("Past the maximum sessions the next client is told the server is full; a freed place is taken again")
        func maximumSessions() async throws {
            let server = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), limits: SSHSessionLimits(maximumSessions: 2))
            let first = try server.connect(as: "first")
            let second = try server.connect(as: "second")
            try await waitForScreens([first, second], "the list") { _, screen in screen.text.contains("Item 6") }

            let third = try server.connect(as: "third")
            let ended = try await offMain { try third.waitForExit() }
            #expect(ended == .exited(1))
            let said = third.text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(said == "weavy: the server is full (2 sessions); try again later", "\(third.text.debugDescription)")
            #expect(server.server.sessionCount == 2)
            #expect(
                server.requests.map(\.user) == ["first", "second"]
                    || server.requests.map(\.user) == ["second", "first"])

            first.type("q")
            #expect(try await offMain { try first.waitForExit() } == .exited(0))
            try await waitUntil("the first session ended") { server.server.sessionCount == 1 }
            let fourth = try server.connect(as: "fourth")
            try await waitForScreens([fourth, second], "the list") { _, screen in screen.text.contains("Hello") }
            for client in [second, fourth] { client.type("q") }
            let endings = try await offMain { try [second, fourth].map { try $0.waitForExit() } }
            #expect(endings == [.exited(0), .exited(0)])
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }

        @Test("A client that stops reading is disconnected while another session keeps working")
        func stoppedReader() async throws {
            let (floods, server, calm, flood) = try await FloodedLabels.serveCalmAndStopped(
                maximumUnsentOutput: 64 << 10)

            // The flooded session's screen changes whole until the server gives up on its
            // client; the calm one answers meanwhile.
            let answering = Task.detached { try await answer(calm, times: 3) }
            try await floods.flood { server.server.sessionCount == 2 }
            #expect(server.server.sessionCount == 1, "the client that stopped reading is still served")
            #expect(server.logs.endings == ["stoppedReading"])
            try await answering.value
            try await answer(calm, times: 2)

            flood.process.signal(SIGCONT)
            let floodEnded = try await offMain { try flood.waitForExit(timeout: 30) }
            #expect(floodEnded != .exited(0), "\(floodEnded)")
            calm.type("q")
            #expect(try await offMain { try calm.waitForExit() } == .exited(0))
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }

        @Test("A client killed in the middle of frames ends its own session only")
        func killedMidFrame() async throws {
            let floods = FloodedLabels()
            let server = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), makeApp: floods.app)
            let calm = try server.connect(as: "calm", size: Size(columns: 60, rows: 15))
            let flood = try server.connect(as: "flood", size: FloodedLabels.size)
            try await waitForScreens([calm, flood], "the apps") { index, screen in
                screen.text.contains(index == 0 ? "Item 6" : "waiting")
            }
            let answering = Task.detached { try await answer(calm, times: 3) }
            var frames = 0
            try await floods.flood {
                frames += 1
                if frames == 20 { flood.process.signal(SIGKILL) }
                return server.server.sessionCount == 2
            }
            #expect(server.server.sessionCount == 1)
            #expect(server.logs.endings == ["clientLeft"])
            #expect(try await offMain { try flood.waitForExit() } == .signaled(SIGKILL))
            try await answering.value
            calm.type("q")
            #expect(try await offMain { try calm.waitForExit() } == .exited(0))
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }

        @Test("A client sending 1 MB of random bytes does not stop another session from answering")
        func randomFlood() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                guard request.user == "noisy" else { return listApp(request) }
                // No quit key, and Ctrl-C does nothing: the noise cannot end the session.
                let list = ListView(title: "noise", items: (1...500).map { "Row \($0)" }) { ListView.Row($0) }
                let window = Window(content: NavigationStack(root: list))
                window.bind(.control("c")) {}
                list.onActivate = { item, _ in list.title = item }
                return SSHSessionApp(window: window)
            }
            let calm = try server.connect(as: "calm", size: Size(columns: 60, rows: 15))
            let noisy = try server.connect(as: "noisy", size: Size(columns: 100, rows: 30))
            try await waitForScreens([calm, noisy], "the apps") { index, screen in
                screen.text.contains(index == 0 ? "Item 6" : "Row 1")
            }
            var random = SeededRandom(seed: 0x1_0000)
            let noise = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let sending = Task.detached { try await offMain { noisy.process.send(noise, timeout: 60) } }
            try await answer(calm, times: 3)
            let sent = try await sending.value
            #expect(sent == noise.count, "the server stopped taking the noise after \(sent) bytes")
            try await answer(calm, times: 1)
            #expect(server.server.sessionCount == 2, "the noise ended a session")

            noisy.process.signal(SIGKILL)
            _ = try await offMain { try noisy.waitForExit() }
            try await waitUntil("the noisy session ended") { server.server.sessionCount == 1 }
            calm.type("q")
            #expect(try await offMain { try calm.waitForExit() } == .exited(0))
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }

        @Test("A client killed with much input still unhandled ends its session at once, not after that input")
        func killedWithInputQueued() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                let label = Label("slow keys")
                let window = Window(content: label)
                // Each x takes a millisecond of the main actor: 256 kB would take minutes.
                window.bind("x") { usleep(1_000) }
                return SSHSessionApp(window: window)
            }
            let client = try server.connect(as: "slow")
            try await offMain { try client.waitForScreen(showing: "slow keys") }
            let keys = [UInt8](repeating: UInt8(ascii: "x"), count: 256 << 10)
            let sent = try await offMain { client.process.send(keys, timeout: 5) }
            // The server took in more than its 64 kB of pending input (the SSH window holds
            // the rest): what a session that went on with it would need minutes for.
            #expect(sent > 128 << 10, "only \(sent) bytes were taken")
            client.process.signal(SIGKILL)
            _ = try await offMain { try client.waitForExit() }
            try await waitUntil("the session of the killed client ended", timeout: 15) {
                server.server.sessionCount == 0
            }
            #expect(server.logs.endings == ["clientLeft"])
            await server.server.shutdown()
        }

        @Test("A client that types faster than its session handles is held back within about 2 MB")
        func heldBack() async throws {
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                let window = Window(content: Label("slow keys"))
                window.bind("x") { usleep(1_000) }
                return SSHSessionApp(window: window)
            }
            let client = try server.connect(as: "slow")
            try await offMain { try client.waitForScreen(showing: "slow keys") }
            // At a millisecond a key, the session handles 3 kB in the 3 s send waits for
            // progress: the rest is what the server and the pipes took in (the SSH window,
            // 2 MB, and the sockets' and ssh's buffers).
            let keys = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
            let sent = try await offMain { client.process.send(keys, timeout: 3) }
            #expect(sent < 3 << 20, "\(sent) bytes were taken in for a session that handled a few kB")
            client.process.signal(SIGKILL)
            _ = try await offMain { try client.waitForExit() }
            try await waitUntil("the session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }

        @Test("A session idle past the timeout is told goodbye and closed; one that types stays")
        func idleTimeout() async throws {
            let server = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true),
                // The clients' terminals answer no question: they are given up on at once.
                limits: SSHSessionLimits(idleTimeout: .seconds(1), clientAnswerTimeout: .milliseconds(50)))
            let idle = try server.connect(as: "idle")
            let busy = try server.connect(as: "busy")
            try await waitForScreens([idle, busy], "the list") { _, screen in screen.text.contains("Item 6") }
            let ended = try await offMain {
                // Busy moves every 200 ms, well inside the second, until idle is gone.
                var moves = 0
                while idle.process.termination == nil, moves < 300 {
                    busy.type(moves % 10 < 5 ? "j" : "k")
                    moves += 1
                    usleep(200_000)
                    busy.update()
                }
                return try idle.waitForExit()
            }
            #expect(ended == .exited(0))
            #expect(idle.text.contains("weavy: no input for 1 second; goodbye"), "\(idle.text.debugDescription)")
            #expect(!idle.screen.isAlternateScreenActive && idle.screen.privateModes == [25])
            #expect(idle.process.restorationProblems.isEmpty, "\(idle.process.restorationProblems)")
            #expect(busy.process.termination == nil, "the busy session was ended too: \(busy.text.debugDescription)")
            try await waitUntil("the idle session ended") { server.server.sessionCount == 1 }
            #expect(server.logs.endings == ["idle"])

            busy.type("q")
            #expect(try await offMain { try busy.waitForExit() } == .exited(0))
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            await server.server.shutdown()
        }
    }
}

/// Sessions of `flood` show one label; every other user gets ``listApp(_:)``.
@MainActor
final class FloodedLabels {
    static let size = Size(columns: 250, rows: 80)
    private var labels: [Label] = []

    func app(_ request: SSHSessionRequest) -> SSHSessionApp {
        guard request.user == "flood" else { return listApp(request) }
        let label = Label("waiting")
        labels.append(label)
        return SSHSessionApp(window: Window(content: label))
    }

    /// A server with a calm session (``listApp(_:)``) and a flooded one whose client is
    /// stopped (SIGSTOP): it reads nothing more.
    static func serveCalmAndStopped(
        maximumUnsentOutput: Int
    ) async throws -> (floods: FloodedLabels, server: TestServer, calm: SSHClient, flood: SSHClient) {
        let floods = FloodedLabels()
        let server = try await TestServer(
            authentication: SSHAuthentication(allowsAnonymous: true),
            limits: SSHSessionLimits(maximumUnsentOutput: maximumUnsentOutput), makeApp: floods.app)
        let calm = try server.connect(as: "calm", size: Size(columns: 60, rows: 15))
        let flood = try server.connect(as: "flood", size: Self.size)
        try await waitForScreens([calm, flood], "the apps") { index, screen in
            screen.text.contains(index == 0 ? "Item 6" : "waiting")
        }
        flood.process.signal(SIGSTOP)
        try await offMain { try flood.process.waitForStop() }
        return (floods, server, calm, flood)
    }

    /// Changes every flooded label's whole text, as fast as the main actor lets it, while
    /// `going` says so (60 s at most).
    func flood(while going: () -> Bool) async throws {
        var random = SeededRandom(seed: 0x5107)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let texts = (0..<8).map { _ in
            String((0..<(Self.size.columns * (Self.size.rows - 2))).map { _ in letters.randomElement(using: &random)! })
        }
        let deadline = ContinuousClock.now + .seconds(60)
        var frame = 0
        while going(), ContinuousClock.now < deadline {
            for label in labels { label.text = texts[frame % texts.count] }
            frame += 1
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// Opens `times` items one after the other on a client of ``listApp(_:)`` and goes
/// back each time, waiting for each page: the session answers.
func answer(_ client: SSHClient, times: Int) async throws {
    try await offMain {
        for _ in 0..<times {
            client.type("\r")
            try client.waitForScreen(showing: "opened Item 1")
            client.type("h")
            try client.waitForScreen("the list again") { !$0.text.contains("opened Item") }
        }
    }
}
