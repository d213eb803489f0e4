import Testing

@testable import WeavyKit

/// RadixOrder: the same order as the standard library's stable sort, for integers and
/// numbers of every size and sign, with ties in row order.
@Suite("RadixOrder")
struct RadixOrderTests {
    /// The order a stable comparison sort gives: ascending, ties by position.
    static func expectedOrder<Key: Comparable>(_ keys: [Key]) -> [Int] {
        keys.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
    }

    @Test("Integers order as a comparison sort orders them", arguments: [1, 2, 3])
    func integers(seed: UInt64) {
        var generator = RowBufferTests.Generator(state: seed)
        for count in [0, 1, 2, 17, 300, 5000] {
            // Small ranges (many ties, one or two bytes that differ) and the whole range.
            for range in [Int64(0)...3, -1000...1000, 1900...2025, Int64.min...Int64.max] {
                let keys = (0..<count).map { _ in Int(Int64.random(in: range, using: &generator)) }
                #expect(
                    RadixOrder.ascending(keys.map(RadixOrder.key)) == Self.expectedOrder(keys), "\(count) in \(range)")
            }
        }
        let extremes = [Int.max, 0, Int.min, -1, 1, Int.min + 1, Int.max - 1, 0]
        #expect(RadixOrder.ascending(extremes.map(RadixOrder.key)) == Self.expectedOrder(extremes))
    }

    @Test("Numbers order as a comparison sort orders them, -0 as 0", arguments: [4, 5])
    func numbers(seed: UInt64) {
        var generator = RowBufferTests.Generator(state: seed)
        let specials: [Double] = [
            0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1, -1,
        ]
        for count in [2, 50, 4000] {
            let keys = (0..<count).map { index in
                index % 5 == 0
                    ? specials[Int.random(in: 0..<specials.count, using: &generator)]
                    : Double.random(in: -1e6...1e6, using: &generator)
            }
            #expect(RadixOrder.ascending(keys.map(RadixOrder.key)) == Self.expectedOrder(keys), "\(count) numbers")
        }
        let nan = RadixOrder.ascending([Double.nan, 1, -.infinity, .infinity].map(RadixOrder.key))
        #expect(nan == [2, 1, 3, 0], "NaN after infinity")
    }

    @Test(
        "Texts that share long beginnings sort as String orders them, ended and NUL-padded ones too", arguments: [6, 7])
    func textsSharingBeginnings(seed: UInt64) {
        var generator = RowBufferTests.Generator(state: seed)
        // Beginnings of 0 to 24 bytes shared by hundreds of rows, then a few of a, b, NUL:
        // runs of rows equal in their first 8, 16 and 24 bytes, rows that end inside
        // them, and rows that differ from another only by trailing NULs.
        let beginnings = ["", "star tre", "star trek: the ", "star trek: the next gen", "a\0\0\0\0\0\0\0"]
        let texts = (0..<3000).map { _ in
            beginnings[Int.random(in: 0..<beginnings.count, using: &generator)]
                + (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                    ["a", "b", "\0"][Int.random(in: 0...2, using: &generator)]
                }
                .joined()
        }
        for ascending in [true, false] {
            let sorted = TableSort(texts: texts, ignoringCase: false).order(ascending: ascending).order
            let expected = texts.indices.sorted {
                texts[$0] == texts[$1] ? $0 < $1 : (ascending ? texts[$0] < texts[$1] : texts[$1] < texts[$0])
            }
            #expect(sorted == expected, "ascending: \(ascending)")
        }
    }

    @Test("A table sorted by an Int or a Double column shows the comparison sort's order, reversed by runs")
    @MainActor
    func tableOrder() throws {
        struct Reading { let id: Int; let level: Int; let ratio: Double }
        var generator = RowBufferTests.Generator(state: 9)
        let readings = (0..<500).map {
            Reading(
                id: $0, level: Int.random(in: -3...3, using: &generator),
                ratio: Double(Int.random(in: -2...2, using: &generator)) / 2)
        }
        let table = Table(
            rows: readings, id: \.id,
            columns: [
                .init("Level", value: { String($0.level) }, sortedBy: \.level),
                .init("Ratio", value: { String($0.ratio) }, sortedBy: \.ratio),
            ])
        for (column, key) in [(0, { (reading: Reading) in Double(reading.level) }), (1, { $0.ratio })] {
            let keys = readings.map(key)
            table.sortOrder = .init(column: column)
            #expect(Array(table.order) == Self.expectedOrder(keys))
            table.sortOrder = .init(column: column, ascending: false)
            let descending = keys.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] > keys[$1] }
            #expect(Array(table.order) == descending)
        }
    }
}
