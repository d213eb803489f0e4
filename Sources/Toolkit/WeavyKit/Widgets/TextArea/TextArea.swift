/// A multi-line text editor: the body of a message, a note, a description.
///
/// The text wraps softly at the area's width in cells, at spaces when it can; CJK and
/// emoji are never split, and a wide character that does not fit starts the next line.
/// The rightmost column shows the scroll position when the text is taller than the
/// area. The view scrolls to keep the cursor visible.
///
/// ```swift
/// let body = TextArea(placeholder: "Write your message")
/// body.onChange = { draft.markEdited() }  // a model the area does not own
/// ```
///
/// Keys:
/// - characters are inserted at the cursor; **Enter** inserts a new line. Submitting is
///   not the area's job: in a ``Form`` Tab to a button, or bind a key such as Ctrl-S on
///   the window.
/// - **Left/Right** (Ctrl-B/Ctrl-F) move by character, **Ctrl-Left/Right** and
///   **Alt-Left/Right** (Alt-B/Alt-F) by word, across lines.
/// - **Up/Down** move by visual line, keeping the cell column; **Home/End** (Ctrl-A/
///   Ctrl-E) go to the start and end of the visual line, **Ctrl-Home/Ctrl-End** to the
///   start and end of the text; **PageUp/PageDown** move by a screenful.
/// - **Backspace** and **Delete** (Ctrl-D) remove a character, joining lines at their
///   ends; **Ctrl-W** and **Alt-Backspace** remove the word before the cursor, **Alt-D**
///   and **Ctrl-Delete** the word after it, on the cursor's line only; **Ctrl-K**
///   removes to the end of the line (joins the next at its end), **Ctrl-U** to its start.
/// - **Shift** with any move selects; typing, a paste, Backspace, Delete and the word
///   deletions replace or remove the selection (see ``selectedText``).
/// - **Ctrl-X** (Shift-Delete) cuts, **Alt-C** (Ctrl-Insert) copies, **Ctrl-V**
///   (Shift-Insert) pastes, through the window's ``Clipboard``; **Ctrl-/** (sent as
///   Ctrl-_) undoes and **Ctrl-Y** redoes (see ``undo()``). Ctrl-C and Ctrl-Z stay the
///   app's (quit, suspend) whatever has the focus, which is why copy and undo take other
///   keys than in a desktop editor.
/// - the mouse: a click puts the cursor under it; the wheel scrolls without moving it.
/// - a paste (``Key/paste(_:)``) is inserted as one edit, line breaks and all, up to
///   ``maximumLength``.
///
/// Tab, Shift-Tab and Esc are not used: they go on to the containers (a form, or the
/// screen's focus ring, moves the focus on Tab), unless ``takesTab`` is set.
///
/// A frame costs what is visible, not the length of the text, so a paste of thousands
/// of characters stays fast (see ``TextAreaState``).
@MainActor
public final class TextArea: Component {
    /// The text, the cursor, the wrap and the scroll position.
    public private(set) var state: TextAreaState

    /// Shown while the area is empty, wrapped at its width.
    public var placeholder: String {
        didSet { setNeedsDisplay() }
    }

    /// The rows the area asks a layout for, or `nil` to take the space it is given.
    public var preferredRows: Int?

    /// Whether Tab inserts four spaces instead of moving the focus on. Off by default:
    /// Tab goes on to the form or the screen's focus ring, as in a web form; set it for
    /// an area where indenting matters (code, a table of text). Shift-Tab always goes on.
    public var takesTab = false

    /// Called after every edit. It takes no argument because building the whole text
    /// costs its length: read ``text`` (or ``characterCount``) when you need it, so that
    /// a paste of thousands of characters does not build it thousands of times.
    public var onChange: (@MainActor () -> Void)?

