import Weavy

/// Rebuilding the navigation the last run saved, or saying why not.
///
/// A saved navigation is checked whole before anything is rebuilt: a weft or warp this
/// version does not know, or a movie or person the catalog no longer has, means the app
/// starts on its first screen with one message, rather than on half of the old screen.
@MainActor
enum NavigationRestore {
    /// The weft types a saved record may hold.
    static let weftTypes: [any (Weft & Codable).Type] = [DemoWeft.self]

    /// The warps a saved record may name, as records name them.
    static let warpTypes: Set<String> = Set(
        [MainWarp.self, WishlistWarp.self, WatchedWarp.self, SettingsWarp.self].map(NavigationRecord.typeName(of:)))

    /// The sentence for the user when the saved navigation is not used, for `reason`.
    static func message(_ reason: String) -> String {
        "The saved navigation is not restored: \(reason). The app starts on its first screen."
    }

    /// Why `navigation` cannot be rebuilt with `catalog`, or `nil` when it can.
    static func problem(in navigation: SavedNavigation, catalog: Catalog) -> String? {
        let record = navigation.record
        if record.roots.count > 1 || !record.notes.isEmpty {
            return "it was saved by another version of weavy-demo"
        }
        for indexPath in record.indexPaths {
            guard let node = record.node(at: indexPath) else { continue }
            guard warpTypes.contains(node.warpType) else {
                return "it was saved by another version of weavy-demo"
            }
            for weft in node.path {
                guard let weft = weft as? DemoWeft else { return "it was saved by another version of weavy-demo" }
                if let missing = weft.missingReference(in: catalog) {
                    return "\(missing) is no longer in the catalog"
                }
            }
        }
        return nil
    }
}
