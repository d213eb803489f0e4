import Foundation

/// A directory of its own in /tmp for one test, removed when it goes.
package final class TemporaryDirectory: Sendable {
    package let path: String

    package init() throws {
        var template = Array("/tmp/weavy-ssh-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw TestFailure("cannot make a temporary directory") }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    package func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to the file `name` and returns its path.
    @discardableResult
    package func write(_ text: String, to name: String, mode: Int = 0o600) throws -> String {
        let path = file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// Makes a key pair with ssh-keygen (`type` ed25519 or ecdsa); returns the private
    /// key's path and the public key's line.
    package func makeKey(_ type: String, named name: String) async throws -> (path: String, publicKey: String) {
        let path = file(name)
        try await runTool(try OpenSSH.keygen, ["-t", type, "-N", "", "-f", path, "-q", "-C", name])
        let publicKey = try String(contentsOfFile: path + ".pub", encoding: .utf8)
        return (path, publicKey.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Makes an ed25519 key pair named `name` and an `authorized_keys` file holding its
    /// public key: what a server needs to let the key in. Returns both paths.
    package func makeAuthorizedKey(named name: String = "key") async throws -> (key: String, authorizedKeys: String) {
        let key = try await makeKey("ed25519", named: name)
        return (key.path, try write(key.publicKey + "\n", to: "authorized_keys"))
    }
}
