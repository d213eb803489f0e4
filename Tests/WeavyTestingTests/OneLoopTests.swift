import Testing
import WeavyTesting

/// A backend that keeps frames in memory and counts them: how many frames a batch draws.
private final class CountingScreen: TerminalBackend, @unchecked Sendable {
    let screen: any TerminalBackend
    private(set) var framesShown = 0

    init(size: Size) throws { screen = try Terminal.headless(size: size).backend }

    var mode: Terminal.Mode { .headless }
    var bounds: Rect { screen.bounds }
    func present(_ frame: Frame) {
        framesShown += 1
        screen.present(frame)
    }
    func snapshot() -> Snapshot { screen.snapshot() }
    func resize(to size: Size) -> Bool { screen.resize(to: size) }
    func close() { screen.close() }
}

@MainActor
@Suite("The headless driver runs the loop users run")
struct OneLoopTests {
    private func makeDriver(
        counting: Bool = false, configure: (Window) -> Void = { _ in }
    ) throws -> (HeadlessDriver, CountingScreen?, TextField) {
        let field = TextField()
        let size = Size(columns: 30, rows: 6)
        if counting {
            let screen = try CountingScreen(size: size)
            let terminal = Terminal(backend: screen, colorDepth: .ansi256, appearance: .dark)
            return (HeadlessDriver(terminal: terminal, content: field, configure: configure), screen, field)
        }
        return (try HeadlessDriver(size: size, content: field, configure: configure), nil, field)
    }

    @Test("Ctrl-C ends the run as interrupted, whatever has the focus, and later keys are ignored")
    func controlCEndsTheRun() throws {
        let (driver, _, field) = try makeDriver()
        driver.type("ab")
        #expect(field.text == "ab")
        #expect(driver.outcome == nil)
        driver.press(.control("c"))
        #expect(driver.outcome == .interrupted)
        driver.type("cd")
        #expect(field.text == "ab", "keys after the end reach nothing")
        #expect(!driver.window.isRunning)
    }

    @Test("A quit key's outcome is what the run ends with")
    func quitKeyEndsTheRun() throws {
        let (driver, _, _) = try makeDriver { window in
            window.bind(.control("q")) { window in window.quit(.quit) }
        }
        driver.press(.control("q"))
        #expect(driver.outcome == .quit)
    }

    @Test("A quit recorded outside key handling is read when the loop next looks")
    func quitFromATaskEndsTheRun() async throws {
        let (driver, _, _) = try makeDriver()
        let window = driver.window
        Task { @MainActor in window.quit(.quit) }
        #expect(driver.outcome == nil)
        await driver.settle()
        #expect(driver.outcome == .quit)
    }

    @Test("A batch of keys is drawn once, and each press is a batch of its own")
    func oneFramePerBatch() throws {
        let (driver, counter, field) = try makeDriver(counting: true)
        let screen = try #require(counter)
        let before = screen.framesShown
        driver.loop.handle([.keys(["a", "b", "c"])])
        #expect(field.text == "abc")
        #expect(screen.framesShown == before + 1)
        driver.type("de")
        #expect(screen.framesShown == before + 3)
    }

    @Test("An escape sequence split between two reads is one key", arguments: 1..<3)
    func splitSequence(at split: Int) throws {
        let (driver, _, _) = try makeDriver()
        var seen: [Key] = []
        driver.window.bind(.up) { seen.append(.up) }
        let bytes: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]
        driver.loop.handle([.input(Array(bytes[..<split]))])
        #expect(seen.isEmpty, "nothing yet: the sequence is not complete")
        driver.loop.handle([.input(Array(bytes[split...]))])
        #expect(seen == [.up])
    }

    @Test("A lone Esc is handed over once the escape delay has passed on the loop's clock")
    func loneEscapeWaitsForTheClock() throws {
        let (driver, _, _) = try makeDriver()
        var escapes = 0
        driver.window.bind(.escape) { escapes += 1 }
        driver.loop.handle([.input([0x1B])])
        #expect(escapes == 0)
        driver.advanceTime(by: driver.terminal.escapeDelay - .milliseconds(1))
        #expect(escapes == 0, "still within the delay")
        driver.advanceTime(by: .milliseconds(2))
        #expect(escapes == 1)
    }

    @Test("The window's actions run on the loop's manual clock, each at its moment")
    func timersFollowTheManualClock() throws {
        let (driver, _, _) = try makeDriver()
        // Closing the window lets go of its actions, and of the clock they hold.
        defer { driver.close() }
        var ran: [Duration] = []
        let clock = driver.loop.clock
        let started = clock.elapsed
        driver.window.schedule(every: .milliseconds(100)) { ran.append(clock.elapsed - started) }
        driver.advanceTime(by: .milliseconds(350))
        #expect(ran == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    }

    @Test("Events posted to the terminal are handled at the loop's next turn, in order")
    func postedEventsAreHandled() throws {
        let (driver, _, field) = try makeDriver()
        driver.terminal.post([.input(Array("xy".utf8)), .keys([.backspace])])
        #expect(field.text.isEmpty, "nothing is handled until the loop looks")
        driver.render()
        #expect(field.text == "x")
    }

    @Test("A loop let go of while it runs gives the window and the terminal to the next one")
    func droppedLoopReleasesTheWindow() throws {
        let terminal = try Terminal.headless(size: Size(columns: 20, rows: 4))
        let window = Window(content: TextField())
        do {
            let loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
            #expect(loop.start() == nil)
            #expect(window.isRunning)
        }
        #expect(!window.isRunning)
        let next = WindowLoop(window: window, terminal: terminal, clock: .manual)
        #expect(next.start() == nil)
        next.handle([.keys(["a"])])
        #expect(terminal.snapshot().text.contains("a"))
    }

    @Test("A second loop on a window that runs is refused, loudly and without effect")
    func secondLoopIsRefused() throws {
        let (driver, _, _) = try makeDriver()
        let second = WindowLoop(window: driver.window, terminal: driver.terminal, clock: .manual)
        let refusal = second.start()
        #expect(refusal?.contains("running already") == true)
        #expect(second.outcome == .notStarted(reason: refusal ?? ""))
        #expect(driver.outcome == nil)
    }
}
