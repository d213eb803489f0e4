import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The app driven by keys, headless, from the first run to every screen and back.
@MainActor
@Suite("Navigating the app by keys")
struct NavigationTests {
    @Test("Onboarding: an empty key is refused, a key opens the dashboard and is saved")
    func onboarding() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        #expect(harness.text.contains("Api Key"))
        try harness.send("<enter>")
        #expect(harness.text.contains("API key must not be empty"))
        try harness.send("   <enter>")
        #expect(harness.text.contains("API key must not be empty"))
        #expect(harness.stacks.isEmpty)
        try harness.send("<c-u>my-key<enter>")
        let lines = harness.driver.snapshot.lines
        #expect(lines[0].contains("1 Wishlist") && lines[0].contains("2 Watched"))
        #expect(lines[1].allSatisfy { $0 == " " }, "no title bar repeating the tab at the list")
        #expect(lines[2].hasPrefix(" Star Trek Beyond") && lines[2].hasSuffix("2016"))
        #expect(harness.data.read(DemoStore.settingsFile) == "{\"apiKey\":\"my-key\"}\n")
    }

    @Test("A later run with the same data goes straight to the dashboard")
    func laterRunSkipsOnboarding() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        do {
            let first = try DemoHarness(data: data, apiKey: nil)
            defer { first.close() }
            try first.send("key<enter>")
        }
        let second = try DemoHarness(data: data, apiKey: nil)
        defer { second.close() }
        #expect(second.stacks == [["Wishlist"], ["Watched"]])
    }

    @Test("The benchmark layout at 100×30: tab line, a blank row, first movie, status line; the path below the root")
    func benchmarkLayout() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let lines = harness.driver.snapshot.lines
        #expect(lines.count == 30)
        #expect(lines[0].contains("Wishlist") && lines[0].contains("Watched"))
        #expect(lines[1].allSatisfy { $0 == " " })
        #expect(lines[2].hasSuffix("2016"))
        #expect(lines[29].contains("quit"))
        try harness.send("<enter>")
        #expect(harness.text.contains("Director"))
        #expect(harness.driver.snapshot.lines[1] == " Wishlist › Star Trek Beyond")
    }

    @Test("Each tab's stack goes three deep and back to its root, never past it", arguments: [1, 2])
    func threeDeepAndBack(tab: Int) throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("\(tab)")
        let root = tab == 1 ? "Wishlist" : "Watched"
        try harness.send("<enter>")
        let movie = try #require(harness.stacks[tab - 1].last)
        try harness.send("<enter>")
        let person = try #require(harness.stacks[tab - 1].last)
        #expect(harness.stacks[tab - 1].count == 3)
        #expect(harness.driver.snapshot.lines[1] == " \(root) › \(movie) › \(person)")
        #expect(harness.text.contains("Biography") && harness.text.contains("Known for"))
        try harness.send("<esc>")
        #expect(harness.stacks[tab - 1] == [root, movie])
        try harness.send("h")
        #expect(harness.stacks[tab - 1] == [root])
        try harness.send("<esc><bs><left>h")
        #expect(harness.stacks[tab - 1] == [root])
        #expect(harness.selectedTab == tab - 1)
    }

    @Test("Each tab keeps its own stack and selection")
    func tabsKeepTheirState() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("jj<enter><tab>j<right>")
        #expect(harness.stacks == [["Wishlist", "Avatar"], ["Watched", "Predator"]])
        try harness.send("<btab>")
        #expect(harness.selectedTab == 0)
        #expect(harness.driver.snapshot.lines[1] == " Wishlist › Avatar")
        try harness.send("2<esc>")
        #expect(harness.stacks == [["Wishlist", "Avatar"], ["Watched"]])
        let predatorRow = try #require(harness.driver.snapshot.lines.firstIndex { $0.hasPrefix(" Predator") })
        #expect(
            harness.driver.snapshot.style(at: Point(column: 1, row: predatorRow))?.background
                == Theme.ansi256.selection.background.number)
    }

    @Test("Known for: Enter on a movie of a person opens it on the same stack")
    func knownForOpensTheMovie() throws {
        let harness = try DemoHarness(link: .showCast(movieID: avatar, personID: samWorthington))
        defer { harness.close() }
        try harness.send("<enter>")
        #expect(harness.stacks[0] == ["Wishlist", "Avatar", "Sam Worthington", "Avatar"])
    }

    @Test("The settings popup over a detail screen; Esc gives back exactly the screen below")
    func settingsOverDetail() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("jj<enter>j")
        let before = harness.driver.styledText
        try harness.send("s")
        #expect(harness.text.contains("Settings") && harness.text.contains("About"))
        #expect(harness.driver.navigation.modalTitles == ["Settings"])
        try harness.send("j")
        #expect(harness.text.contains("weavy-demo \(DemoVersion.current)"))
        try harness.send("<esc>")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        #expect(harness.driver.styledText == before)
        #expect(!harness.app.loom.warps.contains { $0 is SettingsWarp })
    }

    @Test("Settings: the key can be changed and saved; an empty one is refused; Esc from the field closes")
    func settingsChangesTheKey() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("s<enter><c-u><enter>")
        #expect(harness.text.contains("API key must not be empty"))
        try harness.send("new-key<enter>")
        #expect(harness.text.contains("Saved."))
        #expect(harness.data.read(DemoStore.settingsFile) == "{\"apiKey\":\"new-key\"}\n")
        try harness.send("q<esc>")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        #expect(harness.driver.outcome == nil)
    }

    @Test("The help popup lists every key; ? or Esc closes it")
    func help() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("?")
        #expect(harness.driver.navigation.modalTitles == ["Help"])
        for key in ["F1", "Ctrl-C", "Shift-Tab", "PgUp", "Home End", "Enter", "Esc", "J K"] {
            #expect(harness.text.contains(key), "the help names \(key)")
        }
        try harness.send("?")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        try harness.send("<f1><esc>")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
    }

    @Test("q quits from a list and a detail; not from a popup, nor while typing")
    func quit() throws {
        for keys in ["q", "<enter>q"] {
            let harness = try DemoHarness()
            defer { harness.close() }
            try harness.send(keys)
            #expect(harness.driver.outcome == .quit, "\(keys) quits")
        }
        for keys in ["s<down>q", "?q"] {
            let harness = try DemoHarness()
            defer { harness.close() }
            try harness.send(keys)
            #expect(harness.driver.outcome == nil, "\(keys) leaves the popup up")
            #expect(!harness.driver.navigation.modalTitles.isEmpty)
        }
        let onboarding = try DemoHarness(apiKey: nil)
        defer { onboarding.close() }
        try onboarding.send("q")
        #expect(onboarding.driver.outcome == nil)
        #expect(
            onboarding.driver.outcome == nil && onboarding.text.contains("Api Key  •"), "q typed into the key")
    }

    @Test("The movie screen's status line shows Esc back and ? help at 100×30, 80×24 and 60×16")
    func statusLineKeepsTheWayBack() throws {
        for size in [largeScreen, Size(columns: 80, rows: 24), smallScreen] {
            let harness = try DemoHarness(size: size)
            defer { harness.close() }
            try harness.send("<enter>")
            let statusLine = harness.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            #expect(statusLine.contains("Esc") && statusLine.contains("?"), "\(size): \(statusLine)")
        }
    }

    @Test("Below 60×16 the app says so, and comes back as it was when enlarged")
    func tooSmallAndBack() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("jj<enter>")
        let before = harness.text
        harness.driver.resize(to: Size(columns: 50, rows: 12))
        #expect(harness.text.contains("too small"))
        harness.driver.resize(to: largeScreen)
        #expect(harness.text == before)
    }
}
