import Weavy
import WeavyKit
import WeavyTesting

extension WidgetPagePicture {
    /// The pictures of Getting started and Widgets by example, drawn from their code.
    static let articles: [WidgetPagePicture] = [
        .init(name: "getting-started-notes", size: Size(columns: 40, rows: 8), shows: ["Notes › Ideas"]) {
            (NotesWarp(notes: gettingStartedNotes), SingleWeftable(NoteWeft.noteList), { try $0.send("<down><enter>") })
        },
        .init(name: "getting-started-prompt", size: Size(columns: 48, rows: 12), shows: ["New note"]) {
            (
                NotesWarp(notes: gettingStartedNotes), SingleWeftable(NoteWeft.noteList),
                { driver in
                    driver.press("n")
                    await driver.settle()
                }
            )
        },
        .init(name: "example-sign-in", size: Size(columns: 56, rows: 8), shows: ["An email address has an @ in it"]) {
            (signInForm { _, _ in }, { try $0.send("ada.example.org<enter>") })
        },
        .init(name: "example-preferences", size: Size(columns: 50, rows: 12), shows: ["Compact lists"]) {
            (preferences { _ in }, { _ in })
        },
        .init(name: "example-inbox", size: Size(columns: 50, rows: 7), shows: ["Amélie"]) {
            let messages = [
                Message(id: 1, subject: "Blade Runner tickets", from: "Ann"),
                Message(id: 2, subject: "Amélie at the Rex", from: "Bo"),
                Message(id: 3, subject: "Lunch on Friday?", from: "Cy"),
            ]
            return (inbox(messages) { _ in }, { try $0.send("/amelie") })
        },
        .init(name: "example-releases", size: Size(columns: 40, rows: 6), shows: ["Yea↓", "Dune"]) {
            let releases = [
                Release(id: 1, title: "Alien", year: 1979), Release(id: 2, title: "Dune", year: 2021),
                Release(id: 3, title: "Arrival", year: 2016),
            ]
            return (releaseTable(releases), { _ in })
        },
        .init(name: "example-about", size: Size(columns: 60, rows: 8), shows: ["License"]) {
            (aboutPage(), { _ in })
        },
        .init(name: "example-mail-shell", size: Size(columns: 64, rows: 8), shows: ["Pick a message"]) {
            let inbox = ListView(title: "Inbox", items: ["Blade Runner tickets", "Lunch on Friday?"], id: \.self) {
                ListView.Row($0)
            }
            let shell = mailShell(
                inbox: inbox, sent: Label("Nothing sent", title: "Sent"), settings: Label("", title: "Settings"))
            return (shell, { _ in })
        },
        .init(name: "example-sync", size: Size(columns: 56, rows: 7), shows: ["Syncing…", "40%"]) {
            let progress = ProgressBar(label: "Mail")
            return (
                progress,
                { driver in
                    let sync = startSync(in: driver.window, progress: progress)
                    driver.advanceTime(by: .seconds(2))
                    sync.cancel()
                }
            )
        },
    ]
}

/// The notes of Getting started's pictures.
private let gettingStartedNotes = [
    Note(title: "Groceries", body: "Bread, olives and two lemons."),
    Note(title: "Ideas", body: "A terminal app for notes."),
]
