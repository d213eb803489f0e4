import Dispatch
import Testing

@testable import WeavySSH

/// What a wait is for, and who waits for it.
@MainActor
private final class Awaited {
    var happened = false
    var waiter: CheckedContinuation<Void, Never>?

    func happen() {
        happened = true
        waiter?.resume()
        waiter = nil
    }
}

@MainActor
@Suite("Waiting on the main queue under the server's executor")
struct MainQueueWaitTests {
    @Test(
        "A wait whose event was queued before it began returns at once: the event runs while the wait begins, and is seen",
        .timeLimit(.minutes(5)))
    func eventQueuedFirst() async {
        let awaited = Awaited()
        var queued = false
        await withTaskExecutorPreference(MainQueueExecutor()) {
            // The event is queued as the wait checks for it, as a session's end is queued
            // just before the server waits for it: it then runs while the wait begins. A
            // check made before `withCheckedContinuation` would find it not happened, and
            // the waiter registered after it would wait for ever.
            await MainQueueExecutor.wait(
                unless: {
                    if !queued {
                        queued = true
                        DispatchQueue.main.async { MainActor.assumeIsolated { awaited.happen() } }
                    }
                    return awaited.happened
                },
                register: { awaited.waiter = $0 })
        }
        #expect(awaited.happened)
        #expect(awaited.waiter == nil)
    }

    @Test("A wait whose event comes later is resumed by it", .timeLimit(.minutes(5)))
    func eventLater() async {
        let awaited = Awaited()
        await withTaskExecutorPreference(MainQueueExecutor()) {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
                MainActor.assumeIsolated { awaited.happen() }
            }
            await MainQueueExecutor.wait(unless: { awaited.happened }) { awaited.waiter = $0 }
        }
        #expect(awaited.happened)
    }
}
