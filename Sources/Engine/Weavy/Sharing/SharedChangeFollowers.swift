/// The followers of a ``SharedStore``'s changes: each stream ``changes()`` made, and every
/// change sent to all of them.
///
/// A store implementation keeps one and answers ``SharedStore/changes()`` with it, so
/// that each implementation does not write the fan-out again. A follower that stops
/// iterating is forgotten; when the followers go (their store is gone), every stream ends,
/// so a task iterating one finishes instead of waiting for ever.
public final class SharedChangeFollowers: Sendable {
    private struct State {
        var followers: [Int: AsyncStream<SharedChange>.Continuation] = [:]
        var nextFollower = 0
    }

    private let state = LockedState(State())

    /// No followers yet.
    public init() {}

    deinit {
        finish()
    }

    /// A new follower's stream: every change sent from now on, in order.
    public func changes() -> AsyncStream<SharedChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: SharedChange.self)
        let id = state.withLock { state in
            let id = state.nextFollower
            state.nextFollower += 1
            state.followers[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.followers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Tells every follower that the row under `key` changed.
    public func send(_ change: SharedChange) {
        for follower in state.withLock({ Array($0.followers.values) }) {
            follower.yield(change)
        }
    }

    /// Ends every follower's stream (the store is closed).
    public func finish() {
        for follower in state.withLock({ Array($0.followers.values) }) {
            follower.finish()
        }
    }

    /// How many followers are listening now; a follower that stopped is no longer counted.
    public var count: Int {
        state.withLock { $0.followers.count }
    }
}
