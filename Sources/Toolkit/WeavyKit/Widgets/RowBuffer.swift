/// The rows of a list or a table (``ListView/items``, ``Table/rows``): a collection used
/// like an array, which also inserts and removes at the front in constant time.
///
/// A new row at the top of a million costs what it costs at the bottom: an array would
/// move every row after it (32 MB for rows of 32 bytes); this collection keeps room
/// before its first row as well as after its last. In the middle, it moves the rows on
/// the shorter side. Everything else reads as with an array, copies included (a copy
/// shares the rows until one of the two changes):
///
/// ```swift
/// inbox.items.insert(message, at: 0)
/// inbox.items.removeAll { $0.isDeleted }
/// inbox.items = RowBuffer(messages)  // or a literal: inbox.items = []
/// let saved = Array(inbox.items)
/// ```
public struct RowBuffer<Row> {
    /// The rows, side by side, with room before and after them.
    var storage: RowBufferStorage<Row>

    /// The edits made while a table listens (see ``RowEdits``); `nil` otherwise.
    var edits: RowEdits<Row>?

    /// The number of rows.
    public var count: Int { storage.header.count }

    /// Creates a collection of `rows`, in their order (sharing them when `rows` is a
    /// `RowBuffer` too).
    public init(_ rows: some Sequence<Row>) {
        if let buffer = rows as? RowBuffer<Row> {
            self = buffer
            return
        }
        self.init(Array(rows))
    }

    /// Creates a collection of the rows of an array, in their order. (A list or table
    /// made from an array takes this way: no type check and no copy of the array first,
    /// which the generic initializer costs on every screen that makes a list.)
    ///
    /// From `roomFrom` (1,024) rows on, it keeps room for a sixteenth as many again before the
    /// first row and after the last, so the first rows added at either end move none
    /// (without it, the first row added to a million moves all of them: 24 ms).
    public init(_ rows: [Row]) {
        let room = rows.count >= Self.roomFrom ? rows.count / 16 : 0
        storage = .make(room: room + rows.count + room)
        storage.withUnsafeMutablePointers { bounds, slots in
            rows.withUnsafeBufferPointer { rows in
                _ = UnsafeMutableBufferPointer(start: slots + room, count: rows.count).initialize(fromContentsOf: rows)
            }
            bounds.pointee.start = room
            bounds.pointee.count = rows.count
        }
    }

    /// From how many rows a collection made from an array keeps room at both ends.
    static var roomFrom: Int { 1024 }

    /// Creates an empty collection.
    public init() {
        storage = .make(room: 0)
    }

    /// Moves the rows (or copies them, when the storage is shared) to new storage with
    /// room for `front` rows before them and `back` after, putting `newRows` in place of
    /// the rows in `range` on the way.
    private mutating func relocate(
        front: Int, back: Int, replacing range: Range<Int>, with newRows: some Collection<Row>
    ) {
        let unique = isKnownUniquelyReferenced(&storage)
        let inserted = newRows.count
        let newCount = count - range.count + inserted
        let relocated = RowBufferStorage<Row>.make(room: front + newCount + back)
        relocated.withUnsafeMutablePointers { newBounds, newSlots in
            storage.withUnsafeMutablePointers { bounds, slots in
                let rows = slots + bounds.pointee.start
                let destination = newSlots + front
                let after = bounds.pointee.count - range.upperBound
                if unique {
                    destination.moveInitialize(from: rows, count: range.lowerBound)
                    (rows + range.lowerBound).deinitialize(count: range.count)
                    let suffix = destination + range.lowerBound + inserted
                    suffix.moveInitialize(from: rows + range.upperBound, count: after)
                    bounds.pointee.count = 0
                } else {
                    destination.initialize(from: rows, count: range.lowerBound)
                    (destination + range.lowerBound + inserted).initialize(from: rows + range.upperBound, count: after)
                }
                Self.place(newRows, at: destination + range.lowerBound)
                newBounds.pointee.start = front
                newBounds.pointee.count = newCount
            }
        }
        storage = relocated
    }

    /// Initializes the empty slots from `first` on with `rows`, in their order.
    private static func place(_ rows: some Collection<Row>, at first: UnsafeMutablePointer<Row>) {
        _ = UnsafeMutableBufferPointer(start: first, count: rows.count).initialize(fromContentsOf: rows)
    }

    /// Copies the rows into storage of their own when another collection shares them.
    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        relocate(front: storage.header.start, back: storage.roomAfter, replacing: 0..<0, with: EmptyCollection())
    }
}

extension RowBuffer: RandomAccessCollection, MutableCollection {
    /// The first row's index: always 0.
    public var startIndex: Int { 0 }

    /// One past the last row's index: ``count``.
    public var endIndex: Int { count }

    /// The row at `position`, counted from the first.
    public subscript(position: Int) -> Row {
        get {
            precondition(position >= 0 && position < count, "Row index \(position) is out of range 0..<\(count)")
            return storage.withUnsafeMutablePointers { bounds, slots in slots[bounds.pointee.start + position] }
        }
        set {
            precondition(position >= 0 && position < count, "Row index \(position) is out of range 0..<\(count)")
            if var recorded = edits {
                recorded.record(
                    range: position..<position + 1, removed: [self[position]], inserted: [newValue], count: 1)
                edits = recorded
            }
            makeUnique()
            storage.withUnsafeMutablePointers { bounds, slots in slots[bounds.pointee.start + position] = newValue }
        }
    }

