import Testing
import WeavyKit
import WeavyTesting

@Suite("The process's locale")
struct LocaleTests {
    @Test("Measuring and drawing text headless never changes the process's locale")
    func measuringKeepsTheLocale() throws {
        // A fresh process in the C locale, as an embedding host may run.
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath, arguments: ["--measure-text"],
            environment: ["LANG": "C", "LC_ALL": "C", "TERM": "xterm-256color"])
        #expect(try process.waitForExit() == .exited(0))
        let report = process.outputText
        #expect(report.contains("locale before=C after=C"), "\(report)")
        #expect(report.contains("width=7"), "\(report)")
        #expect(report.contains("line=漢字 wide"), "\(report)")
    }
}
