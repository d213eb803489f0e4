/// A mistake in how warps, presentables and weftables are wired together.
///
/// The ``Loom`` never crashes or hangs on these: it logs the error through swift-log,
/// publishes it on ``Loom/wiringErrors``, and, in debug builds when
/// ``Loom/assertsOnWiringErrors`` is on, stops at an assertion so the mistake is seen
/// where it happens.
public enum WiringError: Error, Hashable, Sendable {
    /// A weft reached a warp after that warp ended; it was dropped.
    case weftAfterEnd(warp: String, weft: String)
    /// A knit returned stitches after `.end`; they were ignored.
    case stitchAfterEnd(warp: String, stitch: String)
    /// A stitch wove a presentable that was already dismissed; nothing was listened to.
    case dismissedPresentable(warp: String, presentable: String)
    /// A stitch wove a presentable that is still in no container once the knit's stitches
    /// (and the ``ReadinessStrategy/created`` actions they ran) took effect, so it can never
    /// be presented.
    case unmountedPresentable(warp: String, presentable: String)
    /// A root warp ended forwarding a weft, but it has no parent to knit it; it was dropped.
    case forwardWithoutParent(warp: String, weft: String)
    /// `warp`, which knits `knittedType`, was sent `weft` of another type (by one of its
    /// weftables, a forward or a child that ended), and no warp above it knits that
    /// type either; it was dropped.
    case weftNoWarpKnits(weft: String, warp: String, knittedType: String)
    /// A warp that is already woven was woven again; the second weave was ignored.
    case warpAlreadyWoven(warp: String)
    /// A ``Loom/whenReady(_:strategy:perform:)-([Warp],_,_)`` action waits with
    /// ``ReadinessStrategy/ready`` for a warp that can never knit: its initial weft waits
    /// for its head to be presented, and the head is in no container. The action waits on.
    case neverReady(warp: String)
}

extension WiringError: CustomStringConvertible {
    /// A sentence that names what went wrong and what the Loom did about it.
    public var description: String {
        switch self {
        case .weftAfterEnd(let warp, let weft):
            "\(warp) received \(weft) after it ended; the weft was dropped. "
                + "Check for .forward or emissions after .end(forwardingToParent:)."
        case .stitchAfterEnd(let warp, let stitch):
            "\(warp) returned \(stitch) after .end in the same knit; it was ignored. "
                + "Put .end last."
        case .dismissedPresentable(let warp, let presentable):
            "\(warp) wove \(presentable), which is already dismissed; its weftable is not listened to."
        case .unmountedPresentable(let warp, let presentable):
            "\(warp) wove \(presentable), which is in no container, so it can never be presented "
                + "and its weftable will never be heard. Push or present it before returning the stitch."
        case .forwardWithoutParent(let warp, let weft):
            "\(warp) ended forwarding \(weft), but it is a root warp with no parent; the weft was dropped."
        case .weftNoWarpKnits(let weft, let warp, let knittedType):
            "\(warp) knits \(knittedType) and was sent \(weft), of another type, by one of its weftables, a forward "
                + "or a child that ended; no warp above it knits that type either, so it was dropped. Send it "
                + "from under a warp whose knit(_:) takes its type, or as a deep link with Loom.navigate(to:)."
        case .warpAlreadyWoven(let warp):
            "\(warp) is already woven; a warp instance can be woven only once. The second weave was ignored."
        case .neverReady(let warp):
            "whenReady waits for \(warp) to be ready, but its initial weft waits for its head to be presented "
                + "and the head is in no container, so it can never become ready and the action never runs. "
                + "Put the head in its container before returning the stitch, weave it with allowWhenHidden: true, "
                + "or wait with strategy: .created to mount the head as soon as the warp is woven."
        }
    }
}
