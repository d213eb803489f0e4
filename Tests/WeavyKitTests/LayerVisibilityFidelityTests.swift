import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Hidden layers stay hidden on an ncurses screen when the layers are restacked: the
/// panel library's `top_panel` shows a hidden panel again, so the "too small" state
/// and a hidden status line must survive a new order (a toast coming and going, the
/// first frame).
@MainActor
@Suite("Fidelity: hidden layers stay hidden when layers are restacked")
struct LayerVisibilityFidelityTests {
    @Test("A window first drawn too small shows only the message")
    func firstFrameTooSmall() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 20, rows: 4), content: NavigationStack(root: TextScreen("Films", body: "Heat")),
            comparingWithCurses: true
        ) { window in
            window.minimumSize = Size(columns: 20, rows: 5)
        }
        defer { driver.close() }
        #expect(driver.text.contains("20×4"))
        #expect(driver.terminal.framesComparedWithCurses >= 1)
        #expect(
            driver.terminal.fidelityProblems.isEmpty,
            "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }

    @Test("A toast that comes and goes while the status line is hidden leaves it hidden")
    func toastOverHiddenStatusLine() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 8), content: NavigationStack(root: TextScreen("Films", body: "Heat")),
            comparingWithCurses: true
        ) { window in
            window.showsStatusLine = false
        }
        defer { driver.close() }
        driver.window.showToast("Saved", duration: .seconds(1))
        driver.render()
        driver.advanceTime(by: .seconds(2))
        driver.resize(to: Size(columns: 12, rows: 3))  // too small: status and modals hidden
        driver.window.showToast("Again", duration: .seconds(1))
        driver.render()
        driver.advanceTime(by: .seconds(2))
        driver.resize(to: Size(columns: 30, rows: 8))
        #expect(driver.terminal.framesComparedWithCurses >= 5)
        #expect(
            driver.terminal.fidelityProblems.isEmpty,
            "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
