import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Spinner: frames advance on the window's clock while it is presented, and nothing is
/// scheduled while it is hidden, stopped or gone, so an idle app never wakes.
@MainActor
@Suite("Spinner")
struct SpinnerTests {
    static let interval = Duration.milliseconds(80)

    @Test("Frames advance with time while the spinner is on screen; the label stays put")
    func framesAdvance() throws {
        let spinner = Spinner(label: "Loading the catalog")
        let driver = try driver(WidgetScreen("Work", spinner), columns: 30, rows: 4)
        defer { driver.close() }
        #expect(driver.snapshot.lines[1] == " ⠋ Loading the catalog")
        #expect(spinner.isScheduled)
        driver.advanceTime(by: Self.interval)
        #expect(driver.snapshot.lines[1] == " ⠙ Loading the catalog")
        for _ in 0..<9 { driver.advanceTime(by: Self.interval) }
        #expect(spinner.frameIndex == 0 && driver.snapshot.lines[1] == " ⠋ Loading the catalog", "ten frames, round")
        driver.advanceTime(by: .milliseconds(79))
        #expect(spinner.frameIndex == 0, "not before its interval")
        #expect(driver.snapshot.style(at: Point(column: 1, row: 1)) == .init(Theme.ansi256.accent))
        #expect(spinner.preferredWidth(forHeight: 1) == 21)
    }

    @Test("A screen pushed above it stops it: nothing is scheduled, time passes without a wake-up; popping resumes it")
    func hiddenByAPush() throws {
        let spinner = Spinner(label: "Syncing", frames: .line)
        let stack = NavigationStack(root: WidgetScreen("Work", spinner))
        let driver = try driver(stack, columns: 30, rows: 5)
        defer { driver.close() }
        driver.advanceTime(by: .milliseconds(120))
        #expect(spinner.frameIndex == 1)
        stack.push(TextScreen("Detail"))
        driver.render()
        #expect(!spinner.isPresented && !spinner.isScheduled)
        #expect(driver.window.advanceTime(by: .seconds(10)) == 0, "an idle app with no spinner in view never wakes")
        #expect(spinner.frameIndex == 1)
        driver.press(.escape)
        #expect(spinner.isPresented && spinner.isScheduled)
        driver.advanceTime(by: .milliseconds(120))
        #expect(spinner.frameIndex == 2 && driver.text.contains("- Syncing"))
    }

    @Test("Switching tabs stops it and switching back restarts it")
    func hiddenByATabSwitch() throws {
        let spinner = Spinner(label: "Loading")
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Work", root: WidgetScreen("Work", spinner)),
            NavigationStack(title: "Other", root: TextScreen("Other")),
        ])
        let driver = try driver(tabs, columns: 30, rows: 6)
        defer { driver.close() }
        driver.press(.tab)
        #expect(!spinner.isScheduled)
        #expect(driver.window.advanceTime(by: .seconds(3)) == 0)
        driver.press(.tab)
        #expect(spinner.isScheduled)
        #expect(driver.window.advanceTime(by: Self.interval) == 1)
        #expect(spinner.frameIndex == 1)
    }

    @Test("Stopped, removed or in a closed window, it schedules nothing; started again, it turns again")
    func stoppingAndDismissal() throws {
        let spinner = Spinner(label: "Saving")
        let screen = WidgetScreen("Work", spinner)
        let driver = try driver(screen, columns: 30, rows: 4)
        defer { driver.close() }
        spinner.isAnimating = false
        driver.render()
        #expect(!spinner.isScheduled && driver.snapshot.lines[1] == "   Saving", "the label does not move")
        #expect(driver.window.advanceTime(by: .seconds(1)) == 0)
        spinner.isAnimating = true
        #expect(spinner.isScheduled)
        screen.removeChild(spinner)
        #expect(!spinner.isScheduled && driver.window.advanceTime(by: .seconds(1)) == 0)

        let other = Spinner()
        let second = try WeavyKitTests.driver(WidgetScreen("Work", other), columns: 30, rows: 4)
        #expect(other.isScheduled)
        second.close()
        #expect(!other.isScheduled)
    }

    @Test("Fidelity: memory and ncurses show the same frames")
    func fidelity() throws {
        let stack = VStack([Spinner(label: "織物 weaving"), Spinner(label: "posters 🎬", frames: .line)])
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 5), content: stack, comparingWithCurses: true)
        defer { driver.close() }
        for _ in 0..<3 { driver.advanceTime(by: .milliseconds(120)) }
        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
