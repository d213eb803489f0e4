import Dispatch
import Glibc

/// One session on the main actor: its terminal (a stream to the client), its app, and
/// the input pumped into it a slice at a time.
@MainActor
final class ServedSession {
    let request: SSHSessionRequest
    let link: SessionLink
    let terminal: Terminal
    private let limits: SSHSessionLimits
    private var ending: SessionEnding?
    /// How long the session spent handling input (keys and the frames they caused).
    private(set) var timeHandlingInput = Duration.zero
    /// The loop running the app's window, while it runs: the session hands it the input.
    private var loop: WindowLoop?

    init(request: SSHSessionRequest, link: SessionLink, terminal: Terminal, limits: SSHSessionLimits) {
        self.request = request
        self.link = link
        self.terminal = terminal
        self.limits = limits
    }

    /// Runs `app` until it quits or the session ends, recorded by `recorder` if given,
    /// and returns how it ended.
    func run(_ app: SSHSessionApp, recorder: SessionRecorder? = nil) async -> (RunOutcome, SessionEnding?) {
        let loop = WindowLoop(window: app.window, terminal: terminal, recorder: recorder)
        link.attach { [weak self] input in self?.take(input) }
        await askClient(keeping: app.appearance)
        self.loop = loop
        let outcome = await loop.run()
        self.loop = nil
        queued.removeAll()
        return (outcome, ending)
    }

    /// Ends the run: the server is stopping.
    func stop() {
        end(.serverStopping)
    }

    private var queued: [ArraySlice<UInt8>] = []
    private var draining = false
    /// The client's answers to the start-up questions, while they are awaited.
    private var probe: TerminalProbe?
    private var probeWaiter: CheckedContinuation<Void, Never>?

    /// Asks the client's terminal what it can do, and waits for its answers: until its
    /// DA1 reply, or ``SSHSessionLimits/clientAnswerTimeout`` when it sends none. The
    /// session's theme follows its background unless the app chose `appearance`. The
    /// input read meanwhile (keys typed early; the answers, which the terminal's
    /// decoder keeps as replies) waits for the window's loop.
    private func askClient(keeping appearance: Appearance?) async {
        probe = TerminalProbe()
        link.write(TerminalCapabilities.query)
        let timeout = limits.clientAnswerTimeout
        await MainQueueExecutor.wait(unless: { probe?.isAnswered == true }) { continuation in
            probeWaiter = continuation
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(timeout.wholeNanoseconds)) { [weak self] in
                MainActor.assumeIsolated { self?.stopWaitingForClient() }
            }
        }
        let capabilities = probe?.capabilities ?? .unknown
        probe = nil
        // The report's rule, as a live start decides: the app's choice, else the client's
        // answer, else a theme for either background.
        let decided = TerminalReport.appearance(environment: [:], capabilities: capabilities, requested: appearance)
        terminal.adopt(capabilities, appearance: decided.value)
        // What the client's type promised (the stream terminal assumed it) and what its
        // answers add: synchronized frames, links and styled underlines where it has them.
        let answered = OutputFeatures.answers(of: capabilities)
        if !terminal.outputFeatures.isSuperset(of: answered) { terminal.outputFeatures.formUnion(answered) }
    }

    private func stopWaitingForClient() {
        guard let waiter = probeWaiter else { return }
        probeWaiter = nil
        waiter.resume()
    }

    private func take(_ input: SessionInput) {
        switch input {
        case .bytes(let bytes):
            if probe != nil {
                probe?.read(bytes)
                if probe?.isAnswered == true { stopWaitingForClient() }
            }
            queued.append(bytes[...])
            if !draining {
                draining = true
                handleSlice()
            }
        case .resize(let size):
            terminal.resize(to: size)
        case .end(let reason):
            end(reason)
        }
    }

    /// Hands the terminal the queued input a slice at a time for at most a quarter of a
    /// millisecond, then lets every other session have its turn before going on.
    private func handleSlice() {
        let began = ContinuousClock.now
        var handled = 0
        while !queued.isEmpty, ending == nil, ContinuousClock.now - began < Self.turn {
            // The channel holds up to its SSH window of input (megabytes) and hands it
            // all over when it closes: a client that is gone must not keep its session
            // busy with it.
            guard link.isConnected else {
                end(link.ending ?? .clientLeft)
                break
            }
            var slice: [UInt8] = []
            while slice.count < limits.inputSlice, let first = queued.first {
                let taken = first.prefix(limits.inputSlice - slice.count)
                slice += taken
                if taken.count == first.count {
                    queued.removeFirst()
                } else {
                    queued[0] = first.dropFirst(taken.count)
                }
            }
            deliver([.input(slice)])
            handled += slice.count
        }
        timeHandlingInput += ContinuousClock.now - began
        link.consumed(handled)
        guard !queued.isEmpty, ending == nil else {
            draining = false
            return
        }
        // More is waiting: a flood, or a long paste. It goes on after a pause, so it never
        // takes more than a fifth of the main thread, and the others' keys (and the
        // network, and their clients) find the processor free.
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.pause) { [weak self] in
            MainActor.assumeIsolated { self?.handleSlice() }
        }
    }

    /// How long a session with more input waits before its next turn.
    private static let pause = DispatchTimeInterval.milliseconds(1)

    /// The longest a session handles input before the others get their turn.
    private static let turn = Duration.microseconds(250)

    private func end(_ reason: SessionEnding) {
        guard ending == nil else { return }
        ending = reason
        stopWaitingForClient()
        deliver([reason == .serverStopping ? .signal(SIGTERM) : .inputClosed])
    }

    /// Hands `events` to the running loop as one batch, or keeps them for it when it has
    /// not started yet.
    private func deliver(_ events: [TerminalEvent]) {
        if let loop {
            loop.handle(events)
        } else {
            terminal.post(events)
        }
    }
}
