import Dispatch
import OpenCombine

extension Component {
    /// Follows `publisher` for as long as this component lives: each value goes to
    /// `update` (to copy what the component shows from its model), then the component
    /// draws again. No `setNeedsDisplay()` to remember.
    ///
    /// ```swift
    /// follow(model.$unread) { [weak self] count in self?.badge = "\(count) new" }
    /// ```
    ///
    /// The component keeps the subscription, and with it `update`, until it is
    /// deinitialized (``releaseHandlers()`` does not end it): capture `self` weakly, as
    /// above, or the component never goes. Its children and models may be captured
    /// strongly.
    ///
    /// Values are expected on the main actor, where models live, and are taken at once.
    /// One that arrives elsewhere (another thread, a detached task) is logged and handed
    /// over to the main actor, in the order sent, and drawn soon after.
    public func follow<P: Publisher>(
        _ publisher: P, _ update: @escaping @MainActor (P.Output) -> Void = { _ in }
    ) where P.Failure == Never, P.Output: Sendable {
        // `@Sendable`: a closure made here would otherwise be main-actor isolated, and
        // Swift would check that isolation on entry, trapping for a value sent elsewhere.
        let subscription = publisher.sink { @Sendable [weak self] value in
            // The queue, not the thread, tells the main actor: its jobs may run on any
            // thread that drains the main queue (as under `swift test`).
            guard MainQueue.isCurrent else {
                reportMisuse("a publisher a component follows sent a value off the main actor; it was handed over")
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated {
                        update(value)
                        self?.setNeedsDisplay()
                    }
                }
                return
            }
            MainActor.assumeIsolated {
                update(value)
                self?.setNeedsDisplay()
            }
        }
        followed.append(subscription)
    }
}
