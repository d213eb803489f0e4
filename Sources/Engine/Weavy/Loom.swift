import Logging
import OpenCombine

/// The engine: it listens to the weftables of presented presentables, asks the right
/// warp to knit each weft, wires up the returned stitches, and releases what was
/// dismissed or ended.
///
/// The app owns its Loom (warps and screens never keep it alive) and starts it with a
/// root warp:
///
/// ```swift
/// let loom = Loom()
/// loom.weave(MainWarp(), with: SingleWeftable(AppWeft.start))
/// ```
///
/// ## Ordering
/// All navigation runs on the main actor. Wefts are handled one knit at a time, in the
/// order they were emitted: a weft emitted while a knit is under way (by a screen model,
/// a `.forward` stitch, a ``willKnit`` or ``didKnit`` subscriber) waits in a
/// first-in first-out queue until that knit and its stitches are done. Nothing is knitted
/// recursively.
///
/// ## Deep links
/// ``navigate(to:delivery:)`` hands a weft to every live warp, parents before children, each
/// through its ``Warp/adapt(_:)``. A warp woven by its parent while the deep link is
/// being handled receives it too. A warp never knits a deep link before its own initial
/// weft: until it has knitted that weft and, when it is being restored, its saved path,
/// the warp keeps the deep links that reach it and knits them, in order, right after. A
/// warp whose initial weft waits for its head to be first presented starts at once to
/// take the link (see ``DeepLinkDelivery``). Deep links sent before any warp has knitted
/// are kept and delivered, in order, right after the first root warp's first knit.
///
/// ## Initial wefts
/// A weftable's initial weft is taken when its presentable is first presented (at once
/// with `allowWhenHidden`). Several weftables woven with one presentable, in one knit or
/// several, take theirs in the order their stitches were applied, whenever it is shown.
///
/// ## Saving and restoring
/// ``navigationRecord()`` describes the live navigation as data, and
/// ``weave(_:with:restoring:onRestored:)`` rebuilds it at the next launch by knitting
/// each warp's saved wefts again, in the same first-in first-out order as any weft.
@MainActor
public final class Loom {
    enum Work {
        /// A weft from outside the Loom's machinery (``KnitCause/input``): the common case,
        /// kept apart so that it carries no cause to copy.
        case knit(WarpNode, any Weft)
        /// A weft with another cause: a warp's start, an initial weft, a forwarded weft.
        case knitCaused(WarpNode, any Weft, KnitCause)
        /// A deep link for `into` and its subtree, or for every warp when it is `nil`.
        case deepLink(any Weft, into: WarpNode?, DeepLinkDelivery)
        /// The next step of a restored warp's saved path.
        case replay(WarpNode)
    }

    let logger: Logger
    var roots: [WarpNode] = []
    var nodes: [ObjectIdentifier: WarpNode] = [:]
    // Touched on every weft, only on the main actor, never by overlapping accesses:
    // the dynamic exclusivity checks would cost more than the work itself.
    @exclusivity(unchecked) var queue = WorkQueue<Work>()
    @exclusivity(unchecked) var isDraining = false
    /// Whether anyone asked for willKnit/didKnit: until then knits are not announced.
    @exclusivity(unchecked) var announcesKnits = false
    /// Counts knits, to order the steps of navigation paths.
    @exclusivity(unchecked) var knitSerial = 0
    var pendingDeepLinks: [(weft: any Weft, delivery: DeepLinkDelivery)] = []
    var readinessWaiters: [ReadinessWaiter] = []
    /// The hidden presentables whose weftables wait to take their initial weft.
    var startGates: [ObjectIdentifier: StartGate] = [:]
    /// The restores under way; they end when the queue is empty.
    @exclusivity(unchecked) var restorations: [Restoration] = []

    let willKnitSubject = PassthroughSubject<KnitEvent, Never>()
    let didKnitSubject = PassthroughSubject<KnitEvent, Never>()
    let wiringErrorSubject = PassthroughSubject<WiringError, Never>()

    /// Whether a wiring error also stops at an assertion in debug builds.
    ///
    /// On by default so mistakes surface where they happen while developing; release
    /// builds only log them. Tests that provoke wiring errors on purpose turn it off.
    public var assertsOnWiringErrors = true

    /// Creates a Loom.
    ///
    /// - Parameter logger: where diagnostics go (wiring errors, dropped wefts at trace
    ///   level). Never the terminal: configure swift-log to write to a file or stderr.
    public init(logger: Logger = Logger(label: "weavy.loom")) {
        self.logger = logger
    }

    /// Fires before every knit, with the warp and the weft after ``Warp/adapt(_:)``.
    public var willKnit: AnyPublisher<KnitEvent, Never> {
        announcesKnits = true
        return willKnitSubject.eraseToAnyPublisher()
    }

    /// Fires after every knit, once its stitches have taken effect: a weftable it wove
    /// is already listened to.
    public var didKnit: AnyPublisher<KnitEvent, Never> {
        announcesKnits = true
        return didKnitSubject.eraseToAnyPublisher()
    }

    /// Every wiring mistake the Loom detects, as it detects it.
    public var wiringErrors: AnyPublisher<WiringError, Never> { wiringErrorSubject.eraseToAnyPublisher() }

    /// Weaves a root warp: its weftable is listened to while the warp's head is
    /// presented, and its initial weft is taken when the head is first presented.
    ///
    /// The root warp lives until its head is dismissed or it ends with `.end`.
    public func weave(_ warp: any Warp, with weftable: any Weftable) {
        weave(warp, with: weftable, allowWhenHidden: false, parent: nil)
    }

    /// Sends `weft` as a deep link to every warp alive now, parents before children.
    ///
    /// Each warp sees it through its ``Warp/adapt(_:)`` and knits it, after its own
    /// start (its initial weft); warps that do not handle it return no stitches. The
    /// children a warp weaves while knitting the link receive it too.
    ///
    /// - A warp whose initial weft is queued, or that is replaying saved navigation,
    ///   knits the link as soon as it has started.
    /// - A warp whose head has never been shown (a tab not yet visited) starts at once,
    ///   while hidden, to knit the link now: a link is not kept for a warp that may
    ///   start much later. Pass ``DeepLinkDelivery/waitingUntilShown`` to have such a
    ///   warp keep the link until its head is first shown instead.
    /// - Sent before any warp has knitted (a link given on the command line), the link
    ///   is kept until the first root warp has knitted once, then sent.
    ///
    /// Called during a knit, the deep link is handled after it.
    public func navigate(to weft: any Weft, delivery: DeepLinkDelivery = .startingUnshownWarps) {
        guard roots.contains(where: \.isReady) else {
            pendingDeepLinks.append((weft, delivery))
            return
        }
        enqueue(.deepLink(weft, into: nil, delivery))
    }

    /// The live warps, parents before children, in the order they were woven.
    public var warps: [any Warp] {
        var result: [any Warp] = []
        var stack = roots.reversed() as [WarpNode]
        while let node = stack.popLast() {
            result.append(node.warp)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The live child warps of `warp`, in the order they were woven.
    public func children(of warp: any Warp) -> [any Warp] {
        nodes[ObjectIdentifier(warp)]?.children.map(\.warp) ?? []
    }

    /// Whether `warp` is woven and not yet released.
    public func isWoven(_ warp: any Warp) -> Bool {
        nodes[ObjectIdentifier(warp)] != nil
    }
}
