import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The probe program (Tests/Fixtures/WeavyProbe), run in a pseudo-terminal.
@Suite("A live program in a pseudo-terminal gives the terminal back")
struct PseudoTerminalTests {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Where SwiftPM put the probe: next to this test bundle.
    static var probePath: String {
        let testBinary = CommandLine.arguments[0]
        let directory = testBinary.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/WeavyProbe"
    }

    private func startProbe(environment: [String: String] = [:]) throws -> TerminalProcess {
        var environment = environment
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        // Built with a sanitizer (a sanitizer run), the probe must still die of the crash
        // signals it raises on purpose, after its own handler, rather than have the
        // sanitizer report them and exit with its own status. Ignored without one.
        let deadlySignalsToTheProgram = "handle_segv=0:handle_sigbus=0:handle_sigfpe=0"
        environment["ASAN_OPTIONS"] = deadlySignalsToTheProgram
        environment["TSAN_OPTIONS"] = deadlySignalsToTheProgram
        return try TerminalProcess(
            executable: Self.probePath, environment: environment, size: Size(columns: 60, rows: 16))
    }

    /// Checks what a program left on the terminal after it ended.
    private func expectGivenBack(_ process: TerminalProcess, modesBefore: TerminalModes) {
        #expect(process.initialModes == modesBefore)
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, sigterm, sighup, sigquit, segmentationFault, fatalError
        var testDescription: String { rawValue }
    }

    @Test(
        "Every way of ending restores the terminal modes, leaves the alternate screen once and shows the cursor",
        arguments: Ending.allCases)
    func ending(_ ending: Ending) throws {
        let process = try startProbe()
        let before = process.initialModes
        try process.waitForOutput(containing: "Item 1")
        process.waitForQuiet(0.1)
        switch ending {
        case .quitKey: process.type("q")
        case .sigterm: process.signal(SIGTERM)
        case .sighup: process.signal(SIGHUP)
        case .sigquit: process.signal(SIGQUIT)
        case .segmentationFault: process.send(Array("\u{1B}[20~".utf8))  // F9
        case .fatalError: process.send(Array("\u{1B}[21~".utf8))  // F10
        }
        let termination = try process.waitForExit()
        switch ending {
        case .quitKey: #expect(termination == .exited(0))
        case .sigterm: #expect(termination == .signaled(SIGTERM))
        case .sighup: #expect(termination == .signaled(SIGHUP))
        case .sigquit: #expect(termination == .signaled(SIGQUIT))
        case .segmentationFault: #expect(termination == .signaled(SIGSEGV))
        case .fatalError: #expect(termination == .signaled(SIGILL) || termination == .signaled(SIGTRAP))
        }
        expectGivenBack(process, modesBefore: before)
        if ending == .fatalError {
            // Held while curses owned the screen, printed once it was given back.
            #expect(process.outputText.contains("the probe was asked to fail"))
        }
    }

    @Test("SIGTSTP leaves curses mode and comes back; SIGCONT draws the whole screen again")
    func suspendAndContinue() throws {
        let process = try startProbe()
        let before = process.initialModes
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        let mark = process.output.count
        // The probe leads its own session, so its process group is orphaned and the
        // kernel discards the stop itself: the probe leaves curses mode, then resumes.
        process.signal(SIGTSTP)
        let left = try process.waitForOutput(containing: Self.leaveAlternateScreen, after: mark)
        try process.waitForOutput(containingAll: [Self.enterAlternateScreen, "Item 12"], after: left)
        process.waitForQuiet(0.1)
        let afterLeaving = String(decoding: process.output[left...], as: UTF8.self)
        #expect(afterLeaving.contains("\u{1B}[?2004h"), "bracketed paste is on again")
        let running = process.modes
        #expect(running != before)

        // Continued after a stop it could not see (SIGSTOP), while which the shell put its
        // own modes back: every row is written again, in the program's modes.
        process.restoreInitialModes()
        let continued = process.output.count
        process.signal(SIGCONT)
        try process.waitForOutput(containingAll: ["Item 2", "Item 12", "quit"], after: continued)
        #expect(process.modes == running, "the program's modes are set again after SIGCONT")
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        expectGivenBack(process, modesBefore: before)
    }

