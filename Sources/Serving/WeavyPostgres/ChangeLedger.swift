import Weavy

/// What a store has learned of each key, and the followers it tells: every way a change
/// is learned (a write of its own, a notification, the comparison after a reconnection)
/// goes through here, so each version is announced once.
final class ChangeLedger: Sendable {
    private let known = LockedState(KnownRows())
    private let followers = SharedChangeFollowers()

    /// A follower's stream of changes.
    func changes() -> AsyncStream<SharedChange> {
        followers.changes()
    }

    /// How many followers are listening.
    var followerCount: Int { followers.count }

    /// `key` reached `version` (a notification): announced when it is news.
    func heard(_ version: Int64, forKey key: String) {
        if known.withLock({ $0.learn(version, forKey: key) }) {
            followers.send(SharedChange(key: key))
        }
    }

    /// The versions at the first connection: recorded, not announced.
    func seed(_ versions: [String: Int64]) {
        known.withLock { $0.seed(versions) }
    }

    /// The versions read after a reconnection: every key that changed meanwhile is
    /// announced, oldest change first. Returns how many.
    func catchUp(with versions: [String: Int64]) -> Int {
        let news = known.withLock { $0.news(in: versions) }
        for key in news {
            followers.send(SharedChange(key: key))
        }
        return news.count
    }

    /// This store wrote `row` under `key`: kept, and announced at once.
    func wrote(_ row: VersionedRow, forKey key: String) {
        let isNews = known.withLock { known in
            known.keep(row, forKey: key)
            return known.learn(row.version, forKey: key)
        }
        if isNews {
            followers.send(SharedChange(key: key))
        }
    }

    /// This store read `row` under `key`: kept for when the database is unreachable.
    func read(_ row: VersionedRow, forKey key: String) {
        known.withLock { $0.keep(row, forKey: key) }
    }

    /// The last row read or written under `key`.
    func copy(forKey key: String) -> VersionedRow? {
        known.withLock { $0.copy(forKey: key) }
    }

    /// Ends every follower's stream.
    func finish() {
        followers.finish()
    }
}
