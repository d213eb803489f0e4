import Testing
import WeavyTesting

@testable import WeavyKit

// The whole-app article's screen with a timer of its own (region 7), run: it reloads while
// it is in the window and is released once popped.

// docs:begin BuildingAWholeApp 7
/// A screen that reloads its list every 30 seconds while it is in the window, and says so.
@MainActor
final class RefreshingInbox: Component {
    let list = ListView(items: [String]()) { ListView.Row($0) }

    init(load: @escaping @MainActor () -> [String]) {
        super.init(title: "Inbox")
        addChild(list)
        list.items = RowBuffer(load())
        schedule(every: .seconds(30)) { [list] window in
            list.items = RowBuffer(load())
            window.showToast("Inbox refreshed")
        }
    }
}
// docs:end

@MainActor
@Suite("A screen's own timer, as the whole-app article shows it")
struct RefreshingInboxTests {
    @Test("it reloads every 30 s once pushed, shows the notice, and stops and is released when popped")
    func reloadsWhileInTheWindow() throws {
        var loads = 0
        let stack = NavigationStack(root: Component(title: "Home"))
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: stack)
        defer { driver.close() }
        var screen: RefreshingInbox? = RefreshingInbox {
            loads += 1
            return ["Message \(loads)"]
        }
        weak let released = screen
        stack.push(screen!)
        screen = nil
        driver.advanceTime(by: .seconds(29))
        #expect(loads == 1, "loaded once in init; the timer counts from the push")
        driver.advanceTime(by: .seconds(1))
        #expect(loads == 2 && released?.list.items.first == "Message 2")
        #expect(driver.text.contains("Inbox refreshed"))
        _ = stack.pop()
        driver.advanceTime(by: .seconds(120))
        #expect(loads == 2, "popped: no more reloads")
        #expect(released == nil, "and released, though the timer's action captured its list")
    }
}
