import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Toasts: drawn over everything without moving it, one at a time for as long as it
/// takes to read them, dismissed by a click or the API, on the window's clock.
@MainActor
@Suite("Toasts")
struct ToastTests {
    /// A driver showing a list of 11 lines (with a scroll bar) under the notices.
    func screen() throws -> HeadlessDriver {
        let list = ListView(items: (0..<11).map { "Line \($0) of the content below" }) { ListView.Row($0) }
        return try WeavyKitTests.driver(WidgetScreen("Lines", list), columns: 40, rows: 12)
    }

    @Test("A notice shows at the bottom right over the content, which does not move")
    func overlay() throws {
        let driver = try screen()
        defer { driver.close() }
        let before = driver.snapshot.lines
        let toast = driver.window.showToast("Saved")
        driver.render()
        #expect(toast.state == .showing && driver.window.toast === toast)
        let lines = driver.snapshot.lines
        // One cell clear of the right edge (the list's scroll bar) as of the status line.
        #expect(lines[8] == String(before[8].prefix(30)) + "  Saved")
        #expect(driver.snapshot.style(at: Point(column: 30, row: 7)) == .init(Theme.ansi256.toast))
        #expect(driver.snapshot.style(at: Point(column: 38, row: 9)) == .init(Theme.ansi256.toast))
        #expect(driver.snapshot.style(at: Point(column: 39, row: 9)) != .init(Theme.ansi256.toast))
        #expect(lines[7].hasPrefix(String(before[7].prefix(29))) && lines[10] == before[10] && lines[0] == before[0])
        #expect(lines[11] == before[11], "the status line stays")
    }

    @Test("Each shows long enough to read it: 2 s and 60 ms a word, at least 3 s; errors twice that")
    func readingTime() {
        #expect(Toast.readingTime(for: "Saved", kind: .info) == .seconds(3))
        let thirty = Array(repeating: "word", count: 30).joined(separator: " ")
        #expect(Toast.readingTime(for: thirty, kind: .info) == .milliseconds(3800))
        #expect(Toast.readingTime(for: thirty, kind: .error) == .milliseconds(7600))
        #expect(Toast.readingTime(for: "Saved", kind: .error) == .seconds(6))
        let japanese = String(repeating: "織物の模様", count: 12)  // 60 characters, 120 cells: 20 words
        #expect(Toast.readingTime(for: japanese, kind: .info) == .milliseconds(3200))
    }

    @Test("One at a time, in order, each for its duration; with none left nothing wakes the app")
    func queue() throws {
        let driver = try screen()
        defer { driver.close() }
        let first = driver.window.showToast("First notice")
        let second = driver.window.showToast("Second notice", kind: .error, duration: .seconds(5))
        driver.render()
        #expect(driver.text.contains("First notice") && !driver.text.contains("Second"))
        #expect(second.state == .queued && driver.window.queuedToasts.map(\.message) == ["Second notice"])
        driver.advanceTime(by: .milliseconds(2999))
        #expect(first.state == .showing)
        driver.advanceTime(by: .milliseconds(1))
        #expect(first.state == .dismissed && second.state == .showing)
        #expect(driver.text.contains("Second notice") && !driver.text.contains("First"))
        #expect(driver.snapshot.style(at: Point(column: 38, row: 8)) == .init(Theme.ansi256.errorToast))
        driver.advanceTime(by: .seconds(5))
        #expect(second.state == .dismissed && driver.window.toast == nil && !driver.text.contains("notice"))
        #expect(driver.window.advanceTime(by: .seconds(60)) == 0)
    }

