/// Why a ``PostgresSharedStore`` could not do what it was asked, in words a log can show.
///
/// No message ever holds the URL's password.
public enum PostgresSharedStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database URL cannot be used; `url` is the URL with its password hidden.
    case invalidURL(url: String, reason: String)
    /// The table name is not a plain SQL identifier (letters, digits and `_`, 63 at most).
    case invalidTableName(String)
    /// No connection to the server could be made (refused, unknown host, bad credentials…).
    case cannotConnect(server: String, reason: String)
    /// The server answered, but the store's table could not be made or used there.
    case setupFailed(server: String, reason: String)
    /// The database is unreachable now and this store has no row under `key` to serve.
    case unavailable(key: String, reason: String)
    /// Writing the row under `key` failed: nothing of it was stored, or (when the server
    /// vanished before it answered) it was stored whole. Reading it again tells which.
    case writeFailed(key: String, reason: String)
    /// The key is longer than a notification can carry (`limit` bytes of UTF-8).
    case keyTooLong(key: String, limit: Int)
    /// The store was closed.
    case closed

    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            "invalid PostgreSQL URL '\(url)': \(reason)"
        case .invalidTableName(let name):
            "invalid table name '\(name)': use letters, digits and '_' (63 at most), starting with a letter or '_'"
        case .cannotConnect(let server, let reason):
            "cannot connect to PostgreSQL at \(server): \(reason)"
        case .setupFailed(let server, let reason):
            "cannot prepare the shared rows' table on PostgreSQL at \(server): \(reason)"
        case .unavailable(let key, let reason):
            "the shared row '\(key)' is unavailable: the database cannot be reached (\(reason)) and this store has no copy"
        case .writeFailed(let key, let reason):
            "the shared row '\(key)' was not written: \(reason)"
        case .keyTooLong(let key, let limit):
            "the shared key '\(key.prefix(40))…' is longer than \(limit) bytes"
        case .closed:
            "the shared store is closed"
        }
    }
}
