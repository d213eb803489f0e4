import OpenCombine

/// A weftable that accepts wefts from any thread or task and emits them on the main
/// actor, in the order they were sent.
///
/// Hand its ``sender`` to background work (a network client, a file watcher); each
/// ``WeftSender/send(_:)`` returns at once and the weft reaches ``wefts`` on the main
/// actor soon after. Wefts sent by one task arrive in that task's order, and every weft
/// arrives exactly once. A burst does not hold the main actor: every few milliseconds the
/// relay lets what else is queued there (keys, frames) run before it hands on the rest.
/// The relay stops when the weftable is released.
@MainActor
public final class RelayWeftable: Weftable {
    public let wefts = PassthroughSubject<any Weft, Never>()
    public let initialWeft: (any Weft)?

    /// How long the relay hands on wefts without letting other work on the main actor run.
    static var longestTurn: Duration { .milliseconds(5) }

    /// The `Sendable` handle background code uses to emit wefts.
    public nonisolated let sender: WeftSender

    /// Creates a relay, optionally with an initial weft.
    public init(initialWeft: (any Weft)? = nil) {
        self.initialWeft = initialWeft
        let (stream, continuation) = AsyncStream.makeStream(of: (any Weft).self)
        sender = WeftSender(continuation: continuation)
        Task { @MainActor [weak self] in
            // Wefts sent in a burst wait in the stream, and each comes without a
            // suspension: handled in one turn, a hundred thousand would hold the main
            // actor (keys, frames, timers) until the last. Every few milliseconds, the
            // rest wait behind what else is queued.
            var turnStart = ContinuousClock.now
            for await weft in stream {
                // Held only while it hands on the weft: not across the yield, where it
                // would outlive by a turn the window and the loom that let it go.
                guard self != nil else { return }
                self?.wefts.send(weft)
                if ContinuousClock.now - turnStart >= RelayWeftable.longestTurn {
                    await Task.yield()
                    turnStart = .now
                }
            }
        }
    }

    deinit {
        sender.finish()
    }
}

/// Sends wefts to a ``RelayWeftable`` from any thread or task.
public struct WeftSender: Sendable {
    fileprivate let continuation: AsyncStream<any Weft>.Continuation

    /// Queues `weft` for the main actor. Returns at once; does nothing after the relay
    /// is released.
    public func send(_ weft: any Weft) {
        continuation.yield(weft)
    }

    fileprivate func finish() {
        continuation.finish()
    }
}
