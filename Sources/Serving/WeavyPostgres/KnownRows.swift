/// What a store knows of each key: the newest version it announced to its followers, and
/// the last row it read or wrote (served while the database is unreachable).
///
/// A change is announced once per version, whichever way it is learned first: the store's
/// own write, a notification, or the comparison after a reconnection.
struct KnownRows: Sendable {
    private struct Entry {
        var announced: Int64 = 0
        var row: VersionedRow?
    }

    private var entries: [String: Entry] = [:]

    /// Records that `key` has reached `version`; whether that is news to announce.
    mutating func learn(_ version: Int64, forKey key: String) -> Bool {
        guard version > entries[key, default: Entry()].announced else { return false }
        entries[key, default: Entry()].announced = version
        return true
    }

    /// Records the versions read from the table at the first connection, announcing none.
    mutating func seed(_ versions: [String: Int64]) {
        for (key, version) in versions {
            _ = learn(version, forKey: key)
        }
    }

    /// The keys whose version in `versions` is newer than the one announced, now recorded.
    mutating func news(in versions: [String: Int64]) -> [String] {
        versions.sorted { $0.value < $1.value }.compactMap { key, version in
            learn(version, forKey: key) ? key : nil
        }
    }

    /// Keeps `row` as the copy of `key` unless a newer copy is kept already.
    mutating func keep(_ row: VersionedRow, forKey key: String) {
        if let kept = entries[key]?.row, kept.version >= row.version { return }
        entries[key, default: Entry()].row = row
    }

    /// The last row read or written under `key`.
    func copy(forKey key: String) -> VersionedRow? {
        entries[key]?.row
    }
}
