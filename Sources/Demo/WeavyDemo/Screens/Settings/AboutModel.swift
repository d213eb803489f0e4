import OpenCombine
import Weavy

/// The model of the About pane: only Esc, which closes the popup.
@MainActor
final class AboutModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()

    /// Closes the popup.
    func close() {
        wefts.send(DemoWeft.settingsDone)
    }
}
