import Foundation
import Logging
import PostgresNIO
import Synchronization
import Testing

/// The throwaway PostgreSQL cluster that test.sh starts (scripts/test-postgres.sh).
///
/// `WEAVY_TEST_POSTGRES_URL` is its URL and `WEAVY_TEST_POSTGRES_DIR` its folder (the
/// restart proof stops and starts it there). Without them the tests that need it are
/// skipped and say so, unless `WEAVY_REQUIRE_POSTGRES=1` (test.sh sets it) makes its
/// absence a failure.
enum TestDatabase {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether the environment says the PostgreSQL proofs must run.
    static let isRequired = environment["WEAVY_REQUIRE_POSTGRES"] == "1"

    /// The cluster's URL, when there is one.
    static let url: String? = environment["WEAVY_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// The cluster's folder, when there is one.
    static let folder: String? = environment["WEAVY_TEST_POSTGRES_DIR"].flatMap { $0.isEmpty ? nil : $0 }

    static var isAvailable: Bool { url != nil && folder != nil }

    static let skipReason = Comment(
        rawValue: "the PostgreSQL proofs did NOT run: no WEAVY_TEST_POSTGRES_URL/DIR; ./test.sh starts a cluster "
            + "(scripts/test-postgres.sh), and WEAVY_REQUIRE_POSTGRES=1 makes its absence a failure")

    /// The package root (this file is Tests/WeavyPostgresTests/TestDatabase.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A table name no other test uses.
    static func uniqueTable() -> String {
        "weavy_test_" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// `url` logged in as `user` instead.
    static func url(asUser user: String) throws -> String {
        let base = try #require(url)
        var components = try #require(URLComponents(string: base))
        components.user = user
        return try #require(components.string)
    }

    /// Stops (`stop`) or starts (`start`) the cluster, through scripts/test-postgres.sh.
    ///
    /// Spawned and waited for with `waitpid`: Foundation's `Process` waits on a run loop
    /// that the server the script leaves running kept from ever seeing the script end.
    static func control(_ command: String) throws {
        let folder = try #require(folder)
        let script = packageRoot.appendingPathComponent("scripts/test-postgres.sh").path
        let arguments = ["/bin/bash", script, command, folder]
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/bash", nil, nil, pointers, environ)
        try #require(spawned == 0, "cannot run scripts/test-postgres.sh: error \(spawned)")
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        #expect(status == 0, "scripts/test-postgres.sh \(command) failed (wait status \(status))")
    }

    /// Runs `sql` on a connection of its own, as the cluster's superuser.
    static func execute(_ sql: String) async throws {
        let base = try #require(url)
        let components = try #require(URLComponents(string: base))
        let configuration = PostgresConnection.Configuration(
            host: try #require(components.host), port: try #require(components.port),
            username: try #require(components.user), password: nil, database: "postgres", tls: .disable)
        let logger = Logger(label: "weavy.postgres.tests")
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}

/// Waits until `condition` holds, up to `seconds`; whether it did.
func eventually(within seconds: Double = 120, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
