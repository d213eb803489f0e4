import Dispatch
import Glibc

/// Runs one window on one terminal until it quits: blocks while idle, wakes for the
/// terminal's events, for work posted to the main actor and for the window's timers.
///
/// There is no polling: an idle app sleeps in the kernel. Each batch of events (the
/// bytes of one read, the signals that arrived) is handled, then drawn once. Where the
/// events come from is the terminal's business (``TerminalEventSource``); how the loop
/// waits is chosen per run:
///
/// - on the main thread, when the main queue can be drained there (see ``MainQueue``):
///   one `poll` on the terminal's descriptors and the main queue, so a key wakes one
///   thread and is routed and drawn at once (``runOnMainThread(queue:source:)``);
/// - otherwise with dispatch sources on the main queue (``runOnDispatch(source:)``),
///   which is also how any number of terminals run at once in one process: each run is
///   a set of sources, and all of them are served by the main actor;
/// - a terminal whose events are posted to it (an SSH session) has no descriptors: the
///   run waits for ``Terminal/post(_:)`` and its timers.
///
/// The window tells the loop what it needs through ``windowNeedsRender()`` and
/// ``windowTimersChanged()``, once per change of state, never from inside a draw.
@MainActor
final class EventLoop {
    let window: Window
    let terminal: Terminal
    private(set) var outcome: RunOutcome?
    private var onFinish: ((RunOutcome) -> Void)?
    /// Whether a batch of events is being handled: it draws once when done.
    private var inBatch = false
    /// Whether something changed since the last frame.
    private var frameDue = false
    /// Whether the loop drains the main queue itself (renders before each wait) or
    /// relies on dispatch (renders in a block it queues).
    private var drainsMainQueue = false
    private var renderQueued = false
    /// When the input decoder must hand over what it holds (a lone Esc) if nothing
    /// else arrives.
    private var inputDeadline: ContinuousClock.Instant?
    /// Re-arms the dispatch timer (dispatch mode only).
    private var rearmTimer: (() -> Void)?

    init(window: Window, terminal: Terminal) {
        self.window = window
        self.terminal = terminal
    }

    func run() async -> RunOutcome {
        window.driver = self
        terminal.runLoop = self
        let source = terminal.backend.eventSource
        source?.activate()
        defer {
            source?.deactivate()
            window.driver = nil
            if terminal.runLoop === self { terminal.runLoop = nil }
        }
        window.setNeedsDisplay()
        frameDue = true
        if let pending = terminal.takePostedEvents() { handle(pending) }
        if let source, !source.descriptors.isEmpty, let queue = MainQueue.claim() {
            return runOnMainThread(queue: queue, source: source)
        }
        return await runOnDispatch(source: source)
    }

    func finish(_ outcome: RunOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(outcome)
    }

    // MARK: - What the window asks for

