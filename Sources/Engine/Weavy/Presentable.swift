import OpenCombine

/// Something that can be shown: a screen, or a container such as a navigation stack,
/// a tab bar or a modal popup.
///
/// The ``Loom`` never shows anything itself. It only watches a presentable's state to
/// decide when to listen to the ``Weftable`` that was woven with it, and when to let both
/// go:
/// - while ``isPresented`` is `false`, wefts from the weftable are dropped (unless the
///   stitch allowed it with `allowWhenHidden`);
/// - once ``dismissed`` fires, the Loom stops listening and releases the weftable. A
///   warp whose head is dismissed is released with everything it made.
///
/// Types that keep their state in a ``PresentationState`` get the three requirements
/// for free by conforming to ``PresentationStateProviding``.
@MainActor
public protocol Presentable: AnyObject {
    /// Whether the presentable is shown right now.
    var isPresented: Bool { get }

    /// Every change of ``isPresented``. Subscribers may receive the current value first.
    var presentation: AnyPublisher<Bool, Never> { get }

    /// Fires once, when the presentable is gone for good (popped, closed, removed), then
    /// completes. A subscriber that arrives after that moment receives it at once.
    var dismissed: AnyPublisher<Void, Never> { get }

    /// Whether the presentable sits in a container hierarchy that can present it.
    ///
    /// The Loom reports a wiring error when a warp weaves a presentable that is still not
    /// mounted once that knit's stitches (and the ``ReadinessStrategy/created`` actions
    /// they ran) took effect, because its weftable would never be listened to. The
    /// default is `true` for presentables that cannot tell.
    var isMounted: Bool { get }

    /// Called by the Loom once the warp that wove this presentable, or whose head it
    /// is, has ended (it returned `.end`, or was released with its parent): no warp
    /// drives it any more and its weftable is released.
    ///
    /// Containers use it to take down what would otherwise stay up with nothing behind
    /// it: WeavyKit closes, as cancelled, a modal whose content it is. The default
    /// does nothing.
    func weavingDidEnd()
}

extension Presentable {
    public var isMounted: Bool { true }
    public func weavingDidEnd() {}
}
