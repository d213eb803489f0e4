/// When a turn of work done in slices on the main actor stops beginning steps: once its
/// time is up, or as soon as input waits for the main actor (``WaitingInput``), so that a
/// key typed into another session served by the process is not held behind the slice.
struct SliceDeadline {
    private let instant: ContinuousClock.Instant
    private let inputWaits: () -> Bool

    /// A deadline `duration` from now; `inputWaits` says whether input waits (a test's
    /// own answer, or the process's by default).
    init(after duration: Duration, inputWaits: @escaping () -> Bool = { WaitingInput.isWaiting }) {
        instant = .now + duration
        self.inputWaits = inputWaits
    }

    /// Whether the slice should begin no further step.
    var hasPassed: Bool {
        ContinuousClock.now >= instant || inputWaits()
    }
}
