/// A ``SharedStore`` kept in this process's memory: the default, with nothing to install.
///
/// Every session of one process sees every change; sessions in other processes see none.
/// To share past one process, use a store backed by a database (`PostgresSharedStore`,
/// in the `WeavyPostgres` product).
public final class InProcessSharedStore: SharedStore {
    private let rows = LockedState<[String: [UInt8]]>([:])
    private let followers = SharedChangeFollowers()

    /// An empty store.
    public init() {}

    public func row(forKey key: String) async throws -> [UInt8]? {
        rows.withLock { $0[key] }
    }

    public func setRow(_ row: [UInt8], forKey key: String) async throws {
        rows.withLock { $0[key] = row }
        followers.send(SharedChange(key: key))
    }

    public func changes() -> AsyncStream<SharedChange> {
        followers.changes()
    }

    /// How many followers are listening now; a follower that stopped is no longer counted.
    public var followerCount: Int {
        followers.count
    }
}
