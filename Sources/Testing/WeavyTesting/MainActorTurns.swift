/// Lets a long test on the main actor share it with the tests that run beside it.
///
/// Swift Testing runs tests in parallel, but every test on the main actor (each that
/// drives a window) takes turns on the one main queue, and a turn lasts until the test
/// suspends. A proof that presses a hundred thousand keys without suspending holds the
/// main actor for minutes: every other such test waits that long, and one that waits for
/// a timer, a server's session or a save on the main queue meets its deadline first.
/// Call ``giveWayIfDue()`` in the loop: once a turn has lasted ``turnLength``, it
/// suspends, and what was queued on the main actor meanwhile runs before the loop goes
/// on.
///
/// ```swift
/// var turns = MainActorTurns()
/// for number in 1...10_000 {
///     driver.press(number.isMultiple(of: 7) ? .tab : .down)
///     await turns.giveWayIfDue()
/// }
/// ```
@MainActor
public struct MainActorTurns {
    /// How long a turn lasts before ``giveWayIfDue()`` suspends.
    public var turnLength: Duration
    private var turnStart = ContinuousClock.now

    /// Creates turns of `turnLength` each, the first starting now.
    public init(turnLength: Duration = .milliseconds(20)) {
        self.turnLength = turnLength
    }

    /// Suspends once the turn has lasted ``turnLength``, so that what is queued on the
    /// main actor runs first, and starts the next turn; returns at once before.
    public mutating func giveWayIfDue() async {
        guard ContinuousClock.now - turnStart >= turnLength else { return }
        await Task.yield()
        turnStart = .now
    }
}
