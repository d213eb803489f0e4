import SnapshotTesting
import Testing
import WeavyCurses
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

/// The list screen's model: it turns "the user picked a row" into a weft.
@MainActor
final class MovieListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    func pick(_ movie: Movie) { wefts.send(MovieWeft.moviePicked(id: movie.id)) }
}

/// A screen: a component holding a list. Enter on a row calls the model, nothing else.
@MainActor
final class MovieListScreen: Component {
    let list: ListView<Movie>

    init(movies: [Movie], model: MovieListModel) {
        list = ListView(items: movies) { ListView.Row($0.title, detail: String($0.year)) }
        super.init(title: "Wishlist")  // the title bar shows the titles of the stack's screens
        list.onActivate = { movie, _ in model.pick(movie) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

/// A screen that draws itself.
@MainActor
final class MovieScreen: Component {
    let movie: Movie

    init(movie: Movie) {
        self.movie = movie
        super.init(title: movie.title)
    }

    override func draw(in canvas: Canvas) {
        canvas.text("\(movie.title) (\(movie.year))", at: Point(column: 1, row: 1), style: canvas.theme.heading)
    }
}

/// A section of the app: it decides what each weft does in its navigation stack.
@MainActor
final class WishlistWarp: Warp {
    let stack = NavigationStack()
    let movies: [Movie]
    var head: any Presentable { stack }

    init(movies: [Movie]) { self.movies = movies }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? MovieWeft {
        case .movieList:
            let model = MovieListModel()
            let screen = MovieListScreen(movies: movies, model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .moviePicked(let id):
            guard let movie = movies.first(where: { $0.id == id }) else { return [] }
            let screen = MovieScreen(movie: movie)
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case nil:
            return []
        }
    }
}

@MainActor
@Suite("The README's example")
struct ReadmeExampleTests {
    @Test("It runs headless as the README says")
    func readmeExample() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: WishlistWarp(movies: Movie.all),
            weftable: SingleWeftable(MovieWeft.movieList))
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
