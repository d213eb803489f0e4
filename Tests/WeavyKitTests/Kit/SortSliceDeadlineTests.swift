import Testing
import WeavyTesting

@testable import WeavyKit

/// A sort pass's slice ends by the clock inside the pass, not only by its work: once its
/// deadline has passed, or while input waits for the main actor (another session's key,
/// in a served process), it begins no other step, so a slice never runs a long stretch
/// of work past it nor holds a key behind it.
@MainActor
@Suite("A sort slice begins no step after its deadline")
struct SortSliceDeadlineTests {
    typealias Ticket = IdentityIndexTests.Ticket

    /// Why each call's slice ends.
    enum Ending: CaseIterable, Sendable {
        /// The deadline is now.
        case timeUp
        /// An hour ahead, but input waits for the main actor.
        case inputWaits

        var deadline: SliceDeadline {
            switch self {
            case .timeUp: SliceDeadline(after: .zero)
            case .inputWaits: SliceDeadline(after: .seconds(3600), inputWaits: { true })
            }
        }
    }

    @Test(
        "with its deadline passed or input waiting, a call does one step (a block, some rows, a buffer); the result is a full sort's",
        arguments: Ending.allCases)
    func oneStepACallPastTheDeadline(ending: Ending) throws {
        var random = SeededRandom(seed: 0xDEAD)
        let rows = RowBuffer((0..<10_000).map { Ticket(id: $0, title: "t\(Int.random(in: 0..<500, using: &random))") })
        var unbounded = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title }
        var unboundedCalls = 1
        while !unbounded.advance(rows: rows, budget: .max) { unboundedCalls += 1 }
        #expect(unboundedCalls <= 5, "without a deadline: at once, but for the three buffers, freed a call each")
        var pass = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title }
        var calls = 1
        while !pass.advance(rows: rows, budget: .max, until: ending.deadline) { calls += 1 }
        // Keys 1,024 a step (10), blocks (5), three merge passes of 4,096 rows a step (9),
        // chunks (10), keys let go of (10), three buffers.
        #expect(calls >= 40, "one step a call: \(calls) calls")
        let expected = rows.indices.sorted { a, b in
            rows[a].title == rows[b].title ? a < b : rows[a].title < rows[b].title
        }
        #expect(try #require(pass.result).rowIndices == expected)
        #expect(try #require(unbounded.result).rowIndices == expected)
    }

    @Test("an hour ahead and no input waiting, a call does all the work its budget allows, as with no deadline")
    func wholeSliceWhileNoInputWaits() {
        let rows = RowBuffer((0..<10_000).map { Ticket(id: $0, title: "t\($0 % 700)") })
        var pass = SortPass<Ticket, String>(rowCount: rows.count, ascending: true) { $0.title }
        var calls = 1
        let noInput = { SliceDeadline(after: .seconds(3600), inputWaits: { false }) }
        while !pass.advance(rows: rows, budget: .max, until: noInput()) { calls += 1 }
        #expect(calls <= 5, "the sort at once, but for the three buffers, freed a call each: \(calls) calls")
    }
}
