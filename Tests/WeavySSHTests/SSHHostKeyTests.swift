import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

extension SSHTests {
    @MainActor
    @Suite("Host key")
    struct HostKey {
        @Test("The first start makes the host key, 0600, in OpenSSH's format; a restart serves the same key")
        func madeOnceAndReused() async throws {
            let directory = try TemporaryDirectory()
            let keyPath = directory.file("keys/host_key")
            let knownHosts = directory.file("known_hosts")
            var server = try await TestServer(
                in: directory, hostKeyPath: keyPath, authentication: SSHAuthentication(allowsAnonymous: true))

            let attributes = try FileManager.default.attributesOfItem(atPath: keyPath)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let publicKey = try await runTool(try OpenSSH.keygen, ["-y", "-f", keyPath])
            #expect(publicKey.hasPrefix("ssh-ed25519 "), "\(publicKey)")

            // The first client learns the key; after a restart, a strict client accepts it.
            try await logInAndQuit(server, options: ["StrictHostKeyChecking=accept-new", knownHosts])
            let learned = try String(contentsOfFile: knownHosts, encoding: .utf8)
            #expect(learned.contains(publicKey.split(separator: " ")[1]), "known_hosts: \(learned)")
            await server.server.shutdown()

            // known_hosts names the port too: the server comes back on the same one.
            server = try await TestServer(
                in: directory, port: server.port, hostKeyPath: keyPath,
                authentication: SSHAuthentication(allowsAnonymous: true))
            try await logInAndQuit(server, options: ["StrictHostKeyChecking=yes", knownHosts])
            #expect(try String(contentsOfFile: knownHosts, encoding: .utf8) == learned)
            await server.server.shutdown()
        }

        @Test("A key made by ssh-keygen is served as the host key")
        func keyFromKeygen() async throws {
            let directory = try TemporaryDirectory()
            let (keyPath, publicKey) = try await directory.makeKey("ed25519", named: "host_key")
            let server = try await TestServer(
                in: directory, hostKeyPath: keyPath, authentication: SSHAuthentication(allowsAnonymous: true))
            // A strict client that knows only this key gets in: the server proved it holds it.
            let keyFields = publicKey.split(separator: " ").prefix(2).joined(separator: " ")
            let knownHosts = try directory.write("[127.0.0.1]:\(server.port) \(keyFields)\n", to: "known_hosts")
            try await logInAndQuit(server, options: ["StrictHostKeyChecking=yes", knownHosts])
            await server.server.shutdown()
        }

        @Test("A strict client that knows another key is refused: the check above can fail")
        func otherKeyRefused() async throws {
            let directory = try TemporaryDirectory()
            let (_, otherKey) = try await directory.makeKey("ed25519", named: "other")
            let server = try await TestServer(in: directory, authentication: SSHAuthentication(allowsAnonymous: true))
            let keyFields = otherKey.split(separator: " ").prefix(2).joined(separator: " ")
            let knownHosts = try directory.write("[127.0.0.1]:\(server.port) \(keyFields)\n", to: "known_hosts")
            let client = try server.connect(
                options: ["-o", "StrictHostKeyChecking=yes", "-o", "UserKnownHostsFile=\(knownHosts)"])
            let ended = try await offMain { try client.waitForExit() }
            #expect(ended == .exited(255))
            #expect(client.text.contains("HOST IDENTIFICATION HAS CHANGED"), "\(client.text)")
            #expect(server.requests.isEmpty)
            await server.server.shutdown()
        }

        @Test("A host key others can read stops the start with one sentence")
        func worldReadable() async throws {
            let directory = try TemporaryDirectory()
            let (keyPath, _) = try await directory.makeKey("ed25519", named: "host_key")
            chmod(keyPath, 0o644)
            let error = try await startError(hostKeyPath: keyPath, in: directory)
            #expect(error == .exposedHostKey(path: keyPath, mode: UInt32(S_IFREG) | 0o644))
            expectOneSentence(error.description, naming: keyPath)
            #expect(error.description.contains("chmod 600"))
        }

