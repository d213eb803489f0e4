import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// `--open`: links parsed into wefts, and the app opening where they say.
@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    @Test(
        "Every link form parses into its weft",
        arguments: [
            ("wishlist", DemoWeft.showList(.wishlist)),
            ("watched", .showList(.watched)),
            ("movie/23452", .showMovie(id: 23452)),
            ("movie/23452/cast/1013", .showCast(movieID: 23452, personID: 1013)),
            ("settings", .settings),
            ("settings/about", .about),
        ])
    func parses(link: String, weft: DemoWeft) throws {
        #expect(try DeepLink.weft(for: link) == weft)
    }

    @Test(
        "Malformed links are refused",
        arguments: [
            "", "movies", "movie", "movie/", "movie/abc", "movie/-3", "movie/0", "movie/+5", "movie/23452/cast",
            "movie/23452/crew/1013", "movie/23452/cast/x", "settings/api", "wishlist/", "/wishlist", "Wishlist",
        ])
    func refuses(link: String) {
        #expect(throws: DeepLink.ParseError(link: link)) { try DeepLink.weft(for: link) }
    }

    @Test("wishlist and watched select their tab")
    func lists() throws {
        let watched = try DemoHarness(link: .showList(.watched))
        #expect(watched.selectedTab == 1)
        #expect(watched.driver.snapshot.lines[2].hasPrefix(" The Terminator"), "the Watched list shows")
        watched.close()
        let wishlist = try DemoHarness(link: .showList(.wishlist))
        defer { wishlist.close() }
        #expect(wishlist.selectedTab == 0)
    }

    @Test("movie/23452 opens Avatar in the Wishlist tab, its row selected below")
    func movie() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar))
        defer { harness.close() }
        #expect(harness.stacks == [["Wishlist", "Avatar"], ["Watched"]])
        #expect(harness.text.contains("Director   James Cameron"))
        try harness.send("<esc>")
        let lines = harness.driver.snapshot.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix(" Avatar ") })
        #expect(
            harness.driver.snapshot.style(at: Point(column: 1, row: row))?.background
                == Theme.ansi256.selection.background.number)
    }

    @Test("A movie link opens the movie in the tab whose list holds it")
    func movieInWatched() throws {
        let harness = try DemoHarness(link: .showMovie(id: 80201))
        defer { harness.close() }
        #expect(harness.selectedTab == 1)
        #expect(harness.stacks == [["Wishlist"], ["Watched", "千と千尋の神隠し"]])
    }

    @Test("movie/23452/cast/1013 opens Sam Worthington over Avatar")
    func cast() throws {
        let harness = try DemoHarness(link: .showCast(movieID: avatar, personID: samWorthington))
        defer { harness.close() }
        #expect(harness.stacks[0] == ["Wishlist", "Avatar", "Sam Worthington"])
        #expect(harness.driver.snapshot.lines[1] == " Wishlist › Avatar › Sam Worthington")
    }

    @Test("settings and settings/about open the popup on their pane")
    func settings() throws {
        let apiKey = try DemoHarness(link: .settings)
        #expect(apiKey.driver.navigation.modalTitles == ["Settings"])
        #expect(apiKey.text.contains("Api Key  ••••••••") && !apiKey.text.contains("test-key"), "the key as bullets")
        apiKey.close()
        let about = try DemoHarness(link: .about)
        defer { about.close() }
        #expect(about.text.contains("weavy-demo \(DemoVersion.current)"))
        #expect(about.app.loom.warps.filter { $0 is SettingsWarp }.count == 1)
    }

    @Test("An unknown movie opens the app with a message")
    func unknownMovie() throws {
        let harness = try DemoHarness(link: .showMovie(id: 99999))
        defer { harness.close() }
        #expect(harness.stacks == [["Wishlist"], ["Watched"]])
        #expect(harness.text.contains("There is no movie 99999 in the catalog."))
    }

    @Test("A person not in the movie's cast opens the movie with a message")
    func unknownPerson() throws {
        let harness = try DemoHarness(link: .showCast(movieID: avatar, personID: 424242))
        defer { harness.close() }
        #expect(harness.stacks[0] == ["Wishlist", "Avatar"])
        #expect(harness.text.contains("Person 424242 is not in the cast of Avatar."))
    }

    @Test("A link given before the API key is set is applied right after it is entered")
    func linkBeforeTheKey() throws {
        let harness = try DemoHarness(apiKey: nil, link: .showCast(movieID: avatar, personID: samWorthington))
        defer { harness.close() }
        #expect(harness.text.contains("Welcome"))
        try harness.send("<enter>")
        #expect(harness.text.contains("API key must not be empty"))
        try harness.send("key<enter>")
        #expect(harness.stacks[0] == ["Wishlist", "Avatar", "Sam Worthington"])
    }

    @Test("A settings link given before the API key opens the popup after it")
    func settingsLinkBeforeTheKey() throws {
        let harness = try DemoHarness(apiKey: nil, link: .about)
        defer { harness.close() }
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        try harness.send("key<enter>")
        #expect(harness.driver.navigation.modalTitles == ["Settings"])
        #expect(harness.text.contains("weavy-demo \(DemoVersion.current)"))
    }
}
