/// Which movies are in the wishlist and which are watched, by id, in list order.
///
/// Stored as `lists.json`: `{"wishlist":[ids],"watched":[ids]}`.
struct MovieLists: Equatable, Sendable {
    var wishlist: [Int]
    var watched: [Int]

    /// The lists the catalog starts with.
    init(defaultsOf catalog: Catalog) {
        wishlist = catalog.movies.filter { $0.list == .wishlist }.map(\.id)
        watched = catalog.movies.filter { $0.list == .watched }.map(\.id)
    }

    init(wishlist: [Int], watched: [Int]) {
        self.wishlist = wishlist
        self.watched = watched
    }

    /// Reads the lists from `lists.json`.
    init(json value: JSONValue) throws {
        let object = try JSONObject(value, path: "lists")
        self.init(wishlist: try object.intArray("wishlist"), watched: try object.intArray("watched"))
    }

    /// The lists as written to `lists.json`.
    var json: JSONValue {
        .object([
            "wishlist": .array(wishlist.map(JSONValue.integer)), "watched": .array(watched.map(JSONValue.integer)),
        ])
    }

    /// The ids in `list`.
    subscript(list: MovieList) -> [Int] {
        get {
            switch list {
            case .wishlist: wishlist
            case .watched: watched
            }
        }
        set {
            switch list {
            case .wishlist: wishlist = newValue
            case .watched: watched = newValue
            }
        }
    }

    /// The list `movieID` is in, if any.
    func list(containing movieID: Int) -> MovieList? {
        MovieList.allCases.first { self[$0].contains(movieID) }
    }

    /// Moves `movieID` to the end of the other list; returns the list it is now in.
    @discardableResult
    mutating func toggle(_ movieID: Int) -> MovieList? {
        guard let current = list(containing: movieID) else { return nil }
        self[current].removeAll { $0 == movieID }
        self[current.other].append(movieID)
        return current.other
    }

    /// These lists made consistent with `catalog`: unknown ids and duplicates dropped
    /// (the first occurrence wins), and catalog movies found in neither list put back
    /// in their default list.
    func normalized(for catalog: Catalog) -> MovieLists {
        var seen = Set<Int>()
        var result = MovieLists(wishlist: [], watched: [])
        for list in MovieList.allCases {
            result[list] = self[list].filter { catalog.movie($0) != nil && seen.insert($0).inserted }
        }
        for movie in catalog.movies where !seen.contains(movie.id) {
            result[movie.list].append(movie.id)
        }
        return result
    }
}
