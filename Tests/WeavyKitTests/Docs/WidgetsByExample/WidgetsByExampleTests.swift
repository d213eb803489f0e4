import Testing
import WeavyTesting

@testable import WeavyKit

/// Runs the code of WidgetsByExample.md headless: each example does what the article
/// says.
@MainActor
@Suite("Widgets by example: the article's code works as it says")
struct WidgetsByExampleTests {
    @Test("The sign-in form says what is wrong, then signs in with the typed text")
    func signIn() throws {
        var signedIn: (String, String)?
        let form = signInForm { signedIn = ($0, $1) }
        let driver = try driver(form, columns: 60, rows: 10)
        defer { driver.close() }
        driver.type("ada.example.org")
        driver.press(.enter)
        #expect(driver.text.contains("An email address has an @ in it"))
        #expect(signedIn == nil)
        driver.press(.control("u"))
        driver.type("ada@example.org")
        driver.press(.tab)
        driver.type("correct horse")
        driver.press(.enter)
        #expect(signedIn?.0 == "ada@example.org" && signedIn?.1 == "correct horse")
        #expect(!driver.text.contains("correct horse"), "the password shows as bullets")
    }

    @Test("The draft counts its characters; undo takes the typing back")
    func draft() throws {
        let draft = Draft()
        let driver = try driver(draft.body, columns: 40, rows: 8)
        defer { driver.close() }
        driver.type("Dear Ann")
        #expect(draft.characters == 8)
        driver.press(.control("_"))
        #expect(draft.body.text == "Dear " && draft.characters == 5)
    }

    @Test("Preferences: a box, a switch, a radio group that skips the disabled plan, a select")
    func preferences() throws {
        var plan: String?
        let form = WeavyKitTests.preferences { plan = $0 }
        let driver = try driver(form, columns: 50, rows: 14)
        defer { driver.close() }
        #expect(driver.text.contains("[ ] Send me the newsletter"))
        driver.press(" ")
        #expect(driver.text.contains("[x] Send me the newsletter"))
        driver.press(.tab, times: 2)
        driver.press(.down)
        driver.press(.enter)
        #expect(plan == "pro")
        driver.press(.down)
        #expect(driver.text.contains("Team (soon)"))
    }

    @Test("Emptying the trash waits for the dialog: Empty empties, Esc and Enter at once do not")
    func trash() async throws {
        let screen = TrashScreen()
        let driver = try driver(screen, columns: 60, rows: 14)
        defer { driver.close() }
        let declined = Task { await screen.confirmEmptying() }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Empty the trash?"])
        driver.press(.escape)
        await declined.value
        #expect(!screen.emptied)
        let hasty = Task { await screen.confirmEmptying() }
        await driver.settle()
        driver.press(.enter)
        await hasty.value
        #expect(!screen.emptied, "it opens on Cancel: Enter at once empties nothing")
        let accepted = Task { await screen.confirmEmptying() }
        await driver.settle()
        driver.press([.right, .enter])
        await accepted.value
        #expect(screen.emptied)
    }

    @Test("The inbox filters fuzzily, opens a message, and selects new mail at the top")
    func inboxList() throws {
        var opened: Message?
        let list = inbox(
            [
                Message(id: 1, subject: "Blade Runner tickets", from: "Ann"),
                Message(id: 2, subject: "Amélie", from: "Bo"),
            ]
        ) { opened = $0 }
        let driver = try driver(list, columns: 50, rows: 8)
        defer { driver.close() }
        try driver.send("/amelie<enter><enter>")
        #expect(opened?.id == 2)
        driver.press(.escape)
        list.select(0)
        list.items.insert(Message(id: 3, subject: "New!", from: "Cy"), at: 0)
        #expect(list.selectedItem?.id == 3)
    }

    @Test("The table starts newest first and filters with /")
    func table() throws {
        let table = releaseTable([
            Release(id: 1, title: "Alien", year: 1979), Release(id: 2, title: "Dune", year: 2021),
        ])
        let driver = try driver(table, columns: 40, rows: 8)
        defer { driver.close() }
        #expect(table.selectedRow?.title == "Dune")
        try driver.send("/aln")
        #expect(driver.text.contains("Alien") && !driver.text.contains("Dune"))
    }

    @Test("The about page shows its heading, paragraph and aligned fields")
    func about() throws {
        let driver = try driver(aboutPage(), columns: 60, rows: 10)
        defer { driver.close() }
        #expect(driver.text.contains("Weavy") && driver.text.contains("terminal apps."))
        let version = try #require(driver.snapshot.lines.first { $0.contains("Version") })
        let license = try #require(driver.snapshot.lines.first { $0.contains("License") })
        #expect(
            version.firstRange(of: "0.3")?.lowerBound.utf16Offset(in: version)
                == license.firstRange(of: "MIT")?.lowerBound.utf16Offset(in: license), "values aligned")
    }

    @Test("The shell: tabs by number, a split view, a stage that swaps the sign-in for the shell")
    func shell() throws {
        let stage = appRoot(signIn: Label("Sign in"))
        let driver = try driver(stage, columns: 70, rows: 12)
        defer { driver.close() }
        #expect(driver.text.contains("Sign in"))
        stage.show(
            mailShell(
                inbox: Label("inbox"), sent: Label("sent", title: "Sent"), settings: Label("s", title: "Settings")))
        driver.render()
        #expect(driver.text.contains("Inbox") && driver.text.contains("Pick a message"))
        driver.press("2")
        #expect(driver.text.contains("sent"))
    }

    @Test("Sync: the bar fills every half second and the toast is replaced once done")
    func sync() throws {
        let progress = ProgressBar()
        let driver = try driver(progress, columns: 60, rows: 12)
        defer { driver.close() }
        let action = startSync(in: driver.window, progress: progress)
        defer { action.cancel() }
        driver.advanceTime(by: .seconds(5))
        #expect(progress.fraction == 1)
        #expect(driver.text.contains("Synced 100 messages") && !driver.text.contains("Syncing…"))
    }
}
