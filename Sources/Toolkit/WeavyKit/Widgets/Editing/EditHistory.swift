/// One change to a text, as undo and redo need it: at ``start``, ``removed`` was replaced
/// by ``inserted``; the cursor was at ``cursorBefore``.
struct TextEdit<Position: Comparable & Sendable>: Equatable, Sendable {
    /// What kind of key made it: typing and deleting one character at a time group into
    /// one undo step.
    enum Kind: Equatable, Sendable {
        case typing, deletingBackward, deletingForward, other
    }

    var start: Position
    var removed: [Character]
    var inserted: [Character]
    /// Where the inserted text ends (where the cursor goes on redo).
    var insertedEnd: Position
    var cursorBefore: Position
    var kind: Kind
}

/// The undo and redo stacks of a text field or area. Consecutive typing (up to a word
/// and the spaces after it) is one step, so is a run of Backspace or Delete; every other
/// edit is a step of its own. A new edit clears what could be redone.
///
/// It keeps at most ``limit`` steps and ``characterLimit`` characters of removed and
/// inserted text (the oldest steps go first), so a text area's memory stays close to its
/// text's: an edit larger than that (a paste of megabytes) cannot be undone, and clears
/// the history rather than keep a second copy of it.
struct EditHistory<Position: Comparable & Sendable>: Equatable, Sendable {
    private(set) var undoable: [TextEdit<Position>] = []
    private(set) var redoable: [TextEdit<Position>] = []
    /// The most steps kept; the oldest go first.
    var limit = 1000
    /// The most characters of removed and inserted text kept, over all steps.
    var characterLimit = 1_000_000
    /// The characters the undo stack holds now.
    private(set) var characterCount = 0

    /// Records `edit`, joining it to the last step when both are the same run of typing
    /// or deleting.
    mutating func record(_ edit: TextEdit<Position>) {
        redoable.removeAll()
        let size = Self.size(of: edit)
        guard size <= characterLimit else {
            removeAll()
            return
        }
        characterCount += size
        if let last = undoable.last, let joined = Self.join(last, edit) {
            undoable[undoable.count - 1] = joined
        } else {
            undoable.append(edit)
        }
        while undoable.count > limit || characterCount > characterLimit, !undoable.isEmpty {
            characterCount -= Self.size(of: undoable.removeFirst())
        }
    }

    private static func size(of edit: TextEdit<Position>) -> Int {
        edit.removed.count + edit.inserted.count
    }

    /// The step to undo, moved to the redo stack.
    mutating func takeUndo() -> TextEdit<Position>? {
        guard let edit = undoable.popLast() else { return nil }
        characterCount -= Self.size(of: edit)
        redoable.append(edit)
        return edit
    }

    /// The step to redo, moved back to the undo stack.
    mutating func takeRedo() -> TextEdit<Position>? {
        guard let edit = redoable.popLast() else { return nil }
        characterCount += Self.size(of: edit)
        undoable.append(edit)
        return edit
    }

    /// Forgets every step (the text was replaced by the program).
    mutating func removeAll() {
        undoable.removeAll()
        redoable.removeAll()
        characterCount = 0
    }

    private static func join(_ last: TextEdit<Position>, _ next: TextEdit<Position>) -> TextEdit<Position>? {
        guard last.kind == next.kind else { return nil }
        switch next.kind {
        case .typing:
            // Typing goes on where it stopped; a word ends the step at the first character
            // after its spaces.
            guard last.removed.isEmpty, next.removed.isEmpty, last.insertedEnd == next.start,
                !(last.inserted.last?.isWhitespace == true && next.inserted.first?.isWhitespace == false)
            else { return nil }
            var joined = last
            joined.inserted += next.inserted
            joined.insertedEnd = next.insertedEnd
            return joined
        case .deletingBackward:
            guard next.inserted.isEmpty, next.cursorBefore == last.start else { return nil }
            var joined = last
            joined.start = next.start
            joined.insertedEnd = next.start
            joined.removed = next.removed + last.removed
            return joined
        case .deletingForward:
            guard next.inserted.isEmpty, next.start == last.start else { return nil }
            var joined = last
            joined.removed += next.removed
            return joined
        case .other:
            return nil
        }
    }
}
