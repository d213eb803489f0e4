/// What is left to restore for one live warp: the saved node it was matched with, the
/// steps of its path not yet replayed, and the saved children not yet matched.
@MainActor
final class RestorePlan {
    let saved: NavigationRecord.Node
    /// Where `saved` is in the record.
    let indexPath: [Int]
    /// The live warp restored from `saved`.
    weak var node: WarpNode?
    private weak var restoration: Restoration?
    private var nextStep = 0
    private var unmatched: [Int]

    init(saved: NavigationRecord.Node, indexPath: [Int], restoration: Restoration) {
        self.saved = saved
        self.indexPath = indexPath
        self.restoration = restoration
        unmatched = Array(saved.children.indices)
    }

    /// Whether the warp has anything to rebuild: steps to replay or children to match.
    var hasWork: Bool { !saved.path.isEmpty || !saved.children.isEmpty }

    /// Whether steps remain to be replayed.
    var hasStepsLeft: Bool { nextStep < saved.path.count }

    /// The next step of the saved path, which it then counts as replayed.
    func takeNextStep() -> (any Weft)? {
        guard hasStepsLeft else { return nil }
        defer { nextStep += 1 }
        return saved.path[nextStep]
    }

    /// The plan for a child warp of `warpType` this warp just wove: the first saved child
    /// of that type not matched yet, if any.
    func matchChild(warpType: String) -> RestorePlan? {
        guard let restoration,
            let position = unmatched.firstIndex(where: { saved.children[$0].warpType == warpType })
        else { return nil }
        let index = unmatched.remove(at: position)
        return restoration.plan(for: saved.children[index], at: indexPath + [index])
    }

    /// The saved children no live warp was matched with.
    var unmatchedChildren: [(indexPath: [Int], node: NavigationRecord.Node)] {
        unmatched.map { (indexPath + [$0], saved.children[$0]) }
    }
}

/// One restore under way, from ``Loom/weave(_:with:restoring:onRestored:)`` until the
/// Loom has nothing left to knit.
@MainActor
final class Restoration {
    private(set) var notes: [NavigationRecord.Note]
    private var plans: [RestorePlan] = []
    let onRestored: @MainActor (RestoredNavigation) -> Void

    init(notes: [NavigationRecord.Note], onRestored: @escaping @MainActor (RestoredNavigation) -> Void) {
        self.notes = notes
        self.onRestored = onRestored
    }

    /// A plan for the live warp matched with `saved`.
    func plan(for saved: NavigationRecord.Node, at indexPath: [Int]) -> RestorePlan {
        let plan = RestorePlan(saved: saved, indexPath: indexPath, restoration: self)
        plans.append(plan)
        return plan
    }

    func note(_ note: NavigationRecord.Note) {
        notes.append(note)
    }

    /// Ends the restore: the live warps stop matching saved children, and the saved
    /// warps nothing matched become notes.
    ///
    /// - Returns: the result for `onRestored`, and the notes the restore itself added.
    func finish() -> (RestoredNavigation, added: [NavigationRecord.Note]) {
        let known = notes.count
        var warps: [[Int]: WeakWarp] = [:]
        for plan in plans {
            if let node = plan.node {
                warps[plan.indexPath] = WeakWarp(node.warp)
                node.restore = nil
            }
            for (indexPath, saved) in plan.unmatchedChildren {
                notes.append(.unmatchedWarp(warpType: saved.warpType, indexPath: indexPath))
            }
        }
        plans.removeAll()
        return (RestoredNavigation(notes: notes, warps: warps), Array(notes[known...]))
    }
}
