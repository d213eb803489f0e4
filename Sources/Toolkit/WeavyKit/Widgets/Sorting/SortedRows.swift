/// A table's rows in the order of one column, kept in step with the rows edit by edit:
/// a changed, inserted or removed row moves to its place by binary search on the kept
/// keys, so an edit of a million sorted rows costs microseconds, not a sort.
///
/// The order is held in chunks of at most ``chunkSize`` entries, each a row's key and its
/// *slot*: the row's index plus ``base``. Slots order ties (equal keys keep the rows'
/// own order) and survive edits at the front, which move ``base`` instead of every slot;
/// a row inserted or removed in the middle shifts the slots after it (one pass of
/// additions over the entries, no comparison). It may hold some of the rows only (a
/// filter's matches: see ``KeyedRows``); the slots count every row.
struct SortedRows<Key> {
    struct Entry {
        var key: Key
        var slot: Int
    }

    /// The most entries in a chunk; a fuller one is split in two.
    static var chunkSize: Int { 1024 }

    private var chunks: [[Entry]]
    /// Where each chunk's first entry shows; one more, the count.
    private var chunkStarts: [Int]
    /// A row's slot is its index plus this.
    private var base = 0
    /// Whether the smallest keys come first.
    let ascending: Bool
    /// Whether the first key comes before the second.
    private let isLess: (Key, Key) -> Bool

    /// The rows whose keys are `keys` in `order` (row indices, sorted with ties in the
    /// rows' order).
    @_specialize(where Key == String)
    @_specialize(where Key == Int)
    init(keys: [Key], order: [Int], ascending: Bool, isLess: @escaping (Key, Key) -> Bool) {
        var chunks: [[Entry]] = []
        chunks.reserveCapacity(order.count / Self.chunkSize + 1)
        var start = 0
        while start < order.count {
            let end = min(order.count, start + Self.chunkSize)
            chunks.append(Self.chunk(keys: keys, order: order, start..<end))
            start = end
        }
        self.init(chunks: chunks, ascending: ascending, isLess: isLess)
    }

    /// The rows of `entries`, in order (keys and row indices), made into chunks.
    init(entries: [Entry], ascending: Bool, isLess: @escaping (Key, Key) -> Bool) {
        var chunks: [[Entry]] = []
        chunks.reserveCapacity(entries.count / Self.chunkSize + 1)
        var start = 0
        while start < entries.count {
            let end = min(entries.count, start + Self.chunkSize)
            chunks.append(Array(entries[start..<end]))
            start = end
        }
        self.init(chunks: chunks, ascending: ascending, isLess: isLess)
    }

    /// The rows made into `chunks` (each at most ``chunkSize`` entries, in order) a slice
    /// at a time, by a sort pass (see ``SortPass``).
    init(chunks: [[Entry]], ascending: Bool, isLess: @escaping (Key, Key) -> Bool) {
        self.ascending = ascending
        self.isLess = isLess
        self.chunks = chunks
        chunkStarts = []
        countChunks()
    }

    /// The entries of the rows at `range` of `order`, whose keys are `keys`: one chunk.
    @_specialize(where Key == String)
    @_specialize(where Key == Int)
    static func chunk(keys: [Key], order: [Int], _ range: Range<Int>) -> [Entry] {
        order[range].map { Entry(key: keys[$0], slot: $0) }
    }

    /// How many rows there are.
    var count: Int { chunkStarts.last ?? 0 }

    /// The index of the row shown at `position`.
    subscript(position: Int) -> Int {
        let chunk = chunk(containing: position)
        return chunks[chunk][position - chunkStarts[chunk]].slot - base
    }

    /// Every row's index, in order.
    var rowIndices: [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(count)
        for chunk in chunks { for entry in chunk { indices.append(entry.slot - base) } }
        return indices
    }

    /// Where the row at `index`, whose key is `key`, shows; `nil` when it is not there.
    func position(ofRow index: Int, key: Key) -> Int? {
        let entry = Entry(key: key, slot: index + base)
        let (chunk, offset) = lowerBound(entry)
        guard chunk < chunks.count, offset < chunks[chunk].count, chunks[chunk][offset].slot == entry.slot else {
            return nil
        }
        return chunkStarts[chunk] + offset
    }

    /// Notes a row inserted at `index` of `rowCount` rows (counted before it): the rows
    /// from there on move down one. It is not placed (see ``placeRow(at:key:)``).
    mutating func openRow(at index: Int, rowCount: Int) {
        let slot = index + base
        if index == 0 {
            base -= 1
        } else if index < rowCount {
            // One pass over the slots after it (none when it is the last row).
            shiftSlots(from: slot, by: 1)
        }
    }

