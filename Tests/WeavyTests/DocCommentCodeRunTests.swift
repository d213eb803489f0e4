import Foundation
import Testing
import Weavy
import WeavyKit
import WeavyTesting

/// Shows `stack` in a headless driver, which draws it once: it is presented.
@MainActor
private func show(_ stack: NavigationStack) throws -> HeadlessDriver {
    try HeadlessDriver(size: Size(columns: 40, rows: 8), content: stack)
}

@MainActor
@Suite("The engine's doc-comment code runs as its comments say")
struct DocCommentCodeRunTests {
    @Test("Loom and Stitch: the root warp starts, its list's pick pushes the page the stitch shows")
    func loomStartsTheMainWarp() throws {
        let loom = EngineDocCode.startMain()
        let warp = try #require(loom.warps.first as? MainWarp)
        let driver = try show(warp.stack)
        defer { driver.close() }
        #expect(warp.stack.screens.count == 1, "the initial weft knitted when the head was first presented")
        try driver.send("<down><enter>")
        #expect(warp.stack.screens.map(\.title) == ["Movies", "Avatar"])
        #expect(driver.text.contains("Avatar (2009)"))
        #expect(loom.isWoven(warp))
    }

    @Test("Warp, Weft, Loom+Starting: the wishlist knits its first weft when shown, and a picked movie")
    func wishlistKnits() throws {
        let loom = Loom()
        EngineDocCode.startWishlist(loom: loom)
        let warp = try #require(loom.warps.first as? WishlistWarp)
        #expect(warp.stack.screens.isEmpty)
        let driver = try show(warp.stack)
        defer { driver.close() }
        loom.navigate(to: MovieWeft.moviePicked(id: 7))
        let screen = try #require(warp.stack.top as? MovieScreen)
        #expect(screen.model.id == 7)
    }

    @Test("Weftable: the list's model emits the picked movie's weft")
    func listModelEmits() {
        let model = MovieListModel()
        var sent: [Int] = []
        let subscription = model.wefts.sink { weft in
            if case MovieWeft.moviePicked(let id) = weft { sent.append(id) }
        }
        model.pick(Movie(id: 3, title: "Up"))
        subscription.cancel()
        #expect(sent == [3])
    }

    @Test("NavigationRecord: a saved record decodes with the app's weft types")
    func recordDecodes() throws {
        let loom = EngineDocCode.startMain()
        let warp = try #require(loom.warps.first as? MainWarp)
        let driver = try show(warp.stack)
        defer { driver.close() }
        let saved = loom.navigationRecord()
        let record = try EngineDocCode.decode(try JSONEncoder().encode(saved))
        #expect(record.roots.map(\.warpType) == saved.roots.map(\.warpType))
        #expect(record.roots.first?.warpType.contains("MainWarp") == true)
        #expect(record.notes.isEmpty, "\(record.notes)")
    }
}
