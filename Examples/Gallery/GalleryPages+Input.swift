import WeavyNcurses

extension GalleryPages {
    /// Pages of the widgets that take input: fields, text areas, buttons, dialogs,
    /// checkboxes, radio groups, selects, forms.
    static var input: [GalleryPage] {
        [
            GalleryPage(title: "Text field", summary: "plain, secure, limited, validated", makeScreen: textFieldPage),
            GalleryPage(
                title: "Text area", summary: "compose a message: soft wrap, scrolling", makeScreen: textAreaPage),
            GalleryPage(title: "Button", summary: "default, plain, disabled", makeScreen: buttonPage),
            GalleryPage(title: "Dialog", summary: "confirm, alert, prompt, typed results", makeScreen: dialogPage),
            GalleryPage(title: "Checkbox", summary: "boxes and switches", makeScreen: checkboxPage),
            GalleryPage(title: "Radio group", summary: "one option of several", makeScreen: radioGroupPage),
            GalleryPage(title: "Select", summary: "a field that opens its options", makeScreen: selectPage),
            GalleryPage(title: "Form", summary: "sign in: focus ring, validation", makeScreen: formPage),
        ]
    }

    static func textFieldPage() -> Component {
        let name = TextField(placeholder: "Ada Lovelace")
        let password = TextField(placeholder: "at least 8 characters", isSecure: true)
        password.validator = { $0.count < 8 ? "At least 8 characters" : nil }
        let pin = TextField(placeholder: "4 digits")
        pin.maximumLength = 4
        pin.validator = { $0.count == 4 && $0.allSatisfy(\.isNumber) ? nil : "Four digits" }
        let email = TextField(text: "ada.example.org")
        email.validator = { $0.contains("@") ? nil : "An email address has an @ in it" }
        email.validate()
        let form = Form(rows: [
            Form.Row("Name", name), Form.Row("Password", password), Form.Row("PIN", pin), Form.Row("Email", email),
        ])
        let page = InputPage(
            intro: "Type in each field. The password shows bullets only; the PIN takes 4 characters; "
                + "Enter checks every field.", body: form)
        name.onChange = { page.report = $0.isEmpty ? "" : "Hello, \($0)!" }
        form.onSubmit = { page.report = "All valid: \(password.text.count)-character password." }
        return page
    }

    static func textAreaPage() -> Component {
        let to = TextField(text: "ann@example.org")
        let subject = TextField(placeholder: "Subject")
        let body = TextArea(
            text: "Dear Ann,\n\nThe photos from 京都 are up 🎉. The long lines of this letter wrap at the "
                + "width of the area, and wide characters such as 漢字 or 🍵 never split.\n\nBest,\nBob",
            placeholder: "Write your message")
        let send = Button("Send")
        let form = Form(rows: [
            Form.Row("To", to), Form.Row("Subject", subject), Form.Row("Message", body), Form.Row("", send),
        ])
        let page = InputPage(
            intro: "Enter starts a new line in the message; Tab moves on. Shift with the arrows selects; "
                + "Ctrl-X, Alt-C, Ctrl-V cut, copy, paste; Ctrl-/ undoes, Ctrl-Y redoes.", body: form)
        body.onChange = { page.report = "\(body.characterCount) characters" }
        send.onPress = {
            Dialog.alert(title: "Sent", message: "\(body.characterCount) characters to \(to.text).")
                .present(from: page) { _ in }
        }
        page.report = "\(body.characterCount) characters"
        form.focus(body)
        return page
    }

    static func buttonPage() -> Component {
        var count = 0
        let counter = Button("Count", isDefault: true)
        let reset = Button("Reset")
        let form = Form(rows: [
            Form.Row("Default", counter), Form.Row("Plain", reset),
            Form.Row("Disabled", Button("Unavailable", isEnabled: false)),
        ])
        let page = InputPage(
            intro: "Enter, Space or a click press the focused button; Tab skips the disabled one.", body: form)
        counter.onPress = {
            count += 1
            page.report = "Pressed \(count) time\(count == 1 ? "" : "s")"
        }
        reset.onPress = {
            count = 0
            page.report = "Reset"
        }
        return page
    }

    static func dialogPage() -> Component {
        let confirm = Button("Discard draft…")
        let alert = Button("Show a notice…")
        let prompt = Button("New folder…")
        let unlock = Button("Unlock…")
        let form = Form(rows: [
            Form.Row("Confirm", confirm), Form.Row("Alert", alert), Form.Row("Prompt", prompt),
            Form.Row("Secure", unlock),
        ])
        let page = InputPage(
            intro: "Each button opens a dialog. Tab or Left/Right move between its buttons, Enter presses, "
                + "Esc cancels; the typed result shows below.", body: form)
        confirm.onPress = {
            Dialog.confirm(title: "Discard draft?", message: "The message to Ann will be lost.", confirm: "Discard")
                .present(from: page) { page.report = $0 == true ? "confirm → discarded" : "confirm → cancelled" }
        }
        alert.onPress = {
            Dialog.alert(title: "Sent", message: "Your message is on its way. 📨")
                .present(from: page) { page.report = $0 == nil ? "alert → cancelled" : "alert → acknowledged" }
        }
        prompt.onPress = {
            Dialog.prompt(title: "New folder", message: "Name of the folder:", placeholder: "旅行") {
                $0.isEmpty ? "A name, please" : nil
            }.present(from: page) { page.report = $0.map { "prompt → \"\($0)\"" } ?? "prompt → cancelled" }
        }
        unlock.onPress = {
            Dialog.prompt(title: "Unlock", message: "Password for the archive:", isSecure: true, confirm: "Unlock")
                .present(from: page) {
                    page.report = "secure prompt → \($0.map { "\($0.count) characters" } ?? "cancelled")"
                }
        }
        return page
    }

