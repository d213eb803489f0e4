import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Forms: aligned labels, the focus ring, submitting with validation, scrolling, clicks.
@MainActor
@Suite("Form: labelled rows, a focus ring, a validated submit")
struct FormTests {
    /// A sign-in form: email (must have an @), password (secure, 8+ characters), a
    /// checkbox, a notes area, and a button that submits.
    @MainActor
    struct SignIn {
        let email = TextField(placeholder: "you@example.org")
        let password = TextField(isSecure: true)
        let remember = Checkbox("Remember me")
        let notes = TextArea(preferredRows: 3)
        let button = Button("Sign in")
        let form: Form

        init() {
            email.validator = { $0.contains("@") ? nil : "An email has an @" }
            password.validator = { $0.count < 8 ? "At least 8 characters" : nil }
            form = Form(rows: [
                Form.Row("メール", email),
                Form.Row("Password", password),
                Form.Row("", remember),
                Form.Row("Notes", notes),
                Form.Row("", button),
            ])
            button.onPress = { [weak form] in form?.submit() }
        }
    }

    @Test("The terminal's cursor shows only in the field being edited: hidden on the checkbox and the button")
    func cursorOnlyWhereTextIsEdited() throws {
        let name = TextField(text: "Ada")
        let remember = Checkbox("Remember me")
        let notes = TextArea(preferredRows: 2)
        let drink = Select(["Tea", "Coffee"])
        let size = RadioGroup(choices: [.init("Small", 1), .init("Large", 2)])
        let button = Button("Send")
        let form = Form(rows: [
            Form.Row("Name", name), Form.Row("", remember), Form.Row("Notes", notes), Form.Row("Drink", drink),
            Form.Row("Size", size), Form.Row("", button),
        ])
        let driver = try driver(form, columns: 40, rows: 20)
        defer { driver.close() }
        let controls: [(String, Component)] = [
            ("name", name), ("remember", remember), ("notes", notes), ("drink", drink), ("size", size),
            ("button", button),
        ]
        var cursors: [String: Point?] = [:]
        for _ in controls {
            if let (label, _) = controls.first(where: { $0.1.isFocused }) { cursors[label] = driver.snapshot.cursor }
            driver.press(.tab)
        }
        #expect(cursors.count == controls.count, "each was focused in turn: \(cursors.keys.sorted())")
        #expect(cursors["name"] == .some(Point(column: 10, row: 0)), "after \"Ada\" in the name field")
        #expect(cursors["notes"].flatMap { $0 } != nil, "the text area shows its cursor")
        for label in ["remember", "drink", "size", "button"] {
            #expect(cursors[label] == .some(nil), "no cursor on the focused \(label) control")
        }
    }

    @Test("Labels align in one column measured in cells, CJK included")
    func labels() throws {
        let signIn = SignIn()
        let driver = try driver(signIn.form, columns: 40, rows: 14)
        defer { driver.close() }
        // The widest label, "Password", is 8 cells; fields start 2 cells after it.
        #expect(driver.line(0) == "メール    you@example.org")
        #expect(driver.line(2) == "Password")
        #expect(driver.line(4) == "          [ ] Remember me")
        #expect(driver.line(6).hasPrefix("Notes"))
        #expect(driver.line(10) == "          [ Sign in ]")
        #expect(driver.snapshot.cursor == Point(column: 10, row: 0))
        #expect(driver.snapshot.style(at: Point(column: 0, row: 0)) == .init(Theme.ansi256.accent), "focused label")
        #expect(driver.snapshot.style(at: Point(column: 0, row: 2)) == .init(Theme.ansi256.label))
    }

