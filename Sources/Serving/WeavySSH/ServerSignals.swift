import Dispatch
import Glibc

/// The server's process-wide signal handling: SIGTERM and SIGINT end ``SSHServer/run()``
/// gracefully instead of killing the process; SIGPIPE is ignored (a client that vanished
/// is a closed channel, not a reason to die).
enum ServerSignals {
    /// Waits until SIGTERM or SIGINT arrives, then puts their default actions back.
    @MainActor
    static func waitForTermination() async {
        signal(SIGPIPE, SIG_IGN)
        let watched = [SIGTERM, SIGINT]
        var sources: [any DispatchSourceSignal] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            for number in watched {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler {
                    guard !resumed else { return }
                    resumed = true
                    continuation.resume()
                }
                source.resume()
                sources.append(source)
            }
        }
        for source in sources { source.cancel() }
        for number in watched { signal(number, SIG_DFL) }
    }
}
