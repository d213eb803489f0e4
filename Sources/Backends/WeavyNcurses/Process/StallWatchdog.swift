import Glibc
import Synchronization
import WeavyKit

/// Ends the process when a terminating signal arrived and the terminal is not given back
/// in time: a terminal that stopped reading (a frozen emulator, a stalled connection)
/// leaves the program blocked in `write` inside `doupdate`, or in `endwin`, and the run
/// loop never sees the signal.
///
/// The signal handler arms it (``arm(for:)``, async-signal-safe: `sigaction` and
/// `alarm`); closing the live terminal, or starting another run, disarms it. When it
/// fires, it restores what it can without blocking
/// (``TerminalRestoration/restoreWithoutBlocking()``) and ends the process by the
/// signal that armed it, or with the status 128 + signal if that does not end it.
///
/// It uses SIGALRM while armed only; the handler found before is put back on disarming.
enum StallWatchdog {
    /// How long the program has to give the terminal back, in seconds.
    static let delay: UInt32 = 1

    /// The signal that armed it, or 0: set in a handler on any thread, so atomic.
    private static let armedSignal = Atomic<Int32>(0)
    nonisolated(unsafe) private static let previousAlarmAction = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)

    /// Starts the countdown for `signal`, unless one runs already. Async-signal-safe.
    static func arm(for signal: Int32) {
        guard armedSignal.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing).exchanged
        else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in StallWatchdog.fire() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGALRM, &action, previousAlarmAction)
        alarm(delay)
    }

    /// Stops the countdown: the terminal was given back, or the app runs on.
    static func disarm() {
        guard armedSignal.load(ordering: .acquiring) != 0 else { return }
        alarm(0)
        sigaction(SIGALRM, previousAlarmAction, nil)
        armedSignal.store(0, ordering: .releasing)
    }

    private static func fire() {
        let signal = armedSignal.load(ordering: .acquiring)
        guard signal != 0 else { return }
        TerminalRestoration.restoreWithoutBlocking()
        // End the way the signal would have: the shell sees "Terminated" or "Hangup".
        var action = sigaction()
        action.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        _exit(128 + signal)
    }
}
