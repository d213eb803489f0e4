import CNcurses
import Dispatch
import Glibc

/// The live run loop: blocks while idle, wakes for input, signals and main-actor work.
///
/// It runs on the main dispatch queue, which is where the main actor's work runs on
/// Linux, so a task posting to the main actor (a `RelayWeftable`, a network reply)
/// wakes it like a key does. There is no timer and no polling: an idle app sleeps in
/// the kernel. Each batch of input is routed key by key, then drawn once.
@MainActor
final class LiveLoop {
    private let window: Window
    private let terminal: Terminal
    private var inputSource: (any DispatchSourceRead)?
    private var signalSource: (any DispatchSourceRead)?
    /// Armed only while the window has an action scheduled: an idle app sets no timer.
    private var timer: (any DispatchSourceTimer)?
    private var continuation: CheckedContinuation<RunOutcome, Never>?
    private var outcome: RunOutcome?
    private var handlingInput = false
    private var renderScheduled = false
    private var emptyReads = 0

    init(window: Window, terminal: Terminal) {
        self.window = window
        self.terminal = terminal
    }

    func run() async -> RunOutcome {
        let signalDescriptor = SignalPipe.install()
        defer { SignalPipe.uninstall() }
        window.quitHandler = { [weak self] outcome in self?.finish(outcome) }
        window.timerScheduler = { [weak self] in self?.armTimer() }
        defer {
            window.renderScheduler = nil
            window.quitHandler = nil
            window.timerScheduler = nil
        }

        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput(available: input.data) }
        }
        inputSource = input
        if let signalDescriptor {
            let signals = DispatchSource.makeReadSource(fileDescriptor: signalDescriptor, queue: .main)
            signals.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleSignals() }
            }
            signalSource = signals
            signals.resume()
        }
        input.resume()
        window.setNeedsDisplay()
        window.render()
        // From now on, changes outside key and signal handling are drawn soon after.
        window.renderScheduler = { [weak self] in self?.scheduleRender() }

        let result = await withCheckedContinuation { continuation in
            if let outcome {
                continuation.resume(returning: outcome)
            } else {
                self.continuation = continuation
            }
        }
        inputSource?.cancel()
        signalSource?.cancel()
        timer?.cancel()
        timer = nil
        inputSource = nil
        signalSource = nil
        return result
    }

    func finish(_ outcome: RunOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        continuation?.resume(returning: outcome)
        continuation = nil
    }

    /// Sets the timer to the window's next scheduled action, or cancels it when there is
    /// none.
    private func armTimer() {
        timer?.cancel()
        timer = nil
        guard outcome == nil, let wait = window.timeUntilNextAction else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
        source.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), leeway: .milliseconds(1))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.handlingInput = true
                self.window.runDueActions()
                self.handlingInput = false
                if self.outcome == nil { self.window.render() }
                self.armTimer()
            }
        }
        timer = source
        source.resume()
    }

    private func scheduleRender() {
        guard !handlingInput, !renderScheduled, outcome == nil else { return }
        renderScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.renderScheduled = false
                if self.outcome == nil { self.window.render() }
            }
        }
    }

    private func readInput(available: UInt) {
        handlingInput = true
        let routed = routeAvailableKeys()
        handlingInput = false
        if !routed && available == 0 {
            // Readable with nothing to read: the terminal hung up.
            emptyReads += 1
            if emptyReads >= 3 { finish(.inputClosed) }
            return
        }
        emptyReads = 0
        if outcome == nil { window.render() }
    }

    /// Routes the keys available now to the window, until one ends the run; returns
    /// whether there were any.
    private func routeAvailableKeys() -> Bool {
        let keys = terminal.readAvailableKeys()
        for key in keys {
            window.handle(key)
            if outcome != nil { break }
        }
        return !keys.isEmpty
    }

    /// Handles the signals that arrived, then draws once for all of them.
    private func handleSignals() {
        handlingInput = true
        var needsRender = false
        for signal in SignalPipe.drain() {
            switch signal {
            case SIGWINCH:
                // ncurses saw it too: reading input now yields its resize key.
                _ = routeAvailableKeys()
                window.relayout()
                needsRender = true
            case SIGTSTP:
                suspend()
                needsRender = true
            case SIGCONT:
                terminal.redrawWhole()
                window.setNeedsDisplay()
                needsRender = true
            default:
                finish(.signal(signal))
            }
        }
        handlingInput = false
        if needsRender, outcome == nil { window.render() }
    }

    /// Gives the terminal back and stops like Ctrl-Z; on `fg`, marks everything to be
    /// drawn again whole. The caller (key or signal handling) draws afterwards.
    func suspend() {
        terminal.leaveCursesMode()
        ProcessSignal.stop()
        terminal.redrawWhole()
        window.relayout()
    }
}
