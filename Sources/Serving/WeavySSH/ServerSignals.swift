import Foundation
import Glibc

/// The server's process-wide signal handling: SIGTERM and SIGINT end ``SSHServer/run()``
/// gracefully instead of killing the process; SIGPIPE is ignored (a client that vanished
/// is a closed channel, not a reason to die).
///
/// The handler writes a byte to a pipe that one thread waits on in `read`: nothing polls,
/// so an idle server does not wake (a dispatch signal source keeps a one-second timer
/// running on Linux).
enum ServerSignals {
    /// The pipe's writing end, for the handler: a signal handler can reach only globals.
    nonisolated(unsafe) private static var writer: Int32 = -1

    /// Waits until SIGTERM or SIGINT arrives, then puts their default actions back.
    @MainActor
    static func waitForTermination() async {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        writer = ends[1]
        let watched = [SIGTERM, SIGINT]
        for number in watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(ServerSignals.writer, &byte, 1)
            }
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        let reader = ends[0]
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = Thread {
                var byte: UInt8 = 0
                while read(reader, &byte, 1) < 0 && errno == EINTR {}
                continuation.resume()
            }
            waiter.name = "weavy-ssh-signals"
            waiter.start()
        }
        for number in watched { signal(number, SIG_DFL) }
        writer = -1
        close(ends[0])
        close(ends[1])
    }
}
