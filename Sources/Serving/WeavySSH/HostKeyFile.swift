import Crypto
import Foundation
import Glibc
import NIOSSH

/// The server's host key on disk, in OpenSSH's private key format (ed25519, not
/// encrypted): made with mode 0600 on first start, read on every later one. A key made
/// by `ssh-keygen -t ed25519 -N ''` is read the same way.
enum HostKeyFile {
    /// Reads the key at `path`, or makes and saves one when there is no file.
    static func loadOrCreate(at path: String) throws(SSHServerError) -> NIOSSHPrivateKey {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let key = Curve25519.Signing.PrivateKey()
            try save(key, to: path)
            return NIOSSHPrivateKey(ed25519Key: key)
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .exposedHostKey(path: path, mode: UInt32(status.st_mode))
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .damagedHostKey(path: path, reason: "it cannot be read as text")
        }
        do {
            return NIOSSHPrivateKey(ed25519Key: try OpenSSHPrivateKey.parse(text))
        } catch {
            throw .damagedHostKey(path: path, reason: error.reason)
        }
    }

    private static func save(_ key: Curve25519.Signing.PrivateKey, to path: String) throws(SSHServerError) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotSaveHostKey(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let bytes = Array(OpenSSHPrivateKey.format(key, comment: "weavy host key").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw .cannotSaveHostKey(path: path, reason: reason)
        }
    }
}

/// OpenSSH's `openssh-key-v1` private key format, for one unencrypted ed25519 key.
enum OpenSSHPrivateKey {
    struct FormatError: Error {
        var reason: String
    }

    private static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    private static let end = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1\0".utf8)

    /// The file's text for `key`.
    static func format(_ key: Curve25519.Signing.PrivateKey, comment: String) -> String {
        let publicKey = Array(key.publicKey.rawRepresentation)
        var publicBlob = SSHBytes()
        publicBlob.append(string: Array("ssh-ed25519".utf8))
        publicBlob.append(string: publicKey)
        var check = UInt32.random(in: .min ... .max)
        var secret = SSHBytes()
        secret.append(check)
        secret.append(check)
        secret.append(string: Array("ssh-ed25519".utf8))
        secret.append(string: publicKey)
        secret.append(string: Array(key.rawRepresentation) + publicKey)
        secret.append(string: Array(comment.utf8))
        var pad: UInt8 = 1
        while secret.bytes.count % 8 != 0 {
            secret.bytes.append(pad)
            pad += 1
        }
        check = 0
        var whole = SSHBytes(bytes: magic)
        whole.append(string: Array("none".utf8))
        whole.append(string: Array("none".utf8))
        whole.append(string: [])
        whole.append(UInt32(1))
        whole.append(string: publicBlob.bytes)
        whole.append(string: secret.bytes)
        let encoded = Data(whole.bytes).base64EncodedString()
        var lines = [begin]
        var rest = Substring(encoded)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(70)))
            rest = rest.dropFirst(70)
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key in `text`.
    static func parse(_ text: String) throws(FormatError) -> Curve25519.Signing.PrivateKey {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.firstIndex(of: begin), let last = lines.firstIndex(of: end), first < last else {
            throw FormatError(reason: "it is not an OpenSSH private key")
        }
        guard let data = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
            throw FormatError(reason: "its base64 text is broken")
        }
        var reader = SSHReader(bytes: Array(data))
        guard reader.take(magic.count) == magic else { throw FormatError(reason: "it is not an openssh-key-v1 key") }
        guard let cipher = reader.string(), let kdf = reader.string(), reader.string() != nil else {
            throw FormatError(reason: "it ends early")
        }
        guard cipher == Array("none".utf8), kdf == Array("none".utf8) else {
            throw FormatError(reason: "it is encrypted; a host key must not have a passphrase")
        }
        guard reader.uint32() == 1, reader.string() != nil, let secret = reader.string() else {
            throw FormatError(reason: "it does not hold exactly one key")
        }
        var inner = SSHReader(bytes: secret)
        guard let check1 = inner.uint32(), let check2 = inner.uint32(), check1 == check2 else {
            throw FormatError(reason: "its check numbers differ")
        }
        guard let type = inner.string(), type == Array("ssh-ed25519".utf8) else {
            throw FormatError(reason: "it is not an ed25519 key, the only kind of host key this server uses")
        }
        guard let publicKey = inner.string(), let privateKey = inner.string(), privateKey.count == 64,
            Array(privateKey[32...]) == publicKey
        else {
            throw FormatError(reason: "its ed25519 key is malformed")
        }
        do {
            let key = try Curve25519.Signing.PrivateKey(rawRepresentation: privateKey[..<32])
            guard Array(key.publicKey.rawRepresentation) == publicKey else {
                throw FormatError(reason: "its public key does not match its private key")
            }
            return key
        } catch let error as FormatError {
            throw error
        } catch {
            throw FormatError(reason: "its ed25519 key is malformed")
        }
    }
}

/// Bytes in SSH's wire encoding (RFC 4251): big-endian numbers, length-prefixed strings.
struct SSHBytes {
    var bytes: [UInt8] = []

    mutating func append(_ number: UInt32) {
        bytes += [UInt8(number >> 24), UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF)]
    }

    mutating func append(string: [UInt8]) {
        append(UInt32(string.count))
        bytes += string
    }
}

/// Reads SSH's wire encoding; each read returns `nil` past the end.
struct SSHReader {
    let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func uint32() -> UInt32? {
        take(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    mutating func string() -> [UInt8]? {
        uint32().flatMap { take(Int($0)) }
    }
}
