import Testing
import Weavy
import WeavyKit
import WeavyTesting

// The code of ModalsAndResults.md: each `docs:begin ModalsAndResults <n>` region is the
// article's n-th Swift block, verbatim (DocsCodeTests checks it), and the tests below
// run it.

// docs:begin ModalsAndResults 1
enum Shade: String, CaseIterable, Sendable {
    case ink, paper, rust
}

/// Modal content that ends with a `Shade`: Enter on a row completes it.
@MainActor
final class ShadePicker: Component, ModalContent {
    typealias Result = Shade
    let list = ListView(items: Shade.allCases) { ListView.Row($0.rawValue) }

    init() {
        super.init(title: "Pick a shade")
        list.onActivate = { shade, _ in self.complete(with: shade) }  // let go when the picker closes
        addChild(list)
    }

    override var focusedChild: Component? { list }
}
// docs:end

// docs:begin ModalsAndResults 2
@MainActor
final class PaletteScreen: Component {
    private(set) var shade: Shade?

    override func handle(_ key: Key) -> Bool {
        guard key == "p" else { return super.handle(key) }
        present(ShadePicker(), size: .fixed(columns: 30, rows: 8)) { outcome in
            switch outcome {
            case .completed(let shade): self.shade = shade
            case .cancelled: break  // Esc, or this screen went away
            }
        }
        return true
    }
}
// docs:end

extension PaletteScreen {
    // docs:begin ModalsAndResults 3
    func pickShade() async {
        guard let picked = await present(ShadePicker()) else { return }  // Shade?
        shade = picked
    }
    // docs:end
}

/// The article's window bindings, one working under modals.
@MainActor
func bindPaletteKeys(in window: Window) {
    // docs:begin ModalsAndResults 4
    window.bind("s", hint: KeyHint("s", "settings")) { window in
        window.present(Component(title: "Settings"))
    }
    window.bind(.function(1), hint: KeyHint("F1", "help"), worksUnderModals: true) { window in
        window.present(Component(title: "Help"))
    }
    // docs:end
}

@MainActor
@Suite("Modals and results, as the article shows them")
struct ModalsAndResultsTests {
    @Test("The picked shade comes back typed; Esc cancels")
    func callbackOutcome() throws {
        let screen = PaletteScreen(title: "Palette")
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 12), content: screen)
        defer { driver.close() }

        driver.press("p")
        #expect(driver.navigation.modalTitles == ["Pick a shade"])
        driver.press(.down)
        driver.press(.enter)
        #expect(screen.shade == .paper)
        #expect(driver.navigation.modalTitles.isEmpty)

        driver.press("p")
        driver.press(.escape)
        #expect(screen.shade == .paper)
        #expect(driver.navigation.modalTitles.isEmpty)
    }

    @Test("Awaiting the modal gives the result once it closes")
    func awaitedResult() async throws {
        let screen = PaletteScreen(title: "Palette")
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 12), content: screen)
        defer { driver.close() }

        let task = Task { await screen.pickShade() }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Pick a shade"])
        driver.press(.end)
        driver.press(.enter)
        await task.value
        #expect(screen.shade == .rust)
    }

    @Test("A modal belongs to its presenter: popping the presenter cancels it")
    func modalClosesWithItsPresenter() async throws {
        let stack = NavigationStack(title: "Stack", root: Component(title: "Root"))
        let screen = PaletteScreen(title: "Palette")
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 12), content: stack)
        defer { driver.close() }
        stack.push(screen)
        driver.render()

        let task = Task { await screen.pickShade() }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Pick a shade"])
        _ = stack.pop()
        await task.value
        #expect(screen.shade == nil)
        #expect(driver.window.modals.isEmpty)
    }

    @Test("Bindings wait under a modal unless they work under modals")
    func bindingsUnderModals() throws {
        let screen = PaletteScreen(title: "Palette")
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 12), content: screen, configure: { bindPaletteKeys(in: $0) })
        defer { driver.close() }

        driver.press("p")
        driver.press("s")
        #expect(driver.navigation.modalTitles == ["Pick a shade"])
        driver.press(.function(1))
        #expect(driver.navigation.modalTitles == ["Pick a shade", "Help"])
    }
}
