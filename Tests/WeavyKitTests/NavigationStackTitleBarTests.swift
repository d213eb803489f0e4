import Testing
import WeavyKit
import WeavyTesting

/// A stack whose root is named elsewhere (its tab) shows its title bar only once there
/// is a path to show.
@MainActor
@Suite("NavigationStack: the title bar at the root")
struct NavigationStackTitleBarTests {
    @Test(
        "Without a title bar at the root: the root gets the whole height; a push brings the path, a pop takes it away")
    func hiddenAtRoot() throws {
        let stack = NavigationStack(title: "Wishlist", root: TextScreen("Wishlist", body: "the list"))
        stack.showsTitleBarAtRoot = false
        let tabs = TabBar(tabs: [stack])
        let driver = try driver(tabs, columns: 30, rows: 6)
        defer { driver.close() }
        #expect(!stack.isShowingTitleBar)
        // Row 0 is the tab line; the root's text is at its row 1, right under it.
        #expect(driver.line(2) == " the list")
        #expect(!driver.text.contains("›"))

        stack.push(TextScreen("Avatar", body: "a movie"))
        driver.render()
        #expect(stack.isShowingTitleBar)
        #expect(driver.line(1) == " Wishlist › Avatar")
        #expect(driver.line(3) == " a movie")

        stack.pop()
        driver.render()
        #expect(!stack.isShowingTitleBar)
        #expect(driver.line(1).isEmpty)
        #expect(driver.line(2) == " the list")
    }

    @Test("By default the root has its title bar; showsTitleBar off hides it at every depth")
    func defaults() throws {
        let stack = NavigationStack(root: TextScreen("Inbox", body: "mail"))
        let driver = try driver(stack, columns: 30, rows: 6)
        defer { driver.close() }
        #expect(stack.isShowingTitleBar)
        #expect(driver.line(0) == " Inbox")
        stack.showsTitleBar = false
        stack.push(TextScreen("Re: hello", body: "a reply"))
        driver.render()
        #expect(!stack.isShowingTitleBar)
        #expect(driver.line(1) == " a reply")
    }
}