    @Test("On a VT100, which cannot hide its cursor, the cursor waits on a blank cell, not in the status line")
    func unhideableCursor() throws {
        let process = try startProbe(environment: ["TERM": "vt100"])
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.2)
        var screen = TerminalEmulator(size: Size(columns: 60, rows: 16))
        screen.feed(process.output)
        #expect(screen.lines.last?.contains("quit") == true, "\(screen.lines)")
        #expect(screen.cursor.row < 15, "the cursor at \(screen.cursor)")
        let cell = screen.snapshot.rows[screen.cursor.row][screen.cursor.column]
        #expect(cell.character == " " && cell.style == .plain, "the cursor on \(cell)")
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test("A resize relayouts the screen")
    func resize() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        let mark = process.output.count
        process.resize(to: Size(columns: 70, rows: 24))
        try process.waitForOutput(containing: "Item 20", after: mark)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test("NO_COLOR: attributes only, no color sequences")
    func noColor() throws {
        let process = try startProbe(environment: ["NO_COLOR": "1"])
        try process.waitForOutput(containing: "Item 12")
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        let text = process.outputText
        for color in ["\u{1B}[3", "\u{1B}[4", "\u{1B}[38;5", "\u{1B}[48;5"] {
            let found = text.split(separator: color, omittingEmptySubsequences: false).dropFirst()
                .filter { part in part.first.map { $0.isNumber && $0 != "9" } ?? false }
            #expect(found.isEmpty, "a color sequence \(color.debugDescription) was written")
        }
        #expect(text.contains("\u{1B}[7m") || text.contains(";7m"), "the selection is shown in reverse video")
    }

    @Test("Esc is reported after a short delay, or after ESCDELAY when it is set")
    func escapeDelay() throws {
        for (delay, expectPop) in [(nil as String?, true), ("3000", false)] {
            var environment: [String: String] = [:]
            environment["ESCDELAY"] = delay
            let process = try startProbe(environment: environment)
            try process.waitForOutput(containing: "Item 12")
            process.type("\r")
            try process.waitForOutput(containing: "Detail of Item 1")
            process.waitForQuiet(0.1)
            let mark = process.output.count
            process.send([0x1B])
            let popped = (try? process.waitForOutput(containing: "Item 12", after: mark, timeout: 1.5)) != nil
            #expect(popped == expectPop, "ESCDELAY \(delay ?? "unset"): popped within 1.5 s = \(popped)")
            process.signal(SIGTERM)
            _ = try process.waitForExit()
        }
    }

    @Test("A key redraws only what changed: moving the selection writes a small part of a frame")
    func incrementalRedraw() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "quit")
        process.waitForQuiet(0.2)
        let firstFrame = process.output.count
        process.send(Array("\u{1B}OB".utf8))  // Down
        process.waitForQuiet(0.2)
        let step = process.output.count - firstFrame
        #expect(step > 0)
        #expect(step * 5 < firstFrame, "Down wrote \(step) bytes; the first frame was \(firstFrame)")
        process.type("q")
        _ = try process.waitForExit()
    }

    @Test("While idle the program does not wake up at all")
    func idleWakeups() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "quit")
        process.waitForQuiet(0.3)
        let before = try process.contextSwitches()
        usleep(1_000_000)
        let after = try process.contextSwitches()
        #expect(after == before, "context switches while idle: \(after - before)")
        process.type("q")
        _ = try process.waitForExit()
    }

    @Test(
        "TERM unset, dumb or unknown: one clear line, exit status 2, the terminal untouched",
        arguments: ["", "dumb", "vt9000-unknown"])
    func unusableTerminalType(term: String) throws {
        let process = try startProbe(environment: ["TERM": term])
        let before = process.initialModes
        #expect(try process.waitForExit() == .exited(2))
        let text = process.outputText
        #expect(!text.contains("\u{1B}"), "escape sequences were written: \(text.debugDescription)")
        let expected =
            term.isEmpty ? "TERM is not set" : term == "dumb" ? "cannot position the cursor" : "unknown terminal type"
        #expect(text.contains(expected), "message: \(text)")
        #expect(process.modes == before)
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\n" && $0 != " " })
    }
}
