/// A movie of the catalog.
struct Movie: Decodable, Identifiable, Equatable, Sendable {
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
