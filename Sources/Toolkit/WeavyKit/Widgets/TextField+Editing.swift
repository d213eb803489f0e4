extension TextField {
    /// The selected characters' indices, or `nil` when nothing is selected. Shift with a
    /// move key selects; any other move, or an edit, ends the selection.
    public var selectedRange: Range<Int>? {
        guard let anchor = selectionAnchor, anchor != cursorIndex else { return nil }
        return min(anchor, cursorIndex)..<max(anchor, cursorIndex)
    }

    /// The selected text; empty when nothing is selected.
    public var selectedText: String {
        selectedRange.map { String(characters[$0]) } ?? ""
    }

    /// Selects `range` (clamped to the text), the cursor at its end.
    public func select(_ range: Range<Int>) {
        let lower = min(max(0, range.lowerBound), characters.count)
        let upper = min(max(lower, range.upperBound), characters.count)
        selectionAnchor = lower
        cursorIndex = upper
        setNeedsDisplay()
    }

    /// Whether ``undo()`` has an edit to take back.
    public var canUndo: Bool { !history.undoable.isEmpty }

    /// Whether ``redo()`` has an edit to make again.
    public var canRedo: Bool { !history.redoable.isEmpty }

    /// Takes back the last edit (a run of typing or of Backspace counts as one), as
    /// Ctrl-/ does. Text set by the program is not an edit: setting ``text`` forgets the
    /// history.
    public func undo() {
        guard let edit = history.takeUndo() else { return }
        characters.replaceSubrange(edit.start..<(edit.start + edit.inserted.count), with: edit.removed)
        cursorIndex = min(edit.cursorBefore, characters.count)
        selectionAnchor = nil
        edited()
        setNeedsDisplay()
    }

    /// Makes again the edit ``undo()`` took back last, as Ctrl-Y does.
    public func redo() {
        guard let edit = history.takeRedo() else { return }
        characters.replaceSubrange(edit.start..<(edit.start + edit.removed.count), with: edit.inserted)
        cursorIndex = edit.insertedEnd
        selectionAnchor = nil
        edited()
        setNeedsDisplay()
    }

    /// Undo, redo and the clipboard (see the keys in ``TextField``). A secure field copies
    /// and cuts nothing: its text stays in it.
    func perform(_ command: EditingCommand) {
        switch command {
        case .undo: undo()
        case .redo: redo()
        case .copy, .cut:
            guard let selected = selectedRange, !isSecure else { return }
            window?.clipboard.copy(String(characters[selected]))
            if command == .cut { replace(selected, with: [], kind: .other) }
        case .paste:
            guard let text = window?.clipboard.text else { return }
            insert(Self.oneLine(text), kind: .other)
        }
    }

    /// `text` as one line: line breaks and tabs become spaces, a final line break goes.
    static func oneLine(_ text: String) -> [Character] {
        Array(text.trailingNewlinesTrimmed).map { $0.isNewline || $0 == "\t" ? " " : $0 }
    }

    /// Inserts `inserted` at the cursor, over the selection if there is one, as much as
    /// ``maximumLength`` allows.
    func insert(_ inserted: [Character], kind: TextEdit<Int>.Kind) {
        let range = selectedRange ?? cursorIndex..<cursorIndex
        var inserted = inserted
        if let maximumLength {
            inserted = Array(inserted.prefix(max(0, maximumLength - (characters.count - range.count))))
        }
        guard !inserted.isEmpty else { return }
        replace(range, with: inserted, kind: kind)
    }

    /// The one way the user's edits change the text: recorded for undo, the cursor after
    /// what was inserted, the selection ended, ``onChange`` told.
    func replace(_ range: Range<Int>, with inserted: [Character], kind: TextEdit<Int>.Kind) {
        selectionAnchor = nil
        guard !range.isEmpty || !inserted.isEmpty else { return }
        history.record(
            TextEdit(
                start: range.lowerBound, removed: Array(characters[range]), inserted: inserted,
                insertedEnd: range.lowerBound + inserted.count, cursorBefore: cursorIndex, kind: kind))
        characters.replaceSubrange(range, with: inserted)
        cursorIndex = range.lowerBound + inserted.count
        edited()
    }
}
