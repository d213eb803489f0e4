/// What the sessions of an app share: rows kept by key, and a notification each time one changes.
///
/// A session reads rows with ``row(forKey:)`` and writes them with ``setRow(_:forKey:)``;
/// every session following ``changes()`` — in this process, in another worker process or on
/// another machine, depending on the implementation — is told the key that changed and reads
/// the row again. The store never sends the row itself with the notification, so a follower
/// that missed notifications catches up by reading.
///
/// ``InProcessSharedStore`` is the default and needs nothing installed. `PostgresSharedStore`
/// (the `WeavyPostgres` product) keeps rows in a table and sends notifications through
/// `LISTEN`/`NOTIFY`, so that workers and machines on one database share them. An
/// implementation answers ``changes()`` with a ``SharedChangeFollowers``.
///
/// The seam is part of the engine because every layer that shares state needs it and none
/// of them should need another: sessions served over SSH, a worker process, a store on a
/// database. It is plain Swift, with no terminal, network or Foundation in it.
///
/// Sessions run on the main actor; follow changes from there with ``follow(_:)``, which
/// hops every notification onto the main actor before calling you.
public protocol SharedStore: Sendable {
    /// The row stored under `key`, or `nil` when there is none.
    ///
    /// A store that cannot reach its data answers with the last row it had, or throws.
    func row(forKey key: String) async throws -> [UInt8]?

    /// Stores `row` under `key`, whole or not at all, and then notifies every follower.
    ///
    /// Throws, and stores nothing, when the store cannot write now.
    func setRow(_ row: [UInt8], forKey key: String) async throws

    /// The keys that change from now on, in the order they changed; ends when the caller
    /// stops iterating or the store is closed.
    func changes() -> AsyncStream<SharedChange>
}

/// A row of a ``SharedStore`` that changed.
public struct SharedChange: Sendable, Hashable {
    /// The key of the row that changed.
    public let key: String

    /// A change to the row stored under `key`.
    public init(key: String) {
        self.key = key
    }
}

extension SharedStore {
    /// Calls `handler` on the main actor for each change, until the returned task is cancelled.
    ///
    /// ```swift
    /// let store = InProcessSharedStore()
    /// let following = store.follow { change in
    ///     print("changed:", change.key)
    /// }
    /// following.cancel()
    /// ```
    @MainActor
    @discardableResult
    public func follow(_ handler: @escaping @MainActor (SharedChange) -> Void) -> Task<Void, Never> {
        let changes = changes()
        return Task { @MainActor in
            for await change in changes {
                handler(change)
            }
        }
    }
}
