import Dispatch
import Glibc

/// The server's process-wide signal handling: SIGTERM and SIGINT end ``SSHServer/run()``
/// gracefully instead of killing the process; SIGPIPE is ignored (a client that vanished
/// is a closed channel, not a reason to die).
///
/// The signals are watched from the first wait on, for the rest of the process: on Linux,
/// libdispatch installs its handler for a signal only the first time a source watches
/// it, so a source made again after one was cancelled (a second `run()` in the same
/// process) never fires. One that arrives while nothing waits ends the process, as its
/// default action would.
enum ServerSignals {
    private static let watched = [SIGTERM, SIGINT]
    @MainActor private static var sources: [any DispatchSourceSignal] = []
    @MainActor private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Whether a wait is under way (for tests, which may then send the signals).
    @MainActor static var isWaiting: Bool { !waiting.isEmpty }

    /// Waits until SIGTERM or SIGINT arrives.
    @MainActor
    static func waitForTermination() async {
        signal(SIGPIPE, SIG_IGN)
        if sources.isEmpty {
            for number in watched {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler { MainActor.assumeIsolated { arrived(number) } }
                source.resume()
                sources.append(source)
            }
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    @MainActor
    private static func arrived(_ number: Int32) {
        guard !waiting.isEmpty else {
            signal(number, SIG_DFL)
            raise(number)
            return
        }
        let resumed = waiting
        waiting.removeAll()
        for continuation in resumed { continuation.resume() }
    }
}
