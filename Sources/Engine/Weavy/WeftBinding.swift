import OpenCombine

/// One `.weave(presentable, weftable)`: listens to the weftable while the presentable is
/// presented (always, with `allowWhenHidden`), and ends when the presentable is dismissed.
///
/// The weftable's initial weft is the ``Loom``'s business: taken at once, or through the
/// presentable's ``StartGate``.
@MainActor
final class WeftBinding {
    let presentable: any Presentable
    let weftable: any Weftable
    /// The gate this binding's initial weft waits in, if it does.
    weak var gate: StartGate?
    /// The step of its warp's path whose knit wove it; `nil` when that knit is not recorded.
    var origin: PathEntry?
    private var subscriptions: [AnyCancellable] = []

    init(presentable: any Presentable, weftable: any Weftable) {
        self.presentable = presentable
        self.weftable = weftable
    }

    /// Starts listening.
    ///
    /// - Parameters:
    ///   - allowWhenHidden: listen even while the presentable is hidden.
    ///   - receive: called on the main actor with each weft to hand to the warp.
    ///   - onDismissed: called once when the presentable is dismissed.
    /// - Returns: `false` when the presentable was already dismissed; nothing is listened to.
    func start(
        allowWhenHidden: Bool,
        receive: @escaping @MainActor (any Weft) -> Void,
        onDismissed: @escaping @MainActor (WeftBinding) -> Void
    ) -> Bool {
        // `dismissed` replays to late subscribers, so an already-dismissed presentable
        // answers during `sink` itself, before `subscribing` turns false.
        var subscribing = true
        var dismissedBeforeWeave = false
        let dismissal = presentable.dismissed.sink { [weak self] _ in
            MainActor.assumeIsolated {
                if subscribing {
                    dismissedBeforeWeave = true
                } else if let self {
                    onDismissed(self)
                }
            }
        }
        subscribing = false
        if dismissedBeforeWeave {
            dismissal.cancel()
            return false
        }
        subscriptions.append(dismissal)

        let handler: @MainActor (any Weft) -> Void = { [weak presentable] weft in
            guard let presentable else { return }
            if allowWhenHidden || presentable.isPresented {
                receive(weft)
            }
        }
        subscriptions.append(weftable.wefts.sink(receiveValue: mainActorCallback(handler)))
        return true
    }

    func cancel() {
        gate?.remove(self)
        for subscription in subscriptions {
            subscription.cancel()
        }
        subscriptions.removeAll()
    }
}
