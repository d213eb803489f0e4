import OpenCombine

/// A weftable that accepts wefts from any thread or task and emits them on the main
/// actor, in the order they were sent.
///
/// Hand its ``sender`` to background work (a network client, a file watcher); each
/// ``WeftSender/send(_:)`` returns at once and the weft reaches ``wefts`` on the main
/// actor soon after. Wefts sent by one task arrive in that task's order, and every weft
/// arrives exactly once. The relay stops when the weftable is released.
@MainActor
public final class RelayWeftable: Weftable {
    public let wefts = PassthroughSubject<any Weft, Never>()
    public let initialWeft: (any Weft)?

    /// The `Sendable` handle background code uses to emit wefts.
    public nonisolated let sender: WeftSender

    /// Creates a relay, optionally with an initial weft.
    public init(initialWeft: (any Weft)? = nil) {
        self.initialWeft = initialWeft
        let (stream, continuation) = AsyncStream.makeStream(of: (any Weft).self)
        sender = WeftSender(continuation: continuation)
        Task { @MainActor [weak self] in
            for await weft in stream {
                guard let self else { return }
                self.wefts.send(weft)
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
