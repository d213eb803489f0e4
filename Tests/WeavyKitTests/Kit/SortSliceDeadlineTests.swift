import Testing
import WeavyTesting

@testable import WeavyKit

/// A sort pass's slice ends by the clock inside the pass, not only by its work: once its
/// deadline has passed it begins no other step, so a slice never runs a long stretch of
/// work past it.
@MainActor
@Suite("A sort slice begins no step after its deadline")
struct SortSliceDeadlineTests {
    typealias Ticket = IdentityIndexTests.Ticket

    @Test("with its deadline passed, a call does one step (a block, some rows, a buffer); the result is a full sort's")
    func oneStepACallPastTheDeadline() throws {
        var random = SeededRandom(seed: 0xDEAD)
        let rows = RowBuffer((0..<10_000).map { Ticket(id: $0, title: "t\(Int.random(in: 0..<500, using: &random))") })
        var unbounded = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title }
        var unboundedCalls = 1
        while !unbounded.advance(rows: rows, budget: .max) { unboundedCalls += 1 }
        #expect(unboundedCalls <= 5, "without a deadline: at once, but for the three buffers, freed a call each")
        var pass = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title }
        var calls = 1
        while !pass.advance(rows: rows, budget: .max, until: .now) { calls += 1 }
        // Keys 1,024 a step (10), blocks (5), three merge passes of 4,096 rows a step (9),
        // chunks (10), keys let go of (10), three buffers.
        #expect(calls >= 40, "one step a call: \(calls) calls")
        let expected = rows.indices.sorted { a, b in
            rows[a].title == rows[b].title ? a < b : rows[a].title < rows[b].title
        }
        #expect(try #require(pass.result).rowIndices == expected)
        #expect(try #require(unbounded.result).rowIndices == expected)
    }
}
