import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The navigation saved when the app ends and rebuilt, through the same knits, when it
/// starts again: `navigation.json`, `--fresh`, deep links, and files that cannot be used.
@MainActor
@Suite("Saving and restoring the navigation")
struct NavigationRestoreTests {
    /// Runs the app on `data`, presses `keys`, and ends it as the binary does (saving
    /// the navigation). Returns the screen, styled, and the stacks at the end.
    private func firstRun(on data: TemporaryDataDirectory, keys: String) throws -> (
        text: String, styled: String, stacks: [[String]]
    ) {
        let harness = try DemoHarness(data: data)
        try harness.send(keys)
        let result = (harness.text, harness.driver.styledText, harness.stacks)
        harness.quitAndSave()
        return result
    }

    /// A navigation saved by a run that opened `keys`, as JSON.
    private func savedJSON(_ keys: String) throws -> String {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        _ = try firstRun(on: data, keys: keys)
        return try #require(data.read(NavigationFile.name))
    }

    @Test("Watched › movie › cast member with the settings open: the next run shows exactly that screen")
    func nestedScreenWithSettingsComesBack() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        // Avatar open in the Wishlist tab; in Watched, the third movie and its first actor.
        let before = try firstRun(on: data, keys: "jj<enter>2jj<enter><enter>s")
        #expect(before.stacks[0] == ["Wishlist", "Avatar"])
        #expect(before.stacks[1].count == 3)

        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        #expect(harness.stacks == before.stacks)
        #expect(harness.selectedTab == 1)
        #expect(harness.driver.navigation.modalTitles == ["Settings"])
        #expect(harness.text == before.text)
        #expect(harness.driver.styledText == before.styled)
        #expect(harness.driver.window.toastMessages.isEmpty)
        // It works as before: the settings close on the person, Esc goes back to the
        // movie, and the list below has that movie selected.
        try harness.send("<esc>")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        #expect(harness.driver.snapshot.lines[1] == " Watched › \(before.stacks[1][1]) › \(before.stacks[1][2])")
        try harness.send("<esc><esc>")
        let row = try #require(harness.driver.snapshot.lines.firstIndex { $0.hasPrefix(" \(before.stacks[1][1]) ") })
        #expect(
            harness.driver.snapshot.style(at: Point(column: 1, row: row))?.background
                == Theme.ansi256.selection.background.number)
        try harness.send("1")
        #expect(harness.driver.snapshot.lines[1] == " Wishlist › Avatar")
    }

    @Test("The settings' About pane and the help popup come back too")
    func settingsPaneAndHelp() throws {
        for keys in ["s<down>", "<enter>?"] {
            let data = TemporaryDataDirectory()
            defer { data.remove() }
            let before = try firstRun(on: data, keys: keys)
            let harness = try DemoHarness(data: data)
            defer { harness.close() }
            #expect(harness.text == before.text, "after \(keys)")
        }
    }

    @Test("A first run that went through the onboarding comes back on the dashboard where it was")
    func afterTheOnboarding() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let first = try DemoHarness(data: data, apiKey: nil)
        try first.send("key<enter>2<enter>")
        let text = first.text
        first.quitAndSave()
        let harness = try DemoHarness(data: data, apiKey: nil)
        defer { harness.close() }
        #expect(harness.text == text)
        #expect(harness.selectedTab == 1)
        #expect(harness.stacks[1].count == 2)
    }

    @Test("What is saved: the record of every warp's wefts, and the selected tab by index path")
    func savedForm() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        _ = try firstRun(on: data, keys: "2<enter>")
        let saved = try #require(
            NavigationFile(directory: data.directory).load(weftTypes: NavigationRestore.weftTypes).saved)
        let record = saved.record
        #expect(record.roots.map(\.warpType) == [String(reflecting: MainWarp.self)])
        #expect(record.node(at: [0, 1])?.warpType == String(reflecting: WatchedWarp.self))
        let firstWatched = try #require(MovieLists(defaultsOf: testCatalog).watched.first)
        #expect(record.node(at: [0, 1])?.path.compactMap { $0 as? DemoWeft } == [.moviePicked(id: firstWatched)])
        #expect(record.node(at: [0, 0])?.path.isEmpty == true)
        #expect(saved.selectedTab == [0, 1])
        #expect(data.read(NavigationFile.name)?.contains("\"moviePicked\"") == true)
    }

    @Test("--fresh starts on the first screen and leaves the saved file until it saves its own")
    func fresh() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        _ = try firstRun(on: data, keys: "2<enter>s")
        let saved = try #require(data.read(NavigationFile.name))
        let harness = try DemoHarness(data: data, startsFresh: true)
        #expect(harness.stacks == [["Wishlist"], ["Watched"]])
        #expect(harness.selectedTab == 0)
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        #expect(harness.driver.window.toastMessages.isEmpty)
        #expect(data.read(NavigationFile.name) == saved)
        try harness.send("<enter>")
        harness.quitAndSave()
        let next = try DemoHarness(data: data)
        defer { next.close() }
        #expect(next.stacks == [["Wishlist", "Star Trek Beyond"], ["Watched"]])
    }

    @Test("A deep link wins over the saved navigation")
    func deepLinkWins() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        _ = try firstRun(on: data, keys: "2<enter><enter>s")
        let harness = try DemoHarness(data: data, link: .showMovie(id: avatar))
        defer { harness.close() }
        #expect(harness.stacks == [["Wishlist", "Avatar"], ["Watched"]])
        #expect(harness.selectedTab == 0)
        #expect(harness.driver.navigation.modalTitles.isEmpty)
    }

    @Test("Before the API key is entered, the saved navigation waits: the onboarding shows")
    func noKeyNoRestore() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write(try savedJSON("2<enter>"), to: NavigationFile.name)
        let harness = try DemoHarness(data: data, apiKey: nil)
        defer { harness.close() }
        #expect(harness.text.contains("Welcome"))
        #expect(harness.driver.window.toastMessages.isEmpty)
    }

    @Test(
        "A corrupt or stale file: one message, the first screen, and nothing else lost",
        arguments: [
            ("{\"version\": 1, \"record\": {\"roots\": [", "navigation.json is corrupt"),
            ("[1, 2, 3]", "navigation.json is corrupt"),
            ("{\"version\": 7, \"record\": {\"roots\": []}}", "navigation.json is corrupt"),
        ])
    func unusableFile(contents: String, reason: String) throws {
        try expectFirstScreen(savedAs: contents, reason: reason)
    }

    @Test("A movie or person no longer in the catalog, or a weft or warp this version does not know")
    func staleNavigation() throws {
        let json = try savedJSON("2<enter><enter>s")
        let movie = try #require(MovieLists(defaultsOf: testCatalog).watched.first)
        let person = try #require(testCatalog.movie(movie)?.cast.first)
        let stale: [(String, String)] = [
            (json.replacing("\"id\" : \(movie)", with: "\"id\" : 99999"), "movie 99999 is no longer in the catalog"),
            (json.replacing("\"id\" : \(person)", with: "\"id\" : 88888"), "person 88888 is no longer in the catalog"),
            (json.replacing("WeavyDemo.DemoWeft", with: "WeavyDemo.OldWeft"), "saved by another version"),
            (json.replacing("WeavyDemo.SettingsWarp", with: "WeavyDemo.PreferencesWarp"), "saved by another version"),
        ]
        for (contents, reason) in stale {
            #expect(contents != json, "the test changed nothing for \(reason)")
            try expectFirstScreen(savedAs: contents, reason: reason)
        }
    }

    @Test("A record whose parts no longer fit together: what fits comes back, with a message")
    func partlyRestored() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        _ = try firstRun(on: data, keys: "2<enter>s")
        let file = NavigationFile(directory: data.directory)
        var saved = try #require(file.load(weftTypes: NavigationRestore.weftTypes).saved)
        // The settings warp stays, but not the weft that opened it: nothing weaves it.
        saved.record.roots[0].path = []
        #expect(file.save(saved) == .saved)
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        #expect(harness.stacks[1].count == 2)
        #expect(harness.selectedTab == 1)
        #expect(harness.driver.navigation.modalTitles.isEmpty)
        #expect(harness.driver.window.toastMessages == ["Part of the saved navigation could not be restored."])
    }

    /// Starts the app on a data directory whose `navigation.json` holds `contents`, and
    /// checks that it opens on the first screen with a message naming `reason`, its data
    /// intact and the file left as it was.
    private func expectFirstScreen(savedAs contents: String, reason: String) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"wishlist\":[\(avatar)],\"watched\":[]}", to: DemoStore.listsFile)
        data.write(contents, to: NavigationFile.name)
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        #expect(harness.stacks == [["Wishlist"], ["Watched"]], "\(reason)")
        #expect(harness.driver.navigation.modalTitles.isEmpty, "\(reason)")
        let messages = harness.driver.window.toastMessages
        #expect(messages.count == 1 && messages[0].contains(reason), "\(messages)")
        #expect(messages.first?.hasPrefix("The saved navigation is not restored:") == true)
        #expect(harness.driver.window.toast?.kind == .error)
        #expect(harness.text.contains("The saved navigation is not"))
        #expect(harness.app.services.store.apiKey == "test-key")
        #expect(harness.app.services.store.lists.wishlist.first == avatar)
        #expect(harness.app.services.store.problems.isEmpty)
        #expect(data.read(NavigationFile.name) == contents)
    }
}

extension NavigationFile.Contents {
    /// The saved navigation, if that is what was read.
    var saved: SavedNavigation? {
        if case .saved(let navigation) = self { navigation } else { nil }
    }
}
