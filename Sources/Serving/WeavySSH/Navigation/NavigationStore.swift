/// Where an ``SSHServer`` keeps each user's saved navigation between their sessions
/// (``SSHServerConfiguration/navigationStore``): the bytes of a ``SessionNavigation``, by
/// user name.
///
/// ``NavigationFileStore`` (the default) keeps a file per user on this machine;
/// ``SharedNavigationStore`` keeps them in a `SharedStore`, and with
/// `PostgresSharedStore` (the `WeavyPostgres` product) every worker process and machine
/// on one database finds each user's navigation.
///
/// The server calls the store off the sessions' turns: a slow store delays only the
/// session that logs in, and a store that throws is retried (see
/// ``SSHServerConfiguration/navigationStore``).
public protocol NavigationStore: Sendable {
    /// The bytes last saved for `user`, or `nil` when there are none.
    ///
    /// - Throws: when the store cannot be read now.
    func navigation(for user: String) async throws -> [UInt8]?

    /// Replaces what is saved for `user` with `navigation`, whole or not at all.
    ///
    /// - Throws: when the store cannot be written now; what was saved before stays.
    func setNavigation(_ navigation: [UInt8], for user: String) async throws
}
