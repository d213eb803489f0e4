import OpenCombine

/// The Loom's record of one woven warp: the warp itself, what it wove, and its children.
///
/// Nodes form a tree owned by the Loom (roots) and by their parent (children). Ending a
/// node drops the whole subtree, which releases every warp, presentable and weftable in
/// it. Nothing in a node points back at the Loom strongly.
@MainActor
final class WarpNode {
    let warp: any Warp
    private(set) weak var parent: WarpNode?
    private(set) var children: [WarpNode] = []
    /// Where this node comes among its siblings (or the Loom's roots), ascending in the
    /// order they were added.
    @exclusivity(unchecked) var siblingOrder = 0
    private var bindings: [ObjectIdentifier: WeftBinding] = [:]
    private var headDismissal: AnyCancellable?
    @exclusivity(unchecked) private(set) var isEnded = false
    @exclusivity(unchecked) var isReady = false
    /// How far the warp is in starting (its initial weft, then any saved path to
    /// replay); deep links wait until it runs.
    @exclusivity(unchecked) var phase = StartPhase.running
    /// Deep links that reached the warp before it started, in the order they came.
    var heldLinks: [(weft: any Weft, delivery: DeepLinkDelivery)] = []
    /// The binding of the warp's own weftable while its initial weft waits for the head's
    /// first presentation; a deep link can take that weft early through it.
    weak var startingBinding: WeftBinding?
    /// The step of the parent's path whose knit wove this warp; `nil` when that knit is
    /// not recorded.
    var origin: PathEntry?
    /// What remains to restore in this warp, while a restore is under way.
    var restore: RestorePlan?

    init(warp: any Warp, parent: WarpNode?) {
        self.warp = warp
        self.parent = parent
    }

    var name: String { String(describing: type(of: warp)) }

    /// Ends this node when its warp's head is dismissed.
    func observeHeadDismissal(_ onDismissed: @escaping @MainActor (WarpNode) -> Void) {
        headDismissal = warp.dismissed.sink { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, !self.isEnded else { return }
                onDismissed(self)
            }
        }
    }

    func add(_ binding: WeftBinding) {
        bindings[ObjectIdentifier(binding)] = binding
    }

    func remove(_ binding: WeftBinding) {
        bindings.removeValue(forKey: ObjectIdentifier(binding))?.cancel()
    }

    func addChild(_ child: WarpNode) {
        children.appendNode(child)
    }

    func removeChild(_ child: WarpNode) {
        children.removeNode(child)
    }

    /// The steps of this warp's navigation path: the knits that wove a presentable or a
    /// child warp that is still here, in knit order, each once.
    ///
    /// Derived from what the warp holds: a popped screen or a released child warp takes
    /// its step with it, unless something else that knit wove is still here.
    var path: [PathEntry] {
        var entries = children.compactMap(\.origin)
        for binding in bindings.values {
            if let origin = binding.origin { entries.append(origin) }
        }
        entries.sort { $0.serial < $1.serial }
        var path: [PathEntry] = []
        for entry in entries where path.last?.serial != entry.serial {
            path.append(entry)
        }
        return path
    }

    /// The presentables this node wove that are still there, and its warp's head.
    var ownPresentables: [any Presentable] {
        bindings.values.map(\.presentable) + [warp.head]
    }

    /// Ends this node and its subtree, children first, and calls `visit` for each.
    func endSubtree(_ visit: (WarpNode) -> Void) {
        for child in children {
            child.endSubtree(visit)
        }
        children.removeAll()
        isEnded = true
        headDismissal?.cancel()
        headDismissal = nil
        visit(self)
        for binding in bindings.values {
            binding.cancel()
        }
        bindings.removeAll()
    }
}

/// Where a warp is in taking its initial weft.
enum StartPhase {
    /// Its initial weft waits for its head's first presentation.
    case waitingForPresentation
    /// Its initial weft is queued.
    case startQueued
    /// It is knitting the steps of a saved path, after its initial weft.
    case replaying
    /// It has knitted its initial weft, or has none: deep links reach it.
    case running
}
