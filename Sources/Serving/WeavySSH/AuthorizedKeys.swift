import Foundation
import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file that this server accepts:
/// ed25519 and ECDSA (P-256, P-384, P-521). Lines with other kinds of key (RSA) are
/// counted and left out; options before a key (`no-pty,…`) are skipped over.
struct AuthorizedKeys: Sendable {
    private(set) var keys: Set<NIOSSHPublicKey>
    /// Lines holding a key of a kind this server cannot check.
    private(set) var unsupportedLines: [Int]

    private static let kinds = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]

    /// Reads the file at `path`.
    static func load(from path: String) throws(SSHServerError) -> AuthorizedKeys {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .unreadableAuthorizedKeys(path: path, reason: "the file cannot be read")
        }
        let parsed: AuthorizedKeys
        do {
            parsed = try parse(text)
        } catch {
            throw .unreadableAuthorizedKeys(path: path, reason: error.reason)
        }
        guard !parsed.keys.isEmpty else {
            let reason =
                parsed.unsupportedLines.isEmpty
                ? "it holds no keys"
                : "it holds no ed25519 or ECDSA key (only kinds this server cannot check, such as RSA)"
            throw .unreadableAuthorizedKeys(path: path, reason: reason)
        }
        return parsed
    }

    /// The keys in `text`, one a line; blank lines and `#` comments are skipped.
    static func parse(_ text: String) throws(OpenSSHPrivateKey.FormatError) -> AuthorizedKeys {
        var keys = Set<NIOSSHPublicKey>()
        var unsupported: [Int] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let start = fields.firstIndex(where: { kinds.contains(String($0)) }) else {
                unsupported.append(index + 1)
                continue
            }
            let keyText = fields[start...].prefix(2).joined(separator: " ")
            do {
                keys.insert(try NIOSSHPublicKey(openSSHPublicKey: keyText))
            } catch {
                throw OpenSSHPrivateKey.FormatError(reason: "line \(index + 1) holds a malformed \(fields[start]) key")
            }
        }
        return AuthorizedKeys(keys: keys, unsupportedLines: unsupported)
    }
}
