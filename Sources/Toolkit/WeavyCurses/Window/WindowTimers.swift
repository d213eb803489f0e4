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
    fileprivate let deadline: Duration
    fileprivate var action: (@MainActor () -> Void)?

    fileprivate init(deadline: Duration, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
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

    mutating func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: now + max(.zero, delay), action: action)
        pending.append(scheduled)
        return scheduled
    }

    mutating func advanceManualTime(by duration: Duration) {
        manualNow += max(.zero, duration)
    }

    /// Takes the actions whose deadline has come, earliest first; the caller runs them.
    mutating func takeDue() -> [@MainActor () -> Void] {
        let current = now
        pending.removeAll { !$0.isPending }
        let due = pending.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
        pending.removeAll { $0.deadline <= current }
        return due.compactMap { scheduled in
            defer { scheduled.cancel() }
            return scheduled.action
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
        driver?.windowTimersChanged()
        return scheduled
    }

    /// The clock the window's scheduled actions follow. ``TimeSource/system`` unless
    /// set; a headless test driver sets ``TimeSource/manual``.
    public var timeSource: TimeSource {
        get { timers.source }
        set { timers.source = newValue }
    }

    /// With a manual time source: moves time on by `duration`, runs the actions that
    /// became due (in deadline order, those they schedule for the time passed too), and
    /// returns how many ran. With the system clock it only runs what is due.
    @discardableResult
    public func advanceTime(by duration: Duration) -> Int {
        if timers.source == .manual { timers.advanceManualTime(by: duration) }
        return runDueActions()
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
