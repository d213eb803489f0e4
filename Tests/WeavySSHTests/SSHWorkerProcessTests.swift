import Foundation
import SSHClientTestSupport
import Testing
import WeavyTesting

@testable import WeavySSH

extension SSHTests {
    /// `SSHServerConfiguration.workerProcesses`: the probe program as the parent of worker
    /// processes that share one port, with real `ssh -tt` clients.
    @Suite("Worker processes")
    struct WorkerProcesses {
        /// Logs in until sessions have landed on `count` different workers (the kernel
        /// spreads connections by a hash of each one's addresses, so a few suffice; 24
        /// logins all landing on one of 2 workers would happen once in 8 million runs).
        private func spread(
            over server: WorkerServer, workers count: Int
        ) async throws -> [(client: SSHClient, worker: Int32)] {
            var sessions: [(client: SSHClient, worker: Int32)] = []
            for index in 0..<24 {
                sessions.append(try await server.logIn(as: "user\(index)"))
                if sessions.count >= 4, Set(sessions.map(\.worker)).count == count { break }
            }
            return sessions
        }

        @Test("Sessions land on every worker, each a child of the parent, and each works")
        func sessionsSpread() async throws {
            let server = try await WorkerServer(workers: 2)
            let sessions = try await spread(over: server, workers: 2)
            let workers = Set(sessions.map(\.worker))
            #expect(workers.count == 2, "every session landed on \(workers)")
            #expect(
                workers == server.workerPIDs,
                "the sessions' pids \(workers), the parent's children \(server.workerPIDs)")
            #expect(!workers.contains(server.parent.processIdentifier))
            for (client, _) in sessions { client.type("\r") }
            try await waitForScreens(sessions.map(\.client), "the item's page") { index, screen in
                screen.text.contains("user\(index) opened Item 1")
            }
            server.parent.terminate()
            try await waitUntil("the parent's end", timeout: 60) { server.endedAt != nil }
            #expect(server.parent.terminationStatus == 0)
        }

        @Test("SIGKILL to a worker ends its sessions only; new logins work; the parent starts it again")
        func killedWorker() async throws {
            let server = try await WorkerServer(workers: 2)
            let sessions = try await spread(over: server, workers: 2)
            let workers = Set(sessions.map(\.worker))
            try #require(workers.count == 2, "every session landed on \(workers)")
            let killed = sessions[0].worker
            kill(killed, SIGKILL)
            let onKilled = sessions.filter { $0.worker == killed }.map(\.client)
            let others = sessions.filter { $0.worker != killed }.map(\.client)
            let endings = try await offMain { try onKilled.map { try $0.waitForExit(timeout: 60) } }
            #expect(endings.allSatisfy { $0 != .exited(0) }, "the killed worker's clients ended \(endings)")
            // The other worker's sessions go on.
            for client in others { client.type("\r") }
            try await waitForScreens(others, "the item's page") { _, screen in screen.text.contains("opened Item 1") }
            #expect(others.allSatisfy { $0.process.termination == nil })
            // The parent starts the killed worker again.
            try await waitUntil("a new worker", timeout: 60) {
                let now = server.workerPIDs
                return now.count == 2 && !now.contains(killed)
            }
            let restarted = try #require(server.workerPIDs.subtracting(workers).first)
            // New logins work, and reach the new worker too.
            var reached = false
            for index in 0..<24 where !reached {
                let (client, worker) = try await server.logIn(as: "late\(index)")
                reached = worker == restarted
                client.type("\r")
                try await offMain { try client.waitForScreen(showing: "late\(index) opened Item 1", timeout: 60) }
            }
            #expect(reached, "no login reached the restarted worker \(restarted)")
            server.parent.terminate()
            try await waitUntil("the parent's end", timeout: 60) { server.endedAt != nil }
        }

        @Test("SIGTERM to the parent gives every client in every worker its terminal back; it exits 0 within 2 s")
        func terminatedParent() async throws {
            let server = try await WorkerServer(workers: 2)
            let sessions = try await spread(over: server, workers: 2)
            let clients = sessions.map(\.client)
            for client in clients {
                #expect(client.screen.isAlternateScreenActive && !client.screen.isCursorVisible)
            }
            let workers = server.workerPIDs
            let began = ContinuousClock.now
            kill(server.parent.processIdentifier, SIGTERM)
            try await waitUntil("the parent's end", timeout: 60) { server.endedAt != nil }
            let took = try #require(server.endedAt) - began
            #expect(took < .seconds(2), "the parent took \(took) to end")
            #expect(server.parent.terminationReason == .exit && server.parent.terminationStatus == 0)
            let endings = try await offMain { try clients.map { try $0.waitForExit(timeout: 60) } }
            for (index, client) in clients.enumerated() {
                #expect(endings[index] == .exited(0), "client \(index): \(endings[index])")
                #expect(!client.screen.isAlternateScreenActive, "client \(index)")
                #expect(client.screen.isCursorVisible && client.screen.privateModes == [25], "client \(index)")
                #expect(client.text.contains("weavy: the server is shutting down; goodbye"), "client \(index)")
                #expect(client.process.modes == client.process.initialModes, "client \(index)")
            }
            #expect(workers.allSatisfy { kill($0, 0) != 0 }, "workers left running: \(workers)")
        }
    }
}

extension SSHTests.WorkerProcesses {
    @Test(
        "run() says which signal stopped the server: SIGINT exits 130, SIGTERM 0, alone or as the workers' parent",
        arguments: [1, 2], [(number: SIGINT, status: Int32(130)), (number: SIGTERM, status: Int32(0))])
    func exitStatus(workers: Int, signal: (number: Int32, status: Int32)) async throws {
        let server = try await WorkerServer(workers: workers)
        let (client, _) = try await server.logIn(as: "user")
        kill(server.parent.processIdentifier, signal.number)
        try await waitUntil("the server's end", timeout: 60) { server.endedAt != nil }
        #expect(server.parent.terminationReason == .exit)
        #expect(
            server.parent.terminationStatus == signal.status,
            "\(workers) worker(s), signal \(signal.number): status \(server.parent.terminationStatus)")
        // The session is given back as on any stop: the client's ssh ends cleanly.
        let ending = try await offMain { try client.waitForExit(timeout: 60) }
        #expect(ending == .exited(0), "the client \(ending)")
        #expect(!client.screen.isAlternateScreenActive)
    }

    @Test("A worker reads only the assignment a parent writes; anything else is refused, not served")
    func assignments() {
        let written = WorkerAssignment(index: 2, count: 4, port: 2222, parentLink: 3)
        let value = String(written.environmentEntry.split(separator: "=", maxSplits: 1)[1])
        #expect(WorkerAssignment(parsing: value) == written)
        for bad in ["", "2/4:2222", "5/4:2222:3", "0/4:2222:3", "2/4:0:3", "2/4:2222:1", "x/4:2222:3"] {
            #expect(WorkerAssignment(parsing: bad) == nil, "\(bad)")
        }
        #expect(SSHServerRole(workerProcesses: 4, inherited: .malformed("x")) == .malformedAssignment("x"))
        #expect(SSHServerRole(workerProcesses: 4, inherited: .none) == .parent(count: 4))
        #expect(SSHServerRole(workerProcesses: 1, inherited: .none) == .alone)
        #expect(SSHServerRole(workerProcesses: 1, inherited: .assignment(written)) == .worker(written))
    }
}
