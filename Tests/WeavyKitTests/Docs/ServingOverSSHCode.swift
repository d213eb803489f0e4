import Foundation
import Testing
import WeavySSH
import WeavyTesting

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
struct DeskTicket: Identifiable, Sendable {
    let id: Int
    var title: String
    var votes: Int
}

enum TicketChange: Sendable {
    case changed(DeskTicket)
    case added(DeskTicket)
}

@MainActor
final class TicketDesk {
    private(set) var tickets: [DeskTicket]
    let changes = PassthroughSubject<TicketChange, Never>()

    init(tickets: [DeskTicket]) { self.tickets = tickets }

    func vote(for id: Int) {
        guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
        tickets[index].votes += 1
        changes.send(.changed(tickets[index]))
    }

    func add(_ title: String) {
        let ticket = DeskTicket(id: (tickets.map(\.id).max() ?? 0) + 1, title: title, votes: 0)
        tickets.insert(ticket, at: 0)
        changes.send(.added(ticket))
    }
}

enum DeskWeft: Weft {
    case tickets
    case ticket(DeskTicket)
}

@MainActor
final class DeskWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }
    let desk: TicketDesk

    init(desk: TicketDesk) { self.desk = desk }

    func knit(_ weft: DeskWeft) -> [Stitch] {
        switch weft {
        case .tickets:
            let table = Table(
                title: "Tickets", rows: desk.tickets,
                columns: [
                    .init("Title", width: .flexible(), value: \.title),
                    .init("Votes", alignment: .trailing, value: { String($0.votes) }, sortedBy: \.votes),
                ],
                sortOrder: .init(column: 1, ascending: false))
            // One row replaced or inserted per change, at its sorted place: never all
            // the rows assigned again, which would sort them all again in every session.
            table.follow(desk.changes) { [weak table] change in
                switch change {
                case .changed(let ticket): _ = table?.replaceItem(id: ticket.id, with: ticket)
                case .added(let ticket): table?.rows.insert(ticket, at: 0)
                }
            }
            let picks = WeftEmitter()
            table.onActivate = { ticket, _ in picks.send(DeskWeft.ticket(ticket)) }
            stack.push(table)
            return [.weave(table, picks)]
        case .ticket(let ticket):
            let page = Label("\(ticket.title)\n\(ticket.votes) votes", title: "Ticket \(ticket.id)")
            stack.push(page)
            return [.show(page)]
        }
    }
}

@MainActor
func makeDeskServer(desk: TicketDesk, hostKeyPath: String) -> SSHServer {
    let configuration = SSHServerConfiguration(
        host: "127.0.0.1", port: 0,  // 0: a free port, which start() returns
        hostKeyPath: hostKeyPath,
        authentication: SSHAuthentication(checkPassword: { _, password in password == "open sesame" }))
    return SSHServer(configuration: configuration) { request in
        let warp = DeskWarp(desk: desk)
        let window = Window(content: warp.stack)
        window.bind("n", hint: "new ticket") { _ in desk.add("Filed by \(request.user)") }
        window.bind("q", hint: "quit") { window in window.quit() }
        let loom = Loom()
        return SSHSessionApp(
            window: window, loom: loom,
            start: { loom.weave(warp, startingWith: DeskWeft.tickets) })
    }
}
// docs:end

// docs:begin ServingOverSSH 3
@MainActor
func startDesk(hostKeyPath: String) async throws -> SSHServer {
    let server = makeDeskServer(desk: TicketDesk(tickets: []), hostKeyPath: hostKeyPath)
    let port = try await server.start()
    print("ssh -t -p \(port) you@127.0.0.1")
    return server
}
// docs:end

// docs:begin ServingOverSSH 4
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

// docs:begin ServingOverSSH 5
enum NotebookWeft: Weft, Codable {
    case pages
    case page(Int)
}

