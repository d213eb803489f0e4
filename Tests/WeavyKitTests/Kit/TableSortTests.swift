import Testing
import WeavyTesting

@testable import WeavyKit

@Suite("Table sorting: stable, specialized keys, reversed without comparing")
struct TableSortTests {
    /// Row indices sorted stably by `keys`, one way or the other, ties in table order:
    /// what a sort must give.
    func expected<Key: Comparable>(_ keys: [Key], ascending: Bool) -> [Int] {
        keys.indices.sorted { left, right in
            keys[left] == keys[right] ? left < right : (ascending ? keys[left] < keys[right] : keys[right] < keys[left])
        }
    }

    @Test("Both ways, with many ties, for Int, String, Double and other keys")
    func bothWays() {
        var random = SeededRandom(seed: 0x50F7)
        let ints = (0..<2000).map { _ in Int.random(in: 0..<50, using: &random) }
        let strings = ints.map { "title \($0 % 17)" }
        let doubles = ints.map { Double($0) / 3 }
        let dates = ints.map { UInt16($0 * 7 % 23) }
        for ascending in [true, false] {
            #expect(TableSort(keys: ints).order(ascending: ascending).order == expected(ints, ascending: ascending))
            #expect(
                TableSort(keys: strings).order(ascending: ascending).order == expected(strings, ascending: ascending))
            #expect(
                TableSort(keys: doubles).order(ascending: ascending).order == expected(doubles, ascending: ascending))
            #expect(TableSort(keys: dates).order(ascending: ascending).order == expected(dates, ascending: ascending))
        }
        #expect(TableSort(keys: [Int]()).order(ascending: false).order.isEmpty)
    }

    @Test("Texts sort by bytes exactly as String orders them, ignoring case or not, in any script")
    func textsAsString() {
        var random = SeededRandom(seed: 0x7E87)
        // ASCII, Latin letters (composed), İ (lowercased with a combining dot), Greek,
        // CJK, NUL. Not texts that composition changes (e + U+0301): String's own
        // comparison is not always consistent with them ("e\u{301}k" and "éki" are
        // neither equal nor ordered either way), so no order is "expected" of them.
        let pieces = ["a", "B", "b", "é", "É", "İ", "i", "ı", "ǅ", "K", "k", "千", "z", "\0", "ß", "Ω", "ω"]
        let texts = (0..<1500).map { _ in
            (0..<Int.random(in: 0...11, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        let ascii = texts.map { String($0.unicodeScalars.filter(\.isASCII).map(Character.init)) }
        for sample in [texts, ascii, ["Élan", "elan", "ELAN", "éclair", "Ecl", "\u{212A}elvin", "kelvin"]] {
            for ascending in [true, false] {
                let ignoringCase = TableSort(texts: sample, ignoringCase: true).order(ascending: ascending).order
                let expectedIgnoringCase = expected(sample.map { $0.lowercased() }, ascending: ascending)
                #expect(ignoringCase == expectedIgnoringCase, "\(sample.count) texts, ascending: \(ascending)")
                let exact = TableSort(texts: sample, ignoringCase: false).order(ascending: ascending).order
                #expect(exact == expected(sample, ascending: ascending), "\(sample.count) texts as they are")
            }
        }
    }

    @MainActor
    @Test("A text column sorts ignoring case, ties in table order")
    func textColumn() {
        struct Film: Identifiable {
            let id: Int
            let title: String
        }
        let films = ["b", "A", "a", "É", "e\u{301}", "c"].enumerated().map { Film(id: $0, title: $1) }
        let table = Table(rows: films, columns: [.init("Title", value: \.title)], sortOrder: .init(column: 0))
        #expect(Array(table.order) == [1, 2, 0, 5, 3, 4])
        _ = table.handle("S")
        #expect(Array(table.order) == [3, 4, 5, 0, 1, 2])
    }

    @Test("The positions made with the sort are where each row shows, both ways")
    func positions() {
        var random = SeededRandom(seed: 0x9051)
        let keys = (0..<500).map { _ in Int.random(in: 0..<20, using: &random) }
        let sort = TableSort(keys: keys)
        for ascending in [true, false] {
            let (order, made) = sort.order(ascending: ascending)
            var positions = made
            let found = order.indices.map { positions.position(of: order[$0], in: order, count: keys.count) }
            #expect(found == order.indices.map { $0 }, "ascending: \(ascending)")
        }
    }

    @MainActor
    @Test("S reverses a table's order: ties keep their order in the table")
    func reverseKeepsTies() {
        let rows = TableTests.movies
        let table = Table(rows: rows, columns: TableTests.columns(), sortOrder: .init(column: 2))  // rating
        let ascending = table.order.map { rows[$0].id }
        _ = table.handle("S")
        let descending = table.order.map { rows[$0].id }
        #expect(ascending == [1, 3, 4, 5, 2])  // 7.9 (Avatar, then 卧虎藏龙), 8.1, 8.5, 8.6
        #expect(descending == [2, 5, 4, 1, 3], "ties stay in table order both ways")
    }
}

@MainActor
@Suite("A sorted column's header keeps its mark and as much of its title as fits")
struct SortedHeaderTests {
    @Test("Title and mark, then the mark without the space, then the title cut before the mark")
    func header() {
        #expect(Table<Int>.markedHeader("Rating", marks: ["↑"], width: 9) == "Rating ↑")
        #expect(Table<Int>.markedHeader("Rating", marks: ["↑"], width: 8) == "Rating ↑")
        #expect(Table<Int>.markedHeader("Rating", marks: ["↓"], width: 7) == "Rating↓")
        #expect(Table<Int>.markedHeader("Rating", marks: ["↑"], width: 5) == "Rati↑")
        #expect(Table<Int>.markedHeader("原題", marks: ["↑"], width: 4) == "原↑")
        #expect(Table<Int>.markedHeader("Rating", marks: ["↑"], width: 1) == "↑")
    }
}
