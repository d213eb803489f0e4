import CPlatform
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
    /// Values are expected on the main actor, where models live; one that arrives on
    /// another thread is logged and handed over to the main actor.
    public func follow<P: Publisher>(
        _ publisher: P, _ update: @escaping @MainActor (P.Output) -> Void = { _ in }
    ) where P.Failure == Never, P.Output: Sendable {
        let subscription = publisher.sink { [weak self] value in
            guard weavy_is_main_thread() != 0 else {
                reportMisuse("a publisher a component follows sent a value off the main actor; it was handed over")
                Task { @MainActor [weak self] in
                    update(value)
                    self?.setNeedsDisplay()
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
