import Foundation
import SSHClientTestSupport
import Testing
import WeavyTesting

@testable import WeavySSH

/// The list of ``listApp(_:)`` woven by a Loom: Enter opens an item's page through a
/// weft, so the navigation can be saved and rebuilt.
@MainActor
final class ItemsWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }
    private let user: String

    init(user: String) { self.user = user }

    func knit(_ weft: ItemsWeft) -> [Stitch] {
        switch weft {
        case .list:
            let list = ListView(title: "Hello \(user)", items: (1...6).map { "Item \($0)" }) { ListView.Row($0) }
            let picks = WeftEmitter()
            list.onActivate = { _, index in picks.send(ItemsWeft.opened(index + 1)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .opened(let item):
            let page = Label("\(user) opened Item \(item)", title: "Item \(item)")
            stack.push(page)
            return [.show(page)]
        }
    }
}

/// The navigating app: the list, restored from the request's saved navigation if any.
@MainActor
func navigatingApp(_ request: SSHSessionRequest) -> SSHSessionApp {
    let warp = ItemsWarp(user: request.user)
    let window = Window(content: warp.stack)
    window.bind("q", hint: "quit") { window in window.quit() }
    let loom = Loom()
    let saved = request.savedNavigation
    let start: @MainActor () -> Void = {
        if let saved {
            loom.weave(warp, with: SingleWeftable(ItemsWeft.list), restoring: saved.record)
        } else {
            loom.weave(warp, with: SingleWeftable(ItemsWeft.list))
        }
    }
    return SSHSessionApp(window: window, loom: loom, start: start)
}

extension SSHTests {
    @MainActor
    @Suite("Saved navigation")
    struct SavedNavigationTests {
        static let weftTypes: [any (Weft & Codable).Type] = [ItemsWeft.self]

        func decoded(_ bytes: [UInt8]?) throws -> SessionNavigation? {
            try bytes.map { try SessionNavigation(decoding: $0, weftTypes: Self.weftTypes) }
        }

        @Test("A user who quits on one server finds their navigation at their next login on another sharing the store")
        func restoredOnAnotherServer() async throws {
            let store = SharedNavigationStore(store: InProcessSharedStore())
            let first = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), navigationStore: store,
                navigationWeftTypes: Self.weftTypes, makeApp: navigatingApp)
            let second = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), navigationStore: store,
                navigationWeftTypes: Self.weftTypes, makeApp: navigatingApp)
            #expect(first.port != second.port)
            let ann = try first.connect(as: "ann", size: Size(columns: 60, rows: 12))
            let quit = try await offMain {
                try ann.waitForScreen(showing: "Item 6")
                ann.type("jj\r")
                try ann.waitForScreen(showing: "ann opened Item 3")
                ann.type("q")
                return try ann.waitForExit()
            }
            #expect(quit == .exited(0))
            #expect(first.requests.first?.savedNavigation == nil, "nothing was saved before")
            #expect(
                try await eventually { try await store.navigation(for: "ann") != nil }, "the session's end saved it")
            #expect(openedItem(try decoded(try await store.navigation(for: "ann"))) == 3)

            let again = try second.connect(as: "ann", size: Size(columns: 60, rows: 12))
            let bob = try second.connect(as: "bob", size: Size(columns: 60, rows: 12))
            try await offMain {
                try again.waitForScreen(showing: "ann opened Item 3")
                try bob.waitForScreen(showing: "Item 6")
            }
            #expect(!bob.screen.text.contains("opened"), "Bob starts on the list: \(bob.screen.text)")
            let requests = second.requests
            #expect(openedItem(requests.first { $0.user == "ann" }?.savedNavigation) == 3)
            #expect(requests.first { $0.user == "bob" }?.savedNavigation == nil)
            await first.server.shutdown()
            await second.server.shutdown()
        }

        @Test("A session is saved however it ends: its client killed, idle, or the server shut down (still within 2 s)")
        func savedOnEveryEnding() async throws {
            let server = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), navigationWeftTypes: Self.weftTypes,
                makeApp: navigatingApp)
            // The default: a file per user in a folder beside the host key.
            let files = NavigationFileStore(folder: server.directory.file("navigation"))
            let gone = try server.connect(as: "gone", size: Size(columns: 60, rows: 12))
            let stays = try server.connect(as: "stays", size: Size(columns: 60, rows: 12))
            try await offMain {
                try gone.waitForScreen(showing: "Item 6")
                try stays.waitForScreen(showing: "Item 6")
                gone.type("jj\r")
                stays.type("j\r")
                try gone.waitForScreen(showing: "gone opened Item 3")
                try stays.waitForScreen(showing: "stays opened Item 2")
            }
            gone.process.signal(SIGKILL)
            #expect(
                try await eventually { try await files.navigation(for: "gone") != nil },
                "saved when the client vanished")
            #expect(openedItem(try decoded(try await files.navigation(for: "gone"))) == 3)
            #expect(try await files.navigation(for: "stays") == nil)

            let began = ContinuousClock.now
            await server.server.shutdown()
            let took = ContinuousClock.now - began
            #expect(took < .seconds(2), "shutdown took \(took)")
            #expect(
                openedItem(try decoded(try await files.navigation(for: "stays"))) == 2, "saved before shutdown returned"
            )
            #expect(try await offMain { try stays.waitForExit() } == .exited(0))

            let idleServer = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true),
                limits: SSHSessionLimits(idleTimeout: .seconds(3), clientAnswerTimeout: .milliseconds(200)),
                navigationWeftTypes: Self.weftTypes,
                makeApp: navigatingApp)
            let idle = try idleServer.connect(as: "idle", size: Size(columns: 60, rows: 12))
            try await offMain {
                try idle.waitForScreen(showing: "Item 6")
                idle.type("jjj\r")
                try idle.waitForScreen(showing: "idle opened Item 4")
                _ = try idle.waitForExit()
            }
            let idleFiles = NavigationFileStore(folder: idleServer.directory.file("navigation"))
            #expect(try await eventually { try await idleFiles.navigation(for: "idle") != nil })
            #expect(openedItem(try decoded(try await idleFiles.navigation(for: "idle"))) == 4)
            #expect(idleServer.logs.endings == ["idle"], "\(idleServer.logs.endings)")
            await idleServer.server.shutdown()
        }

        @Test("A save the store refuses is kept and lands when it is back; meanwhile the user's next login gets it")
        func refusedSave() async throws {
            let store = FlakyNavigationStore()
            let server = try await TestServer(
                authentication: SSHAuthentication(allowsAnonymous: true), navigationStore: store,
                navigationWeftTypes: Self.weftTypes, makeApp: navigatingApp)
            store.isDown = true
            let ann = try server.connect(as: "ann", size: Size(columns: 60, rows: 12))
            _ = try await offMain {
                try ann.waitForScreen(showing: "Item 6")
                ann.type("jjjj\r")
                try ann.waitForScreen(showing: "ann opened Item 5")
                ann.type("q")
                return try ann.waitForExit()
            }
            try await waitUntil("the store refused the save") { store.failedWrites >= 1 }
            // Logged once the refusal reaches the main actor, a turn after the store counts it.
            try await waitUntil("the refusal logged") {
                server.logs.lines.contains { $0.level == .error && $0.message.contains("kept in memory") }
            }
            #expect(server.server.usersWithUnsavedNavigation == ["ann"])
            let again = try server.connect(as: "ann", size: Size(columns: 60, rows: 12))
            try await offMain {
                try again.waitForScreen(showing: "ann opened Item 5")
                again.type("q")
                _ = try again.waitForExit()
            }
            store.isDown = false
            #expect(await eventually { store.writes.contains("ann") }, "the save landed once the store was back")
            #expect(await eventually { server.server.usersWithUnsavedNavigation.isEmpty })
            #expect(openedItem(try decoded(try await store.navigation(for: "ann"))) == 5)
            await server.server.shutdown()
        }
    }
}
