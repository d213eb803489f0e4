import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("Timers on manual time: every run at its own moment")
struct TimerTests {
    @Test("An action re-armed from itself every 5 s runs 4 times in 20 s, and is next due at 25 s")
    func rearmedFromItsAction() throws {
        let driver = try HeadlessDriver(content: Component(title: "Clock"))
        defer { driver.close() }
        var runs: [Duration] = []
        func arm() {
            driver.window.schedule(after: .seconds(5)) {
                runs.append(.seconds(5) * (runs.count + 1))
                arm()
            }
        }
        arm()
        #expect(driver.window.advanceTime(by: .seconds(20)) == 4)
        #expect(runs.count == 4)
        #expect(driver.window.advanceTime(by: .seconds(4)) == 0, "the next run is at 25 s, not before")
        #expect(driver.window.advanceTime(by: .seconds(1)) == 1)
    }

    @Test("schedule(every:) repeats until cancelled, once per interval, also across one long advance")
    func repeating() throws {
        let driver = try HeadlessDriver(content: Component(title: "Clock"))
        defer { driver.close() }
        var ticks = 0
        let clock = driver.window.schedule(every: .seconds(1)) { ticks += 1 }
        driver.window.advanceTime(by: .milliseconds(999))
        #expect(ticks == 0)
        driver.window.advanceTime(by: .milliseconds(1))
        #expect(ticks == 1)
        driver.window.advanceTime(by: .seconds(10))
        #expect(ticks == 11)
        #expect(clock.isPending)
        clock.cancel()
        driver.window.advanceTime(by: .seconds(10))
        #expect(ticks == 11 && !clock.isPending)
    }
}
