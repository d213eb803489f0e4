import OpenCombine
import Testing
import Weavy
import WeavyKit
import WeavyTesting

/// "Discard this draft?": a dialog that ends with a typed choice.
enum DraftChoice: Sendable, Equatable {
    case discard
    case keep
}

@MainActor
final class DiscardDialog: Component, ModalContent {
    typealias Result = DraftChoice
    let model = DialogModel()

    init() { super.init(title: "Discard this draft?") }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case "d": complete(with: .discard)
        case "k": complete(with: .keep)
        case "m": model.wefts.send(ModalWeft.fromDialog)
        default: return false
        }
        return true
    }
}

@MainActor
final class DialogModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

enum ModalWeft: Weft {
    case compose
    case askDiscard
    case fromDialog
    case end
}

/// A warp with a compose screen that asks "Discard this draft?" from the screen, in one
/// knit, and weaves the dialog's model.
@MainActor
final class ComposeWarp: Warp {
    let stack = NavigationStack(title: "Mail", root: TextScreen("Inbox"))
    var head: any Presentable { stack }
    weak var compose: TextScreen?
    weak var dialog: DiscardDialog?
    weak var dialogModel: DialogModel?
    var outcomes: [ModalOutcome<DraftChoice>] = []
    var heardFromDialog = 0

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? ModalWeft {
        case .compose:
            let screen = TextScreen("Compose")
            stack.push(screen)
            compose = screen
            return [.weave(screen, SilentWeftable())]
        case .askDiscard:
            guard let compose else { return [] }
            let dialog = DiscardDialog()
            compose.present(dialog) { [weak self] in self?.outcomes.append($0) }
            self.dialog = dialog
            dialogModel = dialog.model
            return [.weave(dialog, dialog.model)]
        case .fromDialog:
            heardFromDialog += 1
            return []
        case .end:
            return [.end(forwardingToParent: nil)]
        case nil:
            return []
        }
    }
}

@MainActor
@Suite("Modals are navigation: owned by their presenter, typed results, bindings wait under them")
struct ModalNavigationTests {
    /// A driver on a compose warp, with the dialog up over the compose screen.
    func composing() throws -> (HeadlessDriver, ComposeWarp) {
        let warp = ComposeWarp()
        let loom = Loom()
        loom.assertsOnWiringErrors = false
        let driver = try HeadlessDriver(root: warp, weftable: SingleWeftable(ModalWeft.compose), loom: loom)
        loom.navigate(to: ModalWeft.askDiscard)
        driver.render()
        return (driver, warp)
    }

    @Test("A warp presents a dialog from its screen and weaves its model in one knit; the result is typed")
    func typedResultFromAWarp() throws {
        var errors: [WiringError] = []
        let (driver, warp) = try composing()
        defer { driver.close() }
        let watch = driver.loom.wiringErrors.sink { error in MainActor.assumeIsolated { errors.append(error) } }
        defer { watch.cancel() }
        #expect(driver.navigation.modalTitles == ["Discard this draft?"])
        driver.press("m")
        #expect(warp.heardFromDialog == 1, "the dialog's model is woven")
        driver.press("k")
        #expect(warp.outcomes.count == 1 && warp.outcomes.first?.result == .keep)
        #expect(driver.window.modals.isEmpty && errors.isEmpty)
        #expect(warp.dialog == nil && warp.dialogModel == nil, "the dialog and its model are released")
    }

    @Test("Popping the presenter closes its modal as cancelled and releases what it wove")
    func poppingThePresenterClosesTheModal() throws {
        let (driver, warp) = try composing()
        defer { driver.close() }
        weak let compose = warp.compose
        warp.stack.pop()
        driver.render()
        #expect(driver.window.modals.isEmpty)
        #expect(warp.outcomes.count == 1 && warp.outcomes.first?.result == nil)
        #expect(warp.dialog == nil && warp.dialogModel == nil && compose == nil)
        #expect(driver.navigation.focusPath.last == "Inbox")
        driver.press("d")  // nothing is left to answer
        #expect(warp.outcomes.count == 1)
    }

    @Test("A presenter only hidden (a screen pushed above it) keeps its modal")
    func hiddenPresenterKeepsItsModal() throws {
        let (driver, warp) = try composing()
        defer { driver.close() }
        warp.stack.push(TextScreen("Above"))
        driver.render()
        #expect(driver.navigation.modalTitles == ["Discard this draft?"])
        #expect(warp.outcomes.isEmpty)
    }

    @Test("A deep link that re-routes the stack closes the modal of the screen it pops")
    func reroutingClosesTheModal() throws {
        let (driver, warp) = try composing()
        defer { driver.close() }
        warp.stack.popToRoot()
        #expect(driver.window.modals.isEmpty && warp.outcomes.first?.result == nil)
    }

