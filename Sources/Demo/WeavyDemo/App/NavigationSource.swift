import Weavy

/// Where a ``DemoApp``'s saved navigation comes from, and who saves it.
enum NavigationSource {
    /// `navigation.json` in a data directory: read at start, written by ``DemoApp/save(_:)``.
    case file(NavigationFile)
    /// The server serving the session: what it kept for the user (`nil`: nothing), read
    /// before the session began. It saves ``DemoApp/navigationToSave()`` when the
    /// session ends.
    case server(SavedNavigation?)

    /// The saved navigation to rebuild, or why there is none to use.
    @MainActor
    var contents: NavigationFile.Contents {
        switch self {
        case .file(let file): file.load(weftTypes: NavigationRestore.weftTypes)
        case .server(let saved): saved.map(NavigationFile.Contents.saved) ?? .none
        }
    }
}
