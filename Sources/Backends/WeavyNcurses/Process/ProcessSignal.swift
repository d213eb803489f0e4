import Glibc
import WeavyKit

/// Raising a signal on the calling thread with its default action.
///
/// On Linux the main actor's work runs on a dispatch thread that blocks most signals
/// once the main task has suspended (see `Window.run(on:)`), so a plain `raise` or
/// `kill` from there stays pending (or lands on another thread after the moment has
/// passed). These helpers unblock the signal on the calling thread
/// first, so it takes effect before they return.
public enum ProcessSignal {
    /// Ends the process by `signal` with its default action (so a shell sees
    /// "Terminated" and the exit status 128 + signal). Call it after closing the
    /// terminal, to pass on a SIGTERM or SIGHUP the run loop reported.
    public static func raiseWithDefaultAction(_ signal: Int32) -> Never {
        deliver(signal)
        _exit(128 + signal)
    }

    /// Stops the process as Ctrl-Z would, and returns once it is continued: its whole
    /// process group, as the terminal stops it when it reads Ctrl-Z itself, so that a
    /// program started by a wrapper (`sh -c`, a build tool) stops with the wrapper, and
    /// the shell gets the terminal back.
    static func stop() {
        deliver(SIGTSTP, toGroup: true)
    }

    private static func deliver(_ signal: Int32, toGroup: Bool = false) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &mask)
        // Sent to the group, the signal is the process's too, and this thread, which
        // does not block it, takes it before kill returns.
        if toGroup { kill(0, signal) } else { raise(signal) }
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(signal, &previous, nil)
    }
}
