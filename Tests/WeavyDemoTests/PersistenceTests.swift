import Glibc
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The data directory: defaults, corrupt files, folders that cannot be written.
@MainActor
@Suite("Keeping the user's data")
struct PersistenceTests {
    @Test("A corrupt lists.json: a message, the default lists, the file kept aside, never overwritten")
    func corruptLists() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"wishlist\": [23452,", to: DemoStore.listsFile)
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        #expect(harness.text.contains("lists.json is corrupt"))
        #expect(harness.app.services.store.lists == MovieLists(defaultsOf: testCatalog))
        let aside = try #require(data.fileNames.first { $0.hasPrefix("lists.json.corrupt-") })
        #expect(harness.text.contains(aside))
        #expect(data.read(aside) == "{\"wishlist\": [23452,")
        #expect(data.read(DemoStore.listsFile) == nil)
        try harness.send("w")
        #expect(data.read(aside) == "{\"wishlist\": [23452,")
        #expect(data.read(DemoStore.listsFile) != nil)
    }

    @Test("A corrupt settings.json asks for the key again, the file kept aside")
    func corruptSettings() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("not json", to: DemoStore.settingsFile)
        let harness = try DemoHarness(data: data, apiKey: nil)
        defer { harness.close() }
        #expect(harness.text.contains("Welcome"))
        #expect(harness.text.contains("settings.json is corrupt"))
        #expect(data.fileNames.contains { $0.hasPrefix("settings.json.corrupt-") })
    }

    @Test("Lists are made consistent with the catalog: unknown ids and duplicates dropped, missing movies back")
    func listsAreNormalized() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"wishlist\":[23452,1,23452],\"watched\":[23452,21212]}", to: DemoStore.listsFile)
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        let lists = harness.app.services.store.lists
        #expect(lists.wishlist.first == 23452)
        #expect(lists.watched.first == 21212)
        #expect(lists.wishlist.count + lists.watched.count == testCatalog.movies.count)
        #expect(Set(lists.wishlist).isDisjoint(with: lists.watched))
    }

    @Test("A data directory that cannot be created: a message, and the app keeps running in memory")
    func folderCannotBeCreated() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("a file, not a folder", to: "blocker")
        let blocked = DataDirectory(path: data.directory.path(of: "blocker") + "/weavy-demo")
        let app = DemoApp(catalog: testCatalog, dataDirectory: blocked)
        let driver = try HeadlessDriver(
            size: largeScreen, root: app.mainWarp, weftable: app.model, loom: app.loom, configure: app.configure)
        defer { driver.close() }
        #expect(
            app.services.store.problems == [
                "The data directory \(blocked.path) cannot be created (Not a directory); changes are kept in memory only."
            ])
        #expect(driver.text.contains("cannot be created"))
        try driver.send("key<enter>jjw")
        #expect(app.services.store.list(containing: avatar) == .watched)
        // Each message waits for the one before it: the folder, the key, the move.
        let reason = "not saved (the data directory is read-only)."
        #expect(
            driver.window.toastMessages.dropFirst() == [
                "The API key is kept for this session only: \(reason)",
                "Avatar moved to Watched for this session only: \(reason)",
            ])
        driver.window.toast?.dismiss()
        driver.window.toast?.dismiss()
        driver.render()
        #expect(driver.text.contains("Avatar moved to Watched for this"))
    }

    @Test("Writes are atomic: no temporary file is left behind, the file is replaced whole")
    func atomicWrites() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        try data.directory.write(Array("first".utf8), to: "file.json")
        try data.directory.write(Array("second".utf8), to: "file.json")
        #expect(data.read("file.json") == "second")
        #expect(data.fileNames == ["file.json"])
    }

    @Test("Moving aside never overwrites an earlier corrupt copy")
    func moveAsideTwice() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("one", to: "lists.json")
        let first = try data.directory.moveAside("lists.json", now: 0)
        data.write("two", to: "lists.json")
        let second = try data.directory.moveAside("lists.json", now: 0)
        #expect(first == "lists.json.corrupt-19700101T000000Z")
        #expect(second == "lists.json.corrupt-19700101T000000Z-2")
        #expect(data.read(first) == "one" && data.read(second) == "two")
    }

    @Test("Budgets are written with thousands separators")
    func budgets() {
        #expect(Movie.groupingThousands(185_000_000) == "185,000,000")
        #expect(Movie.groupingThousands(1_000) == "1,000")
        #expect(Movie.groupingThousands(999) == "999")
        #expect(testCatalog.movie(21212)?.formattedBudget == "$185,000,000")
    }
}