    /// Something changed in the window: a frame is due.
    func windowNeedsRender() {
        frameDue = true
        guard !inBatch, !drainsMainQueue, !renderQueued, outcome == nil else { return }
        // Changed outside event handling (a model's task): drawn once the main actor
        // has finished what it is doing.
        renderQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.renderQueued = false
                self.renderIfDue()
            }
        }
    }

    /// The window scheduled or cancelled an action: wake in time for it.
    func windowTimersChanged() {
        if !inBatch { rearmTimer?() }
    }

    // MARK: - Events

    /// Handles a batch of events in order, then draws once.
    func handle(_ events: [TerminalEvent]) {
        guard outcome == nil else { return }
        inBatch = true
        for event in events {
            handle(event)
            if outcome != nil { break }
        }
        inBatch = false
        renderIfDue()
        rearmTimer?()
    }

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .input(let bytes):
            let now = ContinuousClock.now
            let keys = terminal.decodeInput(bytes, at: now)
            route(keys)
            inputDeadline = terminal.inputDeadline
            // Bytes that make no key yet (a lone Esc waiting out its delay) change nothing
            // to draw.
            if keys.isEmpty { return }
        case .keys(let keys):
            route(keys)
        case .resized:
            window.relayout()
        case .suspendRequested:
            window.suspendToShell()
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

    /// Routes keys to the window until one ends the run.
    private func route(_ keys: [Key]) {
        for key in keys {
            window.handle(key)
            if outcome != nil { return }
        }
    }

    /// Hands over the input that waited past its deadline, then runs the window's
    /// actions that are due; draws what they changed.
    func fireTimers() {
        guard outcome == nil else { return }
        inBatch = true
        let now = ContinuousClock.now
        if let deadline = inputDeadline, deadline <= now {
            let keys = terminal.flushInput(at: now)
            inputDeadline = terminal.inputDeadline
            if !keys.isEmpty {
                route(keys)
                frameDue = true
            }
        }
        if outcome == nil, window.runDueActions() > 0 { frameDue = true }
        inBatch = false
        renderIfDue()
    }

    private func renderIfDue() {
        guard frameDue, outcome == nil else { return }
        frameDue = false
        window.render()
    }

    /// How long until the loop must wake without an event, or `nil` for never.
    var timeUntilWake: Duration? {
        let input = inputDeadline.map { max(.zero, $0 - ContinuousClock.now) }
        switch (input, window.timeUntilNextAction) {
        case (let input?, let action?): return min(input, action)
        case (let input?, nil): return input
        case (nil, let action): return action
        }
    }

    // MARK: - Waiting on the main thread

    /// Runs on the main thread, waiting in one `poll` on the terminal's descriptors and
    /// the main queue's until the run ends. Main-actor work (a `RelayWeftable`'s wefts, a
    /// `Task` on the main actor) runs here too, and what it changed is drawn before the
    /// loop waits again.
    private func runOnMainThread(queue: Int32, source: any TerminalEventSource) -> RunOutcome {
        drainsMainQueue = true
        let waitsFor = Int16(truncatingIfNeeded: POLLIN)
        var descriptors = source.descriptors.map { pollfd(fd: $0, events: waitsFor, revents: 0) }
        descriptors.append(pollfd(fd: queue, events: waitsFor, revents: 0))
        let queueIndex = descriptors.count - 1
        renderIfDue()
        terminal.prepareInputDecoding()
        while outcome == nil {
            renderIfDue()
            let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
            if ready < 0 {
                // A signal interrupted the wait: the terminal's source says which.
                if errno == EINTR || errno == EAGAIN {
                    handle(source.readEvents())
                    continue
                }
                finish(.inputClosed)
                break
            }
            if descriptors[..<queueIndex].contains(where: { $0.revents != 0 }) { handle(source.readEvents()) }
            if outcome == nil, descriptors[queueIndex].revents != 0 { MainQueue.drain(queue) }
            if outcome == nil { fireTimers() }
        }
        return outcome ?? .inputClosed
    }

    /// Milliseconds until the loop must wake (rounded up, so what is due is due when
    /// `poll` returns), or -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        guard let wait = timeUntilWake else { return -1 }
        let milliseconds = (wait.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: wait.components.seconds * 1000 + milliseconds)
    }

    // MARK: - Waiting with dispatch

    /// Runs with dispatch sources on the main queue: one per descriptor of the terminal
    /// (none for a terminal whose events are posted), and a timer armed only while
    /// something is due later. The run suspends until it ends.
    private func runOnDispatch(source: (any TerminalEventSource)?) async -> RunOutcome {
        drainsMainQueue = false
        let readers = (source?.descriptors ?? []).map { descriptor in
            let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            reader.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let source else { return }
                    self.handle(source.readEvents())
                }
            }
            reader.resume()
            return reader
        }
        var timer: (any DispatchSourceTimer)?
        defer {
            for reader in readers { reader.cancel() }
            timer?.cancel()
            rearmTimer = nil
        }
        // Armed only while something is due: an idle app sets no timer.
        rearmTimer = { [weak self] in
            timer?.cancel()
            timer = nil
            guard let self, self.outcome == nil, let wait = self.timeUntilWake else { return }
            let made = DispatchSource.makeTimerSource(queue: .main)
            let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
            made.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), leeway: .milliseconds(1))
            made.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.fireTimers()
                    self?.rearmTimer?()
                }
            }
            timer = made
            made.resume()
        }
        renderIfDue()
        terminal.prepareInputDecoding()
        rearmTimer?()
        return await withCheckedContinuation { continuation in
            if let outcome {
                continuation.resume(returning: outcome)
            } else {
                onFinish = { continuation.resume(returning: $0) }
            }
        }
    }
}
