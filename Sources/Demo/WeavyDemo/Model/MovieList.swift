/// One of the two lists a movie belongs to: the user's wishlist or what they have watched.
enum MovieList: String, CaseIterable, Sendable {
    case wishlist
    case watched

    /// The name shown on the tab and at the root of its path.
    var title: String {
        switch self {
        case .wishlist: "Wishlist"
        case .watched: "Watched"
        }
    }

    /// The list a movie moves to with `w`.
    var other: MovieList {
        switch self {
        case .wishlist: .watched
        case .watched: .wishlist
        }
    }
}

extension MovieList: CustomStringConvertible {
    /// The raw name, as in deep links (`wishlist`) and traces.
    var description: String { rawValue }
}
