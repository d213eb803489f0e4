import Logging
import Weavy
import WeavyNcurses

/// The app, assembled: the user's data, the Loom, the main warp and its companion, and
/// the window setup. The binary (live and headless) and the tests build it the same way.
///
/// ```swift
/// let app = DemoApp(catalog: catalog, dataDirectory: directory, link: .showMovie(id: 23452))
/// let window = app.makeWindow()
/// app.start(in: window, on: terminal)
/// // … the window runs until it quits …
/// let navigation = app.navigationToSave()  // before the window closes
/// window.close()
/// app.save(navigation)
/// ```
///
/// At start the app rebuilds the navigation the last run saved (`navigation.json`),
/// unless it starts fresh, a deep link says where to go, or there is no API key yet. A
/// deep link is handed to the Loom at once; the Loom keeps it until the main warp has
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
    private weak var window: Window?
    private let navigationSource: NavigationSource
    /// The navigation to rebuild when weaving, taken once.
    private var savedNavigation: SavedNavigation?
    private let logger = Logger(label: "weavy-demo.app")

    /// Loads the user's data from `dataDirectory` and builds the app.
    ///
    /// - Parameters:
    ///   - catalog: the movies and people, decoded once by the caller.
    ///   - link: a deep link to open at start; it wins over the saved navigation.
    ///   - startsFresh: start on the first screen, ignoring the saved navigation (which
    ///     stays on disk until this run saves its own).
    ///   - settingsTitle: the settings popup's title.
    convenience init(
        catalog: Catalog, dataDirectory: DataDirectory, link: DemoWeft? = nil, startsFresh: Bool = false,
        settingsTitle: String = "Settings"
    ) {
        self.init(
            store: DemoStore(catalog: catalog, directory: dataDirectory),
            navigation: .file(NavigationFile(directory: dataDirectory)), link: link, startsFresh: startsFresh,
            settingsTitle: settingsTitle)
    }

    /// Builds the app on a store that may be shared with other sessions (served over
    /// SSH, every session's lists are the same), its saved navigation from `navigation`.
    init(
        store: DemoStore, navigation: NavigationSource, link: DemoWeft? = nil, startsFresh: Bool = false,
        settingsTitle: String = "Settings"
    ) {
        let notifier = Notifier()
        services = DemoServices(store: store, notifier: notifier, settingsTitle: settingsTitle)
        loom = Loom(logger: Logger(label: "weavy-demo.loom"))
        mainWarp = MainWarp(services: services)
        model = AppModel(hasApiKey: store.apiKey != nil)
        navigationSource = navigation
        // Weak: the app holds its main warp, which would hold the app for as long as it lives.
        mainWarp.onPhaseChange = { [weak self] phase in self?.phaseDidChange(phase) }
        if !store.problems.isEmpty {
            notifier.post(store.problems.joined(separator: " "), kind: .error)
        }
        if link == nil && !startsFresh && store.apiKey != nil {
            savedNavigation = loadSavedNavigation()
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

    /// Weaves the main warp, rebuilding the saved navigation if there is one to use.
    /// Call it once, when the window shows the main warp's stage.
    func weave() {
        guard let saved = savedNavigation else {
            loom.weave(mainWarp, with: model)
            return
        }
        savedNavigation = nil
        // Weak: the app holds the Loom, which keeps this until the navigation is rebuilt.
        loom.weave(mainWarp, with: model, restoring: saved.record) { [weak self] restored in
            self?.didRestore(restored, selectedTab: saved.selectedTab)
        }
    }

    // MARK: - Saving the navigation

    /// The navigation as it is now, to save: take it before the window closes (closing
    /// it releases every warp).
    func navigationToSave() -> SavedNavigation {
        let record = loom.navigationRecord()
        let selectedStack = mainWarp.selectedStack
        let selectedTab = record.indexPaths.first { indexPath in
            selectedStack != nil && (loom.warp(at: indexPath)?.head as? Component) === selectedStack
        }
        return SavedNavigation(record: record, selectedTab: selectedTab)
    }

    /// Writes `navigation` to the data directory, for the next run. A served session's is
    /// the server's to save: asking this of one is a mistake, logged and not done.
    @discardableResult
    func save(_ navigation: SavedNavigation) -> SaveResult {
        guard case .file(let file) = navigationSource else {
            logger.error("a served session's navigation is saved by its server, not by the app")
            assertionFailure("DemoApp.save(_:) called on a served session")
            return .keptInMemory(reason: "the server saves a served session's navigation")
        }
        return file.save(navigation)
    }

    /// The saved navigation, if it can be used; otherwise says why, and there is none.
    private func loadSavedNavigation() -> SavedNavigation? {
        let reason: String
        switch navigationSource.contents {
        case .none:
            return nil
        case .saved(let saved):
            guard let problem = NavigationRestore.problem(in: saved, catalog: services.catalog) else { return saved }
            reason = problem
        case .unusable(let problem):
            reason = problem
        }
        services.notifier.post(NavigationRestore.message(reason), kind: .error)
        return nil
    }

    private func didRestore(_ restored: RestoredNavigation, selectedTab: [Int]?) {
        if let selectedTab, let warp = restored.warp(at: selectedTab) as? MovieListWarp {
            mainWarp.select(warp.list)
        }
        if !restored.notes.isEmpty {
            for note in restored.notes { logger.warning("restoring the navigation: \(note)") }
            services.notifier.post("Part of the saved navigation could not be restored.", kind: .error)
        }
    }

    // MARK: - Phases

    private func phaseDidChange(_ phase: AppPhase) {
        guard let window else { return }
        AppKeys.bind(for: phase, on: window, model: model)
    }
}
