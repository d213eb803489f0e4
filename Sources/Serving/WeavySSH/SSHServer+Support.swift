import Dispatch
import NIOCore
import NIOPosix

extension Duration {
    /// Seconds with one decimal: `12.3s`.
    var secondsText: String {
        let tenths = components.seconds * 10 + components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }
}

extension Duration {
    /// Whole minutes, else seconds (rounded up), in words: `30 minutes`, `1 second`.
    var spokenText: String {
        let (seconds, attoseconds) = components
        let whole = seconds + (attoseconds > 0 ? 1 : 0)
        if whole >= 60, whole % 60 == 0 { return whole == 60 ? "1 minute" : "\(whole / 60) minutes" }
        return whole == 1 ? "1 second" : "\(whole) seconds"
    }
}

extension RunOutcome {
    /// The exit status a client's `ssh` returns for a session that ended this way.
    var exitStatus: Int {
        switch self {
        case .quit, .inputClosed, .signal: 0
        case .interrupted: 130
        case .notStarted: 1
        }
    }
}

// Waiting on the main actor, never on the global executor: its worker threads start
// libdispatch's pool monitor, a one-second timer that would then wake an idle server
// forever.
extension EventLoopFuture where Value: Sendable {
    /// The future's value, awaited without leaving the main actor.
    @MainActor
    func valueOnMain() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            whenComplete { continuation.resume(with: $0) }
        }
    }
}

extension MultiThreadedEventLoopGroup {
    /// Shuts the group down, awaited without leaving the main actor.
    @MainActor
    func shutDownOnMain() async {
        await withCheckedContinuation { continuation in
            shutdownGracefully(queue: .main) { _ in continuation.resume() }
        }
    }
}
