extension NavigationRecord {
    /// Something of the navigation a record could not keep, or a restore could not
    /// rebuild. The rest is kept and rebuilt; the ``Loom`` also logs each note.
    public enum Note: Hashable, Sendable {
        /// Saving: a weft of `warpType`'s path is of `weftType`, which is not `Codable`;
        /// the saved path ends before it.
        case weftNotCodable(warpType: String, weftType: String)
        /// Decoding: `weftType` is not among the weft types given to the decoder; the
        /// path of `warpType` ends before it.
        case unknownWeftType(warpType: String, weftType: String)
        /// Decoding: a saved weft of `weftType` no longer decodes, for `reason`; the path
        /// of `warpType` ends before it.
        case undecodableWeft(warpType: String, weftType: String, reason: String)
        /// Restoring: no live warp of `warpType` was woven where the record has one, at
        /// `indexPath`; it and its children were skipped.
        case unmatchedWarp(warpType: String, indexPath: [Int])
    }
}

extension NavigationRecord.Note: CustomStringConvertible {
    /// A sentence that says what was lost and why.
    public var description: String {
        switch self {
        case .weftNotCodable(let warpType, let weftType):
            "\(warpType)'s saved path ends before a \(weftType), which is not Codable. "
                + "Make \(weftType) Codable to save it."
        case .unknownWeftType(let warpType, let weftType):
            "\(warpType)'s restored path ends before a \(weftType), a weft type the decoder was not given. "
                + "Add it to userInfo[NavigationRecord.weftTypesKey]."
        case .undecodableWeft(let warpType, let weftType, let reason):
            "\(warpType)'s restored path ends before a \(weftType) that no longer decodes: \(reason)"
        case .unmatchedWarp(let warpType, let indexPath):
            "No \(warpType) was woven where the record has one (at \(indexPath)); it and its children were "
                + "not restored."
        }
    }
}
