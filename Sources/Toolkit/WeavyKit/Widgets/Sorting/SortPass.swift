/// A full sort of a long table done in slices of bounded work, so that sorting a
/// million rows never holds the main actor (and every session served with it) longer
/// than a frame: the keys are read a slice of rows at a time, blocks of rows are sorted,
/// then merged pairwise, a slice of rows a turn; the result is the ``SortedRows`` the
/// table keeps in step with edits after.
///
/// A slice ends at its budget of work or at its deadline, whichever comes first: the
/// clock is read after each step of at most ``stepWork`` comparisons' work (a block
/// sorted, a few thousand rows merged or keys read), and a buffer of megabytes is freed
/// only as the first step of a slice, so no fixed cost lands after the deadline.
///
/// Ties keep the rows' order, both ways (descending: larger keys first, equal keys in
/// the rows' order), as the sort made at once does.
struct SortPass<Row, Key: Comparable> {
    /// The work one turn does by default, in comparisons of two keys: reading a row's
    /// key counts as ``keyCost``, sorting a block as its rows times the comparisons each
    /// takes, a row merged as one.
    static var workPerTurn: Int { 200_000 }
    /// What reading one row's key costs, in comparisons (measured in release builds).
    static var keyCost: Int { 4 }
    /// The rows sorted alone before merging.
    static var blockSize: Int { 2048 }
    /// The most work one step of a slice does between two readings of the clock, in
    /// comparisons (a block sorted is one step, whatever its work: 2,048 rows, 22,528).
    /// A merge of text keys reads them out of order, a cache miss or two a row: 16,384
    /// rows merged took 4 ms at a million rows, so a slice could end that far past its
    /// deadline.
    static var stepWork: Int { 4096 }

    private enum Stage {
        case keys(next: Int)
        case blocks(next: Int)
        case merging(width: Int, at: MergeCursor)
        /// The sorted order made into the chunks of ``SortedRows``, from this row of it.
        case building(next: Int)
        /// The keys let go of, a slice at a time (a million keys released at once take
        /// a turn of their own), then the buffers of the keys and the orders, each as
        /// the first step of a slice.
        case releasing
        case finished
    }

    let rowCount: Int
    let ascending: Bool
    private let key: (Row) -> Key
    private var stage = Stage.keys(next: 0)
    /// The keys read so far and the order made of them.
    private var sorter: KeyOrder<Key>
    /// The chunks of the result made so far (see ``SortedRows``).
    private var chunks: [[SortedRows<Key>.Entry]] = []

    init(rowCount: Int, ascending: Bool, key: @escaping (Row) -> Key) {
        self.rowCount = rowCount
        self.ascending = ascending
        self.key = key
        sorter = KeyOrder(rowCount: rowCount, ascending: ascending)
    }

    /// Whether the keys are all read: from then on the pass no longer reads the rows.
    var hasReadKeys: Bool {
        if case .keys = stage { return false }
        return true
    }

    /// How far the pass is, in percent (99 at most until it is finished).
    var percentDone: Int {
        let total = max(1, rowCount)
        switch stage {
        case .keys(let next): return next * 25 / total
        case .blocks(let next): return 25 + next * 25 / total
        case .merging(let width, let cursor):
            let blocks = max(1, (total - 1) / Self.blockSize)
            let passes = blocks.bitWidth - blocks.leadingZeroBitCount
            let done = (width / Self.blockSize).trailingZeroBitCount
            return min(95, 50 + 45 * done / passes + 45 * cursor.pair / total / passes)
        case .building(let next): return min(99, 95 + next * 4 / total)
        case .releasing: return 99
        case .finished: return 100
        }
    }

    /// The sorted rows once finished, `nil` before.
    var result: SortedRows<Key>? {
        guard case .finished = stage else { return nil }
        return SortedRows(chunks: chunks, ascending: ascending, isLess: <)
    }