@MainActor
final class NotebookWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: NotebookWeft) -> [Stitch] {
        switch weft {
        case .pages:
            let list = ListView(title: "Pages", items: (1...9).map { "Page \($0)" }) { ListView.Row($0) }
            let picks = WeftEmitter()
            list.onActivate = { _, index in picks.send(NotebookWeft.page(index + 1)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .page(let number):
            let page = Label("Page \(number)", title: "Page \(number)")
            stack.push(page)
            return [.show(page)]
        }
    }
}

@MainActor
func makeNotebookServer(hostKeyPath: String, navigationStore: (any NavigationStore)? = nil) -> SSHServer {
    let configuration = SSHServerConfiguration(
        port: 2222, hostKeyPath: hostKeyPath, authentication: SSHAuthentication(allowsAnonymous: true),
        navigationStore: navigationStore,  // nil: a file per user beside the host key
        navigationWeftTypes: [NotebookWeft.self])
    return SSHServer(configuration: configuration) { request in
        let warp = NotebookWarp()
        let window = Window(content: warp.stack)
        window.bind("q", hint: "quit") { window in window.quit() }
        let loom = Loom()
        let saved = request.savedNavigation  // what the user's last session left, if anything
        return SSHSessionApp(
            window: window, loom: loom,
            start: {
                let pages = SingleWeftable(NotebookWeft.pages)
                if let saved {
                    loom.weave(warp, with: pages, restoring: saved.record)
                } else {
                    loom.weave(warp, with: pages)
                }
            })  // when the session ends, the server saves the Loom's record as the user's
    }
}
// docs:end

@MainActor
@Suite("Serving over SSH: the article's guestbook")
struct ServingOverSSHArticleTests {
    @Test("The notebook's server reads saved navigation with its weft types, from the store it is given")
    func notebookServer() {
        let store = SharedNavigationStore(store: InProcessSharedStore())
        let server = makeNotebookServer(hostKeyPath: "/nonexistent/host_key", navigationStore: store)
        #expect(
            server.configuration.navigationWeftTypes.map(NavigationRecord.typeName(of:)) == [
                NavigationRecord.typeName(of: NotebookWeft.self)
            ])
        #expect(server.configuration.navigationStore is SharedNavigationStore)
        #expect(makeNotebookServer(hostKeyPath: "host_key").configuration.navigationStore == nil)
    }

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

    @Test("The desk's change reaches every session's sorted table: a vote moves the row, a new ticket is inserted")
    func deskSharedAcrossSessions() throws {
        let desk = TicketDesk(tickets: [
            DeskTicket(id: 1, title: "Crash on start", votes: 3), DeskTicket(id: 2, title: "Typo", votes: 1),
        ])
        var drivers: [HeadlessDriver] = []
        var looms: [Loom] = []
        for _ in 0..<2 {
            let warp = DeskWarp(desk: desk)
            let loom = Loom()
            let driver = try HeadlessDriver(size: Size(columns: 50, rows: 10), content: warp.stack)
            loom.weave(warp, startingWith: DeskWeft.tickets)
            drivers.append(driver)
            looms.append(loom)
        }
        defer { drivers.forEach { $0.close() } }
        desk.vote(for: 2)
        desk.vote(for: 2)
        desk.vote(for: 2)
        desk.add("Filed by ada")
        for driver in drivers {
            driver.render()
            let rows = driver.text.split(separator: "\n").map(String.init)
            let typo = try #require(rows.firstIndex { $0.contains("Typo") })
            let crash = try #require(rows.firstIndex { $0.contains("Crash on start") })
            #expect(typo < crash, "4 votes sort above 3 in every session")
            #expect(rows.contains { $0.contains("Filed by ada") })
        }
        #expect(looms.count == 2)
    }

    @Test("The desk server checks the password and, on port 0, starts on the port the system picked")
    func deskServerStartsOnAFreePort() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await startDesk(hostKeyPath: folder.appendingPathComponent("host_key").path)
        #expect((server.port ?? 0) > 0)
        #expect(server.configuration.authentication.checkPassword?("ada", "open sesame") == true)
        #expect(server.configuration.authentication.checkPassword?("ada", "guess") == false)
        await server.shutdown()
    }

    @Test("The article's server refuses to start without a host key it can make, saying where")
    func serverStartsOnlyWithAHostKey() async throws {
        let server = makeGuestbookServer(guestbook: Guestbook(), hostKeyPath: "/proc/weavy-no-such-dir/key")
        await #expect(throws: SSHServerError.self) { try await server.start() }
        #expect(server.port == nil)
    }
}
