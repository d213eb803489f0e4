import Testing
import WeavyKit
import WeavyTesting

/// The conventions every widget keeps: a destructive confirm opens on its safe button,
/// the modal's frame title is what tests read, text fields report edits as text areas do.
@MainActor
@Suite("Conventions: safe confirms, frame titles, edits reported alike")
struct ConventionTests {
    func host() throws -> (HeadlessDriver, TextScreen) {
        let screen = TextScreen("Inbox")
        return (try driver(screen, columns: 60, rows: 20), screen)
    }

    @Test("A confirm opens on Cancel by default: Enter at once cancels; its Delete button is marked")
    func destructiveConfirmOpensOnCancel() throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        var results: [Bool?] = []
        let dialog = Dialog.confirm(title: "Delete?", message: "3 messages", confirm: "Delete")
        dialog.present(from: screen) { results.append($0) }
        driver.render()
        #expect(dialog.focusedChild === dialog.buttons[0], "the focus starts on Cancel")
        #expect(dialog.buttons[1].isDestructive)
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("[ Delete ]") })
        let column = try #require(driver.snapshot.lines[row].range(of: "Delete")).lowerBound
        let offset = driver.snapshot.lines[row].distance(from: driver.snapshot.lines[row].startIndex, to: column)
        var marked = Theme.ansi256.button
        marked.foreground = Theme.ansi256.error.foreground
        marked.attributes.insert(.underline)
        #expect(driver.snapshot.style(at: Point(column: offset, row: row)) == .init(marked), "marked in the error role")
        driver.press(.enter)
        #expect(results == [nil])
        Dialog.confirm(title: "Delete?", message: "3 messages", confirm: "Delete", isDestructive: true)
            .present(from: screen) { results.append($0) }
        driver.render()
        driver.press(.right)
        driver.press(.enter)
        #expect(results == [nil, true], "Right then Enter deletes")
        let send = Dialog.confirm(title: "Send?", message: "To Ann", confirm: "Send", isDestructive: false)
        send.present(from: screen) { results.append($0) }
        driver.render()
        #expect(!send.buttons[1].isDestructive)
        driver.press(.enter)
        #expect(results == [nil, true, true], "a confirm that destroys nothing, said so, opens on its default button")
    }

    @Test("modalTitles gives the title on the modal's frame, not its content's")
    func modalTitlesAreTheFrames() throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        let content = TextScreen("Inner title")
        screen.present(content, title: "Settings")
        driver.render()
        #expect(driver.navigation.modalTitles == ["Settings"])
        #expect(driver.navigation.modals.map(\.title) == ["Inner title"])
        #expect(driver.text.contains("Settings"))
        let untitled = TextScreen("Help")
        screen.present(untitled)
        driver.render()
        #expect(driver.navigation.modalTitles == ["Settings", "Help"])
    }

    @Test("TextField.isEdited as TextArea's: set by the user's edits and undo, cleared by setting the text")
    func textFieldIsEdited() throws {
        let field = TextField(text: "draft")
        let area = TextArea(text: "draft")
        #expect(!field.isEdited && !area.isEdited)
        for key: Key in ["!", .backspace] {
            _ = field.handle(key)
            _ = area.handle(key)
        }
        #expect(field.isEdited && area.isEdited)
        #expect(field.canUndo && area.canUndo)
        while field.canUndo { field.undo() }
        while area.canUndo { area.undo() }
        #expect(field.text == "draft")
        #expect(area.text == "draft")
        #expect(field.isEdited && area.isEdited, "an undo back to the text still counts as an edit")
        #expect(field.canRedo && area.canRedo)
        field.text = "new"
        area.text = "new"
        #expect(!field.isEdited && !area.isEdited)
        field.select(0..<2)
        area.select(from: TextPosition(paragraph: 0, offset: 0), to: TextPosition(paragraph: 0, offset: 2))
        #expect(field.selectedText == "ne" && area.selectedText == "ne")
        #expect(field.selectedRange == 0..<2)
        #expect(area.selectedRange == TextPosition(paragraph: 0, offset: 0)..<TextPosition(paragraph: 0, offset: 2))
        _ = field.handle("x")
        _ = area.handle("x")
        field.isEdited = false
        area.isEdited = false
        #expect(!field.isEdited && !area.isEdited, "cleared once saved")
        #expect(field.text == "xw" && area.text == "xw" && field.canUndo && area.canUndo, "the text and undo stay")
    }
}
