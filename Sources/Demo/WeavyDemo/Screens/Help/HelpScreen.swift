import WeavyNcurses

/// The help popup: the keys that work where it opens, by place — on the Api Key screen
/// only that screen's keys, on the dashboard every key of the app. ↑↓, PgUp/PgDn,
/// Home/End and the mouse wheel scroll it when it does not fit; Esc (or `?` again)
/// closes it.
@MainActor
final class HelpScreen: Component {
    let document: ScrollView

    /// Creates the help for `phase`: before the dashboard, only the keys that already work.
    init(phase: AppPhase? = .dashboard) {
        document = ScrollView(phase == .dashboard ? Self.content : Self.firstScreenContent)
        super.init(title: "Help")
        addChild(document)
    }

    override var focusedChild: Component? { document }

    /// The popup's size: 62 columns, and as many rows as the help needs there (the
    /// window clamps it; the help then scrolls).
    var popupSize: ModalSize {
        let columns = 62
        // Inside the popup's border and margins: 1 row above and below, 2 columns each side.
        let rows = document.preferredHeight(forWidth: columns - 4) ?? 24
        return .fixed(columns: columns, rows: rows + 2)
    }

    /// The sections, their keys indented under each heading and aligned across all.
    private static let content = blocks(of: sections)

    /// The Api Key screen's help: what works there, and when the rest starts.
    private static let firstScreenContent: [ScrollView.Block] =
        blocks(of: [
            (
                "On this screen",
                [
                    .init("Enter", "save the API key and open the lists"),
                    .init("F1", "show or close this help"),
                    .init("Ctrl-C", "quit"),
                    .init("Ctrl-Z", "suspend to the shell"),
                ]
            )
        ]) + [.paragraph("The lists, their keys and the settings come once the key is saved; F1 then lists them all.")]

    private static func blocks(of sections: [(heading: String, keys: [ScrollView.Field])]) -> [ScrollView.Block] {
        let width = sections.flatMap { $0.keys.map { CellText.width($0.label) } }.max() ?? 0
        return sections.flatMap { section -> [ScrollView.Block] in
            let keys = section.keys.map { ScrollView.Field("  " + CellText.padded($0.label, to: width), $0.value) }
            return [.heading(section.heading), .fields(keys)]
        }
    }

    private static let sections: [(heading: String, keys: [ScrollView.Field])] = [
        (
            "Everywhere",
            [
                .init("? or F1", "show or close this help"),
                .init("s", "settings: Api Key, About"),
                .init("q", "quit, unless you are typing"),
                .init("Ctrl-C", "quit"),
                .init("Ctrl-Z", "suspend to the shell"),
            ]
        ),
        (
            "Tabs",
            [
                .init("1  2", "Wishlist, Watched"),
                .init("Tab  Shift-Tab", "next, previous tab"),
            ]
        ),
        (
            "Lists",
            [
                .init("↑ ↓  j k", "move"),
                .init("PgUp PgDn", "move by a page"),
                .init("Home End  g G", "first, last"),
                .init("Enter → l", "open"),
                .init("w", "move the movie to the other list"),
                .init("/", "filter the titles as you type; Esc clears"),
                .init("Esc ⌫ ← h", "back one screen"),
            ]
        ),
        (
            "Movie and cast",
            [
                .init("↑ ↓  Enter", "pick a cast member, a movie"),
                .init("J K  wheel", "scroll the text when it is cut"),
            ]
        ),
        (
            "Settings",
            [
                .init("↑ ↓  Tab", "choose a page, switch panes"),
                .init("Enter", "save the API key"),
                .init("Esc", "close"),
            ]
        ),
    ]
}
