/// Time as a window sees it, for the actions it runs later (a spinner's next frame, a
/// notice going away).
public enum TimeSource: Sendable, Equatable {
    /// The system's monotonic clock: what a live app uses.
    case system
    /// Time that moves only when told (``Window/advanceTime(by:)``): tests see exactly
    /// what a given moment shows, however fast or slow the machine is.
    case manual
}

/// An action a window will run later; ``cancel()`` it when it no longer matters.
@MainActor
public final class ScheduledAction {
    /// When it is due, as time since the window was made (set when it is put on a
    /// window's clock).
    fileprivate var deadline: Duration
    fileprivate var action: (@MainActor () -> Void)?
    /// How often it runs again, for a repeating action.
    fileprivate let interval: Duration?

    fileprivate init(deadline: Duration, interval: Duration? = nil, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.interval = interval
        self.action = action
    }

    /// An action to run once, put on a window's clock later (by `Window.start(_:after:)`).
    convenience init(runningOnce action: @escaping @MainActor () -> Void) {
        self.init(deadline: .zero, action: action)
    }

    /// An action to run every `interval`, put on a window's clock later.
    convenience init(repeatingEvery interval: Duration, _ action: @escaping @MainActor () -> Void) {
        self.init(deadline: .zero, interval: interval, action: action)
    }

    /// Whether it is still to run.
    public var isPending: Bool { action != nil }

    /// Keeps the action from running. Safe to call more than once, or after it ran.
    public func cancel() {
        action = nil
    }
}

/// The actions a window runs later, by deadline.
@MainActor
struct WindowTimers {
    var source = TimeSource.system
    private let origin = ContinuousClock.now
    private var manualNow = Duration.zero
    private var pending: [ScheduledAction] = []

    /// Time since the window was made, on its time source.
    var now: Duration {
        source == .manual ? manualNow : ContinuousClock.now - origin
    }

    /// The earliest deadline still pending, as time since the window was made.
    var nextDeadline: Duration? {
        pending.lazy.filter(\.isPending).map(\.deadline).min()
    }

    mutating func schedule(
        after delay: Duration, every interval: Duration? = nil, _ action: @escaping @MainActor () -> Void
    ) -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: now + max(.zero, delay), interval: interval, action: action)
        pending.append(scheduled)
        return scheduled
    }

    /// Puts `scheduled`, made apart from a window (a component's timer), on this clock:
    /// first due `delay` from now.
    mutating func add(_ scheduled: ScheduledAction, after delay: Duration) {
        scheduled.deadline = now + max(.zero, delay)
        pending.append(scheduled)
    }

    /// Manual time only: moves to `moment`, no further than the target of the advance.
    mutating func setManualTime(_ moment: Duration) {
        manualNow = max(manualNow, moment)
    }

    /// Takes the actions whose deadline has come, earliest first; the caller runs them.
    /// A repeating action stays, due again one interval later (on the system clock, not
    /// before now: a late app does not run it in a burst to catch up).
    mutating func takeDue() -> [@MainActor () -> Void] {
        let current = now
        pending.removeAll { !$0.isPending }
        let due = pending.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
        pending.removeAll { $0.deadline <= current && $0.interval == nil }
        return due.compactMap { scheduled in
            guard let action = scheduled.action else { return nil }
            if let interval = scheduled.interval {
                scheduled.deadline += interval
                if source == .system, scheduled.deadline <= current { scheduled.deadline = current + interval }
            } else {
                scheduled.cancel()
            }
            return action
        }
    }

    mutating func removeAll() {
        for scheduled in pending { scheduled.cancel() }
        pending.removeAll()
    }
}

extension Window {
    /// Runs `action` on the main actor once `delay` has passed on the window's
    /// ``timeSource``, while the window is open. Returns a handle that cancels it.
    ///
    /// Nothing wakes the app for the window's sake except such actions: with none
    /// pending, an idle app sleeps. A component that animates (a spinner) schedules its
    /// next frame only while it is presented.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = timers.schedule(after: delay, action)
        if isClosed { scheduled.cancel() }
        terminal?.noteWindowNews()
        return scheduled
    }

    /// Runs `action` every `interval` on the window's ``timeSource`` (the first time one
    /// interval from now), until the returned handle is cancelled or the window closes.
    ///
    /// ```swift
    /// var seconds = 0
    /// let ticks = window.schedule(every: .seconds(1)) {
    ///     seconds += 1
    ///     label.text = "\(seconds) s"
    /// }
    /// ```
    ///
    /// Under manual time every run that falls within an ``advanceTime(by:)`` happens, at
    /// its own moment; on the system clock a late app runs it once and keeps the beat.
    @discardableResult
    public func schedule(every interval: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let step = max(.milliseconds(1), interval)
        let scheduled = timers.schedule(after: step, every: step, action)
        if isClosed { scheduled.cancel() }
        terminal?.noteWindowNews()
        return scheduled
    }

    /// Puts a component's timer on the window's clock, first due `delay` from now (see
    /// ``Component/schedule(after:_:)``); the loop hears of its deadline as of any other.
    func start(_ scheduled: ScheduledAction, after delay: Duration) {
        guard scheduled.isPending else { return }
        timers.add(scheduled, after: delay)
        if isClosed { scheduled.cancel() }
        terminal?.noteWindowNews()
    }

    /// The clock the window's scheduled actions follow. ``TimeSource/system`` unless
    /// set; a headless test driver sets ``TimeSource/manual``.
    public var timeSource: TimeSource {
        get { timers.source }
        set { timers.source = newValue }
    }

    /// With a manual time source: moves time on by `duration`, running each action that
    /// falls due on the way at its own moment, in deadline order: one that schedules
    /// another (or repeats) within the time passed sees it run too, at the right time.
    /// Returns how many ran. With the system clock it only runs what is due.
    @discardableResult
    public func advanceTime(by duration: Duration) -> Int {
        guard timers.source == .manual else { return runDueActions() }
        let target = timers.now + max(.zero, duration)
        var ran = 0
        while let next = timers.nextDeadline, next <= target {
            timers.setManualTime(next)
            ran += runDueActions()
        }
        timers.setManualTime(target)
        return ran + runDueActions()
    }

    /// Manual time only: moves the window's time on by `step`, as its loop's clock moved,
    /// without running anything (the loop runs what is due).
    func moveManualTime(by step: Duration) {
        timers.setManualTime(timers.now + max(.zero, step))
    }

    /// The time until the next scheduled action, if any: a run loop sleeps at most this
    /// long.
    var timeUntilNextAction: Duration? {
        timers.nextDeadline.map { max(.zero, $0 - timers.now) }
    }

    /// Runs the scheduled actions whose time has come; returns how many ran.
    @discardableResult
    func runDueActions() -> Int {
        var ran = 0
        while true {
            let due = timers.takeDue()
            guard !due.isEmpty else { return ran }
            for action in due { action() }
            ran += due.count
        }
    }
}
