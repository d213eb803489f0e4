import Testing
import WeavyTesting

@testable import WeavyKit

/// The identity index made a slice at a time: while only its first rows are placed, edits
/// of every kind keep it true and a lookup still finds what a search through the rows
/// finds first; a long table in a window makes it ahead, without a lookup.
@MainActor
@Suite("Identity index made in slices: right at every moment of its making")
struct IdentityIndexSlicingTests {
    typealias Ticket = IdentityIndexTests.Ticket
    let helpers = IdentityIndexTests()
    let identity: (Ticket) -> AnyHashable = { AnyHashable($0.id) }

    @Test("an index in the making follows 500 random changes; a lookup at each moment is the search's answer")
    func partialIndexFollowsEveryChange() throws {
        var random = SeededRandom(seed: 0x511CE)
        var next = 2000
        var rows = RowBuffer((0..<2000).map { helpers.ticket($0, &random) })
        var index = try #require(IdentityIndex(reservingFor: rows.count))
        var partialLookups = 0
        for step in 0..<500 {
            let kind = Int.random(in: 0..<13, using: &random)
            rows.startRecordingEdits()
            if kind == 12 {
                rows = RowBuffer(rows.reversed())  // assigned whole: the index is made again
            } else {
                helpers.change(&rows, kind, next: &next, &random)
            }
            if let edits = rows.stopRecordingEdits(), index.follow(edits, rows: rows, identity: identity) {
                #expect(index.count <= rows.count)
            } else {
                index = try #require(IdentityIndex(reservingFor: rows.count))
            }
            // A slice of 256 rows every third change (the deadline already passed).
            if step % 3 == 0 { index.place(rows, identity: identity, until: SliceDeadline(after: .zero)) }
            let first = helpers.searched(rows)
            let isPartial = !index.isComplete(rowCount: rows.count)
            for id in helpers.checked(rows, next: next, &random).shuffled(using: &random).prefix(12) {
                var probe = index  // a lookup places rows: each from the same moment
                #expect(probe.index(of: id, in: rows, identity: identity) == first[id], "id \(id) at step \(step)")
            }
            if isPartial {
                partialLookups += 1
                // Now and then, one on the index itself: it goes on from there.
                if step % 29 == 0, let id = rows.last?.id {
                    #expect(index.index(of: id, in: rows, identity: identity) == first[id])
                    #expect(index.isComplete(rowCount: rows.count), "found last: every row placed")
                }
            }
        }
        #expect(partialLookups > 60, "many lookups were made while the index was being made")
    }

    @Test("a long table in a window makes its index ahead, again after its rows are assigned whole")
    func tableMakesItAhead() throws {
        var random = SeededRandom(seed: 0xA4EAD)
        let table = helpers.table((0..<6000).map { helpers.ticket($0, &random) })
        table.identitySlicedFrom = 1000
        let driver = try driver(table, columns: 40, rows: 10)
        defer { driver.close() }
        #expect(table.identityIndex == nil && table.identitySlice != nil, "scheduled by the first layout")
        var turns = 0
        while table.identityIndex?.isComplete(rowCount: table.rows.count) != true, turns < 10_000 {
            table.rows.insert(helpers.ticket(10_000 + turns, &random), at: min(turns * 7, table.rows.count))
            driver.advanceTime(by: .milliseconds(1))
            turns += 1
        }
        #expect(table.identityIndex?.isComplete(rowCount: table.rows.count) == true, "made without a lookup")
        #expect(table.identitySlice == nil)
        let first = helpers.searched(table.rows)
        for id in [0, 5999, 10_000, 10_000 + turns - 1, 123_456] { #expect(table.index(id: id) == first[id]) }

        table.rows = RowBuffer(table.rows.shuffled(using: &random))
        #expect(table.identityIndex == nil)
        driver.render()
        driver.advanceTime(by: .milliseconds(1))
        #expect(table.identityIndex != nil, "started again with the new rows")
        let shuffled = helpers.searched(table.rows)
        for id in [0, 3000, 10_000] { #expect(table.index(id: id) == shuffled[id], "right while being made") }
        for _ in 0..<10_000 where table.identitySlice != nil { driver.advanceTime(by: .milliseconds(1)) }
        #expect(table.identityIndex?.isComplete(rowCount: table.rows.count) == true)
    }
}
