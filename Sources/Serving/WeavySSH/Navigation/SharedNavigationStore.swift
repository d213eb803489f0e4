/// A ``NavigationStore`` in a `SharedStore`: each user's navigation is the row under
/// ``keyPrefix`` followed by the user name (`navigation/ann`).
///
/// Over `PostgresSharedStore` (the `WeavyPostgres` product), every server on the database
/// (other worker processes, other machines) restores what any of them saved; over
/// `InProcessSharedStore`, the servers of one process do. The shared store's own rules
/// hold: a row is written whole or not at all, and a write that fails leaves the row
/// that was there.
public struct SharedNavigationStore: NavigationStore {
    /// The store the rows are kept in.
    public let store: any SharedStore
    /// What begins every key this store uses, so that the users' rows stay apart from
    /// the app's own.
    public let keyPrefix: String

    /// Keeps each user's navigation in `store`, under `keyPrefix` and their name.
    public init(store: any SharedStore, keyPrefix: String = "navigation/") {
        self.store = store
        self.keyPrefix = keyPrefix
    }

    /// The key of `user`'s row.
    public func key(for user: String) -> String {
        keyPrefix + user
    }

    public func navigation(for user: String) async throws -> [UInt8]? {
        try await store.row(forKey: key(for: user))
    }

    public func setNavigation(_ navigation: [UInt8], for user: String) async throws {
        try await store.setRow(navigation, forKey: key(for: user))
    }
}
