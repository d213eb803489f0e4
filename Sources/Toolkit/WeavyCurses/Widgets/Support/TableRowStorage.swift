/// Where a ``TableRows`` keeps its rows in its storage.
struct TableRowBounds {
    /// The slot of the first row.
    var start: Int
    /// The number of rows, in the slots from ``start``.
    var count: Int
    /// The number of slots.
    var room: Int
}

/// The slots of a ``TableRows``: only those of its rows hold a value; the others are
/// uninitialized room before and after them.
final class TableRowStorage<Row>: ManagedBuffer<TableRowBounds, Row> {
    /// Storage with `room` slots and no rows.
    static func make(room: Int) -> TableRowStorage {
        let buffer = create(minimumCapacity: room) { _ in TableRowBounds(start: 0, count: 0, room: room) }
        return unsafeDowncast(buffer, to: TableRowStorage.self)
    }

    /// The number of slots.
    var room: Int { header.room }

    /// The number of empty slots after the last row.
    var roomAfter: Int { header.room - header.start - header.count }

    deinit {
        _ = withUnsafeMutablePointers { bounds, slots in
            (slots + bounds.pointee.start).deinitialize(count: bounds.pointee.count)
        }
    }
}
