/// One knit, as announced by ``Loom/willKnit`` and ``Loom/didKnit``: the warp and the
/// weft it knits, after ``Warp/adapt(_:)``.
public struct KnitEvent {
    /// The warp that knits.
    public let warp: any Warp
    /// The weft it knits, as adapted.
    public let weft: any Weft

    /// Creates an event for `warp` knitting `weft`.
    public init(warp: any Warp, weft: any Weft) {
        self.warp = warp
        self.weft = weft
    }
}

extension KnitEvent: CustomStringConvertible {
    /// `WarpType ← weft`, for logs and traces.
    public var description: String { "\(type(of: warp)) ← \(weft)" }
}
