import Testing
import WeavyTesting

@MainActor
@Suite("A long test on the main actor gives way to the others")
struct MainActorTurnsTests {
    @Test("What is queued on the main actor during a long loop of keys runs before it ends; without turns it waits")
    func queuedWorkRunsDuringTheLoop() async throws {
        let driver = try HeadlessDriver(content: ListView(items: Array(1...50)) { ListView.Row("\($0)") })
        defer { driver.close() }
        var otherRan = false
        Task { @MainActor in otherRan = true }
        // docs:begin MainActorTurns.swift 1
        var turns = MainActorTurns()
        for number in 1...10_000 {
            driver.press(number.isMultiple(of: 7) ? .tab : .down)
            await turns.giveWayIfDue()
        }
        // docs:end
        #expect(otherRan, "the task queued before the loop waited for its end")

        // Without turns, the same queued task waits for the whole loop.
        otherRan = false
        Task { @MainActor in otherRan = true }
        for _ in 1...2_000 { driver.press(.down) }
        #expect(!otherRan)
        await Task.yield()
        #expect(otherRan)
    }
}
