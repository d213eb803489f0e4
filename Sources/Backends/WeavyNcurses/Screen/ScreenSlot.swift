import Glibc
import WeavyKit

/// The one ncurses screen a process may have open.
///
/// ncurses as shipped by Debian keeps a single window list for all its screens:
/// `delscreen` on one screen frees the windows of every other screen, and `resizeterm`
/// resizes them all. Several screens therefore cannot live side by side, however well
/// their calls are serialized. Every ``Terminal`` that opens (or, embedded, borrows) a
/// screen holds this slot until it closes; a terminal opened on another thread waits
/// for it, so parallel tests simply take turns.
final class ScreenSlot: @unchecked Sendable {
    static let shared = ScreenSlot()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let released = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var isHeld = false
    private var holder = pthread_t()

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(released, nil)
    }

    /// Takes the slot, waiting while a terminal opened on another thread holds it.
    ///
    /// - Throws: ``TerminalError/anotherTerminalIsOpen`` when this very thread holds
    ///   it: waiting would never end.
    func acquire() throws {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if isHeld && pthread_equal(holder, pthread_self()) != 0 {
            throw TerminalError.anotherTerminalIsOpen
        }
        while isHeld {
            pthread_cond_wait(released, mutex)
        }
        isHeld = true
        holder = pthread_self()
    }

    /// Takes the slot unless this thread already holds it (an embedded terminal whose
    /// host is a terminal of ours). Returns whether it took it.
    func acquireUnlessHeldHere() throws -> Bool {
        pthread_mutex_lock(mutex)
        let heldHere = isHeld && pthread_equal(holder, pthread_self()) != 0
        pthread_mutex_unlock(mutex)
        if heldHere { return false }
        try acquire()
        return true
    }

    /// Gives the slot back to the next terminal waiting for it.
    func release() {
        pthread_mutex_lock(mutex)
        isHeld = false
        pthread_cond_signal(released)
        pthread_mutex_unlock(mutex)
    }
}
