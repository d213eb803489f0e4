import OpenCombine
import Weavy

/// The model of a list of movies: it reads the list from the store and turns the
/// user's intents into wefts.
@MainActor
final class MovieListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    /// The list shown.
    let list: MovieList
    private let store: DemoStore

    /// Creates the model of `list`.
    init(list: MovieList, store: DemoStore) {
        self.list = list
        self.store = store
    }

    /// The movies in the list, in order.
    var movies: [Movie] { store.movies(in: list) }

    /// Fires when the lists change (a movie moved, from this screen or another).
    var changes: AnyPublisher<Void, Never> { store.listsChanged.eraseToAnyPublisher() }

    /// Opens `movie`.
    func pick(_ movie: Movie) {
        wefts.send(DemoWeft.moviePicked(id: movie.id))
    }

    /// Moves `movie` to the other list.
    func toggle(_ movie: Movie) {
        wefts.send(DemoWeft.toggleList(id: movie.id))
    }
}
