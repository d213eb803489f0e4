import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The probe program (Tests/Fixtures/WeavyProbe) in a pseudo-terminal with
/// TERM=xterm-256color, sent the bytes xterm sends. The probe writes each key its
/// screens get (and the focused widget did not use) to standard error as
/// `probe key: <notation>`; the terminal holds that until it is given back.
@Suite("A live program in a pseudo-terminal: modified keys, Alt, double clicks")
struct LiveInputTests {
    private func startProbe() throws -> TerminalProcess {
        try TerminalProcess(
            executable: PseudoTerminalTests.probePath, environment: ["SWIFT_BACKTRACE": "enable=no"],
            size: Size(columns: 60, rows: 16))
    }

    /// Sends each key's bytes in a write of its own, as a person types them.
    private func press(_ keys: [String], in process: TerminalProcess) {
        for key in keys {
            process.type(key)
            usleep(20_000)
        }
    }

    /// Quits with `q` (on the list screen) and returns the keys the probe logged.
    private func quitAndReadLog(_ process: TerminalProcess) throws -> [String] {
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        let prefix = "probe key: "
        // The first line follows the sequences that leave the alternate screen.
        return process.outputText.split(whereSeparator: \.isNewline).compactMap { line in
            line.range(of: prefix).map { String(line[$0.upperBound...]) }
        }
    }

    @Test("Shift, Alt and Ctrl arrows, Ctrl-Delete, Shift-F1 and Ctrl-Alt-Shift-Up arrive with their modifiers")
    func modifiedKeys() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        press(
            [
                "\u{1B}[1;2A", "\u{1B}[1;3A", "\u{1B}[1;5C", "\u{1B}[1;6A", "\u{1B}[3;5~", "\u{1B}[1;2P",
                "\u{1B}[1;8A", "\u{1B}[1;7P", "\u{1B}x",
            ], in: process)
        let log = try quitAndReadLog(process)
        #expect(
            log == [
                "<s-up>", "<a-up>", "<c-right>", "<c-s-up>", "<c-del>", "<s-f1>", "<c-a-s-up>", "<c-a-f1>", "<a-x>",
                "q",
            ])
    }

    @Test("Alt-x on a pushed screen arrives as Alt-x and keeps the screen; a lone Esc still pops it")
    func altKeepsTheScreen() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        process.type("\r")
        try process.waitForOutput(containing: "Detail of Item 1")
        process.waitForQuiet(0.05)
        process.type("\u{1B}x")
        process.waitForQuiet(0.1)
        let mark = process.output.count
        process.type("\u{1B}")
        try process.waitForOutput(containing: "Item 12", after: mark)
        let log = try quitAndReadLog(process)
        #expect(log == ["<a-x>", "<esc>", "q"])
    }

    @Test("SGR reports 80 ms apart: a press selects at once, a double click opens the row, a click does not")
    func doubleClickOpens() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.05)
        // Row r of the list is screen row r + 1 (the title is row 0); SGR is 1-based.
        func report(row: Int, press: Bool) -> String { "\u{1B}[<0;5;\(row + 2)\(press ? "M" : "m")" }

        // One click on Item 2: the press alone redraws the selection before any release.
        var mark = process.output.count
        process.type(report(row: 1, press: true))
        try process.waitForOutput(containing: "Item 2", after: mark, timeout: 2)
        usleep(80_000)
        process.type(report(row: 1, press: false))
        process.waitForQuiet(0.1)

        // A double click on Item 3: press, release, press, release, 80 ms apart.
        mark = process.output.count
        for press in [true, false, true, false] {
            process.type(report(row: 2, press: press))
            usleep(80_000)
        }
        try process.waitForOutput(containing: "Detail of Item 3", after: mark)
        #expect(!process.outputText.contains("Detail of Item 2"))
        process.type("\u{1B}")
        try process.waitForOutput(containing: "Item 12", after: mark)
        _ = try quitAndReadLog(process)
    }

    @Test("Bracketed paste: on while running, off after; a paste reaches the text field whole, q and Esc included")
    func bracketedPaste() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        #expect(process.outputText.contains("\u{1B}[?2004h"))
        process.type("\r")
        try process.waitForOutput(containing: "Detail of Item 1")
        process.waitForQuiet(0.05)
        let mark = process.output.count
        process.type("\u{1B}[200~q and \u{1B} stay\u{1B}[201~")
        try process.waitForOutput(containing: "q and ␛ stay", after: mark)
        process.waitForQuiet(0.05)
        process.type("\u{1B}")  // back to the list: the paste did not pop the screen
        try process.waitForOutput(containing: "Item 12", after: mark)
        let log = try quitAndReadLog(process)
        #expect(log == ["<esc>", "q"])
        let ending = process.outputText.suffix(400)
        #expect(ending.contains("\u{1B}[?2004l"), "bracketed paste is turned off at the end")
    }

    @Test("SGR wheel reports over the list scroll it, three rows a notch; nothing reaches the screen's keys")
    func wheelScrolls() throws {
        let process = try startProbe()
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.05)
        // Items 1 to 14 show; three notches down show 10 to 23 (button 65 is wheel down).
        let mark = process.output.count
        for _ in 0..<3 {
            process.type("\u{1B}[<65;5;6M")
            usleep(30_000)
        }
        try process.waitForOutput(containing: "Item 23", after: mark)
        let log = try quitAndReadLog(process)
        #expect(log == ["q"])
    }
}
