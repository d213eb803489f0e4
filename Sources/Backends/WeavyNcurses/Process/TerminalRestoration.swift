import CNcurses
import Glibc
import WeavyKit

/// Gives the terminal back however the process ends.
///
/// Process-wide by nature (signal dispositions and `atexit` are), but it holds only
/// what it can give back: the live screen while one is open, and the real standard
/// error while it is held. Crash handlers are installed with `SA_RESETHAND`, leave
/// curses mode once (`endwin` only when `!isendwin()`), print what standard error held,
/// then hand the signal to the previous handler, so Swift's backtrace still prints.
///
/// For a terminal that stopped reading, it also keeps what it needs to give the terminal
/// back without writing through curses (``restoreWithoutBlocking()``): the modes found
/// before curses changed them, and the sequences that leave the alternate screen.
enum TerminalRestoration {
    nonisolated(unsafe) private static var liveScreen: OpaquePointer?
    /// Where the live terminal's modes are set, and the modes to give back.
    nonisolated(unsafe) private static var modesDescriptor: Int32 = -1
    nonisolated(unsafe) private static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// A non-blocking way to write to the live terminal, and what to write when leaving.
    nonisolated(unsafe) private static var nonBlockingWriter: Int32 = -1
    nonisolated(unsafe) private static let leavingSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    nonisolated(unsafe) private static var leavingSequenceCount = 0
    nonisolated(unsafe) private static var realStandardError: Int32 = -1
    nonisolated(unsafe) private static var heldStandardError: Int32 = -1
    nonisolated(unsafe) private static var installed = false
    /// Whether a live inline terminal is open (it has no curses screen to leave).
    nonisolated(unsafe) private static var inlineActive = false
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// What gives the live terminal's input modes back (``LiveInputModes/off``), kept
    /// where a signal handler can write it.
    nonisolated(unsafe) private static let inputModesOff = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
    nonisolated(unsafe) private static var inputModesOffCount = 0

    /// Called with the curses lock held when a live terminal opens.
    ///
    /// - Parameters:
    ///   - modes: the terminal's modes before curses changed them, read from `descriptor`.
    ///   - descriptor: the terminal's output, open while the screen is live.
    ///   - inputModes: the input modes the screen set, given back before leaving it.
    static func adoptLiveScreen(
        _ screen: OpaquePointer, modes: termios?, descriptor: Int32, inputModes: LiveInputModes,
        holdingStandardError: Bool
    ) {
        liveScreen = screen
        inputModesOffCount = min(inputModes.off.count, inputModesOff.count)
        _ = inputModesOff.initialize(from: inputModes.off.prefix(inputModesOffCount))
        if let modes {
            savedModes.pointee = modes
            modesDescriptor = descriptor
            keepLeavingSequence(writingTo: descriptor)
        }
        if holdingStandardError { holdStandardError() }
        installHandlers()
    }

