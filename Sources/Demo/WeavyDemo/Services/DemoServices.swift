/// What warps and models share: the catalog, the user's data, the way to tell the user
/// something.
///
/// Passed down explicitly from the app; there is no global state.
@MainActor
final class DemoServices {
    let store: DemoStore
    let notifier: Notifier
    /// The settings popup's title: an app's words, which a test changes to prove that a
    /// replayed recording notices a changed label.
    let settingsTitle: String

    /// The catalog the store was opened with.
    var catalog: Catalog { store.catalog }

    /// Bundles the app's services.
    init(store: DemoStore, notifier: Notifier, settingsTitle: String = "Settings") {
        self.store = store
        self.notifier = notifier
        self.settingsTitle = settingsTitle
    }

    /// Posts what became of a change: nothing when saved, an error toast otherwise.
    func report(_ result: SaveResult, for change: String) {
        switch result {
        case .saved:
            break
        case .keptInMemory(let reason):
            notifier.post("\(change) for this session only: not saved (\(reason)).", kind: .error)
        case .pending(let reason):
            notifier.post("Not shared yet: \(change) here (\(reason)); shared once it is back.", kind: .error)
        }
    }
}
