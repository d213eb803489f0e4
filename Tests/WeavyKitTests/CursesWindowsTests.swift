import Testing
import WeavyNcursesTesting

@testable import WeavyKit
@testable import WeavyNcurses

/// The ncurses backend gives a tab bar's strip, each navigation stack shown and each
/// modal a curses window and panel of its own, and still shows what the memory screen
/// composes, cell for cell.
@MainActor
@Suite("Curses windows for containers")
struct CursesWindowsTests {
    typealias Shown = CursesScreen.ShownWindow

    /// The curses side of a driver made with `comparingWithCurses: true`.
    private func curses(of driver: HeadlessDriver) throws -> CursesScreen {
        let comparing = try #require(driver.terminal.backend as? ComparingBackend)
        return try #require(comparing.checking as? CursesScreen)
    }

    private func kinds(_ windows: [Shown]) -> [String] {
        windows.map {
            switch $0.content {
            case .layer: "layer"
            case .region(let kind, _, _): "\(kind)"
            }
        }
    }

    @Test("A tab bar of stacks with a modal open: a window for the strip, one per shown stack, one per modal")
    func tabBarOfStacksWithModal() throws {
        let movies = NavigationStack(title: "Movies", root: TextScreen("Movies", body: "movie list"))
        let left = NavigationStack(title: "Left", root: TextScreen("Left", body: "left pane"))
        let right = NavigationStack(title: "Right", root: TextScreen("Right", body: "right pane"))
        let split = SplitView(title: "Both", master: left, detail: right, masterWidth: 24)
        let tabs = TabBar(tabs: [movies, split])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 16), content: tabs, comparingWithCurses: true)
        defer { driver.close() }
        let screen = try curses(of: driver)

        var windows = screen.shownWindows
        // The content layer's strip and its one shown stack (which cover the layer, so its
        // own window is hidden), then the status line.
        #expect(kinds(windows) == ["tabStrip", "navigationStack", "layer"], "\(windows)")
        #expect(windows.map(\.rect).prefix(2) == [Rect(column: 0, row: 0, columns: 60, rows: 1), movies.frame])
        #expect(windows.last?.rect == Rect(column: 0, row: 15, columns: 60, rows: 1))
        guard case .region(_, let moviesID, _) = windows[1].content else { Issue.record("no stack window"); return }
        #expect(driver.text.contains("movie list"))

        // The second tab shows two stacks side by side: a window each; the first's is gone.
        // The split view's divider is in no stack: the layer's own window shows it.
        driver.press(.character("2"))
        windows = screen.shownWindows
        #expect(kinds(windows) == ["layer", "tabStrip", "navigationStack", "navigationStack", "layer"], "\(windows)")
        #expect(windows.first?.rect == tabs.frame)
        #expect(Array(windows.map(\.rect)[2...3]) == [left.frame, right.frame])
        #expect(!windows.contains { if case .region(_, moviesID, _) = $0.content { true } else { false } })
        #expect(driver.text.contains("left pane") && driver.text.contains("right pane"))

        // A modal: one more window, on top of the deck, where the modal is drawn.
        driver.window.present(TextScreen("Note", body: "modal text"), title: "Note")
        driver.render()
        windows = screen.shownWindows
        #expect(
            kinds(windows) == ["layer", "tabStrip", "navigationStack", "navigationStack", "layer", "layer"],
            "\(windows)")
        let modal = try #require(windows.last)
        let modalRow = try #require(driver.snapshot.lines.firstIndex { $0.contains("modal text") })
        #expect(modal.rect.minRow < modalRow && modalRow < modal.rect.maxRow)
        #expect(tabs.frame.contains(modal.rect.origin))

        // A push in the shown stack keeps its window; Esc closes the modal and its window.
        right.push(TextScreen("Detail", body: "right detail"))
        driver.press(.escape)
        windows = screen.shownWindows
        #expect(kinds(windows) == ["layer", "tabStrip", "navigationStack", "navigationStack", "layer"], "\(windows)")
        #expect(driver.text.contains("right detail"))

        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }

    @Test("Switching tabs and resizing: the windows follow, and memory and curses agree after every key")
    func tabSwitchesAgreeWithMemory() throws {
        let first = NavigationStack(title: "One", root: TextScreen("One", body: "first body"))
        let second = NavigationStack(title: "Two", root: TextScreen("Two", body: "second body"))
        let tabs = TabBar(tabs: [first, second])
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: tabs, comparingWithCurses: true)
        defer { driver.close() }
        for key in [Key.tab, .tab, .character("2"), .backTab, .character("1")] {
            driver.press(key)
            #expect(driver.terminal.fidelityProblems.isEmpty, "after \(key): \(driver.terminal.fidelityProblems)")
        }
        driver.resize(to: Size(columns: 30, rows: 8))
        let windows = try curses(of: driver).shownWindows
        #expect(windows.count == 3 && windows[1].rect == first.frame, "\(windows)")
        #expect(driver.text.contains("first body"))
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
