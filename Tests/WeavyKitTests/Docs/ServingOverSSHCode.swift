import Foundation
import Testing
import WeavySSH

// The code of WeavySSH.docc/ServingOverSSH.md, compiled here and checked against the
// article by DocsCodeTests.

// docs:begin ServingOverSSH 1
@MainActor
final class Guestbook {
    private(set) var names: RowBuffer<String> = []  // shared by every list until it changes
    private var lists: [WeakList] = []

    func sign(_ name: String) {
        names.append(name)
        lists.removeAll { $0.list == nil }
        for entry in lists { entry.list?.items = names }
    }

    func show(in list: ListView<String>) {
        list.items = names
        lists.append(WeakList(list: list))
    }

    private struct WeakList {
        weak var list: ListView<String>?
    }
}

@MainActor
func makeGuestbookServer(guestbook: Guestbook, hostKeyPath: String) -> SSHServer {
    let configuration = SSHServerConfiguration(
        host: "127.0.0.1", port: 2222, hostKeyPath: hostKeyPath,
        authentication: SSHAuthentication(allowsAnonymous: true))
    return SSHServer(configuration: configuration) { request in
        guard request.command == nil else {
            throw SSHSessionRefusal("this server takes no commands; connect with ssh -t")
        }
        let list = ListView<String>(title: "Guests") { ListView.Row($0) }
        guestbook.show(in: list)
        let window = Window(content: list)
        window.bind("s", hint: "sign") { _ in guestbook.sign(request.user) }
        window.bind("q", hint: "quit") { window in window.quit() }
        return SSHSessionApp(window: window)
    }
}
// docs:end

// docs:begin ServingOverSSH 2
@MainActor
func makeWorkerServer(hostKeyPath: String) -> SSHServer {
    let configuration = SSHServerConfiguration(
        port: 2222, hostKeyPath: hostKeyPath, authentication: SSHAuthentication(allowsAnonymous: true),
        workerProcesses: SSHServerConfiguration.coreCount)  // one worker per core
    return SSHServer(configuration: configuration) { request in
        let window = Window(content: Label("Hello \(request.user)"))
        window.bind("q", hint: "quit") { window in window.quit() }
        return SSHSessionApp(window: window)
    }
}
// docs:end

@MainActor
@Suite("Serving over SSH: the article's guestbook")
struct ServingOverSSHArticleTests {
    @Test("The worker example asks for one worker process per core, and makes none until started")
    func workerServer() {
        let server = makeWorkerServer(hostKeyPath: "/nonexistent/host_key")
        #expect(server.configuration.workerProcesses == SSHServerConfiguration.coreCount)
        #expect(server.workerProcessIDs.isEmpty && server.workerNumber == nil)
    }

    @Test("Signing in one list shows the name in every list the guestbook shows")
    func sharedGuestbook() {
        let guestbook = Guestbook()
        let first = ListView<String>(title: "Guests") { ListView.Row($0) }
        let second = ListView<String>(title: "Guests") { ListView.Row($0) }
        guestbook.show(in: first)
        guestbook.show(in: second)
        guestbook.sign("ada")
        #expect(first.items == ["ada"])
        #expect(second.items == ["ada"])
    }

    @Test("The article's server refuses to start without a host key it can make, saying where")
    func serverStartsOnlyWithAHostKey() async throws {
        let server = makeGuestbookServer(guestbook: Guestbook(), hostKeyPath: "/proc/weavy-no-such-dir/key")
        await #expect(throws: SSHServerError.self) { try await server.start() }
        #expect(server.port == nil)
    }
}
