import Foundation
import Glibc
import SSHClientTestSupport

/// A throwaway PostgreSQL cluster of one test's own (scripts/test-postgres.sh), so that
/// stopping it mid-run disturbs no other suite's database.
///
/// test.sh says PostgreSQL is there for the tests (`WEAVY_TEST_POSTGRES_URL`, and
/// `WEAVY_REQUIRE_POSTGRES=1`, which makes a missing server a failure, not a skip).
final class OwnPostgresCluster: Sendable {
    private static let environment = ProcessInfo.processInfo.environment

    /// Whether the environment says the PostgreSQL proofs run here.
    static var isExpected: Bool {
        !(environment["WEAVY_TEST_POSTGRES_URL"] ?? "").isEmpty || environment["WEAVY_REQUIRE_POSTGRES"] == "1"
    }

    /// The package root (this file is Tests/WeavyDemoTests/Support/OwnPostgresCluster.swift).
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/test-postgres.sh").path

    /// The cluster's folder.
    let folder: String
    /// Its URL: `postgres://weavy@127.0.0.1:PORT/postgres`.
    let url: String

    /// Makes and starts a cluster on a free loopback port.
    init() throws {
        var template = Array("/tmp/weavy-demo-postgres-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TestFailure("mkdtemp failed: errno \(errno)") }
        folder = String(cString: made)
        do {
            url = try Self.run("create", folder).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            _ = try? Self.run("remove", folder)
            throw error
        }
        guard url.hasPrefix("postgres://") else {
            _ = try? Self.run("remove", folder)
            throw TestFailure("scripts/test-postgres.sh create printed no URL: \(url.debugDescription)")
        }
    }

    /// Stops the server (`pg_ctl stop`): every connection to it is cut.
    func stop() throws { try Self.run("stop", folder) }

    /// Starts it again on the same port.
    func start() throws { try Self.run("start", folder) }

    /// Stops it at once and deletes its folder.
    func remove() { _ = try? Self.run("remove", folder) }

    /// Runs the script with `command` on `folder`; its standard output.
    ///
    /// Spawned and waited for with `waitpid`, its output in a file: the server it leaves
    /// running must not hold a pipe of ours open.
    @discardableResult
    private static func run(_ command: String, _ folder: String) throws -> String {
        let output = folder + ".\(command).out"
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments = ["/bin/bash", script, command, folder]
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/bash", &actions, nil, pointers, environ)
        guard spawned == 0 else { throw TestFailure("cannot run scripts/test-postgres.sh: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let text = Self.contents(of: output)
        guard status == 0 else {
            throw TestFailure("scripts/test-postgres.sh \(command) failed (wait status \(status)): \(text)")
        }
        return text
    }

    /// The text of the file at `path`, empty when it cannot be read.
    ///
    /// Read with `read(2)`, not `String(contentsOfFile:)`: Foundation leaks its 4096-byte
    /// buffer when the file is empty (as `stop`'s and `start`'s output is), and the address
    /// sanitizer's leak report fails the run for it.
    private static func contents(of path: String) -> String {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return "" }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
