import Synchronization

/// A ``SharedStore`` kept in this process's memory: the default, with nothing to install.
///
/// Every session of one process sees every change; sessions in other processes see none.
public final class InProcessSharedStore: SharedStore {
    private struct State {
        var rows: [String: [UInt8]] = [:]
        var followers: [Int: AsyncStream<SharedChange>.Continuation] = [:]
        var nextFollower = 0
    }

    private let state = Mutex(State())

    /// An empty store.
    public init() {}

    public func row(forKey key: String) async throws -> [UInt8]? {
        state.withLock { $0.rows[key] }
    }

    public func setRow(_ row: [UInt8], forKey key: String) async throws {
        let followers = state.withLock { state in
            state.rows[key] = row
            return Array(state.followers.values)
        }
        for follower in followers {
            follower.yield(SharedChange(key: key))
        }
    }

    public func changes() -> AsyncStream<SharedChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: SharedChange.self)
        let id = state.withLock { state in
            let id = state.nextFollower
            state.nextFollower += 1
            state.followers[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.followers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many followers are listening now; a follower that stopped is no longer counted.
    public var followerCount: Int {
        state.withLock { $0.followers.count }
    }
}
