import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// `Terminal.examine(options:)` on a pseudo-terminal (the probe's `--report`): it asks
/// what a live terminal asks, prints each raw answer and each choice, and leaves the
/// terminal's modes as they were.
@Suite("Terminal report in a pseudo-terminal: asked, answered, given back")
struct TerminalReportPseudoTerminalTests {
    private func startReport(timeoutMilliseconds: Int) throws -> TerminalProcess {
        try TerminalProcess(
            executable: PseudoTerminalTests.probePath, arguments: ["--report"],
            environment: [
                "COLORFGBG": "", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no",
                "WEAVY_PROBE_ANSWER_TIMEOUT_MS": "\(timeoutMilliseconds)",
            ])
    }

    @Test("Answered as kitty answers: each raw answer printed, the choices from them")
    func kitty() throws {
        let process = try startReport(timeoutMilliseconds: 60_000)
        let asked = try process.waitForOutput(containing: "\u{1B}[c", timeout: 60)
        _ = process.send(KeyboardModesPseudoTerminalTests.Answering.kittyAnswer)
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        let text = String(process.outputText.dropFirst(asked))
        #expect(text.contains("kitty keyboard flags  CSI ? u         \\e[?0u"))
        #expect(text.contains("background color      OSC 11          \\e]11;rgb:0000/0000/0000\\e\\\\"))
        #expect(text.contains("name and version      XTVERSION       \\eP>|kitty(0.26.5)\\e\\\\"))
        #expect(text.contains("theme                 dark            the answer to OSC 11"))
        #expect(text.contains("synchronized output   yes             the answer to DECRQM 2026"))
        #expect(text.contains("keyboard              kitty flags 1   the answer to CSI ? u"))
        #expect(text.contains("color depth           256 colors      terminfo xterm-256color: colors#256"))
        // Asked, never set: no keyboard flags pushed, no alternate screen.
        #expect(!text.contains("\u{1B}[>1u") && !text.contains("\u{1B}[?1049h"))
        #expect(process.modes == process.initialModes)
    }

    @Test("Answered by nothing: every question \"no answer\", within the time-out")
    func silent() throws {
        let process = try startReport(timeoutMilliseconds: 200)
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        let text = process.outputText
        for query in TerminalReport.Query.allCases {
            let name = query.name + String(repeating: " ", count: 16 - query.name.count)
            #expect(text.contains(name + "no answer"), "\(query.name)")
        }
        #expect(text.contains("keyboard              legacy keys     no answer to CSI ? u"))
        #expect(process.modes == process.initialModes)
    }
}
