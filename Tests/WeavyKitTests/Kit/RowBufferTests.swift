import Testing
@testable import WeavyKit

/// RowBuffer: the same rows as an array after any edit, at the front, the back or in
/// the middle, and no removed row kept alive.
@Suite("RowBuffer")
struct RowBufferTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 1 ^ state << 7
        }
    }

    @Test("Thousands of random inserts, removals and replacements agree with an array", arguments: [1, 2, 3])
    func agreesWithArray(seed: UInt64) {
        var generator = Generator(state: seed)
        var rows: RowBuffer<Int> = []
        var array: [Int] = []
        for step in 0..<4000 {
            let lower = Int.random(in: 0...array.count, using: &generator)
            let upper = Int.random(in: lower...min(array.count, lower + 3), using: &generator)
            let new = (0..<Int.random(in: 0...3, using: &generator)).map { step * 10 + $0 }
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                rows.insert(step, at: 0)
                array.insert(step, at: 0)
            case 1 where !array.isEmpty:
                rows.removeFirst()
                array.removeFirst()
            case 2:
                // A copy keeps its rows while the original changes, and the other way.
                let copy = rows
                rows.insert(step, at: lower)
                guard Array(copy) == array else {
                    Issue.record("step \(step): the copy changed to \(copy)")
                    return
                }
                array.insert(step, at: lower)
            case 3:
                rows.reserveCapacity(array.count + lower)
            case 4 where lower < array.count:
                rows[lower] = -step
                array[lower] = -step
            default:
                rows.replaceSubrange(lower..<upper, with: new)
                array.replaceSubrange(lower..<upper, with: new)
            }
            guard Array(rows) == array else {
                Issue.record("step \(step): \(rows) instead of \(array)")
                return
            }
        }
        #expect(rows.count == array.count && rows.last == array.last)
    }

    @Test("A row written in place, sorted or removed where it matches reads back as in an array")
    func mutableCollection() {
        var rows = RowBuffer([5, 3, 9, 1])
        rows.insert(7, at: 0)
        rows[2] += 10
        #expect(rows == [7, 5, 13, 9, 1])
        rows.sort()
        #expect(rows == [1, 5, 7, 9, 13])
        rows.removeAll { $0 > 6 }
        #expect(rows == [1, 5] && rows.description == "[1, 5]")
        rows.removeAll()
        #expect(rows.isEmpty && rows.startIndex == rows.endIndex)
        rows.append(contentsOf: [4, 2])
        rows.removeAll(keepingCapacity: true)
        rows.insert(8, at: 0)
        #expect(rows == [8])
    }

    @Test("A sorted copy leaves the original as it was")
    func copyOnWrite() {
        let original = RowBuffer([3, 1, 2])
        var sorted = original
        sorted.sort()
        #expect(sorted == [1, 2, 3] && original == [3, 1, 2])
    }

    @Test("A collection made from another shares its rows until one of them changes")
    func madeFromAnotherShares() {
        let model = RowBuffer(["a", "b"])
        var shown = RowBuffer(model)
        #expect(shown.storage === model.storage)
        shown.insert("new", at: 0)
        #expect(shown.storage !== model.storage)
        #expect(shown == ["new", "a", "b"] && model == ["a", "b"])
        #expect(RowBuffer(["x", "y"].lazy.map { $0.uppercased() }) == ["X", "Y"])
    }

    @Test("A list's items keep the selection on its item when items arrive at the top")
    @MainActor
    func listItemsAtTheTop() {
        let list = ListView(items: (0..<1000).map { "item \($0)" }, id: \.self) { ListView.Row($0) }
        list.select(900)
        for index in 0..<50 { list.items.insert("new \(index)", at: 0) }
        #expect(list.selectedItem == "item 900" && list.selectedIndex == 950)
        list.items.removeFirst(50)
        #expect(list.selectedItem == "item 900" && list.selectedIndex == 900)
    }

    final class Tracked {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @Test("Rows removed from the front, the middle or the back are released")
    func releasesRemovedRows() {
        var rows = RowBuffer((0..<40).map { Tracked(id: $0) })
        for index in 0..<20 { rows.insert(Tracked(id: 100 + index), at: 0) }
        weak let first = rows[0]
        weak let middle = rows[30]
        weak let last = rows[59]
        rows.removeFirst()
        rows.remove(at: 29)
        rows.removeLast()
        #expect(first == nil && middle == nil && last == nil)
        #expect(rows.count == 57 && rows[0].id == 118 && rows[56].id == 38)
    }
}
