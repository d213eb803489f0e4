import Weavy
import WeavyNcurses

/// The settings popup, in master/detail form: "Api Key" and "About" at the left, the
/// chosen page at the right.
///
/// ``MainWarp`` presents ``screen`` as a modal and weaves this warp with
/// ``menuModel``. Esc ends the warp, forwarding ``DemoWeft/settingsDone`` so that the
/// main warp closes the popup; closing it any other way dismisses the screen, which
/// releases the warp too.
@MainActor
final class SettingsWarp: Warp {
    /// The popup's content.
    let screen: SettingsScreen
    /// The warp's companion: the master list's choices.
    let menuModel: SettingsMenuModel
    var head: any Presentable { screen }
    private let services: DemoServices

    /// Creates the warp, its popup opening on `pane`.
    init(services: DemoServices, opening pane: SettingsPane) {
        self.services = services
        menuModel = SettingsMenuModel(opening: pane)
        screen = SettingsScreen(model: menuModel, opening: pane, title: services.settingsTitle)
    }

    func knit(_ weft: DemoWeft) -> [Stitch] {
        switch weft {
        case .apiKey where screen.pane != .apiKey:
            let model = ApiKeyModel(purpose: .settings, services: services)
            let pane = ApiKeyForm(model: model, explanation: "The key the demo sends to its movie service.")
            screen.show(pane, for: .apiKey)
            return [.weave(pane, model)]
        case .about where screen.pane != .about:
            let model = AboutModel()
            let pane = AboutPane(model: model)
            screen.show(pane, for: .about)
            return [.weave(pane, model)]
        case .settingsDone:
            return [.end(forwardingToParent: DemoWeft.settingsDone)]
        default:
            return []
        }
    }
}