        @Test(
            "A damaged host key stops the start with one sentence",
            arguments: [
                "not a key at all\n",
                "-----BEGIN OPENSSH PRIVATE KEY-----\n%%%%\n-----END OPENSSH PRIVATE KEY-----\n",
                "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE\n"
                    + "-----END OPENSSH PRIVATE KEY-----\n",
            ])
        func damaged(contents: String) async throws {
            let directory = try TemporaryDirectory()
            let keyPath = try directory.write(contents, to: "host_key")
            let error = try await startError(hostKeyPath: keyPath, in: directory)
            guard case .damagedHostKey(let path, _) = error else {
                Issue.record("expected a damaged host key, got \(error)")
                return
            }
            #expect(path == keyPath)
            expectOneSentence(error.description, naming: keyPath)
            // The damaged file is left alone for its owner to look at.
            #expect(try String(contentsOfFile: keyPath, encoding: .utf8) == contents)
        }

        @Test("A key file cut in the middle is damaged")
        func truncated() async throws {
            let directory = try TemporaryDirectory()
            let (keyPath, _) = try await directory.makeKey("ed25519", named: "host_key")
            let whole = try String(contentsOfFile: keyPath, encoding: .utf8)
            let lines = whole.split(separator: "\n")
            let cut = ([lines[0], lines[1], lines[2]] + [lines.last!]).joined(separator: "\n") + "\n"
            try directory.write(cut, to: "host_key")
            let error = try await startError(hostKeyPath: keyPath, in: directory)
            guard case .damagedHostKey = error else {
                Issue.record("expected a damaged host key, got \(error)")
                return
            }
            expectOneSentence(error.description, naming: keyPath)
        }

        @Test("An ECDSA host key is refused with a sentence saying the server uses ed25519")
        func ecdsaHostKey() async throws {
            let directory = try TemporaryDirectory()
            let (keyPath, _) = try await directory.makeKey("ecdsa", named: "host_key")
            let error = try await startError(hostKeyPath: keyPath, in: directory)
            guard case .damagedHostKey = error else {
                Issue.record("expected a damaged host key, got \(error)")
                return
            }
            expectOneSentence(error.description, naming: keyPath)
            #expect(error.description.contains("ed25519"), "\(error)")
        }

        @Test("A host key that cannot be saved stops the start with one sentence")
        func cannotSave() async throws {
            let directory = try TemporaryDirectory()
            let blocker = try directory.write("a file, not a directory\n", to: "keys")
            let keyPath = blocker + "/host_key"
            let error = try await startError(hostKeyPath: keyPath, in: directory)
            guard case .cannotSaveHostKey(let path, _) = error else {
                Issue.record("expected a host key that cannot be saved, got \(error)")
                return
            }
            #expect(path == keyPath)
            expectOneSentence(error.description, naming: keyPath)
        }

        // MARK: Helpers

        private func logInAndQuit(_ server: TestServer, options: [String]) async throws {
            let client = try server.connect(
                options: ["-o", options[0], "-o", "UserKnownHostsFile=\(options[1])", "-o", "HashKnownHosts=no"])
            let ended = try await offMain {
                try client.waitForScreen(showing: "Item 6")
                client.type("q")
                return try client.waitForExit()
            }
            #expect(ended == .exited(0), "\(client.text)")
        }

        private func startError(hostKeyPath: String, in directory: TemporaryDirectory) async throws -> SSHServerError {
            let server = SSHServer(
                configuration: SSHServerConfiguration(
                    port: 0, hostKeyPath: hostKeyPath, authentication: SSHAuthentication(allowsAnonymous: true))
            ) { request in listApp(request) }
            do {
                try await server.start()
            } catch {
                #expect(server.port == nil)
                return error
            }
            await server.shutdown()
            throw TestFailure("the server started with the host key \(hostKeyPath)")
        }
    }
}

/// Checks that `text` is one sentence, on one line, that names `subject`.
func expectOneSentence(_ text: String, naming subject: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.contains("\n"), "\(text)", sourceLocation: sourceLocation)
    #expect(text.contains(subject), "\(text)", sourceLocation: sourceLocation)
    let withoutSubject = text.replacingOccurrences(of: subject, with: "PATH")
    #expect(!withoutSubject.contains(". "), "more than one sentence: \(text)", sourceLocation: sourceLocation)
    #expect(!text.isEmpty && text.first!.isLowercase, "\(text)", sourceLocation: sourceLocation)
}
