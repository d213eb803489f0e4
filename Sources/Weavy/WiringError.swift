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
    /// A stitch wove a presentable that is in no container, so it can never be presented.
    case unmountedPresentable(warp: String, presentable: String)
    /// A root warp ended forwarding a weft, but it has no parent to knit it; it was dropped.
    case forwardWithoutParent(warp: String, weft: String)
    /// A warp that is already woven was woven again; the second weave was ignored.
    case warpAlreadyWoven(warp: String)
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
        case .warpAlreadyWoven(let warp):
            "\(warp) is already woven; a warp instance can be woven only once. The second weave was ignored."
        }
    }
}
