import Dispatch

/// The one loop that drives a window on a terminal, on every face: the live terminal, a
/// pseudo-terminal or SSH session's stream, a headless screen in a test, a host's
/// region.
///
/// It owns what happens over time: the events (read from the terminal, or posted to it),
/// the batching (each batch handled in order, then drawn once), the clock (the system's,
/// or one that moves only when told), and the window's timers, whose next deadline it asks
/// the window for. What it calls returns what happened: ``Window/handle(_:)`` answers with
/// a ``WindowResponse``, and nothing it calls holds a reference to it. Changes made
/// outside a batch (a model's task) reach it through the terminal, which wakes it.
///
/// ``Window/run(on:recording:)`` runs one until the window quits. Tests and hosts that feed events
/// themselves step one:
///
/// ```swift
/// let terminal = try Terminal.headless(size: Size(columns: 40, rows: 10))
/// let window = Window(content: Label("Hello"))
/// window.bind("q") { window in window.quit() }
/// let loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
/// loop.handle([.keys(["q"])])
/// assert(loop.outcome == .quit)
/// ```
///
/// While it runs, Ctrl-C ends it (``RunOutcome/interrupted``) whatever has the focus, and
/// on the live terminal Ctrl-Z suspends to the shell, unless the app binds those keys
/// itself.
@MainActor
public final class WindowLoop {
    /// The window it drives.
    public let window: Window
    /// The terminal the window draws on.
    public let terminal: Terminal
    /// How the run ended, once it has.
    public private(set) var outcome: RunOutcome?
    /// The time the loop goes by.
    public let clock: LoopClock
    /// Where the run is recorded (its frames, the bytes read, resizes, markers), if it is.
    public let recorder: SessionRecorder?
    /// Whether something changed since the last frame: drawn at the end of the batch.
    private var frameDue = false
    /// When the input decoder must hand over what it holds (a lone Esc) if nothing else
    /// arrives.
    private var inputDeadline: ContinuousClock.Instant?
    /// Called once when the run ends (a blocking run waits for it).
    private var onFinish: ((RunOutcome) -> Void)?
    /// Whether ``start()`` claimed the window and the terminal.
    private var isStarted = false
    /// The timer that wakes a loop waiting with dispatch, armed only while something is due.
    var wakeTimer: (any DispatchSourceTimer)?
    /// Whether ``run()`` is waiting with dispatch, where a batch handed in from outside
    /// (a server's session) must arm the wake timer for what it left due.
    var isWaitingWithDispatch = false

    /// Makes a loop for `window` on `terminal`, going by `clock`, recorded by `recorder`
    /// when given. Nothing happens until it is started (``run()`` does, and so does the
    /// first ``handle(_:)``).
    public init(window: Window, terminal: Terminal, clock: LoopClock = .system, recorder: SessionRecorder? = nil) {
        self.window = window
        self.terminal = terminal
        self.clock = clock
        self.recorder = recorder
    }

    /// A loop let go of while it runs (a host that stepped it and moved on) gives the
    /// window and the terminal back, so that another loop can run them.
    isolated deinit {
        if isStarted, outcome == nil { release() }
    }

    /// Claims the window and the terminal, binds the default keys, attaches the window
    /// and draws the first frame. Returns why it cannot, and then nothing changed and the
    /// mistake is logged.
    @discardableResult
    public func start() -> String? {
        guard !isStarted else { return nil }
        if let refusal = refusalToStart() {
            reportMisuse("\(refusal); nothing ran")
            outcome = .notStarted(reason: refusal)
            return refusal
        }
        isStarted = true
        terminal.withInbox { $0.isClaimed = true }
        window.isRunning = true
        if clock.isManual { window.timeSource = .manual }
        if window.terminal == nil { window.attach(to: terminal) }
        bindDefaultKeys()
        recorder?.begin(on: terminal, clock: clock)
        window.setNeedsDisplay()
        frameDue = true
        turn()
        return nil
    }

    private func refusalToStart() -> String? {
        if outcome != nil { return "a WindowLoop that has ended cannot start again; make a new one" }
        if terminal.isClosed { return "a WindowLoop on a terminal that is closed" }
        if window.isRunning { return "a WindowLoop on a window that is running already" }
        if terminal.withInbox({ $0.isClaimed }) { return "a WindowLoop on a terminal another window runs on" }
        if let attached = window.terminal, attached !== terminal {
            return "a WindowLoop on another terminal than the one the window is attached to"
        }
        return nil
    }

