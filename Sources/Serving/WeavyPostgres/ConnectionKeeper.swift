import Logging
import NIOCore
import PostgresNIO
import Synchronization
import Weavy

/// Keeps one connection to the database open: it listens there for the table's
/// notifications, and when the connection is lost it logs that, reconnects with a
/// back-off, listens again and catches up on what changed meanwhile.
///
/// The store's reads and writes use ``connection`` while it is there.
final class ConnectionKeeper: Sendable {
    private struct State {
        var connection: PostgresConnection?
        var keeping: Task<Void, Never>?
        var isClosed = false
    }

    let url: PostgresURL
    let table: SharedRowsTable
    let options: PostgresSharedStore.Options
    let logger: Logger
    private let ledger: ChangeLedger
    private let state = LockedState(State())

    init(
        url: PostgresURL, table: SharedRowsTable, options: PostgresSharedStore.Options, ledger: ChangeLedger,
        logger: Logger
    ) {
        self.url = url
        self.table = table
        self.options = options
        self.ledger = ledger
        self.logger = logger
    }

    /// The connection listening now; `nil` while the database is unreachable.
    var connection: PostgresConnection? {
        state.withLock { $0.connection }
    }

    /// Whether ``close()`` was called.
    var isClosed: Bool {
        state.withLock { $0.isClosed }
    }

    /// Connects, prepares the table and listens; returns once notifications flow, or
    /// throws why not (a refused connection, a failed set-up).
    func start() async throws {
        let first = try await open()
        do {
            try await table.create(on: first, logger: logger)
        } catch {
            try? await first.close()
            throw PostgresSharedStoreError.setupFailed(server: url.server, reason: Self.reason(for: error))
        }
        let (listening, listened) = AsyncStream.makeStream(of: Result<Void, any Error>.self)
        let keeping = Task { [self] in
            await keep(first, listened: listened)
        }
        state.withLock { $0.keeping = keeping }
        for await result in listening {
            try result.get()
            return
        }
        throw PostgresSharedStoreError.closed
    }

    /// Stops listening and closes the connection; reconnects no more.
    func close() async {
        let (connection, keeping) = state.withLock { state in
            state.isClosed = true
            defer { state.connection = nil }
            return (state.connection, state.keeping)
        }
        keeping?.cancel()
        try? await connection?.close()
        await keeping?.value
    }

    /// The same as ``close()``, for a store released without closing: nothing waited for.
    func abandon() {
        let (connection, keeping) = state.withLock { state in
            state.isClosed = true
            defer { state.connection = nil }
            return (state.connection, state.keeping)
        }
        keeping?.cancel()
        let closing: EventLoopFuture<Void>? = connection?.close()
        _ = closing
    }

    // MARK: Keeping the connection

    private func keep(_ first: PostgresConnection, listened: AsyncStream<Result<Void, any Error>>.Continuation) async {
        var connection = first
        var hasListened = false
        while true {
            let ending = await listen(on: connection, isFirst: !hasListened, listened: listened)
            state.withLock { $0.connection = nil }
            try? await connection.close()
            if isClosed || Task.isCancelled {
                listened.finish()
                return
            }
            guard hasListened || ending.began else {
                // Listening never began: the caller of start() hears why, and nothing runs on.
                let reason = Self.reason(for: ending.error)
                listened.yield(.failure(PostgresSharedStoreError.setupFailed(server: url.server, reason: reason)))
                listened.finish()
                return
            }
            hasListened = true
            logger.error(
                """
                lost the connection to PostgreSQL at \(url.server): \(Self.reason(for: ending.error)); \
                serving the rows this store has, reconnecting
                """,
                metadata: ["table": "\(table.name)"])
            guard let reconnected = await reconnect() else {
                listened.finish()
                return
            }
            connection = reconnected
        }
    }

    /// Why listening on a connection stopped, and whether it had begun.
    private struct Ending {
        let error: any Error
        let began: Bool
    }

    /// Listens on `connection` until it fails.
    private func listen(
        on connection: PostgresConnection, isFirst: Bool, listened: AsyncStream<Result<Void, any Error>>.Continuation
    ) async -> Ending {
        var began = false
        do {
            try await table.listen(on: connection) { notifications in
                let versions = try await table.versions(on: connection, logger: logger)
                state.withLock { $0.connection = connection }
                began = true
                if isFirst {
                    ledger.seed(versions)
                    listened.yield(.success(()))
                } else {
                    let changed = ledger.catchUp(with: versions)
                    logger.notice(
                        "reconnected to PostgreSQL at \(url.server): \(changed) shared rows changed while away",
                        metadata: ["table": "\(table.name)"])
                }
                for try await notification in notifications {
                    guard let (key, version) = SharedRowsTable.change(inPayload: notification.payload) else {
                        logger.warning(
                            "a notification on channel \(table.name) that no store sent: '\(notification.payload.prefix(80))'"
                        )
                        continue
                    }
                    ledger.heard(version, forKey: key)
                }
            }
            return Ending(error: PostgresSharedStoreError.closed, began: began)
        } catch {
            return Ending(error: error, began: began)
        }
    }

    /// Connects again after a back-off that doubles up to the longest delay; `nil` once closed.
    private func reconnect() async -> PostgresConnection? {
        var delay = options.firstReconnectionDelay
        var attempt = 1
        while !isClosed {
            do {
                try await Task.sleep(for: delay)
            } catch {
                return nil
            }
            do {
                let connection = try await open()
                if isClosed {
                    try? await connection.close()
                    return nil
                }
                return connection
            } catch {
                logger.warning(
                    "reconnection \(attempt) to PostgreSQL at \(url.server) failed: \(Self.reason(for: error)); next try in \(delay)"
                )
            }
            attempt += 1
            delay = min(delay * 2, options.longestReconnectionDelay)
        }
        return nil
    }

    /// A new connection, or ``PostgresSharedStoreError/cannotConnect(server:reason:)``.
    private func open() async throws(PostgresSharedStoreError) -> PostgresConnection {
        var configuration = url.configuration
        configuration.options.connectTimeout = .nanoseconds(Int64(options.connectionTimeout.nanoseconds))
        do {
            return try await PostgresConnection.connect(
                configuration: configuration, id: connections.add(1, ordering: .relaxed).newValue, logger: logger)
        } catch {
            throw .cannotConnect(server: url.server, reason: Self.reason(for: error))
        }
    }

    /// How many connections this keeper opened: each one's number in the log.
    private let connections = Atomic<Int>(0)

    /// What went wrong, in words: the server's own message when it sent one, else the
    /// network's error (refused, unreachable…), never a password.
    static func reason(for error: any Error) -> String {
        if let error = error as? PostgresSharedStoreError {
            return "\(error)"
        }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                let state = error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
                return "the server said: \(message)\(state)"
            }
            if let underlying = error.underlying {
                return "\(underlying)"
            }
            return "\(error.code)"
        }
        return "\(error)"
    }
}

extension Duration {
    /// The whole duration in nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
