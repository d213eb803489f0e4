import CMainQueue
import Dispatch
import Glibc

/// The main dispatch queue, drained by the run loop itself on the main thread.
///
/// On Linux the main actor's jobs are queued on the main dispatch queue. An `async main`
/// starts on the main thread; when its task first suspends, the program calls
/// `dispatch_main()`, which gives up the main thread for good and lets a dispatch worker
/// drain the queue. A key then wakes two threads: dispatch's event thread, which queues
/// the handler, and the worker that runs it.
///
/// Until that first suspension the queue still belongs to the main thread, and
/// libdispatch lets a run loop there wait on the queue's descriptor and drain it (what
/// CoreFoundation's run loop does). The live run loop uses that when it can: one thread
/// waits for keys, signals and main-actor work at once, and a key wakes only it.
enum MainQueue {
    /// The descriptor that becomes readable when main-actor work is queued, when the
    /// calling thread can drain the queue; `nil` when it cannot (not the main thread,
    /// or already inside a drain of the queue, as under someone else's run loop).
    ///
    /// Drains what is queued already, to find out.
    @MainActor
    static func claim() -> Int32? {
        guard weavy_is_main_thread() != 0 else { return nil }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        guard descriptor >= 0 else { return nil }
        let probe = DrainProbe()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { probe.ran = true }
        }
        drain(descriptor)
        return probe.ran ? descriptor : nil
    }

    /// Whether the caller runs on the main queue, that is on the main actor, whichever
    /// thread drains the queue. Asking the thread is not enough: once the main task has
    /// suspended (and always under `swift test`), a dispatch worker drains the main
    /// queue, and the process's first thread may run other work.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) != nil
    }

    /// A key the main queue answers to, and only it (and queues that target it).
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs the main-actor work queued so far, on the calling (main) thread.
    ///
    /// The descriptor is read empty first: work queued while this runs makes it
    /// readable again, so nothing is missed.
    @MainActor
    static func drain(_ descriptor: Int32) {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
    }
}

/// Records whether a block queued on the main queue ran.
@MainActor
private final class DrainProbe {
    var ran = false
}
