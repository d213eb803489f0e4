/// What a restore rebuilt, handed to the `onRestored` of
/// ``Loom/weave(_:with:restoring:onRestored:)`` once the saved navigation has been
/// knitted again.
@MainActor
public struct RestoredNavigation {
    /// Everything of the record that was not rebuilt: the record's own notes (what could
    /// not be saved or decoded), then the saved warps no live warp matched.
    public let notes: [NavigationRecord.Note]

    private let warps: [[Int]: WeakWarp]

    init(notes: [NavigationRecord.Note], warps: [[Int]: WeakWarp]) {
        self.notes = notes
        self.warps = warps
    }

    /// The live warp rebuilt for the saved warp at `indexPath` of the record (see
    /// ``NavigationRecord/indexPaths``), if one was and it is still alive. Use it to put
    /// back what the app saved beside the record for that warp (a selected tab).
    ///
    /// The result keeps no warp alive.
    public func warp(at indexPath: [Int]) -> (any Warp)? {
        warps[indexPath]?.warp
    }
}
