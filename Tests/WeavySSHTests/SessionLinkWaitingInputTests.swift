import NIOEmbedded
import Testing

@testable import WeavyKit
@testable import WeavySSH

/// A client's bytes are counted as waiting for the main actor from the moment the
/// channel hands them over until the main actor takes them, so that a window's work in
/// slices on the main actor (another session's sort of many rows) ends its slice for
/// them instead of holding the key behind the rest of it.
@MainActor
@Suite("A client's bytes count as waiting input until the main actor takes them")
struct SessionLinkWaitingInputTests {
    /// What the session's side received, and who waits for it.
    @MainActor
    private final class Received {
        var inputs: [SessionInput] = []
        var waiter: CheckedContinuation<Void, Never>?

        func take(_ input: SessionInput) {
            inputs.append(input)
            waiter?.resume()
            waiter = nil
        }

        func next() async {
            guard inputs.isEmpty else { return }
            await withCheckedContinuation { waiter = $0 }
        }
    }

    @Test("bytes handed over and not yet taken end a slice whose time is an hour ahead; then they arrive whole")
    func countedWhileWaiting() async throws {
        let channel = EmbeddedChannel()
        // Finished on every way out, or its pipeline outlives the test (LeakSanitizer says so).
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        let link = SessionLink(channel: channel, limits: SSHSessionLimits())
        let received = Received()
        link.attach { input in received.take(input) }
        // Handed over on this (the main) actor's turn: the main queue runs it only after.
        link.receive(Array("j".utf8))
        #expect(WaitingInput.isWaiting, "queued for the main actor, not taken yet")
        #expect(SliceDeadline(after: .seconds(3600)).hasPassed, "a slice begins no step while the key waits")
        await received.next()
        guard case .bytes(let bytes) = try #require(received.inputs.first) else {
            Issue.record("not bytes: \(received.inputs)")
            return
        }
        #expect(bytes == Array("j".utf8))
    }
}
