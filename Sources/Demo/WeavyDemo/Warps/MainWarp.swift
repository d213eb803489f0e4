import Weavy
import WeavyNcurses

/// The root of the app: the Api Key screen first, then the dashboard of two tabs, and
/// the popups above them (settings, help).
///
/// Its head is a library ``Stage``, the window's content: showing the dashboard there
/// dismisses the Api Key screen for good, and the Loom releases it with its model.
///
/// Deep links that arrive before the dashboard exists (a `--open` link on the first
/// run) are held, and sent again with ``Stitch/navigate(to:delivery:)`` once the key is entered
/// and the tabs are built.
@MainActor
final class MainWarp: Warp {
    /// What the window shows: the stage of the app.
    let stage = Stage()
    var head: any Presentable { stage }

    /// The part of the app the stage shows, once it shows one.
    private(set) var phase: AppPhase?

    /// Called when the stage shows another part of the app (its app-wide keys change).
    var onPhaseChange: @MainActor (AppPhase) -> Void = { _ in }

    private let services: DemoServices
    private var tabBar: TabBar?
    private var heldLink: DemoWeft?
    private weak var settings: SettingsScreen?
    private weak var help: HelpScreen?

    /// The settings popup's size, clamped to the window.
    static let settingsSize = ModalSize.fixed(columns: 66, rows: 16)

    /// Creates the warp.
    init(services: DemoServices) {
        self.services = services
    }

    func knit(_ weft: DemoWeft) -> [Stitch] {
        if tabBar == nil && weft.isDeepLink {
            heldLink = weft
            return []
        }
        switch weft {
        case .apiKey: return showApiKey()
        case .apiKeyIsComplete, .dashboard: return showDashboard()
        case .help: return toggleHelp()
        case .settings: return openSettings(on: .apiKey)
        case .about: return openSettings(on: .about)
        case .settingsDone:
            settings?.dismissModal()
            return []
        case .showList(let list):
            select(list)
            return []
        case .showMovie(let id):
            selectTab(ofMovie: id)
            return []
        case .showCast(let movieID, let personID):
            if let movie = selectTab(ofMovie: movieID), services.catalog.castMember(personID, of: movie) == nil {
                services.notifier.post("Person \(personID) is not in the cast of \(movie.title).", kind: .error)
            }
            return []
        case .movieList, .moviePicked, .castPicked, .toggleList:
            return []
        }
    }

    private func showApiKey() -> [Stitch] {
        let model = ApiKeyModel(purpose: .onboarding, services: services)
        let screen = ApiKeyScreen(model: model)
        show(screen, for: .onboarding)
        return [.weave(screen, model)]
    }

    private func showDashboard() -> [Stitch] {
        guard tabBar == nil else { return [] }
        let wishlist = WishlistWarp(services: services)
        let watched = WatchedWarp(services: services)
        let tabs = TabBar(tabs: [wishlist.stack, watched.stack])
        tabBar = tabs
        show(tabs, for: .dashboard)
        // The hidden tab takes its first weft at once too, so that a deep link finds
        // both lists built.
        var stitches: [Stitch] = [
            .weave(wishlist, SingleWeftable(DemoWeft.movieList), allowWhenHidden: true),
            .weave(watched, SingleWeftable(DemoWeft.movieList), allowWhenHidden: true),
        ]
        if let link = heldLink {
            heldLink = nil
            stitches.append(.navigate(to: link))
        }
        return stitches
    }

    private func toggleHelp() -> [Stitch] {
        if let help, help.isPresented {
            help.dismissModal()
            return []
        }
        let screen = HelpScreen(phase: phase)
        stage.present(screen, size: screen.popupSize)
        help = screen
        return [.show(screen)]
    }

    private func openSettings(on pane: SettingsPane) -> [Stitch] {
        guard settings?.isPresented != true else { return [] }
        if let help, help.isPresented { help.dismissModal() }
        let warp = SettingsWarp(services: services, opening: pane)
        stage.present(warp.screen, size: Self.settingsSize)
        settings = warp.screen
        return [.weave(warp, warp.menuModel)]
    }

    private func show(_ component: Component, for phase: AppPhase) {
        stage.show(component)
        self.phase = phase
        onPhaseChange(phase)
    }

    /// Selects the tab of `list`.
    func select(_ list: MovieList) {
        tabBar?.select(MovieList.allCases.firstIndex(of: list) ?? 0)
    }

    /// The stack of the selected tab, on the dashboard.
    var selectedStack: Component? { tabBar?.selected }

    /// Selects the tab whose list holds `movieID`, or says the movie does not exist.
    @discardableResult
    private func selectTab(ofMovie movieID: Int) -> Movie? {
        guard let movie = services.catalog.movie(movieID), let list = services.store.list(containing: movieID) else {
            services.notifier.post("There is no movie \(movieID) in the catalog.", kind: .error)
            return nil
        }
        select(list)
        return movie
    }
}
