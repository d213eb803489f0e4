import Glibc
import WeavyKit

/// The one serialized path to ncurses.
///
/// ncurses keeps process-wide state (the current SCREEN, the panel deck, terminfo) and
/// is not thread-safe. Every curses call in this library happens inside
/// ``withLock(_:)``, so terminals used from several threads at once (parallel tests, a
/// headless renderer beside a live app) never interleave. The lock is recursive: code
/// already inside may call helpers that take it again.
enum CursesLock {
    private final class Storage: @unchecked Sendable {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>

        init() {
            mutex = .allocate(capacity: 1)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }
    }

    private static let storage = Storage()

    /// Runs `body` with exclusive access to ncurses.
    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(storage.mutex)
        defer { pthread_mutex_unlock(storage.mutex) }
        return try body()
    }
}