    @Test("A click on the notice dismisses it and reaches nothing below; dismiss() and dismissAllToasts() too")
    func dismissal() throws {
        let driver = try screen()
        defer { driver.close() }
        let list = try #require((driver.window.content as? WidgetScreen)?.widget as? ListView<String>)
        let first = driver.window.showToast("Click me")
        let second = driver.window.showToast("Then me")
        let third = driver.window.showToast("And me")
        driver.render()
        driver.press(.mouse(MouseEvent(.press, at: Point(column: 32, row: 8))))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 32, row: 8))))
        #expect(first.state == .dismissed && second.state == .showing)
        #expect(list.selectedIndex == 0, "the row under the notice was not selected")
        third.dismiss()
        #expect(third.state == .dismissed && driver.window.queuedToasts.isEmpty)
        driver.window.showToast("Fourth")
        driver.window.dismissAllToasts()
        driver.render()
        #expect(driver.window.toast == nil && second.state == .dismissed && !driver.text.contains("me"))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 32, row: 8))))
        #expect(list.selectedIndex == 7, "without a notice the click reaches the list")
    }

    @Test("Notices show above modals, undimmed; a closed window dismisses them")
    func aboveModalsAndClosing() throws {
        let driver = try screen()
        driver.window.present(TextScreen("Dialog", body: "A dialog"), size: .fixed(columns: 36, rows: 9))
        let toast = driver.window.showToast("Over the dialog")
        driver.render()
        #expect(driver.text.contains("Over the dialog"))
        #expect(driver.snapshot.style(at: Point(column: 25, row: 8)) == .init(Theme.ansi256.toast))
        let queued = driver.window.showToast("Waiting")
        driver.close()
        #expect(toast.state == .dismissed && queued.state == .dismissed)
        let late = driver.window.showToast("Too late")
        #expect(late.state == .dismissed)
    }

    @Test("Long notices wrap, at most four lines, and fit narrow windows")
    func wrapping() throws {
        let driver = try screen()
        defer { driver.close() }
        let long = Array(repeating: "The catalog could not be refreshed", count: 6).joined(separator: "; ")
        driver.window.showToast(long)
        driver.render()
        let rows = driver.snapshot.lines.filter { $0.contains("catalog") || $0.contains("refreshed") }
        #expect(rows.count == 4 && driver.snapshot.lines[8].contains("…"))
        #expect(driver.snapshot.lines[5].contains("The catalog"), "four lines, padded, a row clear of the status line")
        driver.resize(to: Size(columns: 9, rows: 12))
        #expect(!driver.text.contains("catalog"), "no room: the notice waits, hidden")
        driver.resize(to: Size(columns: 40, rows: 12))
        #expect(driver.text.contains("catalog"))
    }

    @Test("Fidelity: memory and ncurses show the same notices over a list and a modal, and none after")
    func fidelity() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 41, rows: 12), content: WidgetScreen("Films", filmList()), comparingWithCurses: true)
        defer { driver.close() }
        driver.window.showToast("千と千尋の神隠し moved to Watched 🎬")
        driver.render()
        driver.advanceTime(by: .seconds(3))
        driver.window.present(TextScreen("Modal", body: "織物"), size: .fixed(columns: 20, rows: 6))
        driver.render()
        driver.window.showToast("Could not save", kind: .error)
        driver.render()
        driver.resize(to: Size(columns: 33, rows: 10))
        driver.advanceTime(by: .seconds(6))
        driver.press(.escape)
        #expect(driver.terminal.framesComparedWithCurses >= 6)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }

    @Test("A notice can replace the one it updates: at once when it shows, in its place when it waits")
    func replacing() throws {
        let driver = try screen()
        defer { driver.close() }
        let first = driver.window.showToast("Downloading 20%")
        let other = driver.window.showToast("Saved")
        driver.advanceTime(by: .seconds(2))
        let update = driver.window.showToast("Downloading 40%", replacing: first)
        driver.render()
        #expect(first.state == .dismissed && update.state == .showing)
        #expect(driver.text.contains("Downloading 40%") && !driver.text.contains("20%"))
        #expect(driver.window.queuedToasts.map(\.message) == ["Saved"], "the others keep their turn")
        driver.advanceTime(by: .milliseconds(2900))
        #expect(update.state == .showing, "the update has its own full time")
        let queued = driver.window.showToast("Saved twice", replacing: other)
        #expect(other.state == .dismissed && driver.window.queuedToasts.map(\.message) == ["Saved twice"])
        driver.advanceTime(by: .milliseconds(200))
        #expect(queued.state == .showing)
    }

    @Test("An error too long for four lines shows whole and stays until dismissed")
    func longErrorStays() throws {
        let list = ListView(items: (0..<20).map { "Line \($0)" }) { ListView.Row($0) }
        let driver = try WeavyKitTests.driver(WidgetScreen("Lines", list), columns: 80, rows: 24)
        defer { driver.close() }
        let message = (1...7).map { "Sentence \($0) of a long explanation of what went wrong." }.joined(separator: " ")
        let toast = driver.window.showToast(message, kind: .error)
        driver.render()
        #expect(toast.staysUntilDismissed)
        #expect(!driver.text.contains("…"), "not cut")
        #expect(driver.text.contains("Sentence 7 of a long"))
        driver.advanceTime(by: .seconds(600))
        #expect(toast.state == .showing)
        toast.dismiss()
        #expect(toast.state == .dismissed)
        let short = driver.window.showToast("Could not save", kind: .error)
        #expect(!short.staysUntilDismissed)
        let info = driver.window.showToast(message)
        #expect(!info.staysUntilDismissed, "news is cut with … and goes in its time")
    }
}
