import OpenCombine
import Weavy

/// The model of a movie's detail screen.
@MainActor
final class MovieDetailModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    /// The movie shown.
    let movie: Movie
    /// Its cast, in billing order.
    let cast: [Person]
    private let store: DemoStore

    /// Creates the model of `movie`.
    init(movie: Movie, store: DemoStore) {
        self.movie = movie
        self.store = store
        cast = store.catalog.cast(of: movie)
    }

    /// The list the movie is in now.
    var list: MovieList? { store.list(containing: movie.id) }

    /// Fires when the lists change.
    var changes: AnyPublisher<Void, Never> { store.listsChanged.eraseToAnyPublisher() }

    /// Opens `person`.
    func pick(_ person: Person) {
        wefts.send(DemoWeft.castPicked(id: person.id))
    }

    /// Moves the movie to the other list.
    func toggle() {
        wefts.send(DemoWeft.toggleList(id: movie.id))
    }
}