    /// Does the next slice, reading keys from `rows` (the rows the pass was made for):
    /// at most `budget` comparisons' work, and no step begun once `deadline` has passed
    /// (the first step always is). Returns whether the pass is finished.
    mutating func advance(rows: RowBuffer<Row>, budget: Int, until deadline: SliceDeadline? = nil) -> Bool {
        var left = budget
        while left > 0 {
            if let deadline, left < budget, deadline.hasPassed { break }
            let step = min(left, Self.stepWork)
            switch stage {
            case .keys(let next):
                let end = min(rowCount, next + max(1, step / Self.keyCost))
                rows.withRows { rows in for index in next..<end { sorter.keys.append(key(rows[index])) } }
                left -= (end - next) * Self.keyCost
                stage = end == rowCount ? .blocks(next: 0) : .keys(next: end)
            case .blocks(let next):
                let end = min(rowCount, next + Self.blockSize)
                sorter.sortBlock(next..<end)
                left -= (end - next) * Self.blockSize.trailingZeroBitCount
                let firstMerge = sorter.firstCursor(width: Self.blockSize)
                stage = end == rowCount ? .merging(width: Self.blockSize, at: firstMerge) : .blocks(next: end)
            case .merging(let width, let cursor):
                guard width < rowCount else {
                    stage = .building(next: 0)
                    continue
                }
                let (next, used) = sorter.mergeRuns(width: width, from: cursor, budget: step)
                left -= used
                let nextWidth = next == nil ? width * 2 : width
                stage = .merging(width: nextWidth, at: next ?? sorter.firstCursor(width: nextWidth))
            case .building(let next):
                left -= build(from: next, budget: step)
            case .releasing where sorter.keys.isEmpty:
                guard sorter.hasBuffers else {
                    stage = .finished
                    continue
                }
                // A buffer freed (milliseconds for megabytes) is a slice's first and only step.
                guard left == budget else { return false }
                sorter.freeNextBuffer()
                return false
            case .releasing:
                let count = min(sorter.keys.count, max(1, step / Self.keyCost))
                sorter.releaseKeys(count)
                left -= count * Self.keyCost
            case .finished:
                return true
            }
        }
        if case .finished = stage { return true }
        if case .merging(let width, _) = stage, width >= rowCount { stage = .building(next: 0) }
        if case .building(let next) = stage, next >= rowCount { stage = .releasing }
        if case .finished = stage { return true }
        return false
    }

    /// Makes chunks of the result from row `start` of the order, while `budget` lasts (a
    /// chunk at least); returns the work done.
    private mutating func build(from start: Int, budget: Int) -> Int {
        let chunkSize = SortedRows<Key>.chunkSize
        if start == 0 { chunks.reserveCapacity(rowCount / chunkSize + 1) }
        var next = start
        var used = 0
        while next < rowCount, used < budget {
            let end = min(rowCount, next + chunkSize)
            chunks.append(SortedRows.chunk(keys: sorter.keys, order: sorter.order, next..<end))
            used += (end - next) * Self.keyCost
            next = end
        }
        stage = next >= rowCount ? .releasing : .building(next: next)
        return max(1, used)
    }

}

/// The keys of a sort pass and the order made of them: blocks sorted, then merged
/// pairwise. Apart from the rows (and specialized for the common keys), so that a
/// comparison is a comparison of two keys, not a call through a generic table's code.
struct KeyOrder<Key: Comparable> {
    let rowCount: Int
    let ascending: Bool
    var keys: [Key] = []
    /// Row indices: sorted blocks, then longer and longer sorted runs.
    private(set) var order: [Int]
    private var merged: [Int] = []

    init(rowCount: Int, ascending: Bool) {
        self.rowCount = rowCount
        self.ascending = ascending
        // Made block by block (see ``sortBlock(_:)``): a million indices written at once
        // would cost the pass's first slice milliseconds.
        order = []
        order.reserveCapacity(rowCount)
        keys.reserveCapacity(rowCount)
    }

    /// Lets go of the last `count` keys (once the order is no longer needed).
    mutating func releaseKeys(_ count: Int) {
        keys.removeLast(min(count, keys.count))
    }

