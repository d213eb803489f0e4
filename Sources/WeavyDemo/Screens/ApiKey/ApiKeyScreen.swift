import WeavyCurses

/// The first-run screen: a title bar, a welcome, and the API key form. Enter on an
/// empty field says "API key must not be empty" and stays.
@MainActor
final class ApiKeyScreen: Component {
    let form: ApiKeyForm

    /// Creates the screen of `model`.
    init(model: ApiKeyModel) {
        form = ApiKeyForm(
            model: model,
            explanation: "Weavy's movie demo needs an API key for its movie service. Any text will do: it is "
                + "saved in settings.json in the data directory, and later runs go straight to your lists.")
        super.init(title: "Api Key")
        addChild(form)
    }

    override var focusedChild: Component? { form }

    /// Under the title bar, with margins.
    private var body: Rect { bounds.splitTop(1).rest.inset(by: Insets(top: 1, left: 2, right: 2)) }

    override func layout() {
        place(form, in: body.inset(by: Insets(top: 2)))
    }

    override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let bar = canvas.bounds.splitTop(1).top
        canvas.fill(bar, style: theme.titleBar)
        canvas.text("Weavy movie demo › Api Key", at: Point(column: 1, row: 0), style: theme.titleBar)
        canvas.text("Welcome", at: body.origin, style: theme.heading)
        canvas.draw(form)
    }
}
