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
        window.renderScheduler = { [weak self] in self?.scheduleRender() }
        window.quitHandler = { [weak self] outcome in self?.finish(outcome) }
        defer {
            window.renderScheduler = nil
            window.quitHandler = nil
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

        let result = await withCheckedContinuation { continuation in
            if let outcome {
                continuation.resume(returning: outcome)
            } else {
                self.continuation = continuation
            }
        }
        inputSource?.cancel()
        signalSource?.cancel()
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
        let keys = terminal.readAvailableKeys()
        for key in keys {
            window.handle(key)
            if outcome != nil { break }
        }
        handlingInput = false
        if keys.isEmpty && available == 0 {
            // Readable with nothing to read: the terminal hung up.
            emptyReads += 1
            if emptyReads >= 3 { finish(.inputClosed) }
            return
        }
        emptyReads = 0
        if outcome == nil { window.render() }
    }

    private func handleSignals() {
        for signal in SignalPipe.drain() {
            switch signal {
            case SIGWINCH:
                // ncurses saw it too: reading input now yields its resize key.
                readInput(available: 1)
                window.relayout()
                window.render()
            case SIGTSTP:
                suspend()
            case SIGCONT:
                terminal.redrawWhole()
                window.setNeedsDisplay()
                window.render()
            default:
                finish(.signal(signal))
            }
        }
    }

    /// Gives the terminal back, stops like Ctrl-Z, and redraws everything on `fg`.
    func suspend() {
        terminal.leaveCursesMode()
        ProcessSignal.stop()
        terminal.redrawWhole()
        window.relayout()
        window.render()
    }
}
