import WeavyKit

// The code of the widget reference pages for text, forms and controls: each
// `docs:begin <Page> <n>` region is that article's n-th Swift block, verbatim
// (DocsCodeTests checks it); WidgetPagesPicturesTests runs it and draws its picture.

// docs:begin TextFieldReference 1
@MainActor
func usernameField(taken: Set<String>, onPick: @escaping @MainActor (String) -> Void) -> TextField {
    let field = TextField(placeholder: "letters and digits")
    field.maximumLength = 20
    field.validator = { name in
        if name.isEmpty { return "A name is needed" }
        return taken.contains(name.lowercased()) ? "\(name) is taken" : nil
    }
    field.onSubmit = { onPick($0) }  // Enter, once the validator has nothing to say
    return field
}
// docs:end

// docs:begin TextAreaReference 1
@MainActor
final class NoteEditor {
    let body = TextArea(placeholder: "Write here", maximumLength: 5_000)
    private(set) var counter = ""

    init(text: String) {
        body.text = text  // not an edit: isEdited stays false and there is nothing to undo
        body.onChange = { [unowned self] in counter = "\(body.characterCount) of 5000" }
    }

    /// Whether leaving should ask first.
    var hasChanges: Bool { body.isEdited }

    /// Called once the text is stored: leaving asks nothing, the cursor and undo stay.
    func didSave() { body.isEdited = false }
}
// docs:end

// docs:begin FormReference 1
@MainActor
func signUpForm(onSignUp: @escaping @MainActor (String, String) -> Void) -> Form {
    let email = TextField(placeholder: "you@example.org")
    email.validator = { $0.contains("@") ? nil : "An email address has an @ in it" }
    let password = TextField(placeholder: "8 characters or more", isSecure: true)
    password.validator = { $0.count >= 8 ? nil : "At least 8 characters" }
    let again = TextField(isSecure: true)
    let terms = Checkbox("I accept the terms")
    let form = Form(
        title: "Sign up",
        rows: [
            Form.Row("Email", email), Form.Row("Password", password), Form.Row("Again", again),
            Form.Row("", terms) { terms.isOn ? nil : "Please accept the terms" },
        ])
    form.validate = { password.text == again.text ? nil : "The two passwords differ" }  // once every row passes
    form.append(Form.Row("", Button("Sign up", isDefault: true) { form.submit() }))
    form.onSubmit = { onSignUp(email.text, password.text) }
    return form
}
// docs:end

// docs:begin ButtonReference 1
@MainActor
func draftButtons(send: @escaping @MainActor () -> Void, discard: @escaping @MainActor () -> Void) -> HStack {
    let sendButton = Button("Send", isDefault: true, onPress: send)
    let discardButton = Button("Discard", isDestructive: true, onPress: discard)  // drawn as a warning
    let schedule = Button("Schedule", isEnabled: false)  // skipped by focus rings, ignores keys
    let row = HStack(spacing: 2, [sendButton, discardButton, schedule])
    row.focus(sendButton)
    return row
}
// docs:end

// docs:begin CheckboxReference 1
@MainActor
final class AlertSettings {
    var playsSound = true
    var showsBadges = false
}

@MainActor
func alertOptions(_ settings: AlertSettings) -> Form {
    let sound = Checkbox("Play a sound", isOn: settings.playsSound, appearance: .toggle)
    sound.onChange = { settings.playsSound = $0 }
    let badges = Checkbox("Show badges", isOn: settings.showsBadges)
    badges.onChange = { settings.showsBadges = $0 }
    let texts = Checkbox("Text messages (add a phone number first)", isEnabled: false)
    return Form(rows: [Form.Row("", sound), Form.Row("", badges), Form.Row("", texts)], spacing: 0)
}
// docs:end

// docs:begin RadioGroupReference 1
enum Shipping: Sendable {
    case standard, express, pickup
}

@MainActor
func shippingChoice(onChange: @escaping @MainActor (Shipping) -> Void) -> RadioGroup<Shipping> {
    let group = RadioGroup(
        choices: [
            Choice("Standard, 3 to 5 days", Shipping.standard), Choice("Express, next day", .express),
            Choice("Pick up in store (closed today)", .pickup, isEnabled: false),
        ],
        selectedIndex: 0)
    group.onChange = { shipping, _ in onChange(shipping) }  // Space or Enter chooses the highlight
    return group
}
// docs:end

// docs:begin SelectReference 1
@MainActor
func languageSelect(current: String, onChange: @escaping @MainActor (String) -> Void) -> Select<String> {
    let choices = [Choice("English", "en"), Choice("Français", "fr"), Choice("日本語", "ja"), Choice("Español", "es")]
    let select = Select(
        title: "Language", choices: choices, selectedIndex: choices.firstIndex { $0.value == current },
        placeholder: "Pick a language")
    select.onChange = { code, _ in onChange(code) }  // only when the choice changed
    return select
}
// docs:end

// docs:begin DialogReference 1
@MainActor
final class FoldersScreen: Component {
    private(set) var folders = ["Inbox", "Receipts"]

    func deleteFolder(at index: Int) async {
        let sure = Dialog.confirm(
            title: "Delete \(folders[index])?", message: "Its 40 messages go to the trash.", confirm: "Delete",
            isDestructive: true)  // opens on Cancel: Enter pressed at once deletes nothing
        guard await sure.present(from: self) == true else { return }  // nil: Esc, Cancel, or the screen went away
        folders.remove(at: index)
    }

    func newFolder() async {
        let ask = Dialog.prompt(title: "New folder", message: "Name:", placeholder: "Travel") { name in
            name.isEmpty ? "A folder needs a name" : nil
        }
        guard let name = await ask.present(from: self) else { return }
        folders.append(name)
        await Dialog.alert(title: "Created", message: "\(name) is ready.").present(from: self)
    }
}
// docs:end

// docs:begin PanelReference 1
@MainActor
func signInPanel(onSignIn: @escaping @MainActor (String, String) -> Void) -> Panel {
    let user = TextField(placeholder: "name")
    let password = TextField(isSecure: true)
    let form = Form(rows: [Form.Row("User", user), Form.Row("Password", password)])
    form.onSubmit = { onSignIn(user.text, password.text) }
    return Panel(title: "Sign in", content: form, width: 36)  // centered, as tall as the form
}
// docs:end