    /// Whether a buffer is left to free (see ``freeNextBuffer()``).
    var hasBuffers: Bool { keys.capacity > 0 || order.capacity > 0 || merged.capacity > 0 }

    /// Frees the next of its buffers once the keys are let go of: the keys', then the
    /// order's, then the merge's (megabytes each at a million rows: a slice's step each).
    mutating func freeNextBuffer() {
        if keys.capacity > 0 {
            keys = []
        } else if order.capacity > 0 {
            order = []
        } else {
            merged = []
        }
    }

    /// Where the merge of runs `width` long starts.
    func firstCursor(width: Int) -> MergeCursor {
        MergeCursor(pair: 0, left: 0, right: min(rowCount, width))
    }

    /// Whether row `a` comes before row `b`: by key, ties in the rows' order.
    @inline(__always)
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let (ka, kb) = (keys[a], keys[b])
        if ka == kb { return a < b }
        return ascending ? ka < kb : kb < ka
    }

    /// Sorts the rows at `range` (the next block) into the order.
    @_specialize(where Key == String)
    @_specialize(where Key == Int)
    @_specialize(where Key == Double)
    mutating func sortBlock(_ range: Range<Int>) {
        order.append(contentsOf: range.sorted(by: precedes))
    }

    /// Merges pairs of runs `width` long, going on from `cursor` (where the pair being
    /// merged starts and how far each of its runs is taken), at most `budget` rows;
    /// returns where it stopped (`nil` when the pass of this width is done) and the rows
    /// merged.
    @_specialize(where Key == String)
    @_specialize(where Key == Int)
    @_specialize(where Key == Double)
    mutating func mergeRuns(width: Int, from cursor: MergeCursor, budget: Int) -> (next: MergeCursor?, used: Int) {
        if cursor.pair == 0, cursor.left == 0, cursor.right == min(rowCount, width) {
            merged.reserveCapacity(rowCount)
        }
        var (pair, left, right) = (cursor.pair, cursor.left, cursor.right)
        var used = 0
        while pair < rowCount, used < budget {
            let middle = min(rowCount, pair + width)
            let end = min(rowCount, pair + 2 * width)
            order.withUnsafeBufferPointer { order in
                while left < middle, right < end, used < budget {
                    if precedes(order[right], order[left]) {
                        merged.append(order[right])
                        right += 1
                    } else {
                        merged.append(order[left])
                        left += 1
                    }
                    used += 1
                }
            }
            guard left == middle || right == end else { break }
            // One run is used up: the rest of the other follows as it is.
            merged.append(contentsOf: order[left..<middle])
            merged.append(contentsOf: order[right..<end])
            used += (middle - left) + (end - right)
            pair = end
            left = end
            right = min(rowCount, end + width)
        }
        guard pair >= rowCount else { return (MergeCursor(pair: pair, left: left, right: right), max(1, used)) }
        swap(&order, &merged)
        merged.removeAll(keepingCapacity: true)
        return (nil, max(1, used))
    }
}

/// Where a merge pass is: the pair of runs being merged (where it starts) and the next
/// row of each run.
struct MergeCursor {
    var pair: Int
    var left: Int
    var right: Int
}

/// A sort pass, whatever the column's keys: what a table asks of it.
protocol TableSortPass<Row> {
    associatedtype Row
    /// Whether the keys are all read: from then on the rows may change (the edits are
    /// applied to the result).
    var hasReadKeys: Bool { get }
    /// How far it is, in percent.
    var percentDone: Int { get }
    /// Does the next slice, at most `budget` comparisons' work, beginning no step once
    /// `deadline` has passed (`nil`: none); returns whether the pass is finished.
    mutating func advance(rows: RowBuffer<Row>, budget: Int, until deadline: SliceDeadline?) -> Bool
    /// The rows sorted, once finished.
    func sortedRows() -> (any SortedTableRows<Row>)?
}

extension SortPass: TableSortPass {
    func sortedRows() -> (any SortedTableRows<Row>)? {
        result.map { KeyedRows($0, key: key) }
    }
}
