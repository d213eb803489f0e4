/// How much of a filter pass one turn of the main actor does, so that a keystroke into
/// the filter of a long list never holds input longer than a frame.
///
/// Work is counted, not timed: a row looked at, counted or placed in the order is one
/// unit; a row that matches is ``scoreCost`` more (scoring it), a row folded (its text
/// asked for and made ready for matching, once until the rows change) ``foldCost`` more.
struct FilterSlicing: Sendable, Equatable {
    /// From how many rows a pass is sliced; fewer are matched whole, as the key is typed.
    var slicedFrom: Int
    /// The most work one turn does.
    var workPerTurn: Int

    /// What folding a row costs, in units of looking at one: measured in release builds.
    static let foldCost = 8
    /// What scoring a row that matches costs, in units of looking at one.
    static let scoreCost = 1

    /// 50,000 rows and more are sliced, 50,000 units a turn (1 to 5 ms in release
    /// builds, rows of a few words).
    static let standard = FilterSlicing(slicedFrom: 50_000, workPerTurn: 50_000)
}
