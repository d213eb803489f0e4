import SnapshotTesting
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Every screen of the app, rendered headless and compared with the text files in
/// `__Snapshots__/ScreenSnapshotTests/` (review them by eye when they change).
@MainActor
@Suite("Snapshots of every screen")
struct ScreenSnapshotTests {
    @Test("The Api Key screen, empty")
    func apiKeyEmpty() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The Api Key screen after Enter on an empty field")
    func apiKeyError() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        try harness.send("<enter>")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The Api Key screen at 60×16")
    func apiKeySmall() throws {
        let harness = try DemoHarness(apiKey: nil, size: smallScreen)
        defer { harness.close() }
        try harness.send("<enter>")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The Wishlist tab")
    func wishlist() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The Watched tab, with its styles")
    func watched() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("2j")
        assertSnapshot(of: harness.driver, as: .styledScreen)
    }

    @Test("The Wishlist tab at 60×16, scrolled to the end")
    func wishlistSmall() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("<end>")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Avatar's detail")
    func movieDetail() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar))
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Avatar's detail at 60×16: the cast stays visible and scrolls")
    func movieDetailSmall() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar), size: smallScreen)
        defer { harness.close() }
        try harness.send("jjjj")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Avatar's detail at 60×16, its text scrolled with J")
    func movieDetailSmallScrolled() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar), size: smallScreen)
        defer { harness.close() }
        try harness.send("JJJJJJJJ")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Sam Worthington's detail")
    func castDetail() throws {
        let harness = try DemoHarness(link: .showCast(movieID: avatar, personID: samWorthington))
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The settings popup over Avatar's detail")
    func settingsOverDetail() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar))
        defer { harness.close() }
        try harness.send("s")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The settings popup's About pane, with its styles")
    func settingsAbout() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("s<down>")
        assertSnapshot(of: harness.driver, as: .styledScreen)
    }

    @Test("The settings popup at 60×16, editing the key")
    func settingsSmall() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("s<tab><c-u>new-key<enter>")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The help popup")
    func help() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("?")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("The help popup at 60×16, scrolled")
    func helpSmall() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("?<pgdn>")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Below 60×16 the app says the terminal is too small")
    func tooSmall() throws {
        let harness = try DemoHarness(size: Size(columns: 50, rows: 12))
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("A toast over the list after w, the list in place below it")
    func toastAfterMove() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("jjw")
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("Avatar's detail at 200×60: the text keeps to its measure, the cast under it in the same column")
    func movieDetailWide() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar), size: Size(columns: 200, rows: 60))
        defer { harness.close() }
        assertSnapshot(of: harness.driver, as: .screen)
    }

    @Test("On dark and light terminals: the settings form refusing an empty key, then saving one, and the help")
    func formAndHelp() throws {
        let screens = [
            ("settings-form-error", "s<tab><c-u><enter>"), ("settings-form-saved", "s<tab><c-u>key<enter>"),
            ("help", "?"),
        ]
        for appearance in [Appearance.dark, .light] {
            for (name, keys) in screens {
                let harness = try DemoHarness(appearance: appearance)
                defer { harness.close() }
                try harness.send(keys)
                assertSnapshot(of: harness.driver, as: .styledScreen, named: "\(appearance)-\(name)")
            }
        }
    }

    @Test("On a light terminal: the Watched tab, the settings over a detail, the help, with their styles")
    func lightTerminal() throws {
        for (name, keys) in [("watched", "2j"), ("settings", "<enter>s"), ("help", "?")] {
            let harness = try DemoHarness(appearance: .light)
            defer { harness.close() }
            try harness.send(keys)
            assertSnapshot(of: harness.driver, as: .styledScreen, named: "light-\(name)")
        }
    }
}