    @Test("Ending the warp that wove a dialog closes it as cancelled: no dialog outlives its warp")
    func endingTheWarpClosesItsModals() throws {
        let (driver, warp) = try composing()
        defer { driver.close() }
        driver.loom.navigate(to: ModalWeft.end)
        driver.render()
        #expect(driver.window.modals.isEmpty)
        #expect(warp.outcomes.count == 1 && warp.outcomes.first?.result == nil)
        driver.press("d")
        #expect(warp.outcomes.count == 1)
    }

    @Test("Removing a tab closes the modals presented inside it")
    func removingATabClosesItsModals() throws {
        let inside = TextScreen("Inside")
        let tab = NavigationStack(title: "One", root: inside)
        let tabs = TabBar(tabs: [tab, NavigationStack(title: "Two", root: TextScreen("Two"))])
        let driver = try driver(tabs)
        defer { driver.close() }
        var outcome: ModalOutcome<Void>?
        #expect(inside.present(TextScreen("Modal")) { outcome = $0 })
        tabs.removeTab(tab)
        #expect(driver.window.modals.isEmpty)
        #expect(outcome != nil && outcome?.result == nil)
    }

    @Test("Awaiting a result: the value when completed, nil when cancelled")
    func awaitedResults() async throws {
        let screen = TextScreen("Compose")
        let driver = try driver(NavigationStack(root: screen))
        defer { driver.close() }
        let first = Task { await screen.present(DiscardDialog()) }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Discard this draft?"])
        driver.press("d")
        #expect(await first.value == .discard)
        let second = Task { await screen.present(DiscardDialog()) }
        await driver.settle()
        driver.press(.escape)
        #expect(await second.value == nil)
    }

    @Test("Presenting from a component in no window cancels at once and says so")
    func presentingWithoutAWindow() {
        var outcome: ModalOutcome<DraftChoice>?
        #expect(!TextScreen("Loose").present(DiscardDialog()) { outcome = $0 })
        #expect(outcome != nil && outcome?.result == nil)
    }

    @Test("Window bindings wait under a modal, unless made to work under modals; the status line shows what works")
    func bindingsWaitUnderModals() throws {
        var fired: [String] = []
        let driver = try driver(NavigationStack(root: TextScreen("Home")), columns: 60) { window in
            window.bind("s", hint: KeyHint("s", "settings")) { fired.append("s") }
            window.bind("q", hint: KeyHint("q", "quit")) { fired.append("q") }
            window.bind(.function(1), hint: KeyHint("F1", "help"), worksUnderModals: true) { fired.append("F1") }
        }
        defer { driver.close() }
        #expect(driver.text.contains("s settings") && driver.text.contains("F1 help"))
        driver.window.present(TextScreen("Dialog"))
        driver.render()
        driver.press("s")
        driver.press("q")
        driver.press(.function(1))
        #expect(fired == ["F1"])
        #expect(!driver.text.contains("settings") && !driver.text.contains("quit") && driver.text.contains("F1 help"))
        driver.press(.escape)
        driver.press("s")
        #expect(fired == ["F1", "s"])
    }

    @Test("The window's content can be replaced: the old tree and its modals go, the new one shows")
    func replacingTheRoot() throws {
        var login: TextScreen? = TextScreen("Login", body: "sign in")
        weak let weakLogin = login
        let driver = try driver(NavigationStack(root: login!))
        defer { driver.close() }
        var outcome: ModalOutcome<Void>?
        login?.present(TextScreen("Forgot password?")) { outcome = $0 }
        login = nil
        driver.window.setContent(TabBar(tabs: [NavigationStack(title: "Inbox", root: TextScreen("Inbox"))]))
        driver.render()
        #expect(weakLogin == nil && outcome != nil && driver.window.modals.isEmpty)
        #expect(driver.text.contains("Inbox") && !driver.text.contains("sign in"))
    }

    @Test("A stage shows one component at a time and releases the one it replaces")
    func stage() throws {
        let stage = Stage(showing: TextScreen("Login", body: "sign in"))
        weak let login = stage.current
        let driver = try driver(stage)
        defer { driver.close() }
        #expect(driver.text.contains("sign in"))
        stage.show(TextScreen("Main", body: "main interface"))
        driver.render()
        #expect(login == nil && driver.text.contains("main interface"))
        #expect(driver.navigation.focusPath == ["Main"])
        let extra = TextScreen("Extra", body: "added aside")
        stage.addChild(extra)
        driver.render()
        #expect(stage.current?.title == "Main", "a child added by hand does not take the stage")
        #expect(!driver.text.contains("added aside") && driver.navigation.focusPath == ["Main"])
    }
}
