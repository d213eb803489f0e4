/// Every movie and person the demo knows, decoded once at start-up from the JSON
/// embedded in the executable.
struct Catalog: Sendable {
    /// The movies, in catalog order.
    let movies: [Movie]
    /// The people, in catalog order.
    let people: [Person]
    private let movieIndex: [Int: Int]
    private let personIndex: [Int: Int]

    /// Creates a catalog of `movies` and `people`.
    init(movies: [Movie], people: [Person]) {
        self.movies = movies
        self.people = people
        movieIndex = Dictionary(movies.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        personIndex = Dictionary(people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Decodes a catalog from JSON bytes.
    init(json bytes: [UInt8]) throws {
        let document = try JSONObject(try JSONParser.parse(bytes), path: "catalog")
        self.init(
            movies: try document.objects("movies").map(Movie.init(json:)),
            people: try document.objects("people").map(Person.init(json:)))
    }

    /// Reads a catalog from a JSON file.
    init(contentsOf path: String) throws {
        guard let bytes = try DataDirectory.readFile(at: path) else {
            throw JSONError("\(path) does not exist")
        }
        try self.init(json: bytes)
    }

    /// Decodes the catalog embedded in the executable (`Resources/catalog.json`).
    static func embedded() throws -> Catalog {
        try Catalog(json: PackageResources.catalog_json)
    }

    /// The movie with `id`, if the catalog has it.
    func movie(_ id: Int) -> Movie? {
        movieIndex[id].map { movies[$0] }
    }

    /// The person with `id`, if the catalog has them.
    func person(_ id: Int) -> Person? {
        personIndex[id].map { people[$0] }
    }

    /// The cast of `movie`, in billing order (unknown ids skipped).
    func cast(of movie: Movie) -> [Person] {
        movie.cast.compactMap(person)
    }

    /// The movies `person` is in, in catalog order.
    func movies(featuring person: Person) -> [Movie] {
        movies.filter { $0.cast.contains(person.id) }
    }
}

extension Catalog {
    /// The person with `personID` when they are in the cast of `movie`.
    func castMember(_ personID: Int, of movie: Movie) -> Person? {
        movie.cast.contains(personID) ? person(personID) : nil
    }
}
