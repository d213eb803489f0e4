import OpenCombine
import Weavy

/// The companion of ``MainWarp``: the app-wide keys (`s`, `?`) as wefts, and the
/// first weft, which depends on whether an API key is set.
@MainActor
final class AppModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    let initialWeft: (any Weft)?

    /// Creates the model; the app starts on the Api Key screen when `hasApiKey` is false.
    init(hasApiKey: Bool) {
        initialWeft = hasApiKey ? DemoWeft.dashboard : DemoWeft.apiKey
    }

    /// Opens the settings.
    func openSettings() {
        wefts.send(DemoWeft.settings)
    }

    /// Opens or closes the help.
    func toggleHelp() {
        wefts.send(DemoWeft.help)
    }
}
