import WeavyKit

// The code of the widget reference pages for containers, time and the status line: each
// `docs:begin <Page> <n>` region is that article's n-th Swift block, verbatim
// (DocsCodeTests checks it); WidgetPagesPicturesTests runs it and draws its picture.

// docs:begin SplitViewReference 1
struct Contact: Identifiable, Sendable {
    let id: Int
    var name: String
    var email: String
}

@MainActor
func contactsSplit(_ contacts: [Contact]) -> SplitView {
    let list = ListView(items: contacts) { ListView.Row($0.name) }
    let split = SplitView(title: "Contacts", master: list, detail: card(contacts.first), masterWidth: 22)
    list.onSelect = { contact, _ in split.setDetail(card(contact)) }  // the old card is dismissed
    list.onActivate = { _, _ in split.focus(.detail) }
    return split
}

@MainActor
func card(_ contact: Contact?) -> Component {
    guard let contact else { return Label("No contact", style: \.secondaryText) }
    return ScrollView([.heading(contact.name), .fields([ScrollView.Field("Email", contact.email)])])
}
// docs:end

// docs:begin TabBarReference 1
@MainActor
func mailTabs(onTab: @escaping @MainActor (Int) -> Void) -> TabBar {
    let inbox = NavigationStack(title: "Inbox", root: Label("3 unread", title: "Inbox"))
    inbox.showsTitleBarAtRoot = false  // the tab already names the root
    let tabs = TabBar(tabs: [inbox, Label("Nothing sent", title: "Sent")])
    tabs.addTab(Label("Settings go here", title: "Settings"))
    tabs.onSelect = { onTab($0) }  // 1 to 9, Tab, Shift-Tab, a click, or tabs.select(_:)
    return tabs
}
// docs:end

// docs:begin NavigationStackReference 1
@MainActor
func notesStack(folders: [String]) -> NavigationStack {
    let list = ListView(title: "Notes", items: folders, id: \.self) { ListView.Row($0) }
    let stack = NavigationStack(root: list)
    list.onActivate = { folder, _ in stack.push(Label("No notes in \(folder) yet.", title: folder)) }
    return stack  // Esc pops; so do Left, Backspace and `h` when nothing focused takes input
}
// docs:end

// docs:begin NavigationStackReference 2
@MainActor
final class NoteEditorScreen: Component, LeaveConfirming {
    let body: TextArea
    private let store: @MainActor (String) -> Void

    init(title: String, text: String, store: @escaping @MainActor (String) -> Void) {
        body = TextArea(text: text)
        self.store = store
        super.init(title: title)
        addChild(body)  // the default layout starts the text where a list's rows do
    }

    override var focusedChild: Component? { body }

    override var keyHints: [KeyHint] { [KeyHint("Ctrl-S", "save")] }

    override func handle(_ key: Key) -> Bool {
        guard key == .control("s") else { return false }
        store(body.text)
        body.isEdited = false  // saved: Esc no longer asks; the cursor and undo stay
        return true
    }

    // docs:begin LeaveConfirming.swift 1
    var leaveDecision: LeaveDecision {
        body.isEdited ? .confirm(title: "Discard changes?", confirm: "Discard") : .leave
    }
    // docs:end
}
// docs:end

// docs:begin StageReference 1
@MainActor
final class AppShell {
    let stage = Stage()

    init() {
        let guest = Button("Continue as guest")
        guest.onPress = { [unowned self] in signedIn(as: "guest") }
        stage.show(Panel(title: "Welcome", content: guest))
    }

    func signedIn(as name: String) {
        stage.show(Label("Hello, \(name)", title: "Home"))  // the welcome panel is dismissed for good
    }
}
// docs:end

// docs:begin StacksReference 1
@MainActor
func playerScreen(queue: Component) -> VStack {
    let title = Label("Now playing: Blue in Green", style: \.heading)
    let progress = ProgressBar(fraction: 0.35, label: "1:59 / 5:37")
    let controls = HStack(spacing: 2, [Button("Pause"), Button("Next"), Checkbox("Shuffle")])
    let screen = VStack(
        spacing: 1, padding: .horizontal(1),
        [.fit(title), .fixed(1, progress), .flexible(queue), .fixed(1, controls)])
    screen.focus(queue)  // keys go to the queue; a click on a control moves them there
    return screen
}
// docs:end

// docs:begin ToastReference 1
@MainActor
func save(_ write: () throws -> Void, in window: Window) {
    let saving = window.showToast("Saving…")
    do {
        try write()
        window.showToast("Saved", replacing: saving)  // takes the place of "Saving…"
    } catch {
        window.showToast("Could not save: \(error)", kind: .error, replacing: saving)  // stays twice as long
    }
}
// docs:end

// docs:begin SpinnerReference 1
@MainActor
final class CatalogLoader {
    let spinner = Spinner(label: "Loading the catalog…")

    func finished(count: Int) {
        spinner.isAnimating = false  // no more frames: an idle app never wakes
        spinner.label = "\(count) films"
    }
}
// docs:end

// docs:begin ProgressBarReference 1
@MainActor
func downloadBar(received: Int, of total: Int) -> ProgressBar {
    let bar = ProgressBar(label: "Downloading")
    bar.fraction = total > 0 ? Double(received) / Double(total) : 0  // clamped to 0…1
    return bar
}
// docs:end

// docs:begin StatusLineReference 1
@MainActor
final class MailboxScreen: Component {
    private(set) var archived = 0

    override var keyHints: [KeyHint] {
        [KeyHint("a", "archive", priority: .high), KeyHint("r", "reply", short: "re")]
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case "a": archived += 1
        case "r": break  // present the reply screen
        default: return false  // keys not used go on to the containers and the window
        }
        return true
    }
}

@MainActor
func appKeys(on window: Window) {
    window.bind("q", hint: "quit") { $0.quit() }
    window.bind("?", hint: KeyHint("?", "help", priority: .essential), worksUnderModals: true) { window in
        window.showToast("a archive, r reply, q quit")
    }
}
// docs:end
