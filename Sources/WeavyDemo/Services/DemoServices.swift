/// What warps and models share: the catalog, the user's data, the notice area.
///
/// Passed down explicitly from the app; there is no global state.
@MainActor
final class DemoServices {
    let store: DemoStore
    let notices: Notices

    /// The catalog the store was opened with.
    var catalog: Catalog { store.catalog }

    /// Bundles the app's services.
    init(store: DemoStore, notices: Notices) {
        self.store = store
        self.notices = notices
    }

    /// Posts what became of a change: nothing when saved, an error notice otherwise.
    func report(_ result: SaveResult, for change: String) {
        if case .keptInMemory(let reason) = result {
            notices.post("\(change) for this session only: not saved (\(reason)).", kind: .error)
        }
    }
}
