import Foundation
import SSHClientTestSupport
import Weavy

/// A server with worker processes, run as a program of its own (Tests/Fixtures/
/// WeavySSHWorkerProbe, built beside the tests): the parent, its workers (the same
/// program run again), and the port they share. Each session's list names the pid of
/// the worker serving it.
final class WorkerServer: Sendable {
    let directory: TemporaryDirectory
    let parent: Process
    let port: Int
    /// When the parent ended, as its termination handler saw it.
    private let ended = EndTime()
    private let errorOutput: Pipe

    /// Starts the probe with `workers` workers and waits until it says all of them listen.
    init(workers: Int) async throws {
        directory = try TemporaryDirectory()
        let probe =
            CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/") + "/WeavySSHWorkerProbe"
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: probe)
        parent.arguments = ["\(workers)", directory.file("host_key")]
        let output = Pipe()
        errorOutput = Pipe()
        parent.standardOutput = output
        parent.standardError = errorOutput
        parent.standardInput = FileHandle.nullDevice
        let ended = self.ended
        parent.terminationHandler = { _ in ended.time.withLock { $0 = .now } }
        try parent.run()
        self.parent = parent
        let errors = errorOutput
        port = try await offMain {
            // The first line is `ready PORT`, or nothing when the probe fails.
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty {
                    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    throw TestFailure("the worker probe ended before it listened: \(log)")
                }
                line += chunk
            }
            let words = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard words.count >= 2, words[0] == "ready",
                let port = Int(words[1].trimmingCharacters(in: .whitespacesAndNewlines))
            else { throw TestFailure("the worker probe said \(String(decoding: line, as: UTF8.self))") }
            return port
        }
    }

    deinit {
        if parent.isRunning { parent.terminate() }
    }

    /// The parent's child processes now: its workers.
    var workerPIDs: Set<Int32> {
        let pid = parent.processIdentifier
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var children: Set<Int32> = []
        for task in tasks {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            children.formUnion(text.split(separator: " ").compactMap { Int32($0) })
        }
        return children
    }

    /// When the parent ended, if it has.
    var endedAt: ContinuousClock.Instant? { ended.time.withLock { $0 } }

    private final class EndTime: Sendable {
        let time = LockedState<ContinuousClock.Instant?>(nil)
    }

    /// Logs in as `user` and waits for the list; returns the client and the pid of the
    /// worker its title names.
    func logIn(as user: String) async throws -> (client: SSHClient, worker: Int32) {
        let client = try SSHClient.connect(toPort: port, as: user)
        return try await offMain {
            try client.waitForScreen("\(user)'s list", timeout: 60) { $0.text.contains("Item 2") }
            let title = client.screen.text.split(separator: "\n").first { $0.contains("from pid ") } ?? ""
            guard let pid = title.split(separator: " ").last.flatMap({ Int32($0) }) else {
                throw TestFailure("no worker pid in the title: \(client.screen.text)")
            }
            return (client, pid)
        }
    }
}
