import Logging
import Weavy
import WeavyCurses

/// The app, assembled: the user's data, the Loom, the main warp and its companion, and
/// the window setup. The binary (live and headless) and the tests build it the same way.
///
/// ```swift
/// let app = DemoApp(catalog: catalog, dataDirectory: directory, link: .showMovie(id: 23452))
/// let window = app.makeWindow()
/// app.start(in: window, on: terminal)
/// ```
///
/// A deep link is handed to the Loom at once; the Loom keeps it until the main warp has
/// knitted its first weft.
@MainActor
final class DemoApp {
    /// The smallest size the app can be used at; below it the window says so.
    static let minimumSize = Size(columns: 60, rows: 16)

    let services: DemoServices
    let loom: Loom
    /// The root warp.
    let mainWarp: MainWarp
    /// The root warp's companion.
    let model: AppModel
    /// Whether the user asked to quit (`q`).
    private(set) var isQuitRequested = false
    private weak var window: Window?

    /// Loads the user's data from `dataDirectory` and builds the app.
    ///
    /// - Parameters:
    ///   - catalog: the movies and people, decoded once by the caller.
    ///   - link: a deep link to open at start.
    init(catalog: Catalog, dataDirectory: DataDirectory, link: DemoWeft? = nil) {
        let store = DemoStore(catalog: catalog, directory: dataDirectory)
        let notifier = Notifier()
        services = DemoServices(store: store, notifier: notifier)
        loom = Loom(logger: Logger(label: "weavy-demo.loom"))
        mainWarp = MainWarp(services: services)
        model = AppModel(hasApiKey: store.apiKey != nil)
        mainWarp.onQuit = { [weak self] in self?.quit() }
        mainWarp.onPhaseChange = { [weak self] phase in self?.phaseDidChange(phase) }
        if !store.problems.isEmpty {
            notifier.post(store.problems.joined(separator: " "), kind: .error)
        }
        if let link {
            loom.navigate(to: link)
        }
    }

    /// Sets `window` up for the app: its minimum size, the toasts, and the app-wide keys
    /// of the current phase (see ``AppKeys``).
    func configure(_ window: Window) {
        self.window = window
        window.minimumSize = Self.minimumSize
        services.notifier.attach(to: window)
        AppKeys.bind(for: mainWarp.phase, on: window, model: model)
    }

    /// A window showing the app, configured.
    func makeWindow() -> Window {
        let window = Window(content: mainWarp.stage)
        configure(window)
        return window
    }

    /// Attaches `window` to `terminal` and starts weaving.
    func start(in window: Window, on terminal: Terminal) {
        window.attach(to: terminal)
        weave()
    }

    /// Weaves the main warp. Call it once, when the window shows the main warp's stage.
    func weave() {
        loom.weave(mainWarp, with: model)
    }

    // MARK: - Phases and quitting

    private func phaseDidChange(_ phase: AppPhase) {
        guard let window else { return }
        AppKeys.bind(for: phase, on: window, model: model)
    }

    private func quit() {
        isQuitRequested = true
        window?.quit()
    }
}
