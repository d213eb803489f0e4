import Foundation
import Testing
import WeavyPostgres

/// What a store says when it cannot start: none of these needs a server.
@Suite("PostgreSQL shared store: clear errors before any connection")
struct ConnectionErrorTests {
    @Test(
        "A URL that cannot be used is refused with the reason, its password hidden",
        arguments: [
            ("http://weavy@127.0.0.1/db", "postgres://"),
            ("postgres://127.0.0.1:5432/db", "no user"),
            ("postgres://weavy:sekret@/db", "no host"),
            ("postgres://weavy:sekret@127.0.0.1/db/more", "database"),
            ("postgres://weavy:sekret@127.0.0.1/db?sslmode=sometimes", "sslmode"),
            ("postgres://weavy:sekret@127.0.0.1/db?colour=blue", "colour"),
            ("not a url at all", "URL"),
        ])
    func badURL(url: String, reason: String) async throws {
        await #expect {
            _ = try await PostgresSharedStore.connect(to: url)
        } throws: { error in
            guard case .invalidURL = error as? PostgresSharedStoreError else { return false }
            let message = "\(error)"
            return message.contains(reason) && !message.contains("sekret")
        }
    }

    @Test("A table name that is not a plain identifier is refused", arguments: ["", "Rows", "rows; DROP", "9rows"])
    func badTableName(table: String) async throws {
        await #expect(throws: PostgresSharedStoreError.invalidTableName(table)) {
            _ = try await PostgresSharedStore.connect(
                to: "postgres://weavy@127.0.0.1/db", options: .init(table: table))
        }
    }

    @Test("A refused connection is a thrown error naming the server, never the password")
    func refusedConnection() async throws {
        let port = try Self.closedPort()
        await #expect {
            _ = try await PostgresSharedStore.connect(to: "postgres://weavy:sekret@127.0.0.1:\(port)/db")
        } throws: { error in
            guard case .cannotConnect(let server, _) = error as? PostgresSharedStoreError else { return false }
            return server == "127.0.0.1:\(port)/db" && !"\(error)".contains("sekret")
                && "\(error)".lowercased().contains("refused")
        }
    }

    /// A loopback port nothing listens on: one the OS gave and that was closed again.
    static func closedPort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
