import Glibc

/// Which list one movie is in, and since when: a row of the shared store, one per movie.
///
/// Kept one row per movie, not one for both lists, so that two people moving two
/// different movies at the same moment, on two servers, never overwrite each other's move.
/// A movie without a row is where the catalog puts it. A row is the JSON
/// `{"list":"watched","since":1733160000123}`.
struct ListPlacement: Equatable, Sendable {
    /// The list the movie is in.
    var list: MovieList
    /// When the movie was put there, in milliseconds since 1970 (0: where the catalog puts
    /// it); a list shows its movies in this order, so a moved movie comes last.
    var since: Int64

    /// The key of `movieID`'s row.
    static func key(of movieID: Int) -> String {
        "weavy-demo/lists/movie/\(movieID)"
    }

    /// The movie whose row `key` is, or `nil` for a key that is not a movie's row.
    static func movieID(inKey key: String) -> Int? {
        let prefix = "weavy-demo/lists/movie/"
        guard key.hasPrefix(prefix) else { return nil }
        return Int(key.dropFirst(prefix.count))
    }

    init(list: MovieList, since: Int64) {
        self.list = list
        self.since = since
    }

    /// Reads a row, or throws why it is not a placement.
    init(row: [UInt8]) throws {
        let object = try JSONObject(try JSONParser.parse(row), path: "placement")
        let name = try object.string("list")
        guard let list = MovieList(rawValue: name) else {
            throw JSONError("placement: unknown list '\(name)'")
        }
        self.init(list: list, since: Int64(try object.int("since")))
    }

    /// The row's bytes.
    var row: [UInt8] {
        Array(JSONValue.object(["list": .string(list.rawValue), "since": .integer(Int(since))]).serialized.utf8)
    }

    /// The lists `placements` make: each movie of `catalog` in the list its placement
    /// names (its catalog list without one), in the order they were put there (catalog
    /// order among movies never moved).
    static func lists(of placements: [Int: ListPlacement], in catalog: Catalog) -> MovieLists {
        var result = MovieLists(wishlist: [], watched: [])
        let ordered = catalog.movies.enumerated().map { index, movie in
            (movie.id, index, placements[movie.id] ?? ListPlacement(list: movie.list, since: 0))
        }
        for (id, _, placement) in ordered.sorted(by: { ($0.2.since, $0.1) < ($1.2.since, $1.1) }) {
            result[placement.list].append(id)
        }
        return result
    }

    /// The time now, in milliseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
