/// A warp the Loom refers to without keeping it alive.
final class WeakWarp {
    weak var warp: (any Warp)?

    init(_ warp: any Warp) {
        self.warp = warp
    }
}
