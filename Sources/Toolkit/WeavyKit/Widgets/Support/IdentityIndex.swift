/// Where each row of a list or a table is, by its identity: a hash table of the rows'
/// places, kept in step with the edits of the rows, so that a row is found by its
/// identity in constant time (``Table/index(id:)``, ``ListView/index(id:)`` and the
/// calls made of them), whatever the number of rows.
///
/// It keeps no identity of its own, only each row's place and the hash of its identity:
/// a lookup compares the identity of the row at each place whose hash matches, so the
/// rows stay the one owner of what they are, and a place can never name another row
/// than the one there. Its owner builds it when first asked, follows the recorded edits
/// of the rows with it (a row inserted or removed at either end costs O(1); in the
/// middle, one pass of additions over the places after it, as the rows' own buffer moves
/// them), and drops it when the rows change where the edits cannot say how (assigned
/// whole, sorted in place): the next lookup builds it again.
///
/// It may be made a slice at a time (``place(_:identity:until:)``): it then holds the
/// first ``count`` rows, and edits keep that true (an edit among the rows not placed yet
/// changes nothing here). A lookup finds a row among those placed, or places the next
/// rows until it finds it, so it is right at every moment, however far the index is made.
///
/// Two rows with the same identity are a misuse (reported when seen); a lookup then finds
/// the first of them in the rows' order.
struct IdentityIndex {
    /// One place: the row's slot (its index plus ``base``) and its identity's hash.
    private struct Bucket {
        var slot: Int32
        var hash: UInt32
        static var empty: Bucket { Bucket(slot: .min, hash: 0) }
        var isEmpty: Bool { slot == .min }
    }

    /// Open addressing, linear probing; at most half full.
    private var buckets: [Bucket]
    /// How many rows are placed: the first `count` of the rows.
    private(set) var count = 0
    /// The rows placed so far that share an identity with a row before them, and the
    /// first such identity: reported once every row is placed.
    private var duplicates = 0
    private var firstDuplicate: AnyHashable?
    /// A row's slot is its index plus this: rows added or removed at the top move it,
    /// not every slot.
    private var base = 0

    /// The most rows an index is made for (slots are 32 bits, with room for the base to
    /// move either way); a longer collection is searched instead.
    static var maximumRows: Int { 1 << 29 }

    /// The places of `rows`, whose identities `identity` gives, all made now; `nil` when
    /// there are too many rows for an index (see ``maximumRows``).
    init?<Row>(_ rows: RowBuffer<Row>, identity: (Row) -> AnyHashable) {
        self.init(reservingFor: rows.count)
        place(rows, identity: identity)
    }

    /// An index with no row placed yet, with room for `rowCount` rows (``place(_:identity:until:)``
    /// places them); `nil` when there are too many rows for an index.
    init?(reservingFor rowCount: Int) {
        guard rowCount <= Self.maximumRows else { return nil }
        buckets = Array(repeating: .empty, count: Self.capacity(for: rowCount))
    }

    /// Whether every one of `rowCount` rows is placed.
    func isComplete(rowCount: Int) -> Bool { count >= rowCount }

    /// Places the rows of `rows` not placed yet, in order, until `deadline` passes (the
    /// clock read every few hundred rows), or all of them without one. Returns whether
    /// every row is placed.
    @discardableResult
    mutating func place<Row>(
        _ rows: RowBuffer<Row>, identity: (Row) -> AnyHashable, until deadline: SliceDeadline? = nil
    ) -> Bool {
        while count < rows.count {
            let end = deadline == nil ? rows.count : min(rows.count, count + 256)
            rows.withRows { rows in
                for _ in count..<end { placeNext(rows, identity: identity) }
            }
            if let deadline, count < rows.count, deadline.hasPassed { return false }
        }
        if let firstDuplicate {
            reportMisuse(
                "\(duplicates) row\(duplicates == 1 ? "" : "s") share an identity with a row before them (the first: "
                    + "\(firstDuplicate)); found by identity, the first of them is found")
            self.firstDuplicate = nil
            duplicates = 0
        }
        return true
    }

