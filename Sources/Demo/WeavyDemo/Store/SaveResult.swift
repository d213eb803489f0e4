/// What became of a change the store was asked to keep.
enum SaveResult: Equatable, Sendable {
    /// Written to the data directory (or taken by the shared store).
    case saved
    /// Applied for this session only; `reason` says why it could not be written.
    case keptInMemory(reason: String)
    /// Applied, and kept until the shared store can take it; `reason` says why not yet.
    case pending(reason: String)
}
