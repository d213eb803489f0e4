import Glibc
import Testing
import Weavy
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

// The code of WeavyTesting's TestingYourApp.md: each `docs:begin TestingYourApp <n>`
// region is the article's n-th Swift block, verbatim (DocsCodeTests checks it). The
// suites are run here, on the notes app of GettingStarted.md.

// docs:begin TestingYourApp 1
@MainActor
@Suite("Notes, driven from other tasks")
struct NotesFromOtherTasksTests {
    @Test("A weft sent from another task is knitted once settled", arguments: 0..<8)
    func weftFromAnotherTask(index: Int) async throws {
        let note = Note(title: "Note \(index)", body: "Sent from a background task.")
        let relay = RelayWeftable(initialWeft: NoteWeft.noteList)
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: []), weftable: relay)
        defer { driver.close() }

        await Task.detached { relay.sender.send(NoteWeft.notePicked(note)) }.value
        await driver.settle()
        #expect(driver.navigation.stacks == [["Notes", "Note \(index)"]])
    }
}
// docs:end

// docs:begin TestingYourApp 2
@MainActor
@Suite("Notices and time")
struct NoticeTimeTests {
    @Test("A notice stays for its reading time, then goes")
    func noticeGoes() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: []),
            weftable: SingleWeftable(NoteWeft.noteList))
        defer { driver.close() }

        driver.window.showToast("Saved")
        driver.render()
        #expect(driver.text.contains("Saved"))
        driver.advanceTime(by: .seconds(2))
        #expect(driver.text.contains("Saved"))
        driver.advanceTime(by: .seconds(2))
        #expect(!driver.text.contains("Saved"))
    }
}
// docs:end

// docs:begin TestingYourApp 3
@MainActor
@Suite("Notes, keys and the end of a run")
struct NotesKeysTests {
    @Test("Keys in notation open and close a note; Ctrl-C ends the run")
    func notationAndOutcome() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: [Note(title: "A", body: "")]),
            weftable: SingleWeftable(NoteWeft.noteList),
            configure: { window in window.bind("q", hint: "quit") { window in window.quit() } })
        defer { driver.close() }

        try driver.send("<enter>")
        #expect(driver.navigation.stacks == [["Notes", "A"]])
        try driver.send("<esc>")
        #expect(driver.navigation.stacks == [["Notes"]])
        #expect(driver.outcome == nil)  // still running
        try driver.send("<c-c>")
        #expect(driver.outcome == .interrupted)
    }
}
// docs:end

// docs:begin TestingYourApp 4
@MainActor
@Test("Every key the notes app's status line offers reaches what offers it")
func notesStatusLineTellsTheTruth() async throws {
    let audit = StatusLineAudit(maximumDepth: 3, skippedKeys: ["q"]) {
        try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: [Note(title: "A", body: "")]),
            weftable: SingleWeftable(NoteWeft.noteList),
            configure: { window in window.bind("q", hint: "quit") { window in window.quit() } })
    }
    let report = try await audit.run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    #expect(report.keysWithEffect >= 2)  // Enter opened the note, Esc came back
}
// docs:end

// docs:begin TestingYourApp 5
@MainActor
@Suite("Notes look right")
struct NotesLookTests {
    @Test("The same cells through ncurses, and readable text on a light terminal")
    func fidelityAndContrast() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), appearance: .light, root: NotesWarp(notes: [Note(title: "A", body: "")]),
            weftable: SingleWeftable(NoteWeft.noteList), comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.enter)

        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
        let problems = ContrastCheck(appearance: .light).problems(in: driver.snapshot)
        #expect(problems.isEmpty, "\(problems)")
    }
}
// docs:end

// docs:begin TestingYourApp 6
/// Starts `executable` in a pseudo-terminal, quits it with `q`, and checks that it gave
/// the terminal back as it found it.
func expectQuitsCleanly(executable: String) throws {
    let process = try TerminalProcess(executable: executable, size: Size(columns: 80, rows: 24))
    try process.waitForOutput(containing: "quit")  // the status line shows "q quit"
    process.type("q")
    #expect(try process.waitForExit() == .exited(0))
    #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
}
// docs:end