    static func checkboxPage() -> Component {
        let digest = Checkbox("Send me the weekly digest", isOn: true)
        let dark = Checkbox("Dark mode", appearance: .toggle)
        let terms = Checkbox("利用規約に同意する")
        let form = Form(rows: [
            Form.Row("Newsletter", digest), Form.Row("Look", dark), Form.Row("規約", terms),
            Form.Row("Beta", Checkbox("Experiments (not available)", isEnabled: false)),
        ])
        let page = InputPage(intro: "Space or a click turns a box on or off; Enter would submit a form.", body: form)
        for box in [digest, dark, terms] {
            let title = box.title
            box.onChange = { isOn in page.report = "\(title): \(isOn ? "on" : "off")" }
        }
        return page
    }

    static func radioGroupPage() -> Component {
        let size = RadioGroup(
            choices: [Choice("Small"), Choice("Medium"), Choice("Large (sold out)", isEnabled: false)],
            selectedIndex: 1)
        let delivery = RadioGroup(["通常 — 3 days", "速達 🚀 — tomorrow"], selectedIndex: 0)
        let form = Form(rows: [Form.Row("Size", size), Form.Row("配送", delivery)])
        let page = InputPage(
            intro: "Up/Down move, Space or Enter choose, a click chooses; Tab goes to the next group.",
            body: form)
        size.onChange = { value, _ in page.report = "Size: \(value)" }
        delivery.onChange = { value, _ in page.report = "配送: \(value)" }
        return page
    }

    static func selectPage() -> Component {
        let country = Select(
            title: "Country",
            choices: [
                Choice("France", "fr"), Choice("日本", "jp"), Choice("Ísland", "is"), Choice("Brasil", "br"),
                Choice("Mars (soon)", "mars", isEnabled: false),
            ], selectedIndex: 0)
        let language = Select(title: "Language", ["English", "Français", "日本語"])
        let plan = Select(title: "Plan", ["Free"], selectedIndex: 0)
        plan.isEnabled = false
        let form = Form(rows: [Form.Row("Country", country), Form.Row("Language", language), Form.Row("Plan", plan)])
        let page = InputPage(
            intro: "Enter, Space or a click open the options; Esc keeps the old choice.", body: form)
        country.onChange = { code, _ in page.report = "Country code: \(code)" }
        language.onChange = { value, _ in page.report = "Language: \(value)" }
        return page
    }

    static func formPage() -> Component {
        let email = TextField(placeholder: "you@example.org")
        email.validator = { $0.contains("@") ? nil : "An email address has an @ in it" }
        let password = TextField(isSecure: true)
        password.validator = { $0.isEmpty ? "Your password, please" : nil }
        let remember = Checkbox("Remember me")
        let terms = Checkbox("I accept the terms")
        let signIn = Button("Sign in", isDefault: true)
        let form = Form(rows: [
            Form.Row("Email", email), Form.Row("Password", password), Form.Row("", remember),
            Form.Row("Terms", terms) { terms.isOn ? nil : "Please accept the terms" }, Form.Row("", signIn),
        ])
        form.validate = { password.text == "wrong" ? "Wrong email or password" : nil }
        form.onSubmit = {
            form.messageRole = \.accent
            form.message = "Signed in as \(email.text)\(remember.isOn ? ", remembered" : "")."
        }
        signIn.onPress = {
            form.messageRole = \.error
            form.submit()
        }
        return InputPage(
            intro: "Tab, Shift-Tab and Up/Down move round the form; Enter in a field submits. "
                + "Try the password \"wrong\".", body: form)
    }
}

/// A gallery page of the input widgets: a line on what to try, the widgets (which have
/// the focus), and a line at the bottom telling what they did.
@MainActor
final class InputPage: Component {
    let intro: String
    let body: Component
    /// What the widgets did last.
    var report = "" {
        didSet { setNeedsDisplay() }
    }
    private var introLines: [String] = []

    init(intro: String, body: Component) {
        self.intro = intro
        self.body = body
        super.init()
        addChild(body)
    }

    override var focusedChild: Component? { body }

    override func layout() {
        let area = bounds.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
        introLines = TextWrapping.lines(intro, width: max(1, area.size.columns))
        let top = area.minRow + introLines.count + 1
        place(body, in: Rect(column: area.minColumn, row: top, columns: area.size.columns, rows: area.maxRow - top - 2))
    }

    override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        for (row, line) in introLines.enumerated() {
            canvas.text(line, at: Point(column: 2, row: 1 + row), style: theme.secondaryText)
        }
        canvas.draw(body)
        canvas.text(report, at: Point(column: 2, row: canvas.size.rows - 2), style: theme.accent)
    }
}