    /// Notes the row at `index` of `rowCount` rows (counted before it) removed, after
    /// it was taken (see ``takeRow(at:key:)``) if it was placed: the rows after it move
    /// up one.
    mutating func closeRow(at index: Int, rowCount: Int) {
        let slot = index + base
        if index == 0 {
            base += 1
        } else if index < rowCount - 1 {
            shiftSlots(from: slot + 1, by: -1)
        }
    }

    /// Places the row at `index`, whose key is `key`, at its place by binary search.
    mutating func placeRow(at index: Int, key: Key) {
        place(Entry(key: key, slot: index + base))
    }

    /// Takes out the row at `index`, placed with `key`; returns whether it was there.
    @discardableResult
    mutating func takeRow(at index: Int, key: Key) -> Bool {
        take(Entry(key: key, slot: index + base))
    }

    // MARK: - Chunks

    /// Whether `a` shows before `b`: by key (the other way when descending), ties by slot.
    private func precedes(_ a: Entry, _ b: Entry) -> Bool {
        let (first, second) = ascending ? (a.key, b.key) : (b.key, a.key)
        if isLess(first, second) { return true }
        if isLess(second, first) { return false }
        return a.slot < b.slot
    }

    /// The first place whose entry does not precede `entry`: its chunk and offset there.
    private func lowerBound(_ entry: Entry) -> (chunk: Int, offset: Int) {
        // The first chunk whose last entry does not precede it.
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if let last = chunks[middle].last, precedes(last, entry) { low = middle + 1 } else { high = middle }
        }
        guard low < chunks.count else { return (max(0, chunks.count - 1), chunks.last?.count ?? 0) }
        let entries = chunks[low]
        var first = 0
        var end = entries.count
        while first < end {
            let middle = (first + end) / 2
            if precedes(entries[middle], entry) { first = middle + 1 } else { end = middle }
        }
        return (low, first)
    }

    private mutating func place(_ entry: Entry) {
        guard !chunks.isEmpty else {
            chunks = [[entry]]
            return countChunks()
        }
        let (chunk, offset) = lowerBound(entry)
        chunks[chunk].insert(entry, at: offset)
        guard chunks[chunk].count > Self.chunkSize else { return moveChunkStarts(after: chunk, by: 1) }
        let half = chunks[chunk].count / 2
        let upper = Array(chunks[chunk][half...])
        chunks[chunk].removeSubrange(half...)
        chunks.insert(upper, at: chunk + 1)
        countChunks()
    }

    private mutating func take(_ entry: Entry) -> Bool {
        let (chunk, offset) = lowerBound(entry)
        guard chunk < chunks.count, offset < chunks[chunk].count, chunks[chunk][offset].slot == entry.slot else {
            return false
        }
        chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            countChunks()
        } else {
            moveChunkStarts(after: chunk, by: -1)
        }
        return true
    }

    /// Lets go of the last chunks, about `count` entries in all (a chunk at least), once
    /// the rows are no longer shown: a million keys released at once would cost a turn
    /// tens of milliseconds. Returns whether none is left; what is left is not to be read.
    mutating func releaseChunks(upTo count: Int) -> Bool {
        var released = 0
        while let last = chunks.last, released == 0 || released + last.count <= count {
            released += last.count
            chunks.removeLast()
        }
        return chunks.isEmpty
    }

    /// Adds `delta` to every slot from `start` on.
    private mutating func shiftSlots(from start: Int, by delta: Int) {
        for chunk in chunks.indices {
            chunks[chunk].withUnsafeMutableBufferPointer { entries in
                for index in entries.indices where entries[index].slot >= start { entries[index].slot += delta }
            }
        }
    }

    /// Moves where the chunks after `chunk` start by `delta`: one entry more or less in it.
    private mutating func moveChunkStarts(after chunk: Int, by delta: Int) {
        chunkStarts.withUnsafeMutableBufferPointer { starts in
            for index in (chunk + 1)..<starts.count { starts[index] += delta }
        }
    }

    private mutating func countChunks() {
        var starts: [Int] = []
        starts.reserveCapacity(chunks.count + 1)
        var position = 0
        for chunk in chunks {
            starts.append(position)
            position += chunk.count
        }
        starts.append(position)
        chunkStarts = starts
    }

    /// The chunk holding `position`.
    private func chunk(containing position: Int) -> Int {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if chunkStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
