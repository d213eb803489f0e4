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
        // The last step is taken out to be joined: held only here, its text grows in
        // place, and a long run of typing (a paste into a terminal without bracketed
        // paste comes as one) costs each key its own characters, not a copy of the run.
        if var last = undoable.popLast() {
            let isJoined = Self.join(edit, onto: &last)
            undoable.append(last)
            if !isJoined { undoable.append(edit) }
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

    /// Joins `next` onto `last` when both are one run of typing or deleting; returns
    /// whether it did (else `last` is unchanged).
    private static func join(_ next: TextEdit<Position>, onto last: inout TextEdit<Position>) -> Bool {
        guard last.kind == next.kind else { return false }
        switch next.kind {
        case .typing:
            // Typing goes on where it stopped; a word ends the step at the first character
            // after its spaces.
            guard last.removed.isEmpty, next.removed.isEmpty, last.insertedEnd == next.start,
                !(last.inserted.last?.isWhitespace == true && next.inserted.first?.isWhitespace == false)
            else { return false }
            last.inserted += next.inserted
            last.insertedEnd = next.insertedEnd
        case .deletingBackward:
            guard next.inserted.isEmpty, next.cursorBefore == last.start else { return false }
            last.start = next.start
            last.insertedEnd = next.start
            last.removed.insert(contentsOf: next.removed, at: 0)
        case .deletingForward:
            guard next.inserted.isEmpty, next.start == last.start else { return false }
            last.removed += next.removed
        case .other:
            return false
        }
        return true
    }
}
