import Glibc
import Testing
import WeavyCurses
import WeavyTesting

/// The run loop of the probe program (Tests/Fixtures/WeavyProbe) in a pseudo-terminal:
/// a window run more than once.
@Suite("The live run loop in a pseudo-terminal")
struct RunLoopPseudoTerminalTests {
    private func startProbe(arguments: [String] = []) throws -> TerminalProcess {
        try TerminalProcess(
            executable: PseudoTerminalTests.probePath, arguments: arguments,
            environment: ["SWIFT_BACKTRACE": "enable=no"], size: Size(columns: 60, rows: 16))
    }

    @Test("Every run of a window has working Ctrl-C and Ctrl-Z")
    func runsAfterRuns() throws {
        let process = try startProbe(arguments: ["--runs", "2"])
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        process.send([0x03])  // Ctrl-C ends the first run
        let second = try process.waitForOutput(containing: "run 2")
        process.waitForQuiet(0.1)

        // Ctrl-Z in the second run leaves curses mode; the probe leads its own session,
        // so the kernel discards the stop and it comes back, drawn whole.
        process.send([0x1A])
        let left = try process.waitForOutput(containing: PseudoTerminalTests.leaveAlternateScreen, after: second)
        try process.waitForOutput(containingAll: [PseudoTerminalTests.enterAlternateScreen, "Item 12"], after: left)
        process.waitForQuiet(0.1)

        process.send([0x03])  // Ctrl-C ends the second run
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.outputText.contains("weavy-probe ended: interrupted, interrupted"))
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }

}
