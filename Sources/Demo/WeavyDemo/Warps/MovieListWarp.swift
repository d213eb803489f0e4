import Weavy
import WeavyNcurses

/// One tab of the dashboard: a navigation stack of movies → movie → cast member.
///
/// The list it shows is a parameter; ``WishlistWarp`` and ``WatchedWarp`` fix it, so
/// traces and the weaving map name each tab's warp.
@MainActor
class MovieListWarp: Warp {
    /// The list at the root of the stack.
    let list: MovieList
    /// The tab's stack; its title names the tab.
    let stack: NavigationStack
    var head: any Presentable { stack }

    private let services: DemoServices
    private weak var root: MovieListScreen?

    /// Creates the warp of `list`.
    init(list: MovieList, services: DemoServices) {
        self.list = list
        self.services = services
        stack = NavigationStack(title: list.title)
        stack.showsTitleBarAtRoot = false  // the tab names the list
    }

    func knit(_ weft: DemoWeft) -> [Stitch] {
        switch weft {
        case .movieList:
            return showRoot()
        case .moviePicked(let id):
            // Picked from the list, the row is selected already and nothing is done again;
            // replayed at launch, this puts the selection back under the movie.
            if stack.screens.count == 1, let root, root.list.selectedItem?.id != id { root.select(movieID: id) }
            return showMovie(id)
        case .castPicked(let id):
            return showPerson(id)
        case .toggleList(let id):
            toggle(id)
            return []
        case .showList(let target) where target == list:
            return backToRoot()
        case .showMovie(let id) where services.store.list(containing: id) == list:
            return backToRoot(selecting: id) + showMovie(id)
        case .showCast(let movieID, let personID) where services.store.list(containing: movieID) == list:
            var stitches = backToRoot(selecting: movieID) + showMovie(movieID)
            if let movie = services.catalog.movie(movieID), services.catalog.castMember(personID, of: movie) != nil {
                stitches += showPerson(personID)
            }
            return stitches
        default:
            return []
        }
    }

    /// Pushes the list screen when the stack is empty.
    private func showRoot() -> [Stitch] {
        guard stack.screens.isEmpty else { return [] }
        let model = MovieListModel(list: list, store: services.store)
        let screen = MovieListScreen(model: model)
        stack.push(screen)
        root = screen
        return [.weave(screen, model)]
    }

    /// Pops to the list (building it if needed), its selection on `movieID` if given.
    private func backToRoot(selecting movieID: Int? = nil) -> [Stitch] {
        stack.popToRoot()
        let stitches = showRoot()
        if let movieID { root?.select(movieID: movieID) }
        return stitches
    }

    private func showMovie(_ id: Int) -> [Stitch] {
        guard let movie = services.catalog.movie(id) else { return [] }
        let model = MovieDetailModel(movie: movie, store: services.store)
        let screen = MovieDetailScreen(model: model)
        stack.push(screen)
        return [.weave(screen, model)]
    }

    private func showPerson(_ id: Int) -> [Stitch] {
        guard let person = services.catalog.person(id) else { return [] }
        let model = CastDetailModel(person: person, catalog: services.catalog)
        let screen = CastDetailScreen(model: model)
        stack.push(screen)
        return [.weave(screen, model)]
    }

    private func toggle(_ id: Int) {
        guard let movie = services.catalog.movie(id) else { return }
        services.store.toggle(id) { [services] list, result in
            let change = "\(movie.title) moved to \(list.title)"
            if result == .saved {
                services.notifier.post(change + ".")
            } else {
                services.report(result, for: change)
            }
        }
    }
}

/// The Wishlist tab.
@MainActor
final class WishlistWarp: MovieListWarp {
    init(services: DemoServices) {
        super.init(list: .wishlist, services: services)
    }
}

/// The Watched tab.
@MainActor
final class WatchedWarp: MovieListWarp {
    init(services: DemoServices) {
        super.init(list: .watched, services: services)
    }
}
