import Foundation
import WeavyTesting

/// A client's window on a server: the `ssh` process in its pseudo-terminal, and a
/// terminal emulator fed with everything it wrote, to read its screen as a person would.
///
/// Used from one thread at a time (through ``offMain(_:)``).
package final class SSHClient: @unchecked Sendable {
    package let process: TerminalProcess
    package private(set) var screen: TerminalEmulator
    private var fed = 0

    package init(process: TerminalProcess, size: Size) {
        self.process = process
        screen = TerminalEmulator(size: size)
    }

    /// Starts an `ssh -tt` client (`-T` without `pseudoTerminal`) logging in as `user` to
    /// the server on the loopback `port`, on a terminal of `size` and `term`. The host key
    /// is taken on trust and nothing is kept (no known_hosts); with no `key`, no key is
    /// offered. `options` come before the defaults (the first value of an option wins in
    /// ssh).
    package static func connect(
        toPort port: Int, as user: String = "tester", key: String? = nil, size: Size = Size(columns: 80, rows: 24),
        term: String = "xterm-256color", pseudoTerminal: Bool = true, options: [String] = [],
        command: [String] = [], environment: [String: String] = [:]
    ) throws -> SSHClient {
        var arguments = [pseudoTerminal ? "-tt" : "-T"] + options
        arguments += ["-p", "\(port)", "-e", "none"]
        for option in [
            "StrictHostKeyChecking=no", "UserKnownHostsFile=/dev/null", "GlobalKnownHostsFile=/dev/null",
            "BatchMode=yes", "LogLevel=ERROR", "IdentitiesOnly=yes", "ConnectTimeout=30",
        ] {
            arguments += ["-o", option]
        }
        if let key {
            arguments += ["-i", key]
        } else {
            arguments += ["-o", "PubkeyAuthentication=no"]
        }
        arguments += ["\(user)@127.0.0.1"] + command
        var environment = environment
        environment["TERM"] = term
        return SSHClient(
            process: try TerminalProcess(
                executable: try OpenSSH.ssh, arguments: arguments, environment: environment, size: size),
            size: size)
    }

    /// Feeds the emulator what the client wrote since last time.
    package func update() {
        let output = process.output
        if output.count > fed {
            screen.feed(output[fed...])
            fed = output.count
        }
    }

    package var text: String { process.outputText }

    /// Waits until the screen satisfies `condition`, for `timeout` seconds at most.
    package func waitForScreen(
        _ what: String, timeout: Double = 60, until condition: (TerminalEmulator) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            update()
            if condition(screen) { return }
            if Date() > deadline {
                throw TestFailure("no \(what) within \(timeout)s; the screen:\n\(screen.text)")
            }
            if process.termination != nil {
                update()
                if condition(screen) { return }
                throw TestFailure("ssh \(process.termination!) before \(what); it wrote: \(text.debugDescription)")
            }
            usleep(5_000)
        }
    }

    /// Waits until the screen shows `text`.
    package func waitForScreen(showing text: String, timeout: Double = 60) throws {
        try waitForScreen("\"\(text)\" on the screen", timeout: timeout) { $0.text.contains(text) }
    }

    /// Types `text`.
    package func type(_ text: String) { process.type(text) }

    /// Resizes the client's terminal (ssh sends a window change) and the emulator with it.
    package func resize(to size: Size) {
        update()
        screen.resize(to: size)
        process.resize(to: size)
    }

    /// Waits for ssh to end, reading its last output.
    package func waitForExit(timeout: Double = 60) throws -> TerminalProcess.Termination {
        let ended = try process.waitForExit(timeout: timeout)
        update()
        return ended
    }
}

/// Waits, on a thread of its own, until every client's screen satisfies `condition`,
/// reading all of them in turn (none is left unread while another is waited for).
package func waitForScreens(
    _ clients: [SSHClient], _ what: String, timeout: Double = 60,
    until condition: @escaping @Sendable (Int, TerminalEmulator) -> Bool
) async throws {
    try await offMain {
        let deadline = Date().addingTimeInterval(timeout)
        var waiting = Set(clients.indices)
        while !waiting.isEmpty {
            for index in waiting.sorted() {
                let client = clients[index]
                client.update()
                if condition(index, client.screen) {
                    waiting.remove(index)
                } else if let ended = client.process.termination {
                    client.update()
                    guard condition(index, client.screen) else {
                        throw TestFailure(
                            "client \(index): ssh \(ended) before \(what); it wrote: \(client.text.debugDescription)")
                    }
                    waiting.remove(index)
                }
            }
            if !waiting.isEmpty && Date() > deadline {
                let first = waiting.sorted()[0]
                throw TestFailure(
                    "no \(what) within \(timeout)s on clients \(waiting.sorted()); client \(first):\n\(clients[first].screen.text)"
                )
            }
            usleep(5_000)
        }
    }
}
