import WeavyNcurses

/// An introduction above a ``Form`` of one row, the "Api Key" field: the body of the
/// first-run screen and of the settings' Api Key pane.
///
/// Enter submits the form: an empty key shows ``ApiKeyModel/emptyKeyMessage`` under the
/// field (it goes as soon as something is typed); a key is saved, and in the settings
/// the form's message says how. The status line reads `Enter save` (`Enter continue` on
/// the first-run screen). The pane keeps to ``ReadingMeasure`` on a wide terminal.
@MainActor
final class ApiKeyForm: Component {
    let model: ApiKeyModel
    /// The key.
    let field: TextField
    /// The form holding ``field``.
    let form: Form
    /// The text above the form.
    let introduction: ScrollView
    private let stack: VStack

    /// Creates the form of `model`, under `introduction`.
    init(model: ApiKeyModel, introduction: [ScrollView.Block]) {
        self.model = model
        // A key is a secret: bullets only, and it never reaches a snapshot or a screen share.
        field = TextField(text: model.currentKey, placeholder: "type or paste your key", isSecure: true)
        field.validator = { text in model.problem(with: text) }
        form = Form(rows: [Form.Row("Api Key", field)])
        self.introduction = ScrollView(introduction)
        self.introduction.maximumLineWidth = ReadingMeasure.columns
        stack = VStack(spacing: 1, [.fit(self.introduction), .flexible(form)])
        super.init(title: "Api Key")
        stack.focus(form)
        form.onSubmit = { self.save() }  // the form lets go of it when this pane is dismissed
        keyHintLabels = ["Enter": model.purpose == .onboarding ? "continue" : "save"]
        addChild(stack)
    }

    /// Creates the form of `model`, under a paragraph of `explanation`.
    convenience init(model: ApiKeyModel, explanation: String) {
        self.init(model: model, introduction: [.paragraph(explanation)])
    }

    /// Hands the key to the model and shows what it says in the form's message.
    private func save() {
        model.submit(field.text)
        form.message = model.feedback?.text
        form.messageRole = model.feedback?.isError == true ? \.error : \.accent
    }

    override var focusedChild: Component? { stack }

    override func handle(_ key: Key) -> Bool {
        key == .escape && model.close()
    }

    override var keyHints: [KeyHint] {
        model.purpose == .settings ? [KeyHint("Esc", "close")] : []
    }

    override func layout() {
        var column = bounds
        column.size.columns = min(column.size.columns, ReadingMeasure.columnsWithScrollBar)
        place(stack, in: column)
    }
}
