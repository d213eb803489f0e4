/// What became of a change the store was asked to keep.
enum SaveResult: Equatable, Sendable {
    /// Written to the data directory.
    case saved
    /// Applied for this session only; `reason` says why it could not be written.
    case keptInMemory(reason: String)
}
