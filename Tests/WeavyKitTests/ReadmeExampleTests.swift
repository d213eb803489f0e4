import SnapshotTesting
import Testing
import WeavyKit
import WeavyTesting

// The example from README.md ("A short example"), verbatim from `struct Movie` to the
// warp; its `@main` entry point is left out, and its test runs here as the README
// writes it. scripts/check-install.sh builds and runs the README's blocks as they are.

struct Movie: Sendable {
    let id: Int
    let title: String
    let year: Int

    static let all = [
        Movie(id: 21212, title: "Star Trek Beyond", year: 2016),
        Movie(id: 23452, title: "Avatar", year: 2009),
        Movie(id: 35423, title: "Blade Runner", year: 1982),
    ]
}

enum MovieWeft: Weft {
    case movieList
    case moviePicked(id: Int)
}

/// A section of the app: it decides what each weft does in its navigation stack.
@MainActor
final class WishlistWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: MovieWeft) -> [Stitch] {
        switch weft {
        case .movieList:
            // The list's model: Enter on a row becomes a weft, nothing more.
            let picks = WeftEmitter()
            let list = ListView(title: "Wishlist", items: Movie.all) { ListView.Row($0.title, detail: String($0.year)) }
            list.onActivate = { movie, _ in picks.send(MovieWeft.moviePicked(id: movie.id)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .moviePicked(let id):
            guard let movie = Movie.all.first(where: { $0.id == id }) else { return [] }
            let page = Label("\(movie.title) (\(movie.year))", title: movie.title, style: \.heading)
            stack.push(page)
            return [.show(page)]  // a screen with no model of its own
        }
    }
}

@MainActor
@Suite("The README's example")
struct ReadmeExampleTests {
    @Test("It runs headless as the README says")
    func readmeExample() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: WishlistWarp(), weftable: SingleWeftable(MovieWeft.movieList))
        defer { driver.close() }
        driver.press(.enter)
        #expect(driver.navigation.stacks == [["Wishlist", "Star Trek Beyond"]])
        assertSnapshot(of: driver, as: .screen)
        try driver.send("<esc>")
        #expect(driver.navigation.stacks == [["Wishlist"]])
    }

    @Test("A stack's own title is only a tab label: the title bar shows its screens' titles")
    func stackTitle() throws {
        let stack = NavigationStack(title: "Wishlist", root: Component())
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: stack)
        defer { driver.close() }
        var titleBar: Substring { driver.text.split(separator: "\n", omittingEmptySubsequences: false)[0] }
        #expect(titleBar.allSatisfy { $0 == " " }, "\(driver.text)")
        stack.push(Component(title: "Avatar"))
        driver.render()
        #expect(titleBar.contains("Avatar") && !titleBar.contains("Wishlist"), "\(driver.text)")
    }
}
