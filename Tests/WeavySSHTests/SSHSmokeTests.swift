import Foundation
import Testing
import WeavySSH
import WeavyTesting

@MainActor
@Suite("SSH smoke")
struct SSHSmokeTests {
    @Test("A client logs in with ssh -tt and sees its app")
    func logsIn() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weavy-ssh-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let server = SSHServer(
            configuration: SSHServerConfiguration(
                port: 0, hostKeyPath: directory + "/host_key",
                authentication: SSHAuthentication(allowsAnonymous: true))
        ) { request in
            let list = ListView(title: "Hello \(request.user)", items: ["Ada", "Grace"]) { ListView.Row($0) }
            let window = Window(content: list)
            window.bind("q", hint: "quit") { window in window.quit() }
            return SSHSessionApp(window: window)
        }
        let port = try await server.start()
        let client = try TerminalProcess(
            executable: "/usr/bin/ssh",
            arguments: [
                "-tt", "-p", "\(port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "-o", "PreferredAuthentications=none,password,publickey", "-o", "BatchMode=yes", "-o", "LogLevel=ERROR",
                "tester@127.0.0.1",
            ], size: Size(columns: 60, rows: 12))
        let found = await Task.detached { try? client.waitForOutput(containing: "Grace", timeout: 20) }.value
        #expect(found != nil, "\(client.outputText)")
        client.type("q")
        let ended = await Task.detached { try? client.waitForExit(timeout: 10) }.value
        #expect(ended == .exited(0), "\(client.outputText)")
        await server.shutdown()
    }
}
