import WeavyNcurses

/// The content of the settings popup: a ``SplitView`` with "Api Key" and "About" at the
/// left and the chosen pane at the right.
///
/// ↑↓ choose (the model emits the pane's weft, ``SettingsWarp`` shows it); Enter or →
/// go to the pane, Tab switches panes, Esc closes.
@MainActor
final class SettingsScreen: Component {
    let menu: ListView<SettingsPane>
    let split: SplitView
    /// The pane in the detail.
    private(set) var pane: SettingsPane?
    private let model: SettingsMenuModel

    /// Creates the popup content titled `title`, `pane` selected.
    init(model: SettingsMenuModel, opening pane: SettingsPane, title: String = "Settings") {
        self.model = model
        menu = ListView(items: SettingsPane.allCases) { ListView.Row($0.title) }
        split = SplitView(master: menu, detail: Component(), masterWidth: 14)
        super.init(title: title)
        addChild(split)
        menu.select(SettingsPane.allCases.firstIndex(of: pane) ?? 0)
        // The list lets go of these when the popup closes: the cycle through `split`
        // ends there.
        menu.onSelect = { pane, _ in model.select(pane) }
        menu.onActivate = { [split] _, _ in split.focus(.detail) }
    }

    /// Puts `detail` in the right pane as the page of `pane`, and selects `pane` in the
    /// list without emitting anything.
    func show(_ detail: Component, for pane: SettingsPane) {
        self.pane = pane
        split.setDetail(detail)
        menu.select(SettingsPane.allCases.firstIndex(of: pane) ?? 0, notify: false)
    }

    override var focusedChild: Component? { split }

    override func handle(_ key: Key) -> Bool {
        guard key == .escape else { return false }
        model.close()
        return true
    }

    /// Esc closes the popup through the model (the frame's own Esc would only cancel it).
    override func takes(_ key: Key) -> Bool { key == .escape }

    override var keyHints: [KeyHint] { [KeyHint("Esc", "close", priority: .essential)] }

    override func layout() {
        place(split, in: bounds.inset(by: Insets(top: 1)))
    }
}
