import WeavyKit
import WeavyTesting

/// A failure with a message of its own, for the toast's example.
private struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

private let tracks = [
    Track(id: 1, title: "So What", artist: "Miles Davis"),
    Track(id: 2, title: "Blue in Green", artist: "Miles Davis"),
    Track(id: 3, title: "Naima", artist: "John Coltrane"),
    Track(id: 4, title: "Blues for Alice", artist: "Charlie Parker"),
    Track(id: 5, title: "Águas de Março", artist: "Elis Regina"),
]

private let tickets = [
    Ticket(id: 101, title: "Crash when the list is empty", state: "open", votes: 12),
    Ticket(id: 102, title: "Filter ignores accents", state: "closed", votes: 3),
    Ticket(id: 103, title: "Sort by date, not by text", state: "open", votes: 27),
    Ticket(id: 104, title: "Toast hides the status line", state: "open", votes: 8),
]

extension WidgetPagePicture {
    /// The pictures, one (or more) per reference page.
    static let all: [WidgetPagePicture] = [
        .init(name: "widget-list-view", size: Size(columns: 48, rows: 9), shows: ["Blue in Green", "2 of 5"]) {
            (playlist(tracks) { _ in }, { try $0.send("/blue") })
        },
        .init(name: "widget-table", size: Size(columns: 56, rows: 8), shows: ["Votes ↓", "Sort by date"]) {
            (ticketTable(tickets) { _ in }, { _ in })
        },
        .init(name: "widget-text-field", size: Size(columns: 40, rows: 4), shows: ["ada is taken"]) {
            (usernameField(taken: ["ada"]) { _ in }, { try $0.send("ada<enter>") })
        },
        .init(name: "widget-text-area", size: Size(columns: 44, rows: 7), shows: ["Buy milk"]) {
            let editor = NoteEditor(
                text: "Buy milk, eggs and flour.\n\nCall Ann about the trip to Kyoto: trains leave at 9 and at 11.")
            return (editor.body, { _ in })
        },
        .init(name: "widget-form", size: Size(columns: 58, rows: 15), shows: ["At least 8 characters"]) {
            (signUpForm { _, _ in }, { try $0.send("ada@example.org<tab>short<tab>short<tab><tab><tab><enter>") })
        },
        .init(name: "widget-button", size: Size(columns: 44, rows: 3), shows: ["[ Send ]", "[ Discard ]"]) {
            (draftButtons(send: {}, discard: {}), { _ in })
        },
        .init(name: "widget-checkbox", size: Size(columns: 50, rows: 5), shows: ["[x] Show badges"]) {
            (alertOptions(AlertSettings()), { try $0.send("<tab> ") })
        },
        .init(name: "widget-radio-group", size: Size(columns: 40, rows: 5), shows: ["Express, next day"]) {
            (shippingChoice { _ in }, { $0.press(.down) })
        },
        .init(name: "widget-select", size: Size(columns: 40, rows: 12), shows: ["Français"]) {
            (languageSelect(current: "en") { _ in }, { $0.press(.enter) })
        },
        .init(name: "widget-dialog", size: Size(columns: 60, rows: 12), shows: ["Delete Receipts?"]) {
            let screen = FoldersScreen()
            return (
                screen,
                { driver in
                    Task { await screen.deleteFolder(at: 1) }
                    await driver.settle()
                }
            )
        },
        .init(name: "widget-panel", size: Size(columns: 50, rows: 10), shows: ["Sign in", "Password"]) {
            (signInPanel { _, _ in }, { _ in })
        },
        .init(name: "widget-scroll-view", size: Size(columns: 50, rows: 10), shows: ["Version 2.4"]) {
            (releaseNotes(), { _ in })
        },
        .init(name: "widget-label", size: Size(columns: 44, rows: 6), shows: ["Inbox zero"]) {
            (emptyInbox(), { _ in })
        },
        .init(name: "widget-split-view", size: Size(columns: 60, rows: 7), shows: ["bo@example.org"]) {
            let contacts = [
                Contact(id: 1, name: "Ann Lee", email: "ann@example.org"),
                Contact(id: 2, name: "Bo Chen", email: "bo@example.org"),
            ]
            return (contactsSplit(contacts), { $0.press(.down) })
        },
        .init(name: "widget-tab-bar", size: Size(columns: 44, rows: 5), shows: ["Nothing sent"]) {
            (mailTabs { _ in }, { $0.press("2") })
        },
        .init(name: "widget-navigation-stack", size: Size(columns: 48, rows: 6), shows: ["Notes › Ideas"]) {
            (notesStack(folders: ["Work", "Ideas", "Recipes"]), { try $0.send("<down><enter>") })
        },
        .init(name: "widget-stage", size: Size(columns: 44, rows: 7), shows: ["Continue as guest"]) {
            let shell = AppShell()
            return (shell.stage, { _ in })
        },
        .init(name: "widget-stacks", size: Size(columns: 56, rows: 12), shows: ["Now playing", "Shuffle"]) {
            (playerScreen(queue: playlist(tracks) { _ in }), { _ in })
        },
        .init(name: "widget-toast", size: Size(columns: 56, rows: 7), shows: ["Could not save"]) {
            (Label("Draft: a letter to Ann"), { driver in save({ throw DiskFull() }, in: driver.window) })
        },
        .init(name: "widget-spinner", size: Size(columns: 40, rows: 3), shows: ["Loading the catalog…"]) {
            let loader = CatalogLoader()
            return (loader.spinner, { $0.advanceTime(by: .milliseconds(250)) })
        },
        .init(name: "widget-progress-bar", size: Size(columns: 40, rows: 3), shows: ["Downloading", "42%"]) {
            (downloadBar(received: 42, of: 100), { _ in })
        },
        .init(
            name: "widget-status-line", size: Size(columns: 60, rows: 4), shows: ["a archive", "q quit"],
            configure: { appKeys(on: $0) }
        ) {
            (MailboxScreen(), { _ in })
        },
    ]
}
