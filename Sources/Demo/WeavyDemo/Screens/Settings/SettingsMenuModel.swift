import OpenCombine
import Weavy

/// The companion of ``SettingsWarp``: the master list's choices and Esc, as wefts.
///
/// Its initial weft shows the pane the popup opens on.
@MainActor
final class SettingsMenuModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    let initialWeft: (any Weft)?

    /// Creates the model of a popup opening on `pane`.
    init(opening pane: SettingsPane) {
        initialWeft = pane.weft
    }

    /// Shows `pane` in the detail.
    func select(_ pane: SettingsPane) {
        wefts.send(pane.weft)
    }

    /// Closes the popup.
    func close() {
        wefts.send(DemoWeft.settingsDone)
    }
}
