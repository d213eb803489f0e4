import Foundation
import Testing
import WeavyTesting

@testable import WeavyKit

/// The live ncurses terminal in a pseudo-terminal draws 24-bit color where the terminal
/// has it (through a direct-color terminfo entry), the 256-color palette where it does
/// not, and gives the terminal back either way.
@Suite("Live 24-bit color: exact RGB through a direct-color entry, the palette without")
struct LiveTrueColorTests {
    /// A run of the probe's list under `environment` (TERM and COLORTERM), to its end.
    private func probeOutput(_ environment: [String: String]) throws -> (text: String, problems: [String]) {
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["COLORFGBG"] = "15;0"
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath, environment: environment, size: Size(columns: 60, rows: 16))
        try process.waitForOutput(containing: "Item 1", timeout: 60)
        process.waitForQuiet(0.2, timeout: 60)
        process.type("q")
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        return (process.outputText, process.restorationProblems)
    }

    /// `color` as a direct-color entry's `setab`/`setaf` writes it: `48:2::r:g:b` in
    /// xterm's entries, `48:2:r:g:b` in kitty's.
    private func direct(_ color: Color, background: Bool, type: String) -> String {
        guard case .rgb(let red, let green, let blue) = color else { return "not an RGB color" }
        let space = type == "xterm-kitty" ? "" : ":"
        return "\(background ? 48 : 38):2:\(space)\(red):\(green):\(blue)m"
    }

    private static let twentyFourBitForms = ["38:2:", "48:2:", "38;2;", "48;2;"]

    @Test(
        "COLORTERM=truecolor, a direct TERM or one with Tc: the true-color theme's RGB exactly, no palette form",
        arguments: [
            ["TERM": "xterm-256color", "COLORTERM": "truecolor"], ["TERM": "xterm-256color", "COLORTERM": "24bit"],
            ["TERM": "xterm-direct"], ["TERM": "xterm-kitty"],
        ])
    func exactColors(environment: [String: String]) throws {
        let (text, problems) = try probeOutput(environment)
        let theme = Theme.trueColor
        let type = environment["TERM"] ?? ""
        // The selected row and the status line, in their RGB.
        #expect(text.contains(direct(theme.selection.background, background: true, type: type)), "\(environment)")
        #expect(text.contains(direct(theme.selection.foreground, background: false, type: type)), "\(environment)")
        #expect(text.contains(direct(theme.statusBar.background, background: true, type: type)), "\(environment)")
        #expect(!text.contains("38;5;") && !text.contains("48;5;"), "no 256-color form")
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "Without 24-bit color, or with no direct-color entry for TERM: the 256-color theme, no 24-bit form",
        arguments: [
            ["TERM": "xterm-256color"], ["TERM": "screen-256color", "COLORTERM": "truecolor"],
        ])
    func paletteColors(environment: [String: String]) throws {
        let (text, problems) = try probeOutput(environment)
        guard case .palette(let selected) = Theme.ansi256.selection.background else {
            Issue.record("the 256-color theme's selection is not a palette color")
            return
        }
        #expect(text.contains("48;5;\(selected)m"), "\(environment)")
        for form in Self.twentyFourBitForms { #expect(!text.contains(form), "\(environment): \(form)") }
        if environment["COLORTERM"] != nil {
            // The log says why, printed once the terminal is given back.
            #expect(text.contains("no direct-color entry for screen-256color"), "\(text.suffix(600))")
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
