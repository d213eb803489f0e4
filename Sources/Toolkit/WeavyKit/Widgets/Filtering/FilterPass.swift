/// One query matched against the rows, done in slices of bounded work: the rows it looks
/// at (every row, or the last query's matches when this one narrows them) are matched in
/// order, then the matches are put best first.
///
/// Best first is by score, higher first, ties in the rows' order. Scores are small
/// integers, so the matches (found in the rows' order) are counted per score and placed,
/// which keeps ties in order and costs one unit a match; a pass whose scores spread
/// wider than its matches (rows thousands of characters long) sorts them instead, at once.
struct FilterPass {
    /// What the pass matches.
    let query: FuzzyQuery
    /// The rows looked at, or `nil` for every row.
    private let candidates: [Int]?
    /// How many rows there are.
    let rowCount: Int

    private enum Stage {
        case matching(next: Int)
        case counting(next: Int)
        case placing(next: Int)
        case finished
    }

    private var stage = Stage.matching(next: 0)
    /// The rows matched so far, in the rows' order, and their scores.
    private var matches: [Int] = []
    private var scores: [Int] = []
    private var lowest = Int.max
    private var highest = Int.min
    /// Per score (highest first), how many matches have it, then where the next goes.
    private var slots: [Int] = []
    private var ordered: [FilterMatch] = []

    init(query: FuzzyQuery, candidates: [Int]?, rowCount: Int) {
        self.query = query
        self.candidates = candidates
        self.rowCount = rowCount
    }

    /// How many rows the pass looks at.
    private var total: Int { candidates?.count ?? rowCount }

    /// The matches in the rows' order (what the next query narrows from) and best first,
    /// once the pass is finished.
    var result: (matches: [Int], ordered: [FilterMatch])? {
        if case .finished = stage { return (matches, ordered) }
        return nil
    }

    /// How far the pass is, in percent (99 at most until it is finished).
    var percentDone: Int {
        switch stage {
        case .matching(let next): return min(99, next * 100 / max(1, total))
        case .counting, .placing: return 99
        case .finished: return 100
        }
    }

    /// Does the next slice, at most `budget` units of work (at least one row, whatever
    /// the budget); returns the work done. Rows are folded into `folded` as they are
    /// first reached.
    mutating func advance(budget: Int, folded: inout FoldedRows, rowText: (Int) -> String) -> Int {
        var used = 0
        while used < budget {
            switch stage {
            case .matching(let next):
                used += match(from: next, budget: budget - used, isFirst: used == 0, folded: &folded, rowText: rowText)
                if case .matching = stage { return used }  // the next row does not fit
            case .counting(let next):
                used += count(from: next, budget: budget - used)
            case .placing(let next):
                used += place(from: next, budget: budget - used)
            case .finished:
                return used
            }
        }
        return used
    }

    /// Matches rows from `start` while they fit in `budget` (at least one when `isFirst`,
    /// the turn's first work).
    private mutating func match(
        from start: Int, budget: Int, isFirst: Bool, folded: inout FoldedRows, rowText: (Int) -> String
    ) -> Int {
        var used = 0
        var next = start
        while next < total {
            let index = candidates?[next] ?? next
            var cost = folded.isFolded(index) ? 1 : 1 + FilterSlicing.foldCost
            if used + cost + FilterSlicing.scoreCost > budget, used > 0 || !isFirst { break }
            if let score = query.score(folded.text(ofRow: index, rowText: rowText)) {
                matches.append(index)
                scores.append(score)
                lowest = min(lowest, score)
                highest = max(highest, score)
                cost += FilterSlicing.scoreCost
            }
            used += cost
            next += 1
        }
        stage = next < total ? .matching(next: next) : startOrdering()
        return used
    }

    /// After matching: counts per score when the scores are close together, else sorts.
    private mutating func startOrdering() -> Stage {
        guard !matches.isEmpty else { return .finished }
        let spread = highest - lowest + 1
        guard spread <= max(4096, matches.count) else {
            let pairs = zip(matches, scores).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            ordered = pairs.map { FilterMatch(row: $0.0, score: $0.1) }
            return .finished
        }
        slots = [Int](repeating: 0, count: spread)
        return .counting(next: 0)
    }

    private mutating func count(from start: Int, budget: Int) -> Int {
        let end = start + min(matches.count - start, max(1, budget))
        for index in start..<end { slots[highest - scores[index]] += 1 }
        guard end == matches.count else {
            stage = .counting(next: end)
            return end - start
        }
        // Counts become where each score's matches start.
        var position = 0
        for score in slots.indices {
            let count = slots[score]
            slots[score] = position
            position += count
        }
        ordered = [FilterMatch](repeating: FilterMatch(row: 0, score: 0), count: matches.count)
        stage = .placing(next: 0)
        return end - start
    }

    private mutating func place(from start: Int, budget: Int) -> Int {
        let end = start + min(matches.count - start, max(1, budget))
        for index in start..<end {
            let slot = highest - scores[index]
            ordered[slots[slot]] = FilterMatch(row: matches[index], score: scores[index])
            slots[slot] += 1
        }
        stage = end == matches.count ? .finished : .placing(next: end)
        if end == matches.count { slots = [] }
        return end - start
    }
}
