/// The time a ``WindowLoop`` goes by: the system's monotonic clock, or time that moves
/// only when told (``WindowLoop/advanceTime(by:)``), so that a test sees exactly what a
/// given moment shows however fast the machine is.
///
/// Both the input decoder's waits (a lone Esc) and the window's scheduled actions follow
/// it.
@MainActor
public final class LoopClock {
    /// Whether time moves only when told.
    public let isManual: Bool
    private let origin = ContinuousClock.now
    private var manualElapsed = Duration.zero

    private init(isManual: Bool) {
        self.isManual = isManual
    }

    /// The system's clock.
    public static var system: LoopClock { LoopClock(isManual: false) }

    /// A clock that stands still until the loop is told to move it.
    public static var manual: LoopClock { LoopClock(isManual: true) }

    /// Time since the clock began.
    public var elapsed: Duration {
        isManual ? manualElapsed : ContinuousClock.now - origin
    }

    /// The moment it reads now.
    var now: ContinuousClock.Instant { origin + elapsed }

    /// Time since the clock began at `instant`.
    func elapsed(at instant: ContinuousClock.Instant) -> Duration { instant - origin }

    /// Manual only: moves on to `moment` (since the clock began), never back.
    func move(to moment: Duration) {
        guard isManual else { return }
        manualElapsed = max(manualElapsed, moment)
    }
}
