/// Where a ``RowBuffer`` keeps its rows in its storage.
struct RowBufferBounds {
    /// The slot of the first row.
    var start: Int
    /// The number of rows, in the slots from ``start``.
    var count: Int
    /// The number of slots.
    var room: Int
}

/// The slots of a ``RowBuffer``: only those of its rows hold a value; the others are
/// uninitialized room before and after them.
final class RowBufferStorage<Row>: ManagedBuffer<RowBufferBounds, Row> {
    /// Storage with `room` slots and no rows.
    static func make(room: Int) -> RowBufferStorage {
        let buffer = create(minimumCapacity: room) { _ in RowBufferBounds(start: 0, count: 0, room: room) }
        return unsafeDowncast(buffer, to: RowBufferStorage.self)
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
