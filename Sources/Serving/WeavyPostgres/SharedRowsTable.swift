import Logging
import NIOCore
import PostgresNIO

/// The SQL of the shared rows' table, named by the store's options.
///
/// The table holds one row per key: its bytes and a version drawn from the table's own
/// sequence at each write. The channel that `LISTEN`/`NOTIFY` use has the table's name;
/// a notification's payload is `VERSION KEY`. A write is one statement, so the row, its
/// version and its notification are committed together or not at all.
struct SharedRowsTable: Sendable {
    /// The table's name, a plain identifier (checked at init).
    let name: String

    /// The longest key, in UTF-8 bytes: a notification's payload must stay under 8000.
    static let longestKey = 4000

    init(name: String) throws(PostgresSharedStoreError) {
        let isPlain =
            (1...63).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
            }
            && !(name.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true)
        guard isPlain else { throw .invalidTableName(name) }
        self.name = name
    }

    private var sequence: String { "\(name)_version" }

    /// Makes the sequence and the table when they are missing, under a lock, so that
    /// stores starting together on one database do not race to create them.
    func create(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query(
                "SELECT pg_advisory_xact_lock(hashtext(\("weavy shared rows " + name)))", logger: logger)
            try await connection.query("CREATE SEQUENCE IF NOT EXISTS \(unescaped: sequence)", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: name) (
                    key text PRIMARY KEY,
                    value bytea NOT NULL,
                    version bigint NOT NULL)
                """, logger: logger)
        }
    }

    /// Listens for the table's notifications for as long as `consume` runs.
    func listen<Value>(
        on connection: PostgresConnection, consume: (PostgresNotificationSequence) async throws -> Value
    ) async throws -> Value {
        try await connection.listen(on: name, consume: consume)
    }

    /// The row under `key` and its version, or `nil`.
    func row(forKey key: String, on connection: PostgresConnection, logger: Logger) async throws -> VersionedRow? {
        let rows = try await connection.query(
            "SELECT value, version FROM \(unescaped: name) WHERE key = \(key)", logger: logger)
        for try await (value, version) in rows.decode((ByteBuffer, Int64).self) {
            return VersionedRow(bytes: Array(buffer: value), version: version)
        }
        return nil
    }

    /// Stores `bytes` under `key` and notifies the channel, in one statement; the new version.
    func write(_ bytes: [UInt8], forKey key: String, on connection: PostgresConnection, logger: Logger)
        async throws -> Int64
    {
        let value = ByteBuffer(bytes: bytes)
        let rows = try await connection.query(
            """
            WITH written AS (
                INSERT INTO \(unescaped: name) (key, value, version)
                VALUES (\(key), \(value), nextval('\(unescaped: sequence)'))
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, version = EXCLUDED.version
                RETURNING version)
            SELECT written.version FROM written
            CROSS JOIN LATERAL pg_notify(\(name), written.version::text || ' ' || \(key)) AS notified
            """, logger: logger)
        for try await version in rows.decode(Int64.self) {
            return version
        }
        throw PostgresSharedStoreError.writeFailed(key: key, reason: "the server returned no version")
    }

    /// Every key and its version: what a store reads after a reconnection to learn what
    /// changed while it was away.
    func versions(on connection: PostgresConnection, logger: Logger) async throws -> [String: Int64] {
        let rows = try await connection.query("SELECT key, version FROM \(unescaped: name)", logger: logger)
        var versions: [String: Int64] = [:]
        for try await (key, version) in rows.decode((String, Int64).self) {
            versions[key] = version
        }
        return versions
    }

    /// The key and version a notification's payload names, or `nil` when it is not ours.
    static func change(inPayload payload: String) -> (key: String, version: Int64)? {
        guard let space = payload.firstIndex(of: " "), let version = Int64(payload[..<space]) else { return nil }
        return (String(payload[payload.index(after: space)...]), version)
    }
}

/// A row's bytes and the version they were written with.
struct VersionedRow: Sendable, Equatable {
    let bytes: [UInt8]
    let version: Int64
}
