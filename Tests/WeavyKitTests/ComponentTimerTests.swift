import Testing
import WeavyTesting

@testable import WeavyKit

/// Timers a component owns (`Component.schedule(after:)`, `schedule(every:)`): on the
/// window's one clock, driven here by the headless driver's manual clock, and ended with
/// the component.
@MainActor
@Suite("A component's timers run while it is in a window and end with it")
struct ComponentTimerTests {
    /// A screen that counts its timer's runs; its timer captures the screen itself.
    final class Ticking: Component {
        var ticks = 0
        var windows: [ObjectIdentifier] = []
        var timer: ScheduledAction?

        init(every interval: Duration) {
            super.init(title: "Ticking")
            timer = schedule(every: interval) { window in
                self.ticks += 1  // strongly: the cycle ends when the screen is dismissed
                self.windows.append(ObjectIdentifier(window))
            }
        }
    }

    @Test("made in init: it starts once the screen is pushed, runs on the manual clock, stops when popped")
    func startsInTheWindowAndStopsWhenPopped() throws {
        let stack = NavigationStack(root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        driver.advanceTime(by: .seconds(3))
        var screen: Ticking? = Ticking(every: .seconds(1))
        weak let released = screen
        #expect(screen?.timer?.isPending == true, "waiting for a window")
        driver.advanceTime(by: .seconds(5))
        #expect(screen?.ticks == 0, "in no window yet: no clock")
        stack.push(screen!)
        #expect(driver.window.timeUntilNextAction == .seconds(1), "the window knows its next deadline")
        driver.advanceTime(by: .milliseconds(999))
        #expect(screen?.ticks == 0, "one interval from the push, not from init")
        driver.advanceTime(by: .milliseconds(1))
        #expect(screen?.ticks == 1)
        driver.advanceTime(by: .seconds(4))
        #expect(screen?.ticks == 5)
        #expect(screen?.windows.allSatisfy { $0 == ObjectIdentifier(driver.window) } == true, "given its window")
        let timer = screen?.timer
        screen = nil
        _ = stack.pop()
        #expect(timer?.isPending == false, "cancelled by the pop")
        #expect(released == nil, "the popped screen is released, though its timer captured it")
        #expect(driver.window.timeUntilNextAction == nil, "nothing left to wake the loop for")
    }

    @Test("runs while the screen is beneath another, and once only with schedule(after:)")
    func runsBeneathTheTopAndOnce() throws {
        let stack = NavigationStack(root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        let screen = Ticking(every: .seconds(2))
        stack.push(screen)
        var ranAt: [Duration] = []
        let once = screen.schedule(after: .seconds(3)) { window in ranAt.append(window.timers.now) }
        stack.push(Component(title: "Above"))
        #expect(!screen.isPresented)
        driver.advanceTime(by: .seconds(10))
        #expect(screen.ticks == 5, "still in the window's tree: it runs")
        #expect(ranAt == [.seconds(3)] && !once.isPending, "once, at its moment")
    }

    @Test("a modal's content: closing the modal cancels its timer; a child removed cancels its own")
    func endsWithTheModalAndWithRemoval() throws {
        let screen = Component(title: "Screen")
        let driver = try HeadlessDriver(content: screen)
        defer { driver.close() }
        let dialog = Ticking(every: .seconds(1))
        #expect(screen.present(dialog, title: "Dialog"))
        driver.advanceTime(by: .seconds(2))
        #expect(dialog.ticks == 2)
        driver.window.dismissTopModal()
        driver.advanceTime(by: .seconds(2))
        #expect(dialog.ticks == 2 && dialog.timer?.isPending == false)

        let child = Ticking(every: .seconds(1))
        screen.addChild(child)
        driver.advanceTime(by: .seconds(1))
        screen.removeChild(child)
        driver.advanceTime(by: .seconds(3))
        #expect(child.ticks == 1 && child.timer?.isPending == false)
        let late = child.schedule(after: .seconds(1)) { _ in Issue.record("a dismissed component's timer ran") }
        driver.advanceTime(by: .seconds(2))
        #expect(!late.isPending, "made after its dismissal: never runs")
    }

    @Test("cancelled by hand, or with the window; the window content's timer starts when the window is attached")
    func cancelledByHandAndWithTheWindow() throws {
        let screen = Ticking(every: .seconds(1))
        let driver = try HeadlessDriver(content: screen)
        driver.advanceTime(by: .seconds(2))
        #expect(screen.ticks == 2, "made before the window: started when it was attached")
        var other = 0
        let handle = screen.schedule(every: .milliseconds(500)) { _ in other += 1 }
        driver.advanceTime(by: .seconds(1))
        handle.cancel()
        driver.advanceTime(by: .seconds(1))
        #expect(other == 2 && screen.ticks == 4)
        driver.close()
        #expect(screen.timer?.isPending == false)
    }
}
