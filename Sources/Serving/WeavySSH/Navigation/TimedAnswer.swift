import Dispatch

/// What a store that took too long to answer is told.
struct StoreTimedOut: Error, CustomStringConvertible {
    let limit: Duration
    var description: String { "the store did not answer within \(limit.spokenText)" }
}

/// What `operation` answers, or ``StoreTimedOut`` once `limit` has passed without an
/// answer: the operation goes on, and its late answer is dropped. The operation runs on
/// `executor`.
@MainActor
func answer<Value: Sendable>(
    within limit: Duration, on executor: any TaskExecutor, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let waiter = AnswerWaiter<Value>()
    return try await withCheckedThrowingContinuation { continuation in
        waiter.continuation = continuation
        Task { @MainActor in
            await withTaskExecutorPreference(executor) {
                do {
                    waiter.resume(with: .success(try await operation()))
                } catch {
                    waiter.resume(with: .failure(error))
                }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(limit.wholeNanoseconds)) {
            MainActor.assumeIsolated { waiter.resume(with: .failure(StoreTimedOut(limit: limit))) }
        }
    }
}

/// The continuation of ``answer(within:on:_:)``, resumed by the first of the answer and
/// the timer.
@MainActor
private final class AnswerWaiter<Value: Sendable> {
    var continuation: CheckedContinuation<Value, any Error>?

    func resume(with result: Result<Value, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }
}
