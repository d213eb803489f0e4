import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyNcurses

/// Inside GNU screen the live terminal asks for no mouse reports: while they are on,
/// screen holds a lone Esc until the next key, so Esc would never go back.
@Suite("The live terminal under GNU screen's type asks for no mouse reports; elsewhere it does")
struct ScreenMousePseudoTerminalTests {
    @Test(
        "Mouse reports (DEC mode 1000) under xterm's and tmux's types, none under screen's outside tmux",
        arguments: [
            (["TERM": "xterm-256color"], true), (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], true),
            (["TERM": "screen-256color"], false), (["TERM": "xterm-256color", "STY": "4242.pts-1.host"], false),
        ])
    func mouseReports(environment: [String: String], asked: Bool) throws {
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath, environment: environment, size: Size(columns: 60, rows: 16))
        try process.waitForOutput(containing: "Item 1", timeout: 60)
        process.type("q")
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        let text = process.outputText
        #expect(text.contains("1000h") == asked, "\(environment)")
        if !asked { #expect(text.contains("mouse reports left off inside GNU screen"), "the log says why") }
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }

    @Test("GNU screen leaves the mouse off (it holds a lone Esc while reports are on); tmux and xterm do not")
    func mouseInScreen() {
        #expect(MouseReporting.reasonToLeaveOff(environment: ["STY": "1234.pts-0.host", "TERM": "screen"]) != nil)
        #expect(MouseReporting.reasonToLeaveOff(environment: ["TERM": "screen-256color"]) != nil)
        #expect(
            MouseReporting.reasonToLeaveOff(environment: ["TERM": "screen", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(MouseReporting.reasonToLeaveOff(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/x,1,0"]) == nil)
        #expect(MouseReporting.reasonToLeaveOff(environment: ["TERM": "xterm-256color"]) == nil)
    }
}