    /// Places the row at ``count``, the first not placed; returns its identity.
    @discardableResult
    private mutating func placeNext<Row>(_ rows: UnsafeBufferPointer<Row>, identity: (Row) -> AnyHashable)
        -> AnyHashable
    {
        let index = count
        let id = identity(rows[index])
        if place(slot: index + base, hash: Self.hash(id), duplicating: { identity(rows[$0]) == id }) {
            duplicates += 1
            if firstDuplicate == nil { firstDuplicate = id }
        }
        return id
    }

    /// The index of the first row whose identity is `id`, in `rows` (the rows the index
    /// follows); `nil` when there is none. Not among the rows placed, it places the next
    /// rows until it finds it (all of them when there is none).
    mutating func index<Row>(of id: AnyHashable, in rows: RowBuffer<Row>, identity: (Row) -> AnyHashable) -> Int? {
        let hash = Self.hash(id)
        var found: Int?
        forEachIndex(hashed: hash, rowCount: rows.count) { index in
            if found.map({ index < $0 }) ?? true, identity(rows[index]) == id { found = index }
        }
        // The rows placed come before the others: the first found among them is the first.
        if found != nil || count >= rows.count { return found }
        let rest = rows.withRows { rows -> Int? in
            while count < rows.count {
                let index = count
                if placeNext(rows, identity: identity) == id { return index }
            }
            return nil
        }
        if rest == nil { place(rows, identity: identity) }  // every row placed: the duplicates' report
        return rest
    }

    /// Follows `edits` of `rows` (now as they are after them); returns `false` when it
    /// can no longer (its slots would leave their range): the owner drops it then.
    mutating func follow<Row>(
        _ edits: [RowEdits<Row>.Edit], rows: RowBuffer<Row>, identity: (Row) -> AnyHashable
    ) -> Bool {
        // How many rows there were before the first edit.
        var count = edits.reduce(rows.count) { $0 - $1.inserted.count + $1.removed.count }
        for edit in edits {
            apply(edit, rowCount: count, identity: identity)
            count += edit.inserted.count - edit.removed.count
        }
        guard rows.count <= Self.maximumRows, base > -Self.maximumRows, rows.count + base < Self.maximumRows * 3 else {
            return false
        }
        // Checked once every edit is in: the rows read are then the ones placed (an
        // inserted row not placed yet is checked when it is).
        for edit in edits {
            for row in edit.inserted where count >= rows.count {
                let id = identity(row)
                var matches = 0
                forEachIndex(hashed: Self.hash(id), rowCount: rows.count) { index in
                    if identity(rows[index]) == id { matches += 1 }
                }
                if matches > 1 {
                    reportMisuse(
                        "a row was added whose identity (\(id)) \(matches - 1 == 1 ? "another row has" : "other rows have");"
                            + " found by identity, the first of them is found")
                }
            }
        }
        return true
    }

    // MARK: - Edits

    /// Follows one edit of `rowCount` rows (counted before it). Of an index made in part,
    /// only the rows placed change: an edit that ends among them is followed whole, one
    /// that starts among them takes the placed rows it removes and leaves the rest to be
    /// placed later, one after them changes nothing here.
    private mutating func apply<Row>(_ edit: RowEdits<Row>.Edit, rowCount: Int, identity: (Row) -> AnyHashable) {
        let lower = edit.range.lowerBound
        if count < edit.range.upperBound || (count == lower && count < rowCount) {
            for offset in 0..<max(0, count - lower) {
                take(slot: lower + offset + base, hash: Self.hash(identity(edit.removed[offset])))
            }
            return
        }
        if edit.removed.count == 1, edit.inserted.count == 1 {
            let (old, new) = (identity(edit.removed[0]), identity(edit.inserted[0]))
            guard old != new else { return }  // the same row, changed: its place stays
            take(slot: lower + base, hash: Self.hash(old))
            place(slot: lower + base, hash: Self.hash(new))
            return
        }
        for (offset, row) in edit.removed.enumerated() {
            take(slot: lower + offset + base, hash: Self.hash(identity(row)))
        }
        let growth = edit.inserted.count - edit.removed.count
        if growth != 0 {
            if lower == 0 {
                base -= growth  // the rows after keep their slots
            } else if edit.range.upperBound < rowCount {
                shiftSlots(from: edit.range.upperBound + base, by: growth)
            }
        }
        for (offset, row) in edit.inserted.enumerated() {
            place(slot: lower + offset + base, hash: Self.hash(identity(row)))
        }
    }