    /// Ctrl-C ends the run and, on the live terminal, Ctrl-Z suspends it, unless the app
    /// bound them. Bound with the window as their argument, so they keep working in later
    /// runs.
    private func bindDefaultKeys() {
        if !window.bindings.contains(where: { $0.key == .control("c") }) {
            window.bind(.control("c"), overridesFocus: true, worksUnderModals: true) { window in
                window.quit(.interrupted)
            }
        }
        if terminal.mode == .live, !window.bindings.contains(where: { $0.key == .control("z") }) {
            window.bind(.control("z"), overridesFocus: true, worksUnderModals: true) { window in
                window.requestSuspension()
            }
        }
    }

    /// Ends the run with `outcome`: the window and the terminal are released, and a
    /// blocking run returns it.
    func finish(_ outcome: RunOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        if isStarted { release() }
        recorder?.end()
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(outcome)
    }

    /// Lets go of the window and the terminal.
    private func release() {
        window.isRunning = false
        terminal.withInbox { $0.isClaimed = false }
    }

    /// Calls `body` once when the run ends.
    func setOnFinish(_ body: @escaping (RunOutcome) -> Void) {
        onFinish = body
    }

    // MARK: - Batches

    /// Handles `events` in order as one batch, then draws one frame (starting the loop
    /// first if it has not started). Does nothing once the run has ended.
    public func handle(_ events: [TerminalEvent]) {
        handleBatch(events)
        // A lone Esc handed in here is due after its delay: a loop waiting with dispatch
        // wakes for it only if told (over SSH it never became a key).
        if isWaitingWithDispatch, outcome == nil { armWakeTimer() }
    }

    /// ``handle(_:)`` for the loop's own waits, which arm their wake-up themselves.
    func handleBatch(_ events: [TerminalEvent]) {
        if !isStarted, start() != nil { return }
        guard outcome == nil else { return }
        for event in events {
            handle(event)
            if outcome != nil { return }
        }
        turn()
    }

