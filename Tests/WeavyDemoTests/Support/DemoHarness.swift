import Weavy
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyDemo

/// The catalog, decoded once for the whole test run, as the app decodes it once.
let testCatalog: Catalog = {
    do {
        return try Catalog.embedded()
    } catch {
        fatalError("the embedded catalog does not decode: \(error)")
    }
}()

/// The standard screen of the benchmark and most snapshots.
let largeScreen = Size(columns: 100, rows: 30)
/// The smallest screen the app is usable at.
let smallScreen = Size(columns: 60, rows: 16)

/// Sam Worthington's id in the catalog.
let samWorthington = 1013
/// Avatar's id in the catalog.
let avatar = 23452

/// One run of the app, headless, on its own temporary data directory.
///
/// Built with ``DemoApp``, the factory the binary uses, and driven by WeavyTesting's
/// ``HeadlessDriver``. Call ``close()`` (usually with `defer`) to release the app and
/// remove its data directory.
@MainActor
final class DemoHarness {
    let data: TemporaryDataDirectory
    let app: DemoApp
    let driver: HeadlessDriver
    private let ownsData: Bool

    /// Starts the app on `data` (a new directory when `nil`), with an API key already
    /// set unless `apiKey` is `nil`. The app rebuilds the navigation saved in `data`, as
    /// the binary does, unless `startsFresh` or a `link` says otherwise.
    ///
    /// With `comparingWithCurses`, every frame is also shown through ncurses and checked
    /// (see `driver.terminal.fidelityProblems`).
    init(
        data: TemporaryDataDirectory? = nil, apiKey: String? = "test-key", link: DemoWeft? = nil,
        startsFresh: Bool = false, size: Size = largeScreen, appearance: Appearance = .dark,
        depth: ColorDepth = .ansi256, comparingWithCurses: Bool = false
    ) throws {
        ownsData = data == nil
        let data = data ?? TemporaryDataDirectory()
        self.data = data
        if let apiKey, data.read(DemoStore.settingsFile) == nil {
            data.write("{\"apiKey\":\"\(apiKey)\"}", to: DemoStore.settingsFile)
        }
        app = DemoApp(catalog: testCatalog, dataDirectory: data.directory, link: link, startsFresh: startsFresh)
        // The driver shows the app's stage; the app weaves it itself, as the binary does,
        // to rebuild the saved navigation (the driver's own Loom is not used).
        driver = try HeadlessDriver(
            size: size, colorDepth: depth, appearance: appearance, content: app.mainWarp.stage,
            comparingWithCurses: comparingWithCurses, configure: app.configure)
        app.weave()
        driver.render()
    }

    /// Ends the run as the binary does, saving the navigation in the data directory, and
    /// closes the window (the data directory stays, for a next run).
    func quitAndSave() {
        let navigation = app.navigationToSave()
        driver.close()
        app.save(navigation)
    }

    /// The screen as text.
    var text: String { driver.text }

    /// Presses the keys written in ``KeyNotation``.
    func send(_ keys: String) throws {
        try driver.send(keys)
    }

    /// Closes the window and the terminal, and removes the data directory when the
    /// harness made it.
    func close() {
        driver.close()
        if ownsData { data.remove() }
    }

    /// The screen titles of each tab's stack.
    var stacks: [[String]] { driver.navigation.stacks }

    /// The selected tab.
    var selectedTab: Int? { driver.navigation.selectedTabs.first }
}
