import OpenCombine
import Weavy

/// The model of a person's detail screen.
@MainActor
final class CastDetailModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    /// The person shown.
    let person: Person
    /// The movies of the catalog they are in.
    let knownFor: [Movie]

    /// Creates the model of `person`.
    init(person: Person, catalog: Catalog) {
        self.person = person
        knownFor = catalog.movies(featuring: person)
    }

    /// Opens `movie`.
    func pick(_ movie: Movie) {
        wefts.send(DemoWeft.moviePicked(id: movie.id))
    }
}
