import Testing
import WeavyKit
import WeavyTesting

// docs:begin WidgetKit 1
@MainActor
final class IssueScreen: Component {
    var canReload = true

    override func handle(_ key: Key) -> Bool {
        guard takes(key) else { return false }
        canReload = false  // reload, once
        return true
    }

    // Asked for every hint of the containers and the window: `r` is this screen's now.
    override func takes(_ key: Key) -> Bool { key == "r" && canReload }
}
// docs:end

// docs:begin WidgetKit 2
@MainActor
func issueScreen(
    issues: ListView<String>, comment: TextArea, in window: Window, close: @escaping @MainActor () -> Void
) -> VStack {
    let screen = VStack([.flexible(issues), .fixed(5, comment)])
    screen.focus(issues)  // Tab goes to the comment, and Tab again back to the list
    // `c` closes the issue while the list has the focus; in the comment it is a letter.
    window.bind("c", hint: "close issue") { _ in close() }
    return screen
}
// docs:end

@MainActor
@Suite("WidgetKit article: the status line follows the routing")
struct WidgetKitArticleTests {
    @Test("A screen's `takes` hides the window's hint of the same key until it gives the key back")
    func takesHidesTheWindowsHint() throws {
        let screen = IssueScreen()
        let driver = try HeadlessDriver(size: Size(columns: 50, rows: 6), content: screen)
        defer { driver.close() }
        driver.window.bind("r", hint: "refresh all") { _ in }
        driver.render()
        #expect(!driver.window.keyHints.map(\.keys).contains("r"))
        try driver.send("r")
        #expect(!screen.canReload && driver.window.lastKeyReceiver == KeyReceiver(screen))
        #expect(driver.window.keyHints.map(\.keys).contains("r"))
        #expect(driver.window.receiver(of: "r") == .binding("r"))
    }

    @Test("The issue screen: `c` closes from the list, is typed in the comment, Tab goes between them")
    func issueScreenRing() throws {
        let issues = ListView(items: ["Crash", "Typo"]) { ListView.Row($0) }
        let comment = TextArea()
        var closed = 0
        let driver = try HeadlessDriver(size: Size(columns: 50, rows: 12), content: Component())
        defer { driver.close() }
        driver.window.setContent(issueScreen(issues: issues, comment: comment, in: driver.window) { closed += 1 })
        driver.render()
        try driver.send("c<tab>c<tab>c")
        #expect(closed == 2 && comment.text == "c")
    }
}
