import OpenCombine
import Testing
import Weavy
import WeavyKit
import WeavyTesting

@MainActor
@Suite("What presented and dismissed mean for containers")
struct PresentationTests {
    @Test("A stack presents only its top screen; popping dismisses for good")
    func stackPresentsItsTop() throws {
        let root = TextScreen("Root")
        let top = TextScreen("Top")
        let stack = NavigationStack(root: root)
        let driver = try driver(stack)
        defer { driver.close() }
        #expect(root.isPresented)
        stack.push(top)
        #expect(!root.isPresented && top.isPresented)
        #expect(!root.presentationState.isDismissed)
        stack.pop()
        #expect(root.isPresented)
        #expect(top.presentationState.isDismissed)
        #expect(stack.pop() == nil)  // never past the root
    }

    @Test("A tab bar presents its selected tab; the others are hidden, not dismissed")
    func tabBarPresentsSelected() throws {
        let first = TextScreen("First")
        let second = TextScreen("Second")
        let tabs = TabBar(tabs: [NavigationStack(title: "1", root: first), NavigationStack(title: "2", root: second)])
        let driver = try driver(tabs)
        defer { driver.close() }
        #expect(first.isPresented && !second.isPresented)
        driver.press(.tab)
        #expect(!first.isPresented && second.isPresented)
        #expect(!first.presentationState.isDismissed)
        tabs.removeTab(tabs.tabs[0])
        #expect(first.presentationState.isDismissed)
        #expect(second.isPresented)
    }

    @Test("Removing a tab keeps the selected tab selected; removing the selected one selects its neighbour")
    func removingTabsKeepsTheSelection() throws {
        let screens = ["A", "B", "C", "D"].map { TextScreen($0) }
        let tabs = TabBar(tabs: screens.map { NavigationStack(title: $0.title, root: $0) })
        var selections: [Int] = []
        tabs.onSelect = { selections.append($0) }
        let driver = try driver(tabs)
        defer { driver.close() }
        tabs.select(2)
        tabs.removeTab(tabs.tabs[0])
        #expect(tabs.selectedIndex == 1 && tabs.selected === tabs.tabs[1])
        #expect(screens[2].isPresented && !screens[3].isPresented)
        #expect(selections == [2], "the selected content did not change")
        tabs.removeTab(tabs.tabs[1])
        #expect(screens[3].isPresented && !screens[1].isPresented)
        #expect(selections == [2, 1])
    }

    @Test("Modal content is presented; the content beneath stays presented; closing dismisses the modal")
    func modalsKeepTheContentBelowPresented() throws {
        let below = TextScreen("Below")
        let driver = try driver(NavigationStack(root: below))
        defer { driver.close() }
        let modal = TextScreen("Modal")
        var outcome: ModalOutcome<Void>?
        driver.window.present(modal) { outcome = $0 }
        #expect(modal.isPresented && below.isPresented)
        modal.dismissModal()
        #expect(modal.presentationState.isDismissed)
        #expect(outcome?.result != nil, "closed by its content: completed")
    }

    @Test("Nothing is presented before attaching; closing the window dismisses everything")
    func windowLifetime() throws {
        let screen = TextScreen("Screen")
        let window = Window(content: NavigationStack(root: screen))
        #expect(!screen.isPresented)
        let terminal = try Terminal.headless(size: Size(columns: 20, rows: 6))
        defer { terminal.close() }
        window.attach(to: terminal)
        #expect(screen.isPresented)
        window.detach()
        #expect(!screen.isPresented && !screen.presentationState.isDismissed)
        window.attach(to: terminal)
        let modal = TextScreen("Modal")
        window.present(modal)
        window.close()
        #expect(screen.presentationState.isDismissed && modal.presentationState.isDismissed)
    }
}

enum ListWeft: Weft {
    case start
    case open(Int)
}

@MainActor
final class ListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

/// A warp over a real NavigationStack: a list whose Enter pushes a detail screen.
@MainActor
final class ListWarp: Warp {
    let stack = NavigationStack(title: "Items")
    var head: any Presentable { stack }
    weak var lastDetail: Component?
    weak var lastModel: ListModel?

    func knit(_ weft: any Weft) -> [Stitch] {
        guard let weft = weft as? ListWeft else { return [] }
        switch weft {
        case .start:
            let model = ListModel()
            let list = ListView(items: Array(1...5)) { ListView.Row("Item \($0)") }
            list.onActivate = { item, _ in model.wefts.send(ListWeft.open(item)) }
            let screen = WidgetScreen("Items", list)
            stack.push(screen)
            return [.weave(screen, model)]
        case .open(let item):
            let model = ListModel()
            let screen = TextScreen("Item \(item)")
            stack.push(screen)
            lastDetail = screen
            lastModel = model
            return [.weave(screen, model)]
        }
    }
}

@MainActor
@Suite("The Loom over real containers")
struct LoomIntegrationTests {
    @Test("Keys become wefts, wefts push screens, Esc pops and the Loom releases the screen and its model")
    func keysToWeftsToScreens() throws {
        let warp = ListWarp()
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 10), root: warp, weftable: SingleWeftable(ListWeft.start))
        defer { driver.close() }
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.navigation.stacks == [["Items", "Item 2"]])
        #expect(driver.text.contains("Items › Item 2"))
        #expect(warp.lastDetail != nil && warp.lastModel != nil)

        driver.press(.escape)
        #expect(driver.navigation.stacks == [["Items"]])
        #expect(warp.lastDetail == nil)
        #expect(warp.lastModel == nil)
    }

    @Test("Closing the driver releases the root warp's screens and the warp itself")
    func closingReleasesEverything() throws {
        weak var weakWarp: ListWarp?
        do {
            let warp = ListWarp()
            weakWarp = warp
            let driver = try HeadlessDriver(
                size: Size(columns: 40, rows: 10), root: warp, weftable: SingleWeftable(ListWeft.start))
            driver.press(.enter)
            driver.close()
            #expect(driver.loom.warps.isEmpty)
        }
        #expect(weakWarp == nil)
    }
}
