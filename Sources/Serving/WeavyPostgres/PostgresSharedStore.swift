import Logging
import PostgresNIO
import Weavy

/// A `SharedStore` in a PostgreSQL table, whose changes reach every store on the
/// same database (other worker processes, other machines) through `LISTEN`/`NOTIFY`.
///
/// Connect once per process and give the store to every session:
///
/// ```swift
/// let store = try await PostgresSharedStore.connect(to: "postgres://weavy@127.0.0.1:5432/weavy")
/// try await store.setRow(Array("Alien".utf8), forKey: "watched")
/// let watched = try await store.row(forKey: "watched")
/// await store.close()
/// ```
///
/// **The table.** One row per key: the bytes, and a version drawn from the table's own
/// sequence at each write (`weavy_shared_rows` and `weavy_shared_rows_version` unless
/// ``Options/table`` says otherwise; both made at the first connection when missing).
/// A write is one statement that stores the row, takes its version and notifies the
/// table's channel: committed whole or not at all, never half-written.
///
/// **Changes.** Every store listens on the table's channel; each notification names a key
/// and its version, and ``changes()`` announces each version once, the store's own writes
/// included (at once, before their notification comes back).
///
/// **The database gone.** A refused connection or a bad URL at ``connect(to:options:logger:)``
/// is a thrown ``PostgresSharedStoreError``. Lost later, the connection is logged (an error
/// through the logger), and the store keeps serving the last row it read or wrote under
/// each key; writes throw ``PostgresSharedStoreError/unavailable(key:reason:)`` until the
/// store is back. It reconnects by itself, the delay doubling from
/// ``Options/firstReconnectionDelay`` to ``Options/longestReconnectionDelay``; once
/// listening again it reads every key's version and announces each key whose version moved
/// while it was away, so followers read those rows again and miss nothing.
public final class PostgresSharedStore: SharedStore {
    /// How a store names its table and how it reconnects.
    public struct Options: Sendable {
        /// The table of the shared rows, and the name of its notification channel: a plain
        /// identifier (lower-case letters, digits, `_`). Stores share rows when they name
        /// the same table on the same database.
        public var table: String
        /// The wait before the first reconnection; each failure doubles it.
        public var firstReconnectionDelay: Duration
        /// The longest wait between reconnections.
        public var longestReconnectionDelay: Duration
        /// How long one connection attempt may take.
        public var connectionTimeout: Duration

        /// The table `weavy_shared_rows`, reconnection after 0.1 s doubling up to 5 s, and
        /// 10 s for a connection attempt, unless given.
        public init(
            table: String = "weavy_shared_rows", firstReconnectionDelay: Duration = .milliseconds(100),
            longestReconnectionDelay: Duration = .seconds(5), connectionTimeout: Duration = .seconds(10)
        ) {
            self.table = table
            self.firstReconnectionDelay = firstReconnectionDelay
            self.longestReconnectionDelay = longestReconnectionDelay
            self.connectionTimeout = connectionTimeout
        }
    }

    private let keeper: ConnectionKeeper
    private let ledger: ChangeLedger

    private init(keeper: ConnectionKeeper, ledger: ChangeLedger) {
        self.keeper = keeper
        self.ledger = ledger
    }

    deinit {
        keeper.abandon()
    }

    /// Connects to the database at `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`,
    /// with `?sslmode=disable|prefer|require|verify-full`; `prefer` by default), makes
    /// the table when missing and starts listening.
    ///
    /// - Throws: ``PostgresSharedStoreError/invalidURL(url:reason:)``,
    ///   ``PostgresSharedStoreError/invalidTableName(_:)``,
    ///   ``PostgresSharedStoreError/cannotConnect(server:reason:)`` or
    ///   ``PostgresSharedStoreError/setupFailed(server:reason:)``.
    public static func connect(
        to url: String, options: Options = Options(), logger: Logger = Logger(label: "weavy.postgres")
    ) async throws -> PostgresSharedStore {
        let parsed = try PostgresURL(url)
        let table = try SharedRowsTable(name: options.table)
        let ledger = ChangeLedger()
        let keeper = ConnectionKeeper(url: parsed, table: table, options: options, ledger: ledger, logger: logger)
        try await keeper.start()
        return PostgresSharedStore(keeper: keeper, ledger: ledger)
    }

    /// Whether the store is connected and listening now.
    public var isConnected: Bool {
        keeper.connection != nil
    }

    /// How many followers of ``changes()`` are listening now.
    public var followerCount: Int {
        ledger.followerCount
    }

    /// The row under `key` in the table; while the database is unreachable, the last row
    /// this store read or wrote under it.
    ///
    /// - Throws: ``PostgresSharedStoreError/unavailable(key:reason:)`` when the database
    ///   is unreachable and the store has no row under `key`.
    public func row(forKey key: String) async throws -> [UInt8]? {
        let reason: String
        if let connection = keeper.connection {
            do {
                guard let row = try await keeper.table.row(forKey: key, on: connection, logger: keeper.logger) else {
                    return nil
                }
                ledger.read(row, forKey: key)
                return row.bytes
            } catch {
                reason = ConnectionKeeper.reason(for: error)
                keeper.logger.warning("reading the shared row '\(key)' failed: \(reason)")
            }
        } else {
            reason = keeper.isClosed ? "the store is closed" : "reconnecting to \(keeper.url.server)"
        }
        guard let copy = ledger.copy(forKey: key) else {
            throw PostgresSharedStoreError.unavailable(key: key, reason: reason)
        }
        return copy.bytes
    }

    /// Stores `row` under `key` in one statement with its notification, then announces it
    /// to this store's followers; every other store on the database hears it too.
    ///
    /// - Throws: ``PostgresSharedStoreError/unavailable(key:reason:)`` while the database
    ///   is unreachable, ``PostgresSharedStoreError/writeFailed(key:reason:)`` when the
    ///   server refused or vanished, ``PostgresSharedStoreError/keyTooLong(key:limit:)``.
    public func setRow(_ row: [UInt8], forKey key: String) async throws {
        guard key.utf8.count <= SharedRowsTable.longestKey else {
            throw PostgresSharedStoreError.keyTooLong(key: key, limit: SharedRowsTable.longestKey)
        }
        guard let connection = keeper.connection else {
            if keeper.isClosed { throw PostgresSharedStoreError.closed }
            throw PostgresSharedStoreError.unavailable(key: key, reason: "reconnecting to \(keeper.url.server)")
        }
        let version: Int64
        do {
            version = try await keeper.table.write(row, forKey: key, on: connection, logger: keeper.logger)
        } catch {
            throw PostgresSharedStoreError.writeFailed(key: key, reason: ConnectionKeeper.reason(for: error))
        }
        ledger.wrote(VersionedRow(bytes: row, version: version), forKey: key)
    }

    /// The keys that change from now on, in this store or any other on the database.
    public func changes() -> AsyncStream<SharedChange> {
        ledger.changes()
    }

    /// Stops listening, closes the connection and ends every stream of ``changes()``.
    public func close() async {
        await keeper.close()
        ledger.finish()
    }
}
