import SnapshotTesting
import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The gallery's pages of input widgets at 80×24: each page's first screen as text and
/// with its styles, and each page used by keys and by the mouse.
@MainActor
@Suite("Gallery: the input pages")
struct InputPagesTests {
    /// The gallery at 80×24 with the page titled `title` open.
    func open(_ title: String) throws -> HeadlessDriver { try galleryDriver(openingPage: title) }

    /// Clicks the first cell showing `text`.
    func click(_ text: String, in driver: HeadlessDriver) throws {
        let lines = driver.snapshot.lines
        let row = try #require(lines.firstIndex { $0.contains(text) }, "\(text) is on the screen")
        let line = lines[row]
        let start = try #require(line.range(of: text)).lowerBound
        driver.press(.mouse(MouseEvent(.press, at: Point(column: CellText.width(line[..<start]), row: row))))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: CellText.width(line[..<start]), row: row))))
    }

    /// The input pages' titles, in the index's order.
    nonisolated static let titles = [
        "Text field", "Text area", "Button", "Dialog", "Checkbox", "Radio group", "Select", "Form",
    ]

    @Test("The index lists one input page per widget")
    func pages() {
        #expect(GalleryPages.input.map(\.title) == Self.titles)
    }

    @Test("Every input page, as text and with styles", arguments: titles)
    func snapshots(title: String) throws {
        let driver = try open(title)
        defer { driver.close() }
        let name = title.replacingOccurrences(of: " ", with: "-")
        assertSnapshot(of: driver, as: .screen, named: name + "-text")
        assertSnapshot(of: driver, as: .styledScreen, named: name + "-styled")
    }

    @Test("Text field: the secure field shows bullets; Enter checks every field")
    func textField() throws {
        let driver = try open("Text field")
        defer { driver.close() }
        driver.type("Ada")
        #expect(driver.text.contains("Hello, Ada!"))
        driver.press(.tab)
        driver.type("correct horse")
        #expect(!driver.text.contains("horse"))
        driver.press(.enter)
        #expect(driver.text.contains("Four digits"))
        driver.type("12345")
        driver.press(.tab)
        driver.press(.end)
        driver.press(.backspace, times: 15)
        driver.type("ada@example.org")
        driver.press(.enter)
        #expect(driver.text.contains("All valid: 13-character password."))
    }

    @Test("Text area: typing, a click in the message, Send opens an alert")
    func textArea() throws {
        let driver = try open("Text area")
        defer { driver.close() }
        driver.press(.modified(.home, .control))
        driver.type("Hi! ")
        #expect(driver.text.contains("Hi! Dear Ann,"))
        try click("Best,", in: driver)
        driver.type("All the ")
        #expect(driver.text.contains("All the Best,"))
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.navigation.modalTitles == ["Sent"])
        driver.press(.enter)
        #expect(driver.window.modals.isEmpty)
    }

    @Test("Text area: Shift selects (drawn selected), cut and paste move a word, undo takes it back")
    func textAreaEditing() throws {
        let driver = try open("Text area")
        defer { driver.close() }
        driver.press(.modified(.home, .control))
        driver.press(.modified(.right, [.control, .shift]))
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("Dear Ann,") })
        let column = try #require(driver.snapshot.lines[row].range(of: "Dear")).lowerBound.utf16Offset(
            in: driver.snapshot.lines[row])
        let selection = Snapshot.CellStyle(driver.window.effectiveTheme.selection)
        #expect(driver.snapshot.style(at: Point(column: column, row: row)) == selection)
        driver.press(.control("x"))
        #expect(driver.text.contains(" Ann,") && !driver.text.contains("Dear Ann,"))
        driver.press(.modified(.end, .control))
        driver.press(.control("v"))
        #expect(driver.text.contains("BobDear"))
        driver.press(.control("_"))
        driver.press(.control("_"))
        #expect(driver.text.contains("Dear Ann,") && !driver.text.contains("BobDear"))
    }

    @Test("Button: keys and clicks press, the disabled button is skipped")
    func buttons() throws {
        let driver = try open("Button")
        defer { driver.close() }
        driver.press(.enter)
        driver.press(" ")
        #expect(driver.text.contains("Pressed 2 times"))
        try click("Reset", in: driver)
        #expect(driver.text.contains("Reset"))
        driver.press(.tab)
        let countRow = try #require(driver.snapshot.lines.firstIndex { $0.contains("[ Count ]") })
        let countColumn = CellText.width(String(driver.snapshot.lines[countRow].prefix { $0 != "[" }))
        let focused = Snapshot.CellStyle(driver.window.effectiveTheme.focusedButton)
        #expect(
            driver.snapshot.style(at: Point(column: countColumn + 2, row: countRow)) == focused,
            "Tab from Reset skips the disabled button, round to Count")
        #expect(driver.snapshot.cursor == nil, "a button shows no terminal cursor")
    }

    @Test("Dialog: each dialog's typed result, by keys and by the mouse")
    func dialogs() throws {
        let driver = try open("Dialog")
        defer { driver.close() }
        driver.press(.enter)
        #expect(driver.navigation.modalTitles == ["Discard draft?"])
        driver.press([.right, .enter])  // it opens on Cancel
        #expect(driver.text.contains("confirm → discarded"))
        try click("Discard draft…", in: driver)
        try click("Cancel", in: driver)
        #expect(driver.text.contains("confirm → cancelled"))
        driver.press(.tab)
        driver.press(.enter)
        driver.press(.escape)
        #expect(driver.text.contains("alert → acknowledged"))
        driver.press(.tab)
        driver.press(.enter)
        driver.type("旅行")
        driver.press(.enter)
        #expect(driver.text.contains("prompt → \"旅行\""))
        driver.press(.tab)
        driver.press(.enter)
        driver.type("hunter2")
        #expect(!driver.text.contains("hunter2"))
        driver.press(.escape)
        #expect(driver.text.contains("secure prompt → cancelled"))
        #expect(driver.navigation.stacks == [["Gallery", "Dialog"]], "Esc closed the dialog, not the page")
    }

    @Test("Checkbox, radio group and select pages answer keys and clicks")
    func choices() throws {
        let checkboxes = try open("Checkbox")
        defer { checkboxes.close() }
        checkboxes.press(" ")
        #expect(checkboxes.text.contains("Send me the weekly digest: off"))
        try click("Dark mode", in: checkboxes)
        #expect(checkboxes.text.contains("[ ●] Dark mode"))

        let radios = try open("Radio group")
        defer { radios.close() }
        radios.press(.up)
        radios.press(" ")
        #expect(radios.text.contains("Size: Small"))
        try click("速達", in: radios)
        #expect(radios.text.contains("配送: 速達 🚀 — tomorrow"))

        let selects = try open("Select")
        defer { selects.close() }
        selects.press(.enter)
        selects.press(.down)
        selects.press(.enter)
        #expect(selects.text.contains("Country code: jp"))
        try click("Choose…", in: selects)
        try click("日本語", in: selects)
        #expect(selects.text.contains("Language: 日本語"))
    }

    @Test("Form: validation messages, a form-level error, then success")
    func form() throws {
        let driver = try open("Form")
        defer { driver.close() }
        driver.press(.enter)
        #expect(driver.text.contains("An email address has an @ in it"))
        #expect(driver.text.contains("Your password, please"))
        #expect(driver.text.contains("Please accept the terms"))
        driver.type("ann@example.org")
        driver.press(.down)
        driver.type("wrong")
        try click("I accept the terms", in: driver)
        try click("Sign in", in: driver)
        #expect(driver.text.contains("Wrong email or password"))
        try click("Password", in: driver)
        driver.press(.backspace, times: 5)
        driver.type("right")
        driver.press(.enter)
        #expect(driver.text.contains("Signed in as ann@example.org."))
    }
}
