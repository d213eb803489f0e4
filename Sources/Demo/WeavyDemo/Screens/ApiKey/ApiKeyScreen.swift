import WeavyNcurses

/// The first-run screen: a welcome and the API key form. Enter on an empty field says
/// "API key must not be empty" and stays.
@MainActor
final class ApiKeyScreen: Component {
    let form: ApiKeyForm

    /// Creates the screen of `model`.
    init(model: ApiKeyModel) {
        form = ApiKeyForm(
            model: model,
            introduction: [
                .heading("Welcome to Weavy's movie demo"),
                .gap,
                .paragraph(
                    "The demo needs an API key for its movie service. Any text will do: it is saved in "
                        + "settings.json in the data directory, and later runs go straight to your lists."),
            ])
        super.init(title: "Api Key")
        addChild(form)
    }

    override var focusedChild: Component? { form }

    override func layout() {
        place(form, in: bounds.inset(by: Insets(top: 1, left: 2, right: 2)))
    }
}
