import Weavy

/// The demo's saved navigation as a server keeps it beside the record: the selected
/// tab's index path as `selectedTab` (`0.1` for `[0, 1]`) in the app data.
extension SavedNavigation {
    /// The name of the selected tab in the app data.
    static let selectedTabKey = "selectedTab"

    /// What a server keeps beside ``record``.
    package var appData: [String: String] {
        guard let selectedTab else { return [:] }
        return [Self.selectedTabKey: selectedTab.map(String.init).joined(separator: ".")]
    }

    /// The navigation a server kept: `record`, and the selected tab from `appData`; one
    /// that is not an index path is left out (the record is restored without it).
    package init(record: NavigationRecord, appData: [String: String]) {
        let parts = appData[Self.selectedTabKey]?.split(separator: ".", omittingEmptySubsequences: false)
            .map { Int($0) }
        let tab = parts.flatMap { $0.contains(nil) ? nil : $0.compactMap { $0 } }
        self.init(record: record, selectedTab: tab)
    }
}
