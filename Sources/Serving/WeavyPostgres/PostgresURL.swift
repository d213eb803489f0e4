import Foundation
import NIOSSL
import PostgresNIO

/// A `postgres://` URL read into what a connection needs.
///
/// `postgres://USER[:PASSWORD]@HOST[:PORT][/DATABASE][?sslmode=MODE]`, the form libpq and
/// `psql` take (`postgresql://` too); `MODE` is `disable`, `prefer` (the default: TLS when
/// the server offers it, unverified), `require` (TLS, unverified) or `verify-full` (TLS,
/// the certificate checked against the system's roots and the host name).
struct PostgresURL: Sendable {
    /// The connection's configuration, TLS included.
    let configuration: PostgresConnection.Configuration
    /// Where the server is, for messages: `HOST:PORT/DATABASE`, no credentials.
    let server: String

    /// Reads `text`, or throws ``PostgresSharedStoreError/invalidURL(url:reason:)``.
    init(_ text: String) throws(PostgresSharedStoreError) {
        func invalid(_ reason: String) -> PostgresSharedStoreError {
            .invalidURL(url: Self.hidingPassword(in: text), reason: reason)
        }
        guard let components = URLComponents(string: text) else {
            throw invalid("not a URL")
        }
        guard let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme.lowercased()) else {
            throw invalid("the scheme must be postgres:// or postgresql://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw invalid("it names no host")
        }
        guard let user = components.user, !user.isEmpty else {
            throw invalid("it names no user (postgres://USER@HOST/DATABASE)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
            throw invalid("the port \(port) is out of range")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.contains("/") else {
            throw invalid("the path must be just the database's name")
        }
        let database = path.isEmpty ? nil : path
        var mode = "prefer"
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else {
                throw invalid("unknown parameter '\(item.name)' (only sslmode is read)")
            }
            mode = item.value ?? ""
        }
        let tls: PostgresConnection.Configuration.TLS
        do {
            switch mode {
            case "disable":
                tls = .disable
            case "prefer":
                tls = .prefer(try NIOSSLContext(configuration: Self.unverified))
            case "require":
                tls = .require(try NIOSSLContext(configuration: Self.unverified))
            case "verify-full":
                tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            default:
                throw invalid("sslmode '\(mode)' is not disable, prefer, require or verify-full")
            }
        } catch let error as PostgresSharedStoreError {
            throw error
        } catch {
            throw invalid("TLS cannot be set up: \(error)")
        }
        let unbracketed = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        configuration = PostgresConnection.Configuration(
            host: unbracketed, port: port, username: user, password: components.password, database: database,
            tls: tls)
        server = "\(host):\(port)/\(database ?? user)"
    }

    private static var unverified: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        return configuration
    }

    /// `text` with the password between `:` and `@` replaced by `***`.
    static func hidingPassword(in text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@"),
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return text[..<text.index(after: colon)] + "***" + text[at...]
    }
}
