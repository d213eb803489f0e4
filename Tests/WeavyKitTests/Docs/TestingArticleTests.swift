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

// docs:begin TestingYourApp 4
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

@Suite("The testing article's pseudo-terminal check")
struct TestingArticlePseudoTerminalTests {
    @Test("It passes for the probe program, which quits with q")
    func probeQuitsCleanly() throws {
        try expectQuitsCleanly(executable: PseudoTerminalTests.probePath)
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
