import WeavyKit

// The code of WidgetsByExample.md: each `docs:begin WidgetsByExample <n>` region is the
// article's n-th Swift block, verbatim (DocsCodeTests checks it); WidgetsByExampleTests
// runs them.

// docs:begin WidgetsByExample 1
@MainActor
func signInForm(onSignIn: @escaping @MainActor (String, String) -> Void) -> Form {
    let email = TextField(placeholder: "you@example.org")
    email.validator = { $0.contains("@") ? nil : "An email address has an @ in it" }
    let password = TextField(placeholder: "8 characters or more", isSecure: true)
    password.maximumLength = 64
    let form = Form(rows: [Form.Row("Email", email), Form.Row("Password", password)])
    form.onSubmit = { onSignIn(email.text, password.text) }  // Enter, once every field is valid
    return form
}
// docs:end

// docs:begin WidgetsByExample 2
@MainActor
final class Draft {
    let body = TextArea(placeholder: "Write your message", maximumLength: 10_000, preferredRows: 8)
    private(set) var characters = 0

    init() {
        body.onChange = { [unowned self] in characters = body.characterCount }
    }
}
// docs:end

// docs:begin WidgetsByExample 3
@MainActor
func preferences(onPlan: @escaping @MainActor (String) -> Void) -> Form {
    let newsletter = Checkbox("Send me the newsletter")
    let compact = Checkbox("Compact lists", isOn: true, appearance: .toggle)
    let plan = RadioGroup(
        choices: [Choice("Free", "free"), Choice("Pro", "pro"), Choice("Team (soon)", "team", isEnabled: false)],
        selectedIndex: 0)
    plan.onChange = { value, _ in onPlan(value) }
    let country = Select(title: "Country", choices: [Choice("France", "fr"), Choice("日本", "jp")], selectedIndex: 0)
    return Form(rows: [
        Form.Row("", newsletter), Form.Row("", compact), Form.Row("Plan", plan), Form.Row("Country", country),
    ])
}
// docs:end

// docs:begin WidgetsByExample 4
@MainActor
final class TrashScreen: Component {
    private(set) var emptied = false

    func confirmEmptying() async {
        let dialog = Dialog.confirm(title: "Empty the trash?", message: "12 messages go for good.", confirm: "Empty")
        guard await present(dialog) == true else { return }  // nil: Esc or Cancel
        emptied = true
    }
}
// docs:end

// docs:begin WidgetsByExample 5
struct Message: Identifiable, Sendable {
    let id: Int
    var subject: String
    var from: String
}

@MainActor
func inbox(_ messages: [Message], open: @escaping @MainActor (Message) -> Void) -> ListView<Message> {
    let list = ListView(items: messages) { ListView.Row($0.subject, detail: $0.from) }
    list.allowsFiltering = true  // `/` filters: "bldr" finds "Blade Runner", "amelie" finds "Amélie"
    list.followsNewItemsAtTop = true  // new mail at the top is selected while you are at the top
    list.onActivate = { message, _ in open(message) }
    return list
}
// docs:end

// docs:begin WidgetsByExample 6
struct Release: Sendable {
    let id: Int
    let title: String
    let year: Int
}

@MainActor
func releaseTable(_ releases: [Release]) -> Table<Release> {
    let table = Table(
        rows: releases, id: \.id,
        columns: [
            .init("Title", width: .flexible(), value: \.title),
            .init("Year", width: .fixed(4), alignment: .trailing, value: { String($0.year) }, sortedBy: \.year),
        ],
        sortOrder: .init(column: 1, ascending: false))
    table.allowsFiltering = true
    return table
}
// docs:end

// docs:begin WidgetsByExample 7
@MainActor
func aboutPage() -> ScrollView {
    ScrollView([
        .heading("Weavy"),
        .paragraph("Navigation woven from warps and wefts, for terminal apps."),
        .gap,
        .fields([ScrollView.Field("Version", "0.3"), ScrollView.Field("License", "MIT")]),
    ])
}
// docs:end

// docs:begin WidgetsByExample 8
@MainActor
func mailShell(inbox: Component, sent: Component, settings: Component) -> TabBar {
    let folders = SplitView(title: "Inbox", master: inbox, detail: Label("Pick a message"), masterWidth: 30)
    return TabBar(tabs: [folders, sent, settings])  // 1, 2, 3 and Tab switch tabs
}

@MainActor
func appRoot(signIn: Component) -> Stage {
    Stage(showing: signIn)  // later: stage.show(mailShell(...)); the sign-in screen is let go
}
// docs:end

// docs:begin WidgetsByExample 9
@MainActor
func startSync(in window: Window, progress: ProgressBar) -> ScheduledAction {
    var done = 0
    let note = window.showToast("Syncing…")
    return window.schedule(every: .milliseconds(500)) {  // cancel() the action to stop it
        guard done < 100 else { return }
        done += 10
        progress.fraction = Double(done) / 100
        if done == 100 { window.showToast("Synced 100 messages", replacing: note) }
    }
}
// docs:end
