// The test of the app GettingStarted.md builds (Docs/GettingStarted); it sits here so
// that its snapshots go with the target's others, in __Snapshots__.

// docs:begin GettingStarted 7
import Testing
import WeavyTesting

@MainActor
@Suite("The notes app")
struct NotesAppTests {
    let notes = [
        Note(title: "Groceries", body: "Bread, olives and two lemons."),
        Note(title: "Ideas", body: "A terminal app for notes."),
    ]

    @Test("Enter opens a note, Esc goes back")
    func openAndGoBack() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 8), root: NotesWarp(notes: notes),
            weftable: SingleWeftable(NoteWeft.noteList))
        defer { driver.close() }
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.navigation.stacks == [["Notes", "Ideas"]])
        #expect(driver.text.contains("A terminal app for notes."))
        driver.press(.escape)
        #expect(driver.navigation.stacks == [["Notes"]])
    }

    @Test("n asks for a title in a modal, then opens the new note")
    func newNote() async throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 12), root: NotesWarp(notes: notes),
            weftable: SingleWeftable(NoteWeft.noteList))
        defer { driver.close() }
        driver.press("n")
        await driver.settle()  // the screen's Task presents the prompt
        #expect(driver.navigation.modalTitles == ["New note"])
        assertSnapshot(of: driver, as: .screen)

        driver.type("Books")
        driver.press(.enter)
        await driver.settle()  // the awaited result comes back, the model emits a weft
        #expect(driver.navigation.modalTitles.isEmpty)
        #expect(driver.navigation.stacks == [["Notes", "Books"]])
        driver.press(.escape)
        #expect(driver.text.contains("Books"))
    }
}
// docs:end