    /// Creates an area holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil, preferredRows: Int? = nil) {
        state = TextAreaState(text, maximumLength: maximumLength)
        self.placeholder = placeholder
        self.preferredRows = preferredRows
        super.init()
    }

    /// The text, lines separated by `"\n"`. Setting it puts the cursor at its end and
    /// ``isEdited`` to `false`.
    public var text: String {
        get { state.document.text }
        set {
            state.replaceText(with: newValue)
            isEdited = false
            setNeedsDisplay()
        }
    }

    /// Whether the user changed the text since it was created or last set (an undo back
    /// to it still counts as a change): whether to ask before leaving, without comparing
    /// a long text with the original. Set it to `false` once the text is saved: unlike
    /// setting ``text``, that keeps the cursor, the selection and what undo can take back.
    public var isEdited = false

    /// The number of characters, newlines included.
    public var characterCount: Int { state.document.count }

    /// The most characters the area takes (newlines included); typing and pasting stop
    /// there. Text set by the program is kept whole. `nil` for no limit.
    public var maximumLength: Int? {
        get { state.maximumLength }
        set { state.maximumLength = newValue }
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { preferredRows }

    public override func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        if key == .tab {
            guard takesTab else { return false }
            if state.insert(contentsOf: "    ") > 0 {
                isEdited = true
                onChange?()
            }
        } else if let command = EditingCommand(key) {
            perform(command)
        } else if let edit = Self.edit(for: key) {
            if edit(&state) {
                isEdited = true
                onChange?()
            }
        } else if let shiftless = key.selectionExtendingMove, let move = Self.move(for: shiftless) {
            state.extendSelection(by: move)
        } else if let move = Self.move(for: key) {
            // With a selection, Left and Right go to its edge, as in other editors.
            if let selected = state.selectedRange, key == .left || key == .right {
                state.moveCursor(to: key == .left ? selected.lowerBound : selected.upperBound)
            } else {
                move(&state)
            }
            state.selectionAnchor = nil
        } else {
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// The edit a key makes: returns whether the text changed.
    private static func edit(for key: Key) -> ((inout TextAreaState) -> Bool)? {
        switch key {
        case .character(let character): { $0.insert(character) }
        // One edit, up to the maximum length: a line break in it is a new line.
        case .paste(let text): { $0.insert(contentsOf: text) > 0 }
        case .enter: { $0.insert("\n") }
        case .backspace: { $0.deleteBackward() }
        case .delete, .control("d"): { $0.deleteForward() }
        case .control("w"), .modified(.backspace, .alt): { $0.deleteWordBackward() }
        case .modified("d", .alt), .modified(.delete, .control): { $0.deleteWordForward() }
        case .control("k"): { $0.deleteToParagraphEnd() }
        case .control("u"): { $0.delete(to: TextPosition(paragraph: $0.document.cursor.paragraph, offset: 0)) }
        default: nil
        }
    }

    /// The move a key makes.
    private static func move(for key: Key) -> ((inout TextAreaState) -> Void)? {
        switch key {
        case .left, .control("b"): { $0.moveLeft() }
        case .right, .control("f"): { $0.moveRight() }
        case .modified(.left, .control), .modified(.left, .alt), .modified("b", .alt): { $0.moveWordLeft() }
        case .modified(.right, .control), .modified(.right, .alt), .modified("f", .alt): { $0.moveWordRight() }
        case .up: { $0.moveVertically(by: -1) }
        case .down: { $0.moveVertically(by: 1) }
        case .home, .control("a"): { $0.moveToLineStart() }
        case .end, .control("e"): { $0.moveToLineEnd() }
        case .modified(.home, .control): { $0.moveToStart() }
        case .modified(.end, .control): { $0.moveToEnd() }
        case .pageUp: { $0.moveByPage(-1) }
        case .pageDown: { $0.moveByPage(1) }
        default: nil
        }
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press, .click, .doubleClick:
            state.selectionAnchor = nil
            state.moveCursor(
                toCell: Point(column: event.location.column - frame.minColumn, row: event.location.row - frame.minRow))
        case .wheelUp:
            state.scroll(by: -3)
        case .wheelDown:
            state.scroll(by: 3)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Takes back the last edit (see ``TextAreaState/undo()``), as Ctrl-/ does.
    public func undo() {
        if state.undo() { edited() }
    }

    /// Makes again the edit ``undo()`` took back last, as Ctrl-Y does.
    public func redo() {
        if state.redo() { edited() }
    }

    /// The selected text, lines separated by `"\n"`; empty when nothing is selected.
    public var selectedText: String { state.selectedText }

    /// The selected range, or `nil` when nothing is selected (as ``TextField/selectedRange``
    /// gives a field's).
    public var selectedRange: Range<TextPosition>? { state.selectedRange }

    /// Whether ``undo()`` has an edit to take back.
    public var canUndo: Bool { state.canUndo }

    /// Whether ``redo()`` has an edit to make again.
    public var canRedo: Bool { state.canRedo }

    /// Puts the cursor at `position` (clamped into the text) with nothing selected; the
    /// next frame scrolls to show it, with its line at the top when `showingLineAtTop`
    /// (an editor opened where a reader was: see ``ScrollView/firstVisibleText``).
    public func moveCursor(to position: TextPosition, showingLineAtTop: Bool = false) {
        state.selectionAnchor = nil
        state.moveCursor(to: position)
        state.cursorLineGoesToTop = showingLineAtTop
        setNeedsDisplay()
    }

    /// Selects from `anchor` to `cursor` (each clamped into the text), the cursor at
    /// `cursor`; the next frame scrolls to show it.
    public func select(from anchor: TextPosition, to cursor: TextPosition) {
        state.select(from: anchor, to: cursor)
        setNeedsDisplay()
    }

    /// Undo, redo and the clipboard (see the keys in ``TextArea``).
    private func perform(_ command: EditingCommand) {
        switch command {
        case .undo: undo()
        case .redo: redo()
        case .copy, .cut:
            guard state.selectedRange != nil else { return }
            window?.clipboard.copy(state.selectedText)
            if command == .cut, state.deleteSelection() { edited() }
        case .paste:
            guard let text = window?.clipboard.text, state.insert(contentsOf: text) > 0 else { return }
            edited()
        }
    }

    private func edited() {
        isEdited = true
        onChange?()
        setNeedsDisplay()
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    /// One column at the left when it is a screen, where a list's rows start.
    public override var screenInsets: Insets { Insets(left: 1) }

    /// Every printable character, Enter, the editing and moving keys; Tab only when
    /// ``takesTab`` is set.
    public override func takes(_ key: Key) -> Bool {
        switch key {
        case .tab: return takesTab
        case .mouse: return false
        default:
            return EditingCommand(key) != nil || Self.edit(for: key) != nil
                || key.selectionExtendingMove.flatMap(Self.move(for:)) != nil || Self.move(for: key) != nil
        }
    }

    public override var keyHints: [KeyHint] {
        [KeyHint("Enter", "new line", priority: .low), KeyHint("PgUp/PgDn", "page", priority: .low)]
    }

    public override func layout() {
        // A form gives rows out of view no room: keep the wrap for when they come back.
        guard !bounds.isEmpty else { return }
        state.layout(columns: max(1, bounds.size.columns - 1), rows: bounds.size.rows)
    }

    public override func draw(in canvas: Canvas) {
        drawContent(in: canvas)
    }

    public override var cursorPosition: Point? {
        isFocused ? state.cursorCell : nil
    }

    public override func releaseHandlers() {
        onChange = nil
        super.releaseHandlers()
    }
}
