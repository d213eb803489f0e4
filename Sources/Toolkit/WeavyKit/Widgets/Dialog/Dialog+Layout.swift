extension Dialog {
    /// The widest a dialog grows, in cells, before its message wraps.
    public static var maximumWidth: Int { 60 }

    /// Cells between two buttons.
    static var buttonSpacing: Int { 2 }

    /// The cells the buttons take side by side.
    var buttonsWidth: Int {
        buttons.reduce(0) { $0 + $1.preferredWidth } + Self.buttonSpacing * max(0, buttons.count - 1)
    }

    /// The width the content wants: the longest line of the message, the buttons, and
    /// room to type in a field; at most ``maximumWidth``.
    var naturalWidth: Int {
        let longestLine = message.split(separator: "\n").map { CellText.width($0) }.max() ?? 0
        return min(Self.maximumWidth, max(longestLine, buttonsWidth, field == nil ? 0 : 30, CellText.width(title) + 4))
    }

    /// The rows of the content at `width`: the message, a blank row, the field and its
    /// message and a blank row, then the buttons.
    func contentHeight(forWidth width: Int) -> Int {
        let messageRows = message.isEmpty ? 0 : TextWrapping.lines(message, width: max(1, width)).count + 1
        let fieldRows = field.map { ($0.preferredHeight(forWidth: width) ?? 1) + 1 } ?? 0
        return messageRows + fieldRows + 1
    }

    /// The popup's size to present the dialog with in a window of `windowSize`: the
    /// wrapped message, the field and the buttons inside the modal's border and
    /// margins, and no wider than the window allows.
    ///
    /// ```swift
    /// screen.present(dialog, size: dialog.preferredModalSize(for: terminal.size)) { outcome in
    ///     model.answer(outcome.result)
    /// }
    /// ```
    public func preferredModalSize(for windowSize: Size) -> ModalSize {
        // The modal frame adds a border and two columns of margin on each side; the
        // window keeps four columns for the shadow and margins, and the status line.
        let width = max(10, min(naturalWidth, windowSize.columns - 8))
        return .fixed(columns: width + 4, rows: contentHeight(forWidth: width) + 2)
    }

    /// Wraps the message and places the field and the buttons (right-aligned on the
    /// last row).
    func layoutContent() {
        let width = bounds.size.columns
        messageLines = message.isEmpty ? [] : TextWrapping.lines(message, width: max(1, width))
        var row = messageLines.isEmpty ? 0 : messageLines.count + 1
        if let field {
            let height = field.preferredHeight(forWidth: width) ?? 1
            place(field, in: Rect(column: 0, row: row, columns: width, rows: height))
            row += height + 1
        }
        let buttonRow = max(row, bounds.size.rows - 1)
        var column = max(0, width - buttonsWidth)
        for button in buttons {
            place(button, in: Rect(column: column, row: buttonRow, columns: button.preferredWidth, rows: 1))
            column += button.preferredWidth + Self.buttonSpacing
        }
    }

    /// Draws the message, then the field and the buttons.
    func drawContent(in canvas: Canvas) {
        for (row, line) in messageLines.enumerated() {
            canvas.text(line, at: Point(column: 0, row: row), style: canvas.theme.text)
        }
        if let field { canvas.draw(field) }
        for button in buttons { canvas.draw(button) }
    }
}
