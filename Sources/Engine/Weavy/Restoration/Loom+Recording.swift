import Logging

/// Describing the live navigation as data.
extension Loom {
    /// The live navigation as a ``NavigationRecord``, to save and rebuild at the next
    /// launch with ``weave(_:with:restoring:onRestored:)``.
    ///
    /// Every live warp is a node, its child warps in the order they were woven. Its path
    /// holds the wefts (after ``Warp/adapt(_:)``) whose knits wove at least one
    /// presentable or child warp that is still there: a popped screen, a closed modal or
    /// a released child warp takes its weft out of the path, unless that knit wove
    /// something else that stayed. Knits that wove nothing are not recorded, nor are the
    /// knits the Loom makes by itself (a warp's or a weftable's initial weft, and what
    /// they forward): they happen again when the navigation is rebuilt.
    ///
    /// Only `Codable` wefts can be saved: the first weft of a path that is not ends that
    /// path there, with a ``NavigationRecord/Note`` on the node and a warning in the log.
    /// Nothing user-interface-specific is recorded (the selected tab, a scroll position):
    /// keep it beside the record, by index path (see ``warp(at:)``).
    public func navigationRecord() -> NavigationRecord {
        NavigationRecord(roots: roots.map(recordNode))
    }

    private func recordNode(_ node: WarpNode) -> NavigationRecord.Node {
        let warpType = NavigationRecord.typeName(of: type(of: node.warp))
        var path: [any Weft & Codable] = []
        var notes: [NavigationRecord.Note] = []
        for entry in node.path {
            guard let weft = entry.weft as? any Weft & Codable else {
                let note = NavigationRecord.Note.weftNotCodable(
                    warpType: warpType, weftType: NavigationRecord.typeName(of: type(of: entry.weft)))
                logger.warning("Weavy navigation record: \(note)")
                notes.append(note)
                break
            }
            path.append(weft)
        }
        return NavigationRecord.Node(
            warpType: warpType, path: path, children: node.children.map(recordNode), notes: notes)
    }

    /// The live warp at `indexPath` of the tree of warps: `[0]` is the first root warp,
    /// `[0, 1]` its second child. The same paths as in a ``NavigationRecord`` made now
    /// (``NavigationRecord/indexPaths``).
    public func warp(at indexPath: [Int]) -> (any Warp)? {
        guard let first = indexPath.first, roots.indices.contains(first) else { return nil }
        var node = roots[first]
        for index in indexPath.dropFirst() {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node.warp
    }
}
