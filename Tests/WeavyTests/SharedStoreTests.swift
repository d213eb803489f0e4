import Testing
import Weavy

@Suite("Shared store: rows by key and change notifications")
struct SharedStoreTests {
    @Test("A row written is read back; a missing key reads nil")
    func rowsRoundTrip() async throws {
        let store = InProcessSharedStore()
        #expect(try await store.row(forKey: "lists") == nil)
        try await store.setRow([1, 2, 3], forKey: "lists")
        #expect(try await store.row(forKey: "lists") == [1, 2, 3])
        try await store.setRow([9], forKey: "lists")
        #expect(try await store.row(forKey: "lists") == [9])
    }

    @Test("Every follower is told each change, in order")
    func everyFollowerHearsEachChange() async throws {
        let store = InProcessSharedStore()
        let first = store.changes()
        let second = store.changes()
        try await store.setRow([1], forKey: "a")
        try await store.setRow([2], forKey: "b")
        for stream in [first, second] {
            var iterator = stream.makeAsyncIterator()
            #expect(await iterator.next() == SharedChange(key: "a"))
            #expect(await iterator.next() == SharedChange(key: "b"))
        }
    }

    @MainActor
    @Test("follow calls its handler on the main actor, and stops when cancelled")
    func followHopsOntoTheMainActor() async throws {
        let store = InProcessSharedStore()
        var heard: [String] = []
        let (done, finish) = AsyncStream.makeStream(of: Void.self)
        let following = store.follow { change in
            MainActor.assertIsolated()
            heard.append(change.key)
            finish.yield()
        }
        try await store.setRow([1], forKey: "lists")
        var iterator = done.makeAsyncIterator()
        await iterator.next()
        #expect(heard == ["lists"])
        #expect(store.followerCount == 1)
        following.cancel()
        await following.value
        #expect(store.followerCount == 0)
    }

    @MainActor
    @Test("A store that goes away ends its followers: a task following it finishes")
    func storeGoneEndsItsFollowers() async throws {
        var store: InProcessSharedStore? = InProcessSharedStore()
        weak let released = store
        var heard: [String] = []
        let following = try #require(store).follow { heard.append($0.key) }
        try await store?.setRow([1], forKey: "lists")
        store = nil
        // Without the streams ending here the task would wait for ever (and leak).
        await following.value
        #expect(released == nil)
        #expect(heard == ["lists"])
    }
}
