import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// The text field's additions: secure entry, validation under the field, submit and
/// change callbacks, word moves, the mouse; its existing keys and scrolling stay.
@MainActor
@Suite("TextField: secure, validated, submitted")
struct TextFieldTests {
    func screen(_ field: TextField, columns: Int = 24, rows: Int = 6) throws -> HeadlessDriver {
        try driver(WidgetScreen("Sign in", field), columns: columns, rows: rows)
    }

    @Test("A secure field draws one bullet per character; its text never reaches the screen")
    func secure() throws {
        let field = TextField(placeholder: "password", isSecure: true)
        let driver = try screen(field)
        defer { driver.close() }
        #expect(driver.line(1) == " password")
        driver.type("s3cret 漢字🎬")
        #expect(field.text == "s3cret 漢字🎬")
        #expect(driver.line(1) == " ••••••••••")
        #expect(driver.snapshot.cursor == Point(column: 11, row: 1), "one cell per character, wide or not")
        for secret in ["s3cret", "漢", "🎬", "cret"] {
            #expect(!driver.text.contains(secret))
            #expect(!driver.styledText.contains(secret))
        }
        // Ctrl-W and word moves do not reveal where the spaces are.
        driver.press(.modified(.left, .control))
        #expect(field.cursorIndex == 0)
        driver.press(.end)
        driver.press(.control("w"))
        #expect(field.text.isEmpty)
        field.isSecure = false
        driver.type("now visible")
        #expect(driver.line(1) == " now visible")
    }

    @Test("Long secure text scrolls by bullets and stays hidden")
    func secureScrolls() throws {
        let field = TextField(text: String(repeating: "漢", count: 40), isSecure: true)
        let driver = try screen(field, columns: 12)
        defer { driver.close() }
        // Ten cells: nine bullets and the cursor after them.
        #expect(driver.line(1) == " •••••••••")
        #expect(driver.snapshot.cursor == Point(column: 10, row: 1))
        #expect(!driver.text.contains("漢"))
    }

    @Test("A field squeezed to a few columns and widened again shows its text from the start")
    func widenedFieldScrollsBack() throws {
        let field = TextField(text: "a@b.c")
        let driver = try screen(field, columns: 4)
        defer { driver.close() }
        #expect(driver.line(1) == " c", "two cells: the last character and the cursor after it")
        driver.resize(to: Size(columns: 24, rows: 6))
        #expect(driver.line(1) == " a@b.c")
        #expect(driver.snapshot.cursor == Point(column: 6, row: 1))
        // The cursor in the middle of a text longer than the field: only scrolled back as
        // far as the rest of the text fits.
        field.text = String(repeating: "x", count: 30) + "END"
        driver.press(.left)
        driver.press(.left)
        driver.resize(to: Size(columns: 12, rows: 6))
        driver.resize(to: Size(columns: 24, rows: 6))
        #expect(driver.line(1) == " " + String(repeating: "x", count: 18) + "END", "the field full, to its last cell")
    }

    @Test("The validator runs on Enter; its message shows under the field and goes once fixed")
    func validation() throws {
        let field = TextField(placeholder: "email")
        field.validator = { $0.contains("@") ? nil : "An email address has an @ in it" }
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        let layout = VStack(spacing: 0, [field, ScrollView(text: "below")])
        layout.focus(field)
        let driver = try driver(layout, columns: 24, rows: 8)
        defer { driver.close() }
        driver.type("ann")
        #expect(field.validationMessage == nil, "no message while typing the first time")
        #expect(field.preferredHeight(forWidth: 24) == 1)
        driver.press(.enter)
        #expect(submitted.isEmpty)
        #expect(field.validationMessage == "An email address has an @ in it")
        #expect(field.preferredHeight(forWidth: 24) == 3)
        #expect(driver.line(1) == "An email address has an")
        #expect(driver.line(2) == "@ in it")
        #expect(driver.line(3) == "below")
        #expect(driver.styledText.contains("An email"))
        driver.type("@example.org")
        #expect(field.validationMessage == nil, "checked again after each edit while it showed")
        #expect(driver.line(1) == "below")
        driver.press(.enter)
        #expect(submitted == ["ann@example.org"])
    }

    @Test("A message set by the program shows, and validate() reports it without a validator")
    func programMessage() throws {
        let field = TextField(text: "ann")
        let driver = try screen(field, columns: 30)
        defer { driver.close() }
        field.validationMessage = "Taken: try another name"
        driver.render()
        #expect(driver.line(2) == " Taken: try another name")
        #expect(!field.validate())
        field.validationMessage = nil
        #expect(field.validate())
    }

    @Test("onChange follows the user's edits, not the program's; the maximum length stops typing")
    func changesAndLimit() throws {
        let field = TextField()
        field.maximumLength = 4
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        let driver = try screen(field)
        defer { driver.close() }
        driver.type("abcdef")
        #expect(field.text == "abcd")
        driver.press(.backspace)
        field.text = "program"
        #expect(changes == ["a", "ab", "abc", "abcd", "abc"])
        #expect(field.text == "program", "text set by the program is kept whole")
    }

    @Test("Word moves by Ctrl and Alt; the existing Emacs keys still work")
    func keys() throws {
        let field = TextField(text: "hello, wide 世界")
        let driver = try screen(field)
        defer { driver.close() }
        driver.press(.modified(.left, .control))
        driver.type("[")
        #expect(field.text == "hello, wide [世界")
        driver.press(.modified(.left, .alt))
        driver.type("|")
        #expect(field.text == "hello, |wide [世界")
        driver.press(.modified(.right, .control))
        driver.type("]")
        #expect(field.text == "hello, |wide] [世界")
        driver.press(.control("a"))
        driver.press(.control("k"))
        #expect(field.text.isEmpty)
        #expect(!field.handle(.enter), "without onSubmit Enter goes on to the containers")
        #expect(!field.handle(.tab))
    }

    @Test("A click puts the cursor under the mouse, by cells")
    func click() throws {
        let field = TextField(text: "ab漢字cd")
        let driver = try screen(field)
        defer { driver.close() }
        driver.click(column: 4, row: 1)
        #expect(field.cursorIndex == 2, "cell 3 of the field is the left half of 漢: before it")
        driver.click(column: 7, row: 1)
        #expect(field.cursorIndex == 4)
        driver.click(column: 20, row: 1)
        #expect(field.cursorIndex == 6)
    }

    @Test("Memory and ncurses show the same secure and validated fields", .tags(.fidelity))
    func fidelity() throws {
        let secure = TextField(text: "hunter2 漢字", isSecure: true)
        let named = TextField(text: "名前🎬")
        named.validationMessage = "名前は使われています — taken"
        let layout = VStack(spacing: 1, [secure, named])
        layout.focus(secure)
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 8), content: layout, comparingWithCurses: true)
        defer { driver.close() }
        driver.type("!")
        layout.focus(named)
        driver.type("世界")
        #expect(driver.terminal.framesComparedWithCurses >= 3)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
