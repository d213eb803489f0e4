import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// `w`: moving a movie between Wishlist and Watched, saved at once.
@MainActor
@Suite("Moving movies between the lists")
struct ListMoveTests {
    @Test("w on a row moves the movie; both lists update; the selection stays on the same row")
    func moveFromTheList() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("jjw")
        let lines = harness.driver.snapshot.lines
        #expect(!harness.text.contains("Avatar  "))
        #expect(lines[4].hasPrefix(" Blade Runner ") && lines[4].hasSuffix("1982"))
        #expect(
            harness.driver.snapshot.style(at: Point(column: 1, row: 4))?.background
                == Theme.ansi256.selection.background.number)
        #expect(harness.text.contains("Avatar moved to Watched."))
        try harness.send("2<end>")
        // The year is the last thing on the row, but for the list's scroll bar.
        let rows = harness.driver.snapshot.lines.map {
            $0.hasSuffix("█") || $0.hasSuffix("│") ? String($0.dropLast()) : $0
        }
        #expect(rows.contains { $0.hasPrefix(" Avatar ") && $0.hasSuffix("2009") })
        let lists = try #require(harness.data.read(DemoStore.listsFile))
        #expect(lists.contains("23452]"))
    }

    @Test("w on a movie's detail moves it and the detail says where it is now")
    func moveFromTheDetail() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar))
        defer { harness.close() }
        #expect(harness.text.contains("List       Wishlist"))
        try harness.send("w")
        #expect(harness.text.contains("List       Watched"))
        #expect(harness.text.contains("w to Wishlist"))
        try harness.send("w")
        #expect(harness.text.contains("List       Wishlist"))
    }

    @Test("A move survives a restart on the same data directory")
    func moveSurvivesARestart() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        do {
            let first = try DemoHarness(data: data)
            defer { first.close() }
            try first.send("jjw")
        }
        let second = try DemoHarness(data: data)
        defer { second.close() }
        #expect(second.app.services.store.list(containing: avatar) == .watched)
        try second.send("2<end>")
        #expect(second.driver.snapshot.lines.contains { $0.hasPrefix(" Avatar ") })
        try second.send("1")
        #expect(!second.text.contains(" Avatar "))
    }

    @Test("Emptying a list shows how to fill it again")
    func emptyList() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        for _ in 0..<26 { try harness.send("w") }
        #expect(harness.text.contains("No movies here. Press w on a movie in Watched to move it here."))
        try harness.send("2")
        #expect(harness.app.services.store.movies(in: .watched).count == 52)
    }
}
