extension TextAreaState {
    // MARK: - Edits

    /// Inserts `character` at the cursor, over the selection if there is one (a newline
    /// splits the paragraph). Returns whether it fit under the maximum length.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        replaceSelection(with: [character], kind: character.isNewline ? .other : .typing) > 0
    }

    /// Inserts `text` at the cursor, over the selection if there is one, as one edit;
    /// returns how many characters fit.
    @discardableResult
    public mutating func insert(contentsOf text: String) -> Int {
        replaceSelection(with: Array(text), kind: .other)
    }

    /// Deletes between the cursor and `position`, joining paragraphs across newlines.
    /// Returns whether anything was deleted.
    @discardableResult
    public mutating func delete(to position: TextPosition) -> Bool {
        delete(to: position, kind: .other)
    }

    /// Backspace: deletes the selection, or the character before the cursor, or joins
    /// with the paragraph above at a paragraph's start.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        deleteSelection() || delete(to: document.position(before: document.cursor), kind: .deletingBackward)
    }

    /// Delete: deletes the selection, or the character after the cursor, or joins the
    /// paragraph below.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        deleteSelection() || delete(to: document.position(after: document.cursor), kind: .deletingForward)
    }

    /// Ctrl-W, Alt-Backspace: deletes the selection, or else the word before the cursor
    /// and the spaces after it, on the cursor's line only: before a line's first word it
    /// deletes back to the line's start, and at the line's start it joins the line above,
    /// as Backspace does.
    @discardableResult
    public mutating func deleteWordBackward() -> Bool {
        if deleteSelection() { return true }
        let cursor = document.cursor
        guard cursor.offset > 0 else { return deleteBackward() }
        let start = document.wordStart(before: cursor)
        return delete(
            to: start.paragraph == cursor.paragraph ? start : TextPosition(paragraph: cursor.paragraph, offset: 0))
    }

    /// Alt-D, Ctrl-Delete: deletes the selection, or else the word after the cursor (and
    /// the spaces before it) on the cursor's line; at the line's end it joins the line
    /// below, as Delete does.
    @discardableResult
    public mutating func deleteWordForward() -> Bool {
        if deleteSelection() { return true }
        let cursor = document.cursor
        let lineEnd = document.paragraphs[cursor.paragraph].count
        guard cursor.offset < lineEnd else { return deleteForward() }
        let end = document.wordEnd(after: cursor)
        return delete(
            to: end.paragraph == cursor.paragraph ? end : TextPosition(paragraph: cursor.paragraph, offset: lineEnd))
    }

    /// Deletes to the end of the cursor's paragraph, or joins the next one when the
    /// cursor is at the end already.
    @discardableResult
    public mutating func deleteToParagraphEnd() -> Bool {
        let cursor = document.cursor
        let end = document.paragraphs[cursor.paragraph].count
        return cursor.offset < end
            ? delete(to: TextPosition(paragraph: cursor.paragraph, offset: end)) : deleteForward()
    }

    mutating func didEdit() {
        goalColumn = nil
        followsCursor = true
        // An edit may remove the lines the view started on; a click or a page key may
        // come before the next layout.
        clampTop()
    }

    // MARK: - Moves

    /// Moves the cursor to `position` (clamped); `keepingGoal` keeps the column Up and
    /// Down aim for.
    public mutating func moveCursor(to position: TextPosition, keepingGoal: Bool = false) {
        document.moveCursor(to: position)
        if !keepingGoal { goalColumn = nil }
        followsCursor = true
    }

    /// Left: one character back, across paragraphs.
    public mutating func moveLeft() { moveCursor(to: document.position(before: document.cursor)) }

    /// Right: one character on, across paragraphs.
    public mutating func moveRight() { moveCursor(to: document.position(after: document.cursor)) }

    /// To the start of the word before the cursor.
    public mutating func moveWordLeft() { moveCursor(to: document.wordStart(before: document.cursor)) }

    /// To the end of the word after the cursor.
    public mutating func moveWordRight() { moveCursor(to: document.wordEnd(after: document.cursor)) }

    /// Home: the start of the cursor's visual line.
    public mutating func moveToLineStart() {
        let line = visualLine(of: document.cursor)
        moveCursor(to: TextPosition(paragraph: line.paragraph, offset: lineStarts(of: line.paragraph)[line.line]))
    }

    /// End: the end of the cursor's visual line (on a line broken inside a word, its last
    /// character: the position after it is the next line's start).
    public mutating func moveToLineEnd() {
        let line = visualLine(of: document.cursor)
        moveCursor(to: TextPosition(paragraph: line.paragraph, offset: lastCursorOffset(on: line)))
    }

    /// The start of the text.
    public mutating func moveToStart() { moveCursor(to: document.start) }

    /// The end of the text.
    public mutating func moveToEnd() { moveCursor(to: document.end) }

    /// Up or Down by `lines` visual lines (negative: up), keeping the cell column the
    /// cursor had when vertical moves began. Returns whether the cursor moved.
    @discardableResult
    public mutating func moveVertically(by lines: Int) -> Bool {
        let from = visualLine(of: document.cursor)
        let goal = goalColumn ?? cursorColumn
        let target = line(from, movedBy: lines)
        guard target != from else {
            // On the first or last line, Up and Down go to its start or end.
            moveCursor(to: lines < 0 ? TextPosition(paragraph: from.paragraph, offset: 0) : lineEndPosition(from))
            return false
        }
        moveCursor(
            to: TextPosition(paragraph: target.paragraph, offset: offset(atColumn: goal, on: target)),
            keepingGoal: true)
        goalColumn = goal
        return true
    }

    private func lineEndPosition(_ line: VisualLine) -> TextPosition {
        TextPosition(paragraph: line.paragraph, offset: lastCursorOffset(on: line))
    }

    /// PageUp or PageDown: the cursor and the view move by a screenful less one line.
    public mutating func moveByPage(_ direction: Int) {
        let page = max(1, visibleRows - 1) * (direction < 0 ? -1 : 1)
        top = line(top, movedBy: page)
        moveVertically(by: page)
    }

    /// Puts the cursor at the cell `point` of the view (a click), or at the end of the
    /// text below its last line.
    public mutating func moveCursor(toCell point: Point) {
        let lines = visibleLines
        guard point.row < lines.count else {
            moveToEnd()
            return
        }
        let line = lines[max(0, point.row)]
        moveCursor(
            to: TextPosition(paragraph: line.paragraph, offset: offset(atColumn: max(0, point.column), on: line)))
    }
}
