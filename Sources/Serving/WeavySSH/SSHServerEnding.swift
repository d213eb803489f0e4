import Glibc

/// Why ``SSHServer/run()`` returned: which signal stopped the server, and the exit status
/// the process should end with for it.
///
/// `exit(try await server.run().exitStatus)` ends a server's `main` as shells expect.
public enum SSHServerEnding: Sendable, Equatable {
    /// SIGTERM: asked to stop, as a service manager or `kill` asks; a clean end.
    case terminated
    /// SIGINT: Ctrl-C where the server runs.
    case interrupted

    /// The exit status a shell expects for this ending: 0 after SIGTERM (a stop that was
    /// asked for and done), 130 after SIGINT (128 plus the signal's number, as a process
    /// that SIGINT ended reports).
    public var exitStatus: Int32 {
        switch self {
        case .terminated: 0
        case .interrupted: 128 + SIGINT
        }
    }

    /// The ending for a signal the server waits for: SIGINT interrupts, any other
    /// (SIGTERM) terminates.
    init(signal number: Int32) {
        self = number == SIGINT ? .interrupted : .terminated
    }
}
