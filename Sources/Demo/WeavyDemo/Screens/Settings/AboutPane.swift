import WeavyNcurses

/// The About page of the settings: Weavy, the version, what the demo shows.
@MainActor
final class AboutPane: Component {
    let model: AboutModel
    let document: ScrollView

    /// Creates the pane of `model`.
    init(model: AboutModel) {
        self.model = model
        document = ScrollView([
            .heading("About"),
            .gap,
            .fields([.init("App", "weavy-demo \(DemoVersion.current)"), .init("Built on", "Weavy for the terminal")]),
            .gap,
            .paragraph(
                "Weavy's movie demo: warps knit wefts into screens, drawn with ncurses. The RxFlow pattern "
                    + "(Flow, Step, Stepper) as Warp, Weft and Weftable.", role: \.secondaryText),
        ])
        super.init(title: "About")
        addChild(document)
    }

    override var focusedChild: Component? { document }

    override func handle(_ key: Key) -> Bool {
        guard key == .escape else { return false }
        model.close()
        return true
    }

    override var keyHints: [KeyHint] { [KeyHint("Esc", "close")] }
}
