/// Why the Loom knits a weft. It decides what the knit means for the warp's start, and
/// under which step of the warp's path (see ``Loom/navigationRecord()``) the knit's
/// presentables and child warps are recorded.
enum KnitCause {
    /// The warp's own initial weft: deep links wait for it. Not recorded: weaving the
    /// warp again knits it again.
    case start
    /// A weftable's initial weft, or what a `.start` or `.automatic` knit forwarded. Not
    /// recorded: it happens again by itself when what caused it is woven again.
    case automatic
    /// A weft from outside the Loom's own machinery: emitted by a weftable, sent as a deep
    /// link, forwarded by a child warp that ended, replayed. Recorded as itself.
    case input
    /// Forwarded by a knit that is recorded as `entry`: recorded under that entry, since
    /// knitting it again forwards this weft again.
    case chained(PathEntry)
}

/// One step of a warp's navigation path: the weft (after adapt) of a knit, and that
/// knit's place in the order of all knits.
struct PathEntry {
    let weft: any Weft
    let serial: Int
}

/// The knit under way: what the presentables and warps it weaves are recorded under,
/// and what the wefts it forwards are caused by.
struct KnitContext {
    let weft: any Weft
    let serial: Int
    let cause: KnitCause

    /// The path step this knit's products stand for, if it is recorded at all.
    var origin: PathEntry? {
        switch cause {
        case .input: PathEntry(weft: weft, serial: serial)
        case .chained(let entry): entry
        case .start, .automatic: nil
        }
    }

    /// The cause of a weft this knit forwards to its own warp.
    var forwardedCause: KnitCause {
        origin.map(KnitCause.chained) ?? .automatic
    }

    /// The cause of the weft `node` forwards to its parent as this knit ends it.
    ///
    /// A warp ended by its own start (or what that start forwarded) ends that way again
    /// whenever the parent's step that wove it is knitted again, so the forwarded weft
    /// is recorded under that step. Anything else ended it from outside: an input.
    @MainActor func endForwardedCause(of node: WarpNode) -> KnitCause {
        switch cause {
        case .start, .automatic: node.origin.map(KnitCause.chained) ?? .automatic
        case .input, .chained: .input
        }
    }
}
