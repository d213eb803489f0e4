import Glibc

/// The live run loop: blocks while idle, wakes for input, signals and main-actor work.
///
/// There is no timer and no polling: an idle app sleeps in the kernel. Each batch of
/// input is routed key by key, then drawn once; so is each batch of signals. How it
/// waits is chosen per run:
///
/// - on the main thread, when the main queue can be drained there (see ``MainQueue``):
///   one `poll` on the terminal, the signal pipe and the main queue, so a key wakes one
///   thread and is routed and drawn at once (``runOnMainThread(queue:signals:)``);
/// - otherwise, with dispatch sources on the main queue (``runOnDispatch(signals:)``):
///   a key wakes dispatch's event thread, then the thread that drains the main queue.
@MainActor
final class LiveLoop {
    let window: Window
    let terminal: Terminal
    private(set) var outcome: RunOutcome?
    /// Called once with the outcome when the run ends.
    var onFinish: ((RunOutcome) -> Void)?
    /// Whether keys or signals are being handled: they draw once when done.
    var handlingInput = false
    /// Whether something changed outside key and signal handling and waits to be drawn.
    var renderRequested = false
    private var emptyReads = 0

    init(window: Window, terminal: Terminal) {
        self.window = window
        self.terminal = terminal
    }

    func run() async -> RunOutcome {
        // A new run: the app goes on after whatever signal ended the last one.
        StallWatchdog.disarm()
        let signals = SignalPipe.install()
        defer { SignalPipe.uninstall() }
        window.quitHandler = { [weak self] outcome in self?.finish(outcome) }
        defer {
            window.renderScheduler = nil
            window.quitHandler = nil
            window.timerScheduler = nil
        }
        if let queue = MainQueue.claim() {
            return runOnMainThread(queue: queue, signals: signals)
        }
        return await runOnDispatch(signals: signals)
    }

    func finish(_ outcome: RunOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(outcome)
    }

    /// Routes the keys that arrived, then draws; ends the run when the terminal has hung
    /// up (readable, with nothing to read, three times in a row).
    func readInput() {
        handlingInput = true
        let routed = routeAvailableKeys()
        handlingInput = false
        if !routed && inputHungUp() {
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

    /// Whether the terminal's input has no bytes waiting although it was reported
    /// readable: what a terminal that hung up looks like.
    private func inputHungUp() -> Bool {
        var waiting: Int32 = 0
        return ioctl(terminal.inputDescriptor, UInt(FIONREAD), &waiting) != 0 || waiting == 0
    }

    /// Runs the window's scheduled actions that are due, then draws what they changed.
    func runDueActions() {
        handlingInput = true
        let ran = window.runDueActions()
        handlingInput = false
        if ran > 0, outcome == nil { window.render() }
    }

    /// Handles the signals that arrived, then draws once for all of them.
    func handleSignals() {
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
                window.suspendToShell()
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
}