// docs:begin TestingYourApp 7
/// The path of an executable product of this package, built beside the tests.
func builtProduct(_ name: String) -> String {
    let directory = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return (directory.isEmpty ? "." : directory.joined(separator: "/")) + "/" + name
}
// docs:end

@Suite("The testing article's pseudo-terminal check")
struct TestingArticlePseudoTerminalTests {
    @Test("It passes for the probe program, which quits with q")
    func probeQuitsCleanly() throws {
        try expectQuitsCleanly(executable: PseudoTerminalTests.probePath)
    }

    @Test("builtProduct finds the package's programs beside the test binary")
    func builtProductFindsTheProbe() {
        #expect(builtProduct("WeavyProbe") == PseudoTerminalTests.probePath)
        #expect(access(builtProduct("WeavyProbe"), X_OK) == 0)
        #expect(access(builtProduct("NoSuchProgram"), F_OK) != 0)
    }

    @Test("The program gets only the environment given, with TERM, LANG and COLORFGBG by default")
    func environmentIsOnlyWhatIsGiven() throws {
        let process = try TerminalProcess(
            executable: "/usr/bin/env", environment: ["WEAVY_ARTICLE": "yes"], size: Size(columns: 80, rows: 24))
        #expect(try process.waitForExit(timeout: 30) == .exited(0))
        let lines = Set(process.outputText.split(whereSeparator: \.isNewline).map(String.init))
        #expect(lines == ["WEAVY_ARTICLE=yes", "TERM=xterm-256color", "LANG=C.UTF-8", "COLORFGBG=15;0"])
    }
}

@MainActor
@Suite("The WeavyTesting overview's example")
struct WeavyTestingOverviewTests {
    let notes = [Note(title: "Groceries", body: "Lemons.")]

    @Test("It runs as the overview shows it")
    func overview() throws {
        // docs:begin WeavyTesting 1
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: notes),
            weftable: SingleWeftable(NoteWeft.noteList))
        defer { driver.close() }
        driver.press(.enter)
        #expect(driver.navigation.stacks == [["Notes", "Groceries"]])
        #expect(driver.text.contains("Lemons."))
        // docs:end
    }
}

@Suite("The testing article's table of key notation")
struct KeyNotationTableTests {
    @Test("Every name in the table reads as the key it names")
    func namesRead() throws {
        let table: [(String, [Key])] = [
            ("<enter><cr><return><esc><escape>", [.enter, .enter, .enter, .escape, .escape]),
            ("<tab><btab>", [.tab, .backTab]),
            ("<up><down><left><right>", [.up, .down, .left, .right]),
            ("<home><end><pgup><pageup><pgdn><pagedown>", [.home, .end, .pageUp, .pageUp, .pageDown, .pageDown]),
            ("<bs><backspace><del><delete>", [.backspace, .backspace, .delete, .delete]),
            ("<ins><insert>", [.insert, .insert]),
            ("<f1><f63>", [.function(1), .function(63)]),
            (" <space><lt><gt>", [" ", " ", "<", ">"]),
            ("<c-c><c-x><C-X>", [.control("c"), .control("x"), .control("x")]),
            ("<c-i><c-m><c-h>", [.tab, .enter, .backspace]),
            ("<a-x><m-x>", [Key.character("x").with(.alt), Key.character("x").with(.alt)]),
            ("<a-f4><a-enter>", [Key.function(4).with(.alt), Key.enter.with(.alt)]),
            ("<s-up><c-right>", [Key.up.with(.shift), Key.right.with(.control)]),
            ("<c-s-up>", [Key.up.with([.control, .shift])]),
            ("<d-up><h-up>", [Key.up.with(.super), Key.up.with(.hyper)]),
            ("<focus><blur>", [.focusGained, .focusLost]),
        ]
        for (notation, keys) in table {
            #expect(try KeyNotation.keys(notation) == keys, "\(notation)")
        }
        for symbol in ["@", "\\", "]", "^", "_"] {
            #expect(throws: Never.self) { try KeyNotation.keys("<c-\(symbol)>") }
        }
        #expect(try KeyNotation.keys("<a-X>") != KeyNotation.keys("<a-x>"))
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.keys("<c-1>") }
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.keys("<nosuchkey>") }
    }
}
