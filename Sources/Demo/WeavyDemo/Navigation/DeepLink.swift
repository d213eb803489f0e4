/// Reading `--open` links into the wefts they stand for.
///
/// | link                  | weft                                   |
/// |-----------------------|----------------------------------------|
/// | `wishlist`, `watched` | ``DemoWeft/showList(_:)``              |
/// | `movie/ID`            | ``DemoWeft/showMovie(id:)``            |
/// | `movie/ID/cast/ID`    | ``DemoWeft/showCast(movieID:personID:)`` |
/// | `settings`            | ``DemoWeft/settings``                  |
/// | `settings/about`      | ``DemoWeft/about``                     |
///
/// Only the form is checked here, before anything touches the terminal; whether the ids
/// exist is the app's business (it opens and says so).
enum DeepLink {
    /// A link that does not have one of the forms above.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        let link: String

        var description: String {
            "malformed link '\(link)': expected wishlist, watched, movie/ID, movie/ID/cast/ID, settings "
                + "or settings/about"
        }
    }

    /// The weft `link` stands for.
    static func weft(for link: String) throws(ParseError) -> DemoWeft {
        let parts = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1 where parts[0] == "settings":
            return .settings
        case 1:
            if let list = MovieList(rawValue: parts[0]) { return .showList(list) }
        case 2 where parts[0] == "settings" && parts[1] == "about":
            return .about
        case 2 where parts[0] == "movie":
            if let movie = identifier(parts[1]) { return .showMovie(id: movie) }
        case 4 where parts[0] == "movie" && parts[2] == "cast":
            if let movie = identifier(parts[1]), let person = identifier(parts[3]) {
                return .showCast(movieID: movie, personID: person)
            }
        default:
            break
        }
        throw ParseError(link: link)
    }

    /// A positive decimal id, digits only (no sign, no spaces).
    private static func identifier(_ text: String) -> Int? {
        Int(digits: text, in: 1...Int.max)
    }
}
