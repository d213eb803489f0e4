extension TextAreaState {
    // MARK: - Selection

    /// The selected text's bounds, or `nil` when nothing is selected. Shift with a move
    /// key selects; any other move, or an edit, ends the selection.
    public var selectedRange: Range<TextPosition>? {
        guard let anchor = selectionAnchor, anchor != document.cursor else { return nil }
        return min(anchor, document.cursor)..<max(anchor, document.cursor)
    }

    /// The selected text, lines separated by `"\n"`; empty when nothing is selected.
    public var selectedText: String {
        selectedRange.map { String(document.characters(from: $0.lowerBound, to: $0.upperBound)) } ?? ""
    }

    /// Selects from `anchor` to `cursor`, the cursor at `cursor`.
    public mutating func select(from anchor: TextPosition, to cursor: TextPosition) {
        moveCursor(to: anchor)
        selectionAnchor = document.cursor
        moveCursor(to: cursor)
    }

    /// Makes `move` extend the selection: it starts where the cursor was.
    mutating func extendSelection(by move: (inout TextAreaState) -> Void) {
        let anchor = selectionAnchor ?? document.cursor
        move(&self)
        selectionAnchor = anchor
    }

    // MARK: - Undo

    /// Whether ``undo()`` has an edit to take back.
    public var canUndo: Bool { !history.undoable.isEmpty }

    /// Whether ``redo()`` has an edit to make again.
    public var canRedo: Bool { !history.redoable.isEmpty }

    /// Takes back the last edit (a run of typing or of Backspace is one); returns whether
    /// there was one. ``replaceText(with:)`` forgets the history.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let edit = history.takeUndo() else { return false }
        apply(replacing: edit.start..<edit.insertedEnd, with: edit.removed)
        moveCursor(to: edit.cursorBefore)
        return true
    }

    /// Makes again the edit ``undo()`` took back last; returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let edit = history.takeRedo() else { return false }
        apply(replacing: edit.start..<edit.start.advanced(over: edit.removed), with: edit.inserted)
        return true
    }

    // MARK: - The one way the text changes

    /// Replaces the selection (or nothing, at the cursor) with `inserted`, as much as the
    /// maximum length allows; returns how many characters were inserted.
    mutating func replaceSelection(with inserted: [Character], kind: TextEdit<TextPosition>.Kind) -> Int {
        let range = selectedRange ?? document.cursor..<document.cursor
        return replace(range, with: inserted, kind: kind)
    }

    /// Deletes the selection; returns whether there was one.
    mutating func deleteSelection() -> Bool {
        guard let range = selectedRange else { return false }
        replace(range, with: [], kind: .other)
        return true
    }

    /// Deletes between the cursor and `position`, recorded as `kind`; returns whether
    /// anything was deleted.
    mutating func delete(to position: TextPosition, kind: TextEdit<TextPosition>.Kind) -> Bool {
        let cursor = document.cursor
        let other = document.clamped(position)
        guard other != cursor else { return false }
        replace(min(cursor, other)..<max(cursor, other), with: [], kind: kind)
        return true
    }

    /// Replaces `range` with `inserted` (as much as fits), records it for undo, ends the
    /// selection; returns how many characters were inserted.
    @discardableResult
    mutating func replace(
        _ range: Range<TextPosition>, with inserted: [Character], kind: TextEdit<TextPosition>.Kind
    ) -> Int {
        selectionAnchor = nil
        let cursorBefore = document.cursor
        let removed = document.characters(from: range.lowerBound, to: range.upperBound)
        let count = apply(replacing: range, with: inserted)
        guard !removed.isEmpty || count > 0 else { return 0 }
        history.record(
            TextEdit(
                start: range.lowerBound, removed: removed, inserted: Array(inserted.prefix(count)),
                insertedEnd: document.cursor, cursorBefore: cursorBefore, kind: kind))
        return count
    }

    /// Deletes `range` and inserts `inserted` there (as much as fits), keeping the wrap up
    /// to date for just the lines touched; the cursor ends after the insertion. Returns
    /// how many characters were inserted.
    @discardableResult
    private mutating func apply(replacing range: Range<TextPosition>, with inserted: [Character]) -> Int {
        selectionAnchor = nil
        document.moveCursor(to: range.upperBound)
        let low = range.lowerBound
        let high = document.cursor
        if document.delete(to: low) {
            if low.paragraph == high.paragraph {
                wrap?.charactersChanged(
                    in: low.paragraph, at: low.offset, delta: low.offset - high.offset,
                    characters: document.paragraphs[low.paragraph])
            } else {
                wrap?.paragraphsReplaced(
                    low.paragraph...high.paragraph, by: [document.paragraphs[low.paragraph]], editedAt: low.offset)
            }
        }
        var count = 0
        for character in inserted {
            let at = document.cursor
            guard document.insert(character) else { break }
            count += 1
            if character.isNewline {
                wrap?.paragraphsReplaced(
                    at.paragraph...at.paragraph, by: Array(document.paragraphs[at.paragraph...(at.paragraph + 1)]),
                    editedAt: at.offset)
            } else {
                wrap?.charactersChanged(
                    in: at.paragraph, at: at.offset, delta: 1, characters: document.paragraphs[at.paragraph])
            }
        }
        didEdit()
        return count
    }
}