    /// Called when a live inline terminal opens (one that draws on the main screen,
    /// without curses): until ``forgetInlineTerminal()``, exit and crash signals write
    /// `leaving` to `descriptor` and put `modes` back on it.
    static func adoptInlineTerminal(modes: termios?, descriptor: Int32, leaving: [UInt8], holdingStandardError: Bool) {
        inlineActive = true
        if let modes {
            savedModes.pointee = modes
            modesDescriptor = descriptor
        }
        leavingSequenceCount = min(leaving.count, leavingSequence.count)
        _ = leavingSequence.initialize(from: leaving.prefix(leavingSequenceCount))
        if nonBlockingWriter < 0 {
            nonBlockingWriter = open("/proc/self/fd/\(descriptor)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        if holdingStandardError { holdStandardError() }
        installHandlers()
    }

    /// Called when the live inline terminal was given back normally.
    static func forgetInlineTerminal() {
        guard inlineActive else { return }
        inlineActive = false
        forgetTerminal()
    }

    /// What giving a terminal back normally ends, full-screen or inline: the modes to
    /// restore, the writer's non-blocking duplicate, the held standard error and the
    /// stall watchdog (nothing of ours can block on the terminal any more).
    private static func forgetTerminal() {
        modesDescriptor = -1
        if nonBlockingWriter >= 0 {
            Glibc.close(nonBlockingWriter)
            nonBlockingWriter = -1
        }
        releaseStandardError()
        StallWatchdog.disarm()
    }

    /// Installs the exit and crash handlers, once.
    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        atexit { TerminalRestoration.restore() }
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                TerminalRestoration.restore()
                // Hand over to whoever handled it before (Swift's backtracer, or the
                // default action). A hardware fault returns and re-executes, reaching it
                // with its real context; a signal that was sent (kill, raise, abort:
                // si_code <= 0) has nothing to re-execute and is raised again.
                sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
                let isFault =
                    (signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE)
                    && (info?.pointee.si_code ?? 0) > 0
                if !isFault {
                    raise(signal)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags =
                Int32(truncatingIfNeeded: SA_SIGINFO) | Int32(truncatingIfNeeded: SA_RESETHAND)
                | Int32(truncatingIfNeeded: SA_NODEFER)
            sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    /// Called with the curses lock held when the live terminal is closed normally.
    static func forgetLiveScreen(_ screen: OpaquePointer) {
        guard liveScreen == screen else { return }
        liveScreen = nil
        forgetTerminal()
    }

    /// Leaves curses mode if a live screen is still in it, then prints what standard
    /// error held. Safe to call more than once, from a signal handler or at exit.
    static func restore() {
        if let screen = liveScreen {
            set_term(screen)
            if isendwin() == false {
                // On the screen they were set on (kitty keeps keyboard flags per screen).
                if modesDescriptor >= 0 {
                    _ = write(modesDescriptor, inputModesOff.baseAddress, inputModesOffCount)
                }
                endwin()
            }
        } else if inlineActive {
            inlineActive = false
            if modesDescriptor >= 0 {
                _ = write(modesDescriptor, leavingSequence.baseAddress, leavingSequenceCount)
                tcsetattr(modesDescriptor, TCSADRAIN, savedModes)
            }
        }
        releaseStandardError()
    }

    /// Gives the live terminal back as far as it can without blocking, for a terminal
    /// that stopped reading: drops the output it has not read, writes the sequences that
    /// leave the alternate screen and show the cursor, and puts the modes back at once
    /// (without waiting for output to drain). Uses only system calls that are safe in a
    /// signal handler; what standard error held stays unprinted.
    ///
    /// Run on the thread that was blocked writing (the run loop's, on the main thread)
    /// that write is interrupted, and the sequences go out. When another thread is
    /// blocked writing (the run loop on a dispatch thread), it holds the terminal's write
    /// lock, and only the modes come back.
    static func restoreWithoutBlocking() {
        guard liveScreen != nil || inlineActive, modesDescriptor >= 0 else { return }
        tcflush(modesDescriptor, TCOFLUSH)
        if nonBlockingWriter >= 0 && leavingSequenceCount > 0 {
            _ = write(nonBlockingWriter, leavingSequence.baseAddress, leavingSequenceCount)
        }
        tcsetattr(modesDescriptor, TCSANOW, savedModes)
    }

    /// Keeps the sequences that give the input modes back, reset the attributes, show the
    /// cursor and leave the alternate screen (terminfo's), and opens the terminal again,
    /// non-blocking, to write them. A new open leaves the blocking mode of the
    /// descriptors the shell shares alone.
    private static func keepLeavingSequence(writingTo descriptor: Int32) {
        leavingSequenceCount = 0
        for byte in inputModesOff.prefix(inputModesOffCount) where leavingSequenceCount < leavingSequence.count {
            leavingSequence[leavingSequenceCount] = byte
            leavingSequenceCount += 1
        }
        for capability in ["sgr0", "cnorm", "rmcup"] {
            guard let value = tigetstr(capability), value != UnsafeMutablePointer(bitPattern: -1) else { continue }
            var index = 0
            while value[index] != 0 && leavingSequenceCount < leavingSequence.count {
                leavingSequence[leavingSequenceCount] = UInt8(bitPattern: value[index])
                leavingSequenceCount += 1
                index += 1
            }
        }
        if nonBlockingWriter < 0 {
            nonBlockingWriter = open("/proc/self/fd/\(descriptor)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
    }

    /// Sends standard error to an unlinked temporary file until ``releaseStandardError()``.
    private static func holdStandardError() {
        guard heldStandardError < 0 else { return }
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/weavy-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            Glibc.close(file)
            if saved >= 0 { Glibc.close(saved) }
            return
        }
        realStandardError = saved
        heldStandardError = file
    }

    /// Puts the real standard error back and copies what was held to it. Uses only
    /// system calls, so it can run in a signal handler.
    private static func releaseStandardError() {
        let held = heldStandardError
        let real = realStandardError
        guard held >= 0, real >= 0 else { return }
        heldStandardError = -1
        realStandardError = -1
        dup2(real, STDERR_FILENO)
        Glibc.close(real)
        lseek(held, 0, SEEK_SET)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
            while true {
                let count = read(held, buffer.baseAddress, buffer.count)
                guard count > 0 else { break }
                _ = write(STDERR_FILENO, buffer.baseAddress, count)
            }
        }
        Glibc.close(held)
    }
}
