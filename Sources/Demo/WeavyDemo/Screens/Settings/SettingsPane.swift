/// The items of the settings popup's master list.
enum SettingsPane: CaseIterable, Sendable {
    case apiKey
    case about

    /// The name in the list.
    var title: String {
        switch self {
        case .apiKey: "Api Key"
        case .about: "About"
        }
    }

    /// The weft that shows this pane.
    var weft: DemoWeft {
        switch self {
        case .apiKey: .apiKey
        case .about: .about
        }
    }
}
