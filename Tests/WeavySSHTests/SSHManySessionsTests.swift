import Foundation
import SSHClientTestSupport
import Testing
import WeavySSH
import WeavyTesting

/// The one store every session's list reads: a change made in one session is shown by
/// every other at once.
@MainActor
final class SharedStore {
    private(set) var items = (1...6).map { "Item \($0)" }
    private var observers: [ObjectIdentifier: () -> Void] = [:]
    /// Each session's window, by user, to compare what it drew with what its client shows.
    var windows: [String: Window] = [:]

    var observerCount: Int { observers.count }

    func observe(_ owner: AnyObject, _ changed: @escaping () -> Void) {
        observers[ObjectIdentifier(owner)] = changed
    }

    func stopObserving(_ owner: AnyObject) {
        observers[ObjectIdentifier(owner)] = nil
    }

    func star(_ index: Int, by user: String) {
        items[index] = "Item \(index + 1) starred by \(user)"
        for changed in observers.values { changed() }
    }
}

/// A session of the shared app: its list of the store's items under a navigation stack,
/// titled with who it serves. Enter opens an item's page, `s` stars the first item for
/// everyone, `q` quits.
@MainActor
func sharedApp(_ request: SSHSessionRequest, store: SharedStore) -> SSHSessionApp {
    let me = "[\(request.user)]"
    let list = ListView(title: me, items: store.items) { ListView.Row($0) }
    let stack = NavigationStack(root: list)
    list.onActivate = { item, _ in
        let size = "\(request.size.columns)x\(request.size.rows)"
        stack.push(Label("\(me)\nopened \(item)\n\(request.terminalType)\n\(size)", title: item))
    }
    let window = Window(content: stack)
    store.windows[request.user] = window
    store.observe(window) { list.items = RowBuffer(store.items) }
    window.bind("s", hint: "star") { store.star(0, by: request.user) }
    window.bind("q", hint: "quit") { window in window.quit() }
    // The store lets the window go when the session ends: its bindings hold the store.
    return SSHSessionApp(window: window) { _ in
        store.stopObserving(window)
        store.windows[request.user] = nil
    }
}

extension SSHTests {
    @MainActor
    @Suite("Many sessions")
    struct ManySessions {
        static let terminalTypes = [
            "xterm-256color", "xterm", "screen-256color", "tmux-256color", "vt100", "linux", "xterm-color", "screen",
            "vt220", "rxvt-unicode-256color",
        ]
        /// The types whose terminfo entry has an alternate screen (`smcup`).
        static let alternateScreenTypes: Set = [
            "xterm-256color", "xterm", "screen-256color", "tmux-256color",
            "xterm-color", "screen", "rxvt-unicode-256color",
        ]

        @Test("20 sessions of different sizes and TERMs navigate on their own and share one store")
        func twentySessions() async throws {
            let store = SharedStore()
            let server = try await TestServer(authentication: SSHAuthentication(allowsAnonymous: true)) { request in
                sharedApp(request, store: store)
            }
            let count = 20
            let users = (0..<count).map { String(format: "user-%02d", $0) }
            let sizes = (0..<count).map { Size(columns: 40 + $0 * 3, rows: 10 + $0 % 7 * 2) }
            let terms = (0..<count).map { Self.terminalTypes[$0 % Self.terminalTypes.count] }
            let clients = try (0..<count).map { index in
                try server.connect(as: users[index], size: sizes[index], term: terms[index])
            }
            try await waitForScreens(clients, "the list") { index, screen in
                screen.text.contains("[\(users[index])]") && screen.text.contains("Item 6")
            }
            #expect(server.server.sessionCount == count)

            // Each goes down its own number of rows and opens that item.
            let picks = (0..<count).map { $0 % 6 }
            for (index, client) in clients.enumerated() {
                client.type(String(repeating: "j", count: picks[index]) + "\r")
            }
            try await waitForScreens(clients, "the item's page") { index, screen in
                let size = sizes[index]
                // The page is a label: a text screen, drawn one column in.
                let lines = screen.lines.map { String($0.drop { $0 == " " }) }
                return lines.contains("opened Item \(picks[index] + 1)")
                    && lines.contains(terms[index]) && lines.contains("\(size.columns)x\(size.rows)")
            }
            for (index, client) in clients.enumerated() {
                let screen = client.screen
                #expect(screen.size == sizes[index])
                // Exactly its own screen: its name and no one else's.
                let names = screen.text.components(separatedBy: "[user-").count - 1
                let mine = screen.text.components(separatedBy: "[\(users[index])]").count - 1
                #expect(mine >= 1 && names == mine, "\(users[index]) sees:\n\(screen.text)")
                #expect(screen.lines.last?.contains("quit") == true, "\(users[index]) sees:\n\(screen.text)")
                #expect(screen.isAlternateScreenActive == Self.alternateScreenTypes.contains(terms[index]))
            }
            #expect(Set(server.requests.map(\.user)) == Set(users))
            #expect(
                server.requests.sorted { $0.user < $1.user }.map(\.terminalType) == terms,
                "every session was given its client's TERM")
            #expect(server.requests.sorted { $0.user < $1.user }.map(\.size) == sizes)

            // Back to the lists; one session stars the first item, and every list shows it.
            for client in clients { client.type("h") }
            try await waitForScreens(clients, "the list again") { _, screen in
                !screen.text.contains("opened Item") && screen.text.contains("Item 6")
            }
            clients[7].type("s")
            try await waitForScreens(clients, "the starred item") { _, screen in
                screen.text.contains("Item 1 starred by user-07")
            }
            #expect(store.items[0] == "Item 1 starred by user-07")

            // What each client shows is what its session drew, cell for cell, colors and
            // attributes included, whatever its TERM (vt100 and xterm-color cannot hide
            // the cursor: there it shows where the session parked it).
            let drawn = users.map { store.windows[$0]?.terminal?.snapshot() }
            let hidesCursor = terms.map { !["vt100", "xterm-color"].contains($0) }
            try await waitForScreens(clients, "the session's own frame, cell for cell", timeout: 20) { index, screen in
                let shown = screen.snapshot
                return hidesCursor[index] ? shown == drawn[index] : shown.rows == drawn[index]?.rows
            }

            for client in clients { client.type("q") }
            let endings = try await offMain { try clients.map { try $0.waitForExit() } }
            #expect(endings.allSatisfy { $0 == .exited(0) }, "\(endings)")
            for (index, client) in clients.enumerated() {
                // The emulator agrees the terminal was given back (restorationProblems
                // reads xterm's sequences only).
                #expect(!client.screen.isAlternateScreenActive && client.screen.privateModes == [25], "\(terms[index])")
                #expect(client.process.modes == client.process.initialModes)
            }
            try await waitUntil("every session ended") { server.server.sessionCount == 0 }
            #expect(store.observerCount == 0)
            #expect(store.windows.isEmpty)
            await server.server.shutdown()
        }
    }
}

/// Waits, on the main actor, until `condition` holds, up to `timeout` seconds: a guard
/// against a hang, long because the main actor is shared with every test beside it, and
/// a machine running the whole suite (under a sanitizer, say) can keep it busy for seconds.
@MainActor
func waitUntil(_ what: String, timeout: Double = 120, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw TestFailure("not \(what) within \(timeout)s") }
        try await Task.sleep(for: .milliseconds(10))
    }
}
