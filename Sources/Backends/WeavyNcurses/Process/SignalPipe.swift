import CPlatform
import Glibc
import Synchronization
import WeavyKit

/// Turns signals into bytes on a pipe the run loop listens to (the self-pipe trick):
/// the handler only writes one byte, and everything else happens on the main actor.
///
/// SIGWINCH is also passed on to the handler installed before (ncurses' own), so that
/// ncurses learns the new size and reports it as a resize key. SIGTERM, SIGHUP and SIGINT
/// also arm the ``StallWatchdog``.
enum SignalPipe {
    /// The pipe's writing end, for the handler, which may run on any thread (a lock-free
    /// atomic load is safe in a handler; a plain static read there is a data race).
    private static let writeDescriptor = Atomic<Int32>(-1)
    nonisolated(unsafe) private static var readDescriptor: Int32 = -1
    /// Raised by the handler after it wrote its byte, so that ``drain()`` reads the pipe
    /// only when a signal came: every key would otherwise cost a `read` that finds
    /// nothing.
    private static let pending = Atomic<Bool>(false)
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// The signals the run loop handles.
    static let handled: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// Installs the handlers and returns the pipe's read end (non-blocking).
    static func install() -> Int32? {
        if readDescriptor >= 0 { return readDescriptor }
        var fds: [Int32] = [-1, -1]
        guard weavy_close_on_exec_pipe(&fds, 1) == 0 else { return nil }
        readDescriptor = fds[0]
        writeDescriptor.store(fds[1], ordering: .releasing)
        for signal in handled {
            setHandler(for: signal)
        }
        return readDescriptor
    }

    /// Puts back the handlers that were there before and closes the pipe.
    static func uninstall() {
        guard readDescriptor >= 0 else { return }  // not installed
        for signal in handled {
            sigaction(signal, previousActions + Int(signal), nil)
        }
        close(readDescriptor)
        let writer = writeDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
        if writer >= 0 { close(writer) }
        readDescriptor = -1
    }

    /// Reads the signals that arrived since the last call, in order.
    static func drain() -> [Int32] {
        // Lowered before reading: a byte written after this read is announced again.
        guard pending.exchange(false, ordering: .acquiringAndReleasing) else { return [] }
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while readDescriptor >= 0, read(readDescriptor, &byte, 1) == 1 {
            signals.append(Int32(byte))
        }
        return signals
    }

    /// The signals caught since the last look, as the events a live event source
    /// reports: a resize when `resized` says the size changed, a suspend request, a
    /// resume after `resumed` took the terminal again, any other signal as it is.
    static func drainedEvents(resized: () -> Bool, resumed: () -> Void) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for signal in drain() {
            switch signal {
            case SIGWINCH:
                if resized() { events.append(.resized) }
            case SIGTSTP: events.append(.suspendRequested)
            case SIGCONT:
                resumed()
                events.append(.resumed)
            default: events.append(.signal(signal))
            }
        }
        return events
    }

    private static func setHandler(for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            // The code the signal interrupted may be about to read errno.
            let savedErrno = errno
            defer { errno = savedErrno }
            if signal == SIGWINCH,
                let previous = SignalPipe.previousActions[Int(signal)].__sigaction_handler.sa_handler,
                unsafeBitCast(previous, to: Int.self) > 1
            {
                previous(signal)
            }
            if signal == SIGTERM || signal == SIGHUP || signal == SIGINT {
                // If the terminal stopped reading, the loop may never see the byte.
                StallWatchdog.arm(for: signal)
            }
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(SignalPipe.writeDescriptor.load(ordering: .acquiring), &byte, 1)
            // After the byte: a drain that sees the flag finds the byte in the pipe.
            SignalPipe.pending.store(true, ordering: .releasing)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESTART)
        sigaction(signal, &action, previousActions + Int(signal))
    }
}
