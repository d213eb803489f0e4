import Glibc
import Testing
import WeavyKit

@testable import WeavyDemo

/// What `weavy-demo serve` builds for each SSH session, without SSH: the command's link,
/// the user's folder, and the store the sessions share.
@MainActor
@Suite("Serving: sessions sharing one store")
struct ServingTests {
    @Test(
        "A session's command opens a link; anything else is refused in one sentence",
        arguments: [
            (nil, nil), ("", nil), ("open movie/23452", DemoWeft.showMovie(id: 23452)),
            ("  open   watched ", .showList(.watched)),
        ] as [(String?, DemoWeft?)])
    func commands(command: String?, weft: DemoWeft?) throws {
        #expect(try DemoServing.link(from: command) == weft)
    }

    @Test("Unknown commands and malformed links are refused, naming what is wrong")
    func refusals() {
        #expect(throws: DemoServing.Refusal.self) { try DemoServing.link(from: "rm -rf /") }
        do {
            _ = try DemoServing.link(from: "open movie/abc")
            Issue.record("a malformed link was accepted")
        } catch {
            #expect(error.message.contains("movie/abc"))
        }
        do {
            _ = try DemoServing.link(from: "list")
            Issue.record("an unknown command was accepted")
        } catch {
            #expect(error.message.contains("unknown command 'list'"))
        }
    }

    @Test("--workers takes a count or auto; anything else is refused in one sentence")
    func workers() throws {
        func workers(_ value: String) throws -> WorkerCount {
            try ServeCommand.parse(["--allow-anonymous", "--data-dir", "/tmp", "--workers", value])
                .serveOptions(environment: [:]).workers
        }
        let command = try ServeCommand.parse(["--allow-anonymous", "--data-dir", "/tmp"])
        let defaults = try command.serveOptions(environment: [:])
        #expect(defaults.workers == .count(1))
        #expect(try workers("4") == .count(4))
        #expect(try workers("AUTO") == .onePerCore)
        for bad in ["0", "1.5", "many", "2000"] {
            do {
                _ = try workers(bad)
                Issue.record("--workers \(bad) was accepted")
            } catch {
                #expect("\(error)".contains("invalid --workers '\(bad)'"), "\(error)")
            }
        }
    }

    @Test("--database takes a postgres:// URL and keeps it for the server; anything else is refused, unechoed")
    func database() throws {
        func database(_ value: String?) throws -> String? {
            try ServeCommand.parse(
                ["--allow-anonymous", "--data-dir", "/tmp"] + (value.map { ["--database", $0] } ?? [])
            ).serveOptions(environment: [:]).database
        }
        #expect(try database(nil) == nil, "without it, the lists stay in the process")
        for good in ["postgres://weavy@db:5432/weavy", "postgresql://weavy:secret@127.0.0.1/demo?sslmode=disable"] {
            #expect(try database(good) == good)
        }
        for bad in ["mysql://weavy@db/weavy", "weavy@db:5432", "postgres:weavy:secret@db", ""] {
            do {
                _ = try database(bad)
                Issue.record("--database \(bad) was accepted")
            } catch {
                #expect("\(error)".contains("invalid --database"), "\(error)")
                #expect(bad.isEmpty || !"\(error)".contains(bad), "the URL, which may hold a password, is not echoed")
            }
        }
    }

    @Test("The users' navigation is kept where the demo kept it: users/NAME in the data directory")
    func navigationFolder() {
        #expect(DemoServing.navigationFolder(in: DataDirectory(path: "/srv/demo")) == "/srv/demo/users")
    }

    @Test("The selected tab goes beside the record as the server keeps it, and comes back; a bad one is left out")
    func selectedTabAsAppData() {
        let saved = SavedNavigation(record: NavigationRecord(), selectedTab: [0, 1])
        #expect(saved.appData == ["selectedTab": "0.1"])
        #expect(SavedNavigation(record: NavigationRecord(), appData: saved.appData).selectedTab == [0, 1])
        #expect(SavedNavigation(record: NavigationRecord(), selectedTab: nil).appData.isEmpty)
        #expect(SavedNavigation(record: NavigationRecord(), appData: [:]).selectedTab == nil)
        #expect(SavedNavigation(record: NavigationRecord(), appData: ["selectedTab": "0.x"]).selectedTab == nil)
        #expect(SavedNavigation(record: NavigationRecord(), appData: ["selectedTab": "0..1"]).selectedTab == nil)
    }

    @Test("A movie moved in one session leaves every session's list at once; each session's navigation is its own")
    func sharedLists() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"test\"}", to: "settings.json")
        let options = try ServeCommand.parse(["--allow-anonymous", "--data-dir", data.path])
            .serveOptions(environment: [:])
        let store = try DemoServing.makeStore(options)
        let alice = try DemoServing.makeSession(command: nil, store: store, savedNavigation: nil)
        let bob = try DemoServing.makeSession(command: "open watched", store: store, savedNavigation: nil)
        let terminals = try [alice, bob].map { session in
            let terminal = try Terminal.headless(size: Size(columns: 100, rows: 30))
            session.window.attach(to: terminal)
            session.start()
            session.window.render()
            return terminal
        }
        let first = terminals[0].snapshot().lines[2].trimmingSpaces
        #expect(!first.isEmpty)
        #expect(!terminals[1].snapshot().text.contains(first), "Bob's watched list does not hold \(first) yet")
        alice.window.handle(.character("w"))
        alice.window.render()
        bob.window.render()
        #expect(!terminals[0].snapshot().lines[2].contains(first), "the movie left Alice's wishlist")
        #expect(terminals[1].snapshot().text.contains(first), "and is in Bob's watched list")
        let alices = alice.navigationToSave()
        let bobs = bob.navigationToSave()
        #expect(alices.selectedTab != nil && bobs.selectedTab != nil)
        #expect(alices.selectedTab != bobs.selectedTab, "each where they were: Alice's wishlist, Bob's watched list")
        for (session, terminal) in zip([alice, bob], terminals) {
            session.window.close()
            terminal.close()
        }
        // Bob's next session, from what the server kept (the record and the app data),
        // is on the watched list again, without a link.
        let kept = SavedNavigation(record: bobs.record, appData: bobs.appData)
        let returning = try DemoServing.makeSession(command: nil, store: store, savedNavigation: kept)
        let terminal = try Terminal.headless(size: Size(columns: 100, rows: 30))
        returning.window.attach(to: terminal)
        returning.start()
        returning.window.render()
        #expect(
            terminal.snapshot().text.contains(first), "the watched list, with the movie: \(terminal.snapshot().text)")
        #expect(returning.navigationToSave().selectedTab == bobs.selectedTab)
        returning.window.close()
        terminal.close()
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
