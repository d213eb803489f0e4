/// A movie of the catalog.
struct Movie: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
    let year: Int
    let director: String
    let writer: String
    /// In US dollars.
    let budget: Int
    let description: String
    /// The people in its cast, by ``Person/id``, in billing order.
    let cast: [Int]
    /// The list it is in until the user moves it.
    let list: MovieList

    /// The budget as shown: `$185,000,000`.
    var formattedBudget: String {
        "$" + Self.groupingThousands(budget)
    }

    /// `1234567` as `1,234,567`.
    static func groupingThousands(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}

extension Movie {
    /// Reads a movie from its catalog record.
    init(json object: JSONObject) throws {
        let listName = try object.string("list")
        guard let list = MovieList(rawValue: listName) else {
            throw JSONError("\(object.path).list: expected \"wishlist\" or \"watched\", not \"\(listName)\"")
        }
        self.init(
            id: try object.int("id"), title: try object.string("title"), year: try object.int("year"),
            director: try object.string("director"), writer: try object.string("writer"),
            budget: try object.int("budget"), description: try object.string("description"),
            cast: try object.intArray("cast"), list: list)
    }
}
