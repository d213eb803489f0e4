import Foundation
import SSHClientTestSupport
import Testing
import WeavyTesting

@testable import WeavySSH

extension SSHTests {
    @MainActor
    @Suite("Authentication")
    struct Authentication {
        @Test("Authorized ed25519 and ECDSA keys get in; no key and a wrong key are refused before any app")
        func publicKeys() async throws {
            let directory = try TemporaryDirectory()
            let ed25519 = try await directory.makeKey("ed25519", named: "ed25519")
            let ecdsa = try await directory.makeKey("ecdsa", named: "ecdsa")
            let stranger = try await directory.makeKey("ed25519", named: "stranger")
            let authorizedKeys = try directory.write(
                """
                # the team
                no-pty,command="echo hi" \(ed25519.publicKey)

                \(ecdsa.publicKey)
                """, to: "authorized_keys")
            let server = try await TestServer(
                in: directory, authentication: SSHAuthentication(authorizedKeysPath: authorizedKeys))

            for (user, key) in [("ada", ed25519.path), ("grace", ecdsa.path)] {
                let client = try server.connect(as: user, key: key)
                let ended = try await offMain {
                    try client.waitForScreen(showing: "Hello \(user)")
                    client.type("q")
                    return try client.waitForExit()
                }
                #expect(ended == .exited(0), "\(user): \(client.text)")
            }
            #expect(server.requests.map(\.user) == ["ada", "grace"])

            for key in [nil, stranger.path] {
                let client = try server.connect(as: "mallory", key: key)
                let ended = try await offMain { try client.waitForExit() }
                #expect(ended == .exited(255), "\(client.text)")
                #expect(client.text.contains("Permission denied"), "\(client.text)")
            }
            #expect(server.requests.count == 2, "the factory was called for a refused client")
            await server.server.shutdown()
        }

        @Test("A password check lets the right password in and refuses a wrong one")
        func passwords() async throws {
            let directory = try TemporaryDirectory()
            let server = try await TestServer(
                in: directory,
                authentication: SSHAuthentication(checkPassword: { user, password in
                    user == "ada" && password == "correct horse"
                }))
            for (password, expected) in [("correct horse", true), ("wrong horse", false)] {
                let askpass = try directory.write("#!/bin/sh\necho '\(password)'\n", to: "askpass", mode: 0o700)
                let client = try server.connect(
                    as: "ada",
                    options: [
                        "-o", "BatchMode=no", "-o", "PreferredAuthentications=password", "-o",
                        "NumberOfPasswordPrompts=1",
                    ],
                    environment: ["SSH_ASKPASS": askpass, "SSH_ASKPASS_REQUIRE": "force", "DISPLAY": ":0"])
                let ended = try await offMain {
                    if expected {
                        try client.waitForScreen(showing: "Hello ada")
                        client.type("q")
                    }
                    return try client.waitForExit()
                }
                #expect(ended == (expected ? .exited(0) : .exited(255)), "\(password): \(client.text)")
            }
            #expect(server.requests.count == 1)
            await server.server.shutdown()
        }

        @Test("Anonymous sessions only when allowed")
        func anonymous() async throws {
            let directory = try TemporaryDirectory()
            let key = try await directory.makeKey("ed25519", named: "key")
            let authorizedKeys = try directory.write(key.publicKey + "\n", to: "authorized_keys")
            let closed = try await TestServer(
                in: directory, authentication: SSHAuthentication(authorizedKeysPath: authorizedKeys))
            let refused = try closed.connect(as: "guest")
            #expect(try await offMain { try refused.waitForExit() } == .exited(255), "\(refused.text)")
            #expect(closed.requests.isEmpty)
            await closed.server.shutdown()

            let open = try await TestServer(
                in: directory,
                authentication: SSHAuthentication(authorizedKeysPath: authorizedKeys, allowsAnonymous: true))
            let guest = try open.connect(as: "guest")
            let ended = try await offMain {
                try guest.waitForScreen(showing: "Hello guest")
                guest.type("q")
                return try guest.waitForExit()
            }
            #expect(ended == .exited(0), "\(guest.text)")
            #expect(open.requests.map(\.user) == ["guest"])
            await open.server.shutdown()
        }

        @Test("With no keys, no password check and no anonymous sessions, the server does not start")
        func nobodyCanLogIn() async throws {
            let directory = try TemporaryDirectory()
            let server = SSHServer(
                configuration: SSHServerConfiguration(
                    port: 0, hostKeyPath: directory.file("host_key"), authentication: SSHAuthentication())
            ) { request in listApp(request) }
            await #expect(throws: SSHServerError.nobodyCanLogIn) { try await server.start() }
            #expect(server.port == nil)
            #expect(!FileManager.default.fileExists(atPath: directory.file("host_key")))
            expectOneSentence(SSHServerError.nobodyCanLogIn.description, naming: "nobody")
        }

        @Test("authorized_keys: options, comments and blank lines are read past; RSA lines are left out and counted")
        func authorizedKeysFile() async throws {
            let directory = try TemporaryDirectory()
            let ed25519 = try await directory.makeKey("ed25519", named: "a")
            let ecdsa = try await directory.makeKey("ecdsa", named: "b")
            let rsa = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 someone@rsa"
            let text = """
                # comment
                \(rsa)

                   # indented comment
                from="127.0.0.1",no-agent-forwarding \(ed25519.publicKey)
                \(ecdsa.publicKey) with a comment of several words
                """
            let keys = try AuthorizedKeys.parse(text)
            #expect(keys.keys.count == 2)
            #expect(keys.unsupportedLines == [2])
            #expect(try AuthorizedKeys.parse(ed25519.publicKey).keys.isSubset(of: keys.keys))
            #expect(try AuthorizedKeys.parse(ecdsa.publicKey).keys.isSubset(of: keys.keys))

            let onlyRSA = try directory.write(rsa + "\n", to: "rsa_only")
            let error = await startError(authorizedKeys: onlyRSA, in: directory)
            #expect(error.description.contains("RSA"), "\(error)")
            expectOneSentence(error.description, naming: onlyRSA)
        }

        @Test("A malformed line in authorized_keys stops the start with a sentence naming the line")
        func malformedLine() async throws {
            let directory = try TemporaryDirectory()
            let key = try await directory.makeKey("ed25519", named: "a")
            let path = try directory.write(
                "# keys\n\(key.publicKey)\nssh-ed25519 AAAAnotbase64!! broken\n", to: "authorized_keys")
            let error = await startError(authorizedKeys: path, in: directory)
            #expect(error == .unreadableAuthorizedKeys(path: path, reason: "line 3 holds a malformed ssh-ed25519 key"))
            expectOneSentence(error.description, naming: path)

            let missing = directory.file("missing")
            let unreadable = await startError(authorizedKeys: missing, in: directory)
            guard case .unreadableAuthorizedKeys = unreadable else {
                Issue.record("expected unreadable authorized keys, got \(unreadable)")
                return
            }
            expectOneSentence(unreadable.description, naming: missing)
        }

        private func startError(authorizedKeys: String, in directory: TemporaryDirectory) async -> SSHServerError {
            let server = SSHServer(
                configuration: SSHServerConfiguration(
                    port: 0, hostKeyPath: directory.file("host_key"),
                    authentication: SSHAuthentication(authorizedKeysPath: authorizedKeys))
            ) { request in listApp(request) }
            do {
                try await server.start()
            } catch {
                return error
            }
            await server.shutdown()
            Issue.record("the server started with \(authorizedKeys)")
            return .alreadyStarted
        }
    }
}
