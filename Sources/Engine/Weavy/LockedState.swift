import Glibc

/// State shared between threads, reached only under its lock: the package's one lock
/// type, in place of `Synchronization.Mutex`.
///
/// On Linux `Mutex` waits on a futex from the standard library, which the thread
/// sanitizer does not see, so it reports every access under a `Mutex` from two threads
/// as a race (`swiftc -sanitize=thread` over four threads updating one
/// `Mutex<[String: Int]>` reports races on every run). A pthread mutex is seen, so the
/// sanitizer runs report only real races.
package final class LockedState<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    /// `initialState`, reached from now on under the lock.
    package init(_ initialState: sending State) {
        pthread_mutex_init(mutex, nil)
        state = initialState
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the state, holding the lock; `body` must not take it again.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