    /// Calls `body` with the rows, which always lie side by side.
    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Row>) throws -> Result
    ) rethrows -> Result? {
        try withRows(body)
    }

    /// Calls `body` with the rows. The loops over every row read them this way: a
    /// table's code is not specialized for its rows' type, and there, reading them a
    /// subscript at a time made sorting 100k rows three times slower (54 ms against 17).
    func withRows<Result>(_ body: (UnsafeBufferPointer<Row>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { bounds, slots in
            try body(UnsafeBufferPointer(start: slots + bounds.pointee.start, count: bounds.pointee.count))
        }
    }

    /// `transform` of every row, in order. Reads each row where it lies, where `map`
    /// would copy it first (in a table's unspecialized code, a copy and a release a row:
    /// a third of the time of sorting by a column's keys).
    func mapRows<Result>(_ transform: (Row) -> Result) -> [Result] {
        withRows { rows in
            [Result](unsafeUninitializedCapacity: rows.count) { results, initialized in
                for index in rows.indices {
                    (results.baseAddress! + index).initialize(to: transform(rows[index]))
                    initialized = index + 1
                }
            }
        }
    }

    /// Calls `body` with the rows to change in place (not to add or remove any).
    public mutating func withContiguousMutableStorageIfAvailable<Result>(
        _ body: (inout UnsafeMutableBufferPointer<Row>) throws -> Result
    ) rethrows -> Result? {
        edits?.giveUp()
        makeUnique()
        return try storage.withUnsafeMutablePointers { bounds, slots in
            var rows = UnsafeMutableBufferPointer(start: slots + bounds.pointee.start, count: bounds.pointee.count)
            return try body(&rows)
        }
    }
}

extension RowBuffer: RangeReplaceableCollection {
    /// Replaces the rows in `range` with `newRows`, moving the rows on the side of the
    /// range that has fewer (into the room there, or to new storage with room on both
    /// sides when there is too little).
    public mutating func replaceSubrange(_ range: Range<Int>, with newRows: some Collection<Row>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "Rows \(range) are out of range 0..<\(count)")
        let inserted = newRows.count
        if var recorded = edits {
            recorded.record(range: range, removed: Array(self[range]), inserted: Array(newRows), count: inserted)
            edits = recorded
        }
        let growth = inserted - range.count
        let after = count - range.upperBound
        let movesFront = range.lowerBound < after
        let start = storage.header.start
        let fits = movesFront ? growth <= start : growth <= storage.roomAfter
        guard fits, isKnownUniquelyReferenced(&storage) else {
            // Room for half as many again on the side that grows; the other side keeps its
            // own (so rows added at both ends do not take turns moving every row), and a
            // sixteenth at least from `roomFrom` rows on, as a buffer made from an array
            // has: one grown by appending alone (a filter's folded rows) then takes its
            // first row at the top without moving the rest.
            let room = Swift.max(16, (count + growth) / 2)
            let least = count + growth >= Self.roomFrom ? (count + growth) / 16 : 0
            let front = movesFront ? room : Swift.max(least, Swift.min(start, room))
            let back = movesFront ? Swift.max(least, Swift.min(storage.roomAfter, room)) : room
            relocate(front: front, back: back, replacing: range, with: newRows)
            return
        }
        storage.withUnsafeMutablePointers { bounds, slots in
            let rows = slots + start
            (rows + range.lowerBound).deinitialize(count: range.count)
            if movesFront {
                bounds.pointee.start = start - growth
                (slots + bounds.pointee.start).moveInitialize(from: rows, count: range.lowerBound)
            } else {
                (rows + range.lowerBound + inserted).moveInitialize(from: rows + range.upperBound, count: after)
            }
            Self.place(newRows, at: slots + bounds.pointee.start + range.lowerBound)
            bounds.pointee.count += growth
        }
    }

    /// Removes every row, keeping the room they took when `keepCapacity`.
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        edits?.giveUp()
        guard keepCapacity, isKnownUniquelyReferenced(&storage) else {
            storage = .make(room: keepCapacity ? storage.room : 0)
            return
        }
        storage.withUnsafeMutablePointers { bounds, slots in
            (slots + bounds.pointee.start).deinitialize(count: bounds.pointee.count)
            bounds.pointee = RowBufferBounds(start: 0, count: 0, room: bounds.pointee.room)
        }
    }

    /// Makes room for rows up to `minimumCapacity` in all, whichever end they are added
    /// at, so that none of them moves the rows already there.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        let added = minimumCapacity - count
        guard added > storage.header.start || added > storage.roomAfter else { return }
        relocate(
            front: Swift.max(storage.header.start, added), back: Swift.max(storage.roomAfter, added), replacing: 0..<0,
            with: EmptyCollection())
    }
}

extension RowBuffer: ExpressibleByArrayLiteral {
    /// Creates a collection of the rows listed.
    public init(arrayLiteral rows: Row...) {
        self.init(rows)
    }
}

extension RowBuffer: Equatable where Row: Equatable {
    /// Whether both have the same rows in the same order.
    public static func == (lhs: RowBuffer, rhs: RowBuffer) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

// The storage is copied before any change when shared, as an array's is.
extension RowBuffer: @unchecked Sendable where Row: Sendable {}

extension RowBuffer: CustomStringConvertible {
    /// The rows as an array shows them.
    public var description: String { Array(self).description }
}
