import CPlatform
import Dispatch
import Foundation
import Glibc
import Synchronization

/// The server's process-wide signal handling: SIGTERM and SIGINT end ``SSHServer/run()``
/// gracefully instead of killing the process; SIGPIPE is ignored (a client that vanished
/// is a closed channel, not a reason to die).
///
/// The handlers are installed at the first wait and kept for the rest of the process
/// (a second `run()`, or two servers at once, wait on the same ones). Each writes the
/// signal's number to a pipe that one thread waits on in `read`: nothing polls, so an
/// idle server does not wake. A signal that arrives while no server waits ends the
/// process, as its default action would.
enum ServerSignals {
    private static let watched = [SIGTERM, SIGINT]
    /// The pipe's writing end, for the handlers: a signal handler can reach only globals
    /// (an atomic: the handler may run on any thread; a lock-free load is safe there).
    private static let writer = Atomic<Int32>(-1)
    @MainActor private static var waiting: [CheckedContinuation<Int32, Never>] = []

    /// Whether a wait is under way (for tests, which may then send the signals).
    @MainActor static var isWaiting: Bool { !waiting.isEmpty }

    /// Waits until SIGTERM or SIGINT arrives; returns its number.
    @MainActor
    static func waitForTermination() async -> Int32 {
        install()
        return await withCheckedContinuation { waiting.append($0) }
    }

    @MainActor
    private static func install() {
        guard writer.load(ordering: .acquiring) < 0 else { return }
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        // Closed on exec: a program the app starts (a worker, an editor) must not hold it.
        guard weavy_close_on_exec_pipe(&ends, 0) == 0 else { return }
        writer.store(ends[1], ordering: .releasing)
        let reader = ends[0]
        let thread = Thread {
            var number: Int32 = 0
            while true {
                let count = read(reader, &number, MemoryLayout<Int32>.size)
                if count < 0 && errno == EINTR { continue }
                guard count == MemoryLayout<Int32>.size else { return }
                let arrivedNumber = number
                DispatchQueue.main.async { MainActor.assumeIsolated { arrived(arrivedNumber) } }
            }
        }
        thread.name = "weavy-ssh-signals"
        thread.start()
        for number in watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                // The code the signal interrupted may be about to read errno.
                let savedErrno = errno
                defer { errno = savedErrno }
                var value = number
                _ = write(ServerSignals.writer.load(ordering: .acquiring), &value, MemoryLayout<Int32>.size)
            }
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
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
        for continuation in resumed { continuation.resume(returning: number) }
    }
}
