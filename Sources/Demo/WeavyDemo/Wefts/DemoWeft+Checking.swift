/// Lists are saved in wefts by their raw name (`"watched"`).
extension MovieList: Codable {}

extension DemoWeft {
    /// What this weft names that `catalog` does not have, in words for the user (`movie
    /// 99999`), or `nil` when everything it names exists. A saved navigation is checked
    /// with it before it is rebuilt.
    func missingReference(in catalog: Catalog) -> String? {
        switch self {
        case .moviePicked(let id), .toggleList(let id), .showMovie(let id):
            return catalog.movie(id) == nil ? "movie \(id)" : nil
        case .castPicked(let id):
            return catalog.person(id) == nil ? "person \(id)" : nil
        case .showCast(let movieID, let personID):
            if catalog.movie(movieID) == nil { return "movie \(movieID)" }
            return catalog.person(personID) == nil ? "person \(personID)" : nil
        case .apiKey, .apiKeyIsComplete, .dashboard, .help, .movieList, .settings, .settingsDone, .about,
            .showList:
            return nil
        }
    }
}
