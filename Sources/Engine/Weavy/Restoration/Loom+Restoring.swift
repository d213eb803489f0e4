import Logging

/// Rebuilding a saved navigation through the same knits.
extension Loom {
    /// Weaves a root warp, as ``weave(_:with:)``, and rebuilds the navigation `record`
    /// saved for it.
    ///
    /// The warp is matched with the record's root at the position it takes among the live
    /// root warps (the first, for an app with one root), if that root was saved for the
    /// same warp type. Then, for this warp and for every child warp matched on the way:
    /// - once the warp has knitted its initial weft (at once if it has none), the Loom
    ///   knits the saved path, one weft at a time, each through ``Warp/adapt(_:)`` and
    ///   ``Warp/knit(_:)`` like any weft and after what the previous one caused. Deep
    ///   links that reach the warp meanwhile wait until the path is done;
    /// - a child warp it weaves (while starting, replaying, or anything that causes) is
    ///   matched with the first saved child of the same type not matched yet: saved
    ///   children are matched by type and weave order;
    /// - a warp with a saved path or saved children takes its initial weft at once, even
    ///   while its head is hidden, so that a hidden tab's stack comes back too. The
    ///   replayed wefts reach it hidden as well. Its weftables follow the usual rules.
    ///
    /// The restore is over when the Loom has nothing left to knit (before this method
    /// returns, unless it is called during a knit). Then `onRestored` runs with what was
    /// rebuilt, including a note for each saved warp nothing matched, and the Loom no
    /// longer matches warps with the record. Every note is also logged as a warning.
    public func weave(
        _ warp: any Warp, with weftable: any Weftable, restoring record: NavigationRecord,
        onRestored: @escaping @MainActor (RestoredNavigation) -> Void = { _ in }
    ) {
        for note in record.notes {
            logger.warning("Weavy restoration: \(note)")
        }
        let restoration = Restoration(notes: record.notes, onRestored: onRestored)
        restorations.append(restoration)
        batch {
            let position = roots.count
            var plan: RestorePlan?
            if record.roots.indices.contains(position) {
                let saved = record.roots[position]
                if saved.warpType == NavigationRecord.typeName(of: type(of: warp)) && !isWoven(warp) {
                    plan = restoration.plan(for: saved, at: [position])
                } else {
                    restoration.note(.unmatchedWarp(warpType: saved.warpType, indexPath: [position]))
                }
            }
            weave(warp, with: weftable, allowWhenHidden: false, parent: nil, restoring: plan)
        }
    }

    /// Knits the next step of `node`'s saved path.
    func replayStep(of node: WarpNode) {
        guard !node.isEnded, let weft = node.restore?.takeNextStep() else { return }
        knit(weft, in: node, cause: .input)
        advanceStart(node)
    }

    /// Ends the restores under way, once the Loom has nothing left to knit.
    ///
    /// - Returns: whether it ended any (their `onRestored` may have queued work).
    func finishRestorations() -> Bool {
        guard !restorations.isEmpty else { return false }
        let finished = restorations
        restorations.removeAll()
        for restoration in finished {
            let (restored, added) = restoration.finish()
            for note in added {
                logger.warning("Weavy restoration: \(note)")
            }
            restoration.onRestored(restored)
        }
        return true
    }
}
