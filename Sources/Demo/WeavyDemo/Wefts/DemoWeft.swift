import Weavy

/// Every navigation state and intent of the demo.
///
/// Models emit them, warps knit them. The deep-link cases (``showList(_:)``,
/// ``showMovie(id:)``, ``showCast(movieID:personID:)``, ``settings`` and ``about``) are
/// what `--open` parses into; ``Loom/navigate(to:delivery:)`` hands them to every live warp.
///
/// Wefts are `Codable` so that the Loom's ``NavigationRecord`` can save them when the
/// app ends (see ``SavedNavigation``): `{"moviePicked": {"id": 23452}}`.
enum DemoWeft: Weft, Equatable, Codable {
    // MARK: Main
    /// Show the Api Key screen: no key is set yet.
    case apiKey
    /// The key was entered and saved: build the dashboard.
    case apiKeyIsComplete
    /// A key is already set: build the dashboard straight away.
    case dashboard
    /// Open the help popup, or close it when it is open.
    case help

    // MARK: Lists
    /// Show a list warp's root screen, the list of its movies.
    case movieList
    /// Open the movie with this id on top of the current stack.
    case moviePicked(id: Int)
    /// Open the person with this id on top of the current stack.
    case castPicked(id: Int)
    /// Move the movie to the other list.
    case toggleList(id: Int)

    // MARK: Settings
    /// Open the settings popup (its Api Key pane).
    case settings
    /// The settings popup is done: close it.
    case settingsDone
    /// Show the About pane (opening the settings first when it comes as a deep link).
    case about

    // MARK: Deep links
    /// Select a tab and go back to its list.
    case showList(MovieList)
    /// Open a movie in the tab whose list holds it.
    case showMovie(id: Int)
    /// Open a person from the cast of a movie, in the tab whose list holds the movie.
    case showCast(movieID: Int, personID: Int)
}

extension DemoWeft: CustomStringConvertible {
    /// The case and its values, as in traces and the weaving map: `moviePicked(id: 23452)`.
    var description: String {
        switch self {
        case .apiKey: "apiKey"
        case .apiKeyIsComplete: "apiKeyIsComplete"
        case .dashboard: "dashboard"
        case .help: "help"
        case .movieList: "movieList"
        case .moviePicked(let id): "moviePicked(id: \(id))"
        case .castPicked(let id): "castPicked(id: \(id))"
        case .toggleList(let id): "toggleList(id: \(id))"
        case .settings: "settings"
        case .settingsDone: "settingsDone"
        case .about: "about"
        case .showList(let list): "showList(\(list))"
        case .showMovie(let id): "showMovie(id: \(id))"
        case .showCast(let movieID, let personID): "showCast(movieID: \(movieID), personID: \(personID))"
        }
    }

    /// Whether this weft only comes as a deep link (or the settings key), and so can be
    /// held until the dashboard exists.
    var isDeepLink: Bool {
        switch self {
        case .showList, .showMovie, .showCast, .settings, .about: true
        default: false
        }
    }
}