    // MARK: - Buckets

    private static func hash(_ id: AnyHashable) -> UInt32 {
        UInt32(truncatingIfNeeded: id.hashValue)
    }

    /// A power of two at least twice `count` (and 16).
    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    private var mask: Int { buckets.count - 1 }

    /// Calls `body` with the index of each row placed whose identity's hash is `hash`.
    private func forEachIndex(hashed hash: UInt32, rowCount: Int, _ body: (Int) -> Void) {
        var bucket = Int(hash) & mask
        while !buckets[bucket].isEmpty {
            if buckets[bucket].hash == hash {
                let index = Int(buckets[bucket].slot) - base
                if index >= 0, index < rowCount { body(index) }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Places the row at `slot`, whose identity hashes to `hash`; returns whether
    /// `duplicating` said a row placed before it (given by its index) has its identity.
    @discardableResult
    private mutating func place(slot: Int, hash: UInt32, duplicating: (Int) -> Bool = { _ in false }) -> Bool {
        if (count + 1) * 2 > buckets.count { grow() }
        var bucket = Int(hash) & mask
        var isDuplicate = false
        while !buckets[bucket].isEmpty {
            if !isDuplicate, buckets[bucket].hash == hash {
                isDuplicate = duplicating(Int(buckets[bucket].slot) - base)
            }
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = Bucket(slot: Int32(slot), hash: hash)
        count += 1
        return isDuplicate
    }

    /// Takes out the place of the row at `slot`, whose identity hashes to `hash`.
    private mutating func take(slot: Int, hash: UInt32) {
        var bucket = Int(hash) & mask
        while !buckets[bucket].isEmpty, buckets[bucket].slot != Int32(slot) { bucket = (bucket + 1) & mask }
        guard !buckets[bucket].isEmpty else {
            return reportMisuse(
                "a row's identity changed without an edit of the row; found by identity, it may be missed")
        }
        count -= 1
        // The places after it in its run move back where their search would stop short.
        var hole = bucket
        var next = bucket
        while true {
            next = (next + 1) & mask
            if buckets[next].isEmpty { break }
            let home = Int(buckets[next].hash) & mask
            // It stays when its home lies after the hole, up to where it is (cyclically).
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                buckets[hole] = buckets[next]
                hole = next
            }
        }
        buckets[hole] = .empty
    }

    /// Adds `delta` to every slot from `start` on.
    private mutating func shiftSlots(from start: Int, by delta: Int) {
        let (start, delta) = (Int32(start), Int32(delta))
        buckets.withUnsafeMutableBufferPointer { buckets in
            // Without a branch (an empty place's slot is below any start), so it vectorizes.
            for index in buckets.indices {
                let slot = buckets[index].slot
                buckets[index].slot = slot >= start ? slot &+ delta : slot
            }
        }
    }

    /// Twice the buckets, the places put again by their hashes.
    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: .empty, count: old.count * 2)
        for bucket in old where !bucket.isEmpty {
            var index = Int(bucket.hash) & mask
            while !buckets[index].isEmpty { index = (index + 1) & mask }
            buckets[index] = bucket
        }
    }
}
