import WeavyCurses

/// An explanation, the "Api Key" field and the line that answers Enter: the body of
/// the first-run screen and of the settings' Api Key pane.
@MainActor
final class ApiKeyForm: Component {
    let model: ApiKeyModel
    let field: TextField
    private let explanation: String

    /// Creates the form of `model`.
    init(model: ApiKeyModel, explanation: String) {
        self.model = model
        self.explanation = explanation
        field = TextField(text: model.currentKey, placeholder: "type or paste your key")
        super.init(title: "Api Key")
        field.onSubmit = { [weak model] text in model?.submit(text) }
        addChild(field)
    }

    override var focusedChild: Component? { field }

    override func handle(_ key: Key) -> Bool {
        key == .escape && model.close()
    }

    override var keyHints: [KeyHint] {
        model.purpose == .settings ? [KeyHint("Esc", "close")] : []
    }

    private static let label = "Api Key  "
    /// The explanation wrapped at the width of the last layout.
    private var explanationLines: [String] = []

    override func layout() {
        let width = bounds.size.columns
        explanationLines = TextWrapping.lines(explanation, width: width)
        let labelWidth = CellText.width(Self.label)
        let fieldWidth = max(1, min(48, width - labelWidth))
        place(field, in: Rect(column: labelWidth, row: explanationLines.count + 1, columns: fieldWidth, rows: 1))
    }

    override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        let width = canvas.size.columns
        for (row, line) in explanationLines.enumerated() {
            canvas.text(line, at: Point(column: 0, row: row), style: theme.text)
        }
        var row = explanationLines.count + 1
        canvas.text(Self.label, at: Point(column: 0, row: row), style: theme.label)
        canvas.draw(field)
        row += 2
        if let feedback = model.feedback {
            for line in TextWrapping.lines(feedback.text, width: width) {
                canvas.text(line, at: Point(column: 0, row: row), style: feedback.isError ? theme.error : theme.accent)
                row += 1
            }
        }
    }
}
