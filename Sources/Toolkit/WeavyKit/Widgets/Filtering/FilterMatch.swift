/// A row a filter lets through, and how well it matches (higher is better).
struct FilterMatch: Equatable {
    var row: Int
    var score: Int
}

/// What a finished filter pass lets through.
enum FilterResult: Equatable {
    /// Every row, in its order: the filter's text has nothing to match.
    case everyRow
    /// These rows, best first (ties in the rows' order).
    case matches([FilterMatch])
}
