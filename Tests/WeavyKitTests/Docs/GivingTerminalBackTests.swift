import Glibc
import Testing
import WeavyTesting

@testable import WeavyKit

private struct Refused: Error {}

/// `Window.withTerminalGivenBack(_:)` off the live terminal, and its doc comment's code;
/// on the live terminal, KeyboardModesPseudoTerminalTests runs a program through it.
@MainActor
@Suite("Giving the terminal back to run a program")
struct GivingTerminalBackTests {
    @Test("Not the process's own terminal: the body just runs, its result and its error come back, the window draws on")
    func offTheLiveTerminal() throws {
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 5), content: Component(title: "Notes"))
        defer { driver.close() }
        let window = driver.window
        // docs:begin Window+GivingTerminalBack.swift 1
        window.bind("e", hint: KeyHint("e", "edit")) { window in
            window.withTerminalGivenBack { _ = system("${EDITOR:-vi} notes.txt") }
        }
        // docs:end
        driver.render()
        #expect(driver.text.contains("e edit"))
        var runs = 0
        let result = window.withTerminalGivenBack {
            runs += 1
            return 7
        }
        #expect(result == 7 && runs == 1)
        #expect(throws: Refused.self) { try window.withTerminalGivenBack { throw Refused() } }
        driver.render()
        #expect(driver.text.contains("e edit"))
    }
}