    @Test("Tab and Shift-Tab go round every row; Up and Down move when the field does not use them")
    func focusRing() throws {
        let signIn = SignIn()
        let form = signIn.form
        let driver = try driver(form, columns: 40, rows: 14)
        defer { driver.close() }
        driver.press(.tab, times: 4)
        #expect(form.focusedChild === signIn.button)
        driver.press(.tab)
        #expect(form.focusedChild === signIn.email, "round the ring")
        driver.press(.backTab)
        #expect(form.focusedChild === signIn.button)
        driver.press(.down)
        #expect(form.focusedChild === signIn.button, "Down does not wrap")
        driver.press(.up)
        #expect(form.focusedChild === signIn.notes)
        driver.press(.up)
        #expect(form.focusedChild === signIn.notes, "the text area uses Up")
        driver.press(.backTab)
        #expect(form.focusedChild === signIn.remember)
        driver.press(.up)
        #expect(form.focusedChild === signIn.password, "a text field does not use Up")
        signIn.remember.isEnabled = false
        driver.press(.down)
        #expect(form.focusedChild === signIn.notes, "a disabled control is passed over")
        #expect(!form.handle(.enter), "without onSubmit Enter is not used")
        #expect(form.keyHints == [KeyHint("Tab", "focus next", short: "next", priority: .low)])
        form.onSubmit = {}
        #expect(
            form.keyHints == [
                KeyHint("Tab", "focus next", short: "next", priority: .low),
                KeyHint("Enter", "submit", priority: .high),
            ])
    }

    @Test("A row of buttons side by side: Tab goes through each, Shift-Tab comes back into its last, Enter presses")
    func rowOfButtons() throws {
        let subject = TextField()
        let send = Button("Send")
        let save = Button("Save draft")
        let discard = Button("Discard")
        var pressed: [String] = []
        send.onPress = { pressed.append("send") }
        save.onPress = { pressed.append("save") }
        discard.onPress = { pressed.append("discard") }
        let form = Form(rows: [
            Form.Row("Subject", subject),
            Form.Row("", HStack(spacing: 2, [.fit(send), .fit(save), .fit(discard)])),
        ])
        let driver = try driver(form, columns: 60, rows: 8)
        defer { driver.close() }
        #expect(driver.window.focusChain.last === subject)
        driver.press(.tab)
        #expect(driver.window.focusChain.last === send, "into the row at its first button")
        driver.press(.tab)
        #expect(driver.window.focusChain.last === save)
        driver.press(.enter)
        driver.press(.tab)
        #expect(driver.window.focusChain.last === discard)
        driver.press(.tab)
        #expect(driver.window.focusChain.last === subject, "round the ring")
        driver.press(.backTab)
        #expect(driver.window.focusChain.last === discard, "back into the row at its last button")
        driver.press(.enter)
        #expect(pressed == ["save", "discard"])
        #expect(form.takes(.tab) && form.takes(.backTab))
    }

    @Test("Enter from a field submits: messages under invalid fields, the focus on the first of them")
    func submitWithValidation() throws {
        let signIn = SignIn()
        var submitted = 0
        signIn.form.onSubmit = { submitted += 1 }
        let driver = try driver(signIn.form, columns: 40, rows: 16)
        defer { driver.close() }
        driver.press(.tab)
        driver.type("short")
        driver.press(.enter)
        #expect(submitted == 0)
        #expect(signIn.form.focusedChild === signIn.email)
        #expect(driver.line(1) == "          An email has an @")
        #expect(driver.line(4) == "          At least 8 characters")
        #expect(!driver.text.contains("short"))
        driver.type("ann@example.org")
        #expect(driver.line(1).isEmpty, "the message goes once fixed")
        driver.press(.enter)
        #expect(signIn.form.focusedChild === signIn.password)
        driver.type("longer!")
        driver.press(.tab, times: 3)
        driver.press(.enter)
        #expect(submitted == 1, "the button submits")
    }

    @Test("Row checks and the form's check: messages under the row and at the bottom")
    func rowAndFormChecks() throws {
        let terms = Checkbox("I accept the terms")
        let first = TextField(text: "a", isSecure: true)
        let second = TextField(text: "b", isSecure: true)
        let form = Form(rows: [
            Form.Row("Password", first),
            Form.Row("Again", second),
            Form.Row("Terms", terms) { terms.isOn ? nil : "Please accept the terms" },
        ])
        form.validate = { first.text == second.text ? nil : "The passwords differ" }
        var submitted = false
        form.onSubmit = { submitted = true }
        let driver = try driver(form, columns: 40, rows: 12)
        defer { driver.close() }
        #expect(!form.submit())
        driver.render()
        #expect(form.focusedChild === terms)
        #expect(driver.line(5) == "          Please accept the terms")
        #expect(form.message == nil, "the form's check waits until the rows are valid")
        driver.press(" ")
        #expect(!driver.text.contains("Please accept"), "the row's message goes once fixed")
        driver.press(.enter)
        #expect(form.message == "The passwords differ")
        #expect(driver.line(6) == "The passwords differ", "after a blank row")
        #expect(driver.snapshot.style(at: Point(column: 0, row: 6)) == .init(Theme.ansi256.error))
        second.text = "a"
        driver.press(.enter)
        #expect(submitted)
        #expect(form.message == nil)
    }

    @Test("A form taller than its space scrolls to keep the focused row in view")
    func scrolling() throws {
        let fields = (1...12).map { TextField(text: "value \($0)") }
        let form = Form(rows: fields.enumerated().map { Form.Row("Field \($0.offset + 1)", $0.element) })
        let driver = try driver(form, columns: 30, rows: 8)
        defer { driver.close() }
        #expect(driver.line(0) == "Field 1   value 1")
        #expect(driver.line(6).hasSuffix("▼"))
        driver.press(.down, times: 6)
        #expect(driver.line(6).hasPrefix("Field 7   value 7"))
        #expect(driver.snapshot.cursor == Point(column: 17, row: 6))
        #expect(driver.line(0).hasSuffix("▲"))
        driver.press(.tab, times: 6)
        #expect(form.focusedChild === fields[0])
        #expect(driver.line(0).hasPrefix("Field 1"))
        form.message = "Check the values"
        driver.press(.down, times: 9)
        #expect(driver.line(6) == "Check the values", "the form's message is brought into view with the focused row")
        #expect(driver.line(0).hasPrefix("Field 10"))
    }

    @Test("A click on a field or its label focuses the row")
    func clicks() throws {
        let signIn = SignIn()
        let driver = try driver(signIn.form, columns: 40, rows: 14)
        defer { driver.close() }
        driver.click(column: 14, row: 2)
        #expect(signIn.form.focusedChild === signIn.password)
        driver.click(column: 1, row: 6)
        #expect(signIn.form.focusedChild === signIn.notes)
        driver.click(column: 12, row: 4)
        #expect(signIn.form.focusedChild === signIn.remember)
        #expect(signIn.remember.isOn, "the click reaches the checkbox too")
    }

    @Test("Memory and ncurses show the same form", .tags(.fidelity))
    func fidelity() throws {
        let signIn = SignIn()
        let driver = try HeadlessDriver(
            size: Size(columns: 36, rows: 12), content: signIn.form, comparingWithCurses: true)
        defer { driver.close() }
        driver.type("名前@例え.jp")
        driver.press(.tab)
        driver.type("pw")
        driver.press(.enter)
        driver.press(.tab, times: 2)
        driver.type("メモ 🎬")
        #expect(driver.terminal.framesComparedWithCurses >= 5)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}

/// A form with a single row that can take the focus has no ring: Tab and Shift-Tab are
/// left to its containers (a split view's other pane), and no `Tab focus next` hint.
@MainActor
@Suite("Form: one field")
struct FormOneFieldTests {
    @Test("Tab and Shift-Tab go on to the containers; Enter submits; the hint is relabelled by an ancestor")
    func tabGoesOn() throws {
        let field = TextField()
        field.validator = { $0.isEmpty ? "Required" : nil }
        let disabled = Button("Disabled")
        disabled.isEnabled = false
        let form = Form(rows: [Form.Row("Key", field), Form.Row("", disabled)])
        var submitted: [String] = []
        form.onSubmit = { submitted.append(field.text) }
        let split = SplitView(master: filmList(), detail: form)
        let screen = WidgetScreen("Settings", split)
        screen.keyHintLabels = ["Enter": "save"]
        let driver = try driver(screen, columns: 60, rows: 8)
        defer { driver.close() }
        driver.press(.tab)
        #expect(split.focus == .detail)
        #expect(form.keyHints == [KeyHint("Enter", "submit", priority: .high)], "no ring, no Tab hint")
        #expect(driver.window.keyHints.contains(KeyHint("Enter", "save", priority: .high)))
        driver.press(.tab)
        #expect(split.focus == .master, "Tab went on to the split view")
        driver.press(.backTab)
        #expect(split.focus == .detail)
        driver.press(.backTab)
        #expect(split.focus == .master, "so did Shift-Tab")
        driver.press(.tab)
        driver.press(.enter)
        #expect(submitted.isEmpty)
        #expect(driver.text.contains("Required"))
        driver.type("k")
        driver.press(.enter)
        #expect(submitted == ["k"])
    }
}
