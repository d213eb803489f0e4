import Dispatch

/// Runs a task's non-isolated parts (the resumption after a continuation, say) on the
/// main queue instead of the global concurrent executor.
///
/// The server's tasks prefer it (`withTaskExecutorPreference`): the global executor's
/// worker threads start libdispatch's pool monitor, a one-second timer that would then
/// wake an idle server forever, and each resumption through it costs a thread hop on the
/// way back to the main actor, where every session runs anyway.
final class MainQueueExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }

    /// Waits until `register`'s continuation is resumed, unless `isDone` holds once the
    /// wait begins.
    ///
    /// A check made before `withCheckedContinuation` can be stale by the time its body
    /// runs: under this executor's preference the call first goes through the main queue,
    /// so what was queued there already (the save, the session's end or the answer being
    /// waited for) runs in between, finds no one waiting, and the wait would last until
    /// its deadline. `isDone` is asked in the body, where nothing else can run.
    @MainActor
    static func wait(
        unless isDone: () -> Bool, register: (CheckedContinuation<Void, Never>) -> Void
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if isDone() {
                continuation.resume()
            } else {
                register(continuation)
            }
        }
    }

    /// Calls `body` after `delay` on the main queue (a timer on libdispatch's manager
    /// thread, which starts no monitor as `Task.sleep` would).
    @MainActor
    static func wait(_ delay: Duration) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(delay.wholeNanoseconds)) {
                continuation.resume()
            }
        }
    }
}