    /// Looks at what reached the terminal outside a batch (posted events, the window's
    /// news), handles it, and draws if something changed. Returns whether it did anything.
    @discardableResult
    public func turn() -> Bool {
        guard outcome == nil else { return false }
        var didSomething = false
        while outcome == nil {
            let (posted, news) = terminal.withInbox { $0.take() }
            guard !posted.isEmpty || news else { break }
            didSomething = true
            if news { frameDue = true }
            for event in posted {
                handle(event)
                if outcome != nil { return true }
            }
            applyRequestedResponse()
            // News alone handles nothing that could post more: no need to look again.
            if posted.isEmpty { break }
        }
        guard outcome == nil, frameDue else { return didSomething }
        frameDue = false
        window.render()
        recorder?.recordFrame(terminal.snapshot())
        return true
    }

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .input(let bytes):
            let (keys, deadline) = terminal.decodeInputWithDeadline(bytes, at: clock.now)
            inputDeadline = deadline
            if let recorder { routeRecording(keys, read: bytes, to: recorder) } else { route(keys) }
            // Bytes that make no key yet (a lone Esc waiting out its delay) change nothing.
            if keys.isEmpty { return }
        case .keys(let keys):
            route(keys)
        case .resized:
            recorder?.recordResize(to: terminal.size)
            window.relayout()
        case .suspendRequested:
            suspend()
        case .resumed:
            terminal.redrawWhole()
            window.setNeedsDisplay()
        case .signal(let number):
            finish(.signal(number))
        case .inputClosed:
            finish(.inputClosed)
        }
        frameDue = true
    }

    /// Routes keys to the window, acting on each answer, until one ends the run;
    /// `beforeEach` runs before each key is handled.
    private func route(_ keys: [Key], beforeEach: () -> Void = {}) {
        for key in keys {
            beforeEach()
            act(on: window.handle(key))
            if outcome != nil { return }
        }
    }

    /// Routes the keys of one read, then records the read (before the frame they cause):
    /// masked when a key went to a secret field, or when the bytes the decoder still
    /// holds will (typing it hands over later).
    private func routeRecording(_ keys: [Key], read bytes: [UInt8], to recorder: SessionRecorder) {
        var reachedSecret = window.focusTakesSecretInput
        recorder.willHandleInput()
        route(keys) { reachedSecret = reachedSecret || self.window.focusTakesSecretInput }
        recorder.recordInput(bytes, secret: reachedSecret || window.focusTakesSecretInput)
    }

    private func act(on response: WindowResponse) {
        switch response {
        case .ignored, .handled: break
        case .quit(let outcome): finish(outcome)
        case .suspend: suspend()
        }
    }

    /// Acts on an end or a suspension the window recorded outside key handling.
    private func applyRequestedResponse() {
        if let requested = window.takeRequestedResponse() { act(on: requested) }
    }

    /// Gives the terminal back and stops the process (the live terminal only); once the
    /// process is continued, everything is drawn again whole.
    private func suspend() {
        guard terminal.mode == .live, !terminal.isClosed else { return }
        terminal.backend.suspend()
        terminal.redrawWhole()
        window.relayout()
        frameDue = true
    }

    // MARK: - Time

    /// Hands over the input that waited past its deadline, then runs the window's actions
    /// that are due, and draws what they changed.
    public func fireTimers() {
        if !isStarted, start() != nil { return }
        guard outcome == nil else { return }
        let now = clock.now
        if let deadline = inputDeadline, deadline <= now {
            let keys = terminal.flushInput(at: now)
            inputDeadline = terminal.inputDeadline
            if !keys.isEmpty {
                route(keys)
                frameDue = true
            }
        }
        if outcome == nil, window.runDueActions() > 0 { frameDue = true }
        turn()
    }

    /// Hands over what the input decoder holds (a lone Esc, a cut-short sequence) as if
    /// the escape delay had passed, then draws: for a caller that knows no more input is
    /// coming now. Returns the keys it handed over.
    @discardableResult
    public func flushInput() -> [Key] {
        if !isStarted, start() != nil { return [] }
        guard outcome == nil else { return [] }
        let keys = terminal.flushInput(at: clock.now + terminal.escapeDelay + .seconds(1))
        inputDeadline = terminal.inputDeadline
        if !keys.isEmpty {
            route(keys)
            frameDue = true
        }
        turn()
        return keys
    }

    /// Handles `bytes` as one read from the terminal and returns the keys they made.
    package func feed(_ bytes: [UInt8]) -> [Key] {
        if !isStarted, start() != nil { return [] }
        guard outcome == nil else { return [] }
        let (keys, deadline) = terminal.decodeInputWithDeadline(bytes, at: clock.now)
        inputDeadline = deadline
        route(keys)
        frameDue = true
        turn()
        return keys
    }

    /// With a manual clock: moves time on by `duration`, handing over waiting input and
    /// running each of the window's actions at its own moment, in order, then draws once.
    /// With the system clock it only fires what is due.
    public func advanceTime(by duration: Duration) {
        guard clock.isManual else { return fireTimers() }
        if !isStarted, start() != nil { return }
        let target = clock.elapsed + max(.zero, duration)
        while outcome == nil, let next = nextDeadline, next <= target {
            moveManualTime(to: next)
            fireTimers()
        }
        moveManualTime(to: target)
        fireTimers()
    }

    private func moveManualTime(to moment: Duration) {
        window.moveManualTime(by: moment - clock.elapsed)
        clock.move(to: moment)
    }

    /// The next moment something is due, as time since the clock began.
    private var nextDeadline: Duration? {
        let input = inputDeadline.map { clock.elapsed(at: $0) }
        let action = window.timeUntilNextAction.map { clock.elapsed + $0 }
        switch (input, action) {
        case (let input?, let action?): return min(input, action)
        case (let input?, nil): return input
        case (nil, let action): return action
        }
    }

    /// How long until the loop must wake without an event, or `nil` for never.
    var timeUntilWake: Duration? {
        nextDeadline.map { max(.zero, $0 - clock.elapsed) }
    }

    // MARK: - Running

    /// Runs until the window quits, the terminal's input ends or a signal arrives, and
    /// returns why it ended. See ``Window/run(on:recording:)``.
    public func run() async -> RunOutcome {
        if let refusal = start() { return .notStarted(reason: refusal) }
        if let outcome { return outcome }
        let source = terminal.backend.eventSource
        source?.activate()
        defer { source?.deactivate() }
        terminal.prepareInputDecoding()
        if let source, !source.descriptors.isEmpty, let queue = MainQueue.claim() {
            return waitOnMainThread(queue: queue, source: source)
        }
        return await waitWithDispatch(source: source)
    }
}
