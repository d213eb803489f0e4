import Synchronization

/// Input handed over to the main actor and not yet taken: a process that serves many
/// sessions (over SSH, each session's window on the one main actor) counts each hand-over
/// here, so that work a window does in slices on the main actor (a long table's sort)
/// ends its slice as soon as someone's key waits, instead of holding it behind the rest
/// of the slice. A live app, with one window, counts nothing.
///
/// Process-wide by nature: the main actor is.
package enum WaitingInput {
    private static let count = Atomic<Int>(0)

    /// Input was queued for the main actor (called on the thread that queues it).
    package static func queued() {
        count.add(1, ordering: .relaxed)
    }

    /// The main actor took input queued before (called first thing where it does).
    package static func taken() {
        count.subtract(1, ordering: .relaxed)
    }

    /// Whether some input queued for the main actor has not been taken yet.
    package static var isWaiting: Bool {
        count.load(ordering: .relaxed) > 0
    }
}
