/// A one-line text field with cursor editing: plain or secure (a password), with a
/// placeholder, a maximum length, and a validation message under it.
///
/// ```swift
/// let password = TextField(placeholder: "password", isSecure: true)
/// password.validator = { $0.count < 8 ? "At least 8 characters" : nil }
/// password.onSubmit = { [weak model] text in model?.signIn(password: text) }
/// ```
///
/// Keys:
/// - printable characters are inserted at the cursor (up to ``maximumLength``); a
///   paste (``Key/paste(_:)``) is inserted as one edit, its line breaks as spaces;
/// - **Left/Right** (Ctrl-B/Ctrl-F) move by character, **Ctrl-Left/Right** and
///   **Alt-Left/Right** by word, **Home/End** (Ctrl-A/Ctrl-E) to the ends;
/// - **Backspace** and **Delete** (Ctrl-D) remove a character; **Ctrl-U**, **Ctrl-K** and
///   **Ctrl-W** remove to the start, to the end, and the space-delimited word before the cursor;
///   **Alt-Backspace** removes the word before the cursor, **Alt-D** and **Ctrl-Delete**
///   the word after it;
/// - **Shift** with any of those moves selects; typing, a paste, Backspace, Delete and
///   the word deletions replace or remove the selection (see ``selectedRange``);
/// - **Ctrl-X** (Shift-Delete) cuts, **Alt-C** (Ctrl-Insert) copies, **Ctrl-V**
///   (Shift-Insert) pastes, through the window's ``Clipboard``; **Ctrl-/** (sent as
///   Ctrl-_) undoes and **Ctrl-Y** redoes (see ``undo()``). Ctrl-C and Ctrl-Z stay the
///   app's (quit, suspend) whatever has the focus, which is why copy and undo take other
///   keys than in a desktop editor;
/// - **Enter** validates (see ``validator``) and, when the text is valid, calls
///   ``onSubmit``; without an `onSubmit` Enter goes on to the containers (a ``Form``
///   submits);
/// - a click puts the cursor under the mouse.
///
/// Esc, Tab, Up/Down and other control keys are not used: they go on to the containers.
/// The text scrolls sideways so the cursor stays in view; wide characters take two
/// cells.
///
/// A secure field (``isSecure``) draws one `•` per character: its text never reaches the
/// screen (nor a snapshot of it), and word moves and Ctrl-W treat it as one word, so as
/// not to reveal where its spaces are; it copies and cuts nothing.
@MainActor
public final class TextField: Component, ValidatingField {
    var characters: [Character]

    /// The cursor position, in characters from the start.
    public internal(set) var cursorIndex: Int

    /// Whether the user changed the text since it was created or last set (an undo back
    /// to it still counts as a change), as ``TextArea/isEdited`` says of an area. Set it
    /// to `false` once the text is saved; the cursor and the text stay as they are.
    public var isEdited = false

    /// Shown while the field is empty.
    public var placeholder: String {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text is hidden behind bullets (a password).
    public var isSecure: Bool {
        didSet { setNeedsDisplay() }
    }

    /// A secure field's typing is a secret: recordings mask it.
    override public var takesSecretInput: Bool { isSecure }

    /// The most characters the field accepts from typing, if limited. Text set by the
    /// program is kept whole.
    public var maximumLength: Int?

    /// Called with the text when Enter is pressed and the text is valid.
    public var onSubmit: (@MainActor (String) -> Void)?

    /// Called with the text after every edit by the user.
    public var onChange: (@MainActor (String) -> Void)?

    /// Checks the text: returns what is wrong with it, or `nil` when it is fine.
    ///
    /// It runs in ``validate()`` — on Enter before ``onSubmit``, and when a ``Form`` is
    /// submitted — and then after every edit while its message shows, so the message
    /// goes as soon as the text is fixed (and no message appears while someone is
    /// still typing for the first time).
    public var validator: (@MainActor (String) -> String?)?

    /// The message under the field, in the theme's error role; `nil` for none. Set by
    /// ``validate()``, or set it yourself (a server's answer). The field's preferred
    /// height grows by the rows the message takes.
    public var validationMessage: String? {
        didSet {
            if validationMessage != oldValue { setNeedsDisplay() }
        }
    }

    /// Where the selection started (Shift with a move), or `nil` for none.
    var selectionAnchor: Int?
    /// The edits that undo and redo take back and make again.
    var history = EditHistory<Int>()

    /// The index of the first character shown. The field scrolls by whole characters
    /// so that the cursor cell stays inside it; kept from one draw to the next, so that
    /// a frame costs what the field shows, not what it holds (a long paste).
    var firstVisible = 0
    /// The cursor's column in the field, from the last layout.
    var cursorColumn = 0
    /// The validation message wrapped at the width of the last layout.
    var messageLines: [String] = []

    /// Creates a field holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
        characters = Array(text)
        cursorIndex = characters.count
        self.placeholder = placeholder
        self.isSecure = isSecure
        super.init()
    }

    /// The text. Setting it puts the cursor at its end, forgets the undo history, puts
    /// ``isEdited`` to `false` (and checks the text again when a validation message
    /// shows); ``onChange`` is for the user's edits only.
    public var text: String {
        get { String(characters) }
        set {
            isEdited = false
            characters = Array(newValue)
            cursorIndex = characters.count
            firstVisible = 0
            selectionAnchor = nil
            history.removeAll()
            revalidateIfShowing()
            setNeedsDisplay()
        }
    }

    /// Runs ``validator`` on the text and shows its message. Returns whether the field
    /// is valid: no message from the validator, or, without one, no message set.
    @discardableResult
    public func validate() -> Bool {
        if let validator { validationMessage = validator(text) }
        return validationMessage == nil
    }

    func revalidateIfShowing() {
        if validationMessage != nil, validator != nil { validate() }
    }

    public override func handle(_ key: Key) -> Bool {
        if let command = EditingCommand(key) {
            perform(command)
        } else if let move = key.selectionExtendingMove, let target = cursorTarget(for: move) {
            if selectionAnchor == nil { selectionAnchor = cursorIndex }
            cursorIndex = target
        } else if let target = cursorTarget(for: key) {
            // With a selection, Left and Right go to its edge, as in other editors.
            if let selected = selectedRange, key == .left || key == .right {
                cursorIndex = key == .left ? selected.lowerBound : selected.upperBound
            } else {
                cursorIndex = target
            }
            selectionAnchor = nil
        } else if !handleEdit(key) {
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Where a move key takes the cursor, or `nil` for a key that does not move it.
    private func cursorTarget(for key: Key) -> Int? {
        switch key {
        case .left, .control("b"): max(0, cursorIndex - 1)
        case .right, .control("f"): min(characters.count, cursorIndex + 1)
        case .modified(.left, .control), .modified(.left, .alt), .modified("b", .alt): wordStart(before: cursorIndex)
        case .modified(.right, .control), .modified(.right, .alt), .modified("f", .alt): wordEnd(after: cursorIndex)
        case .home, .control("a"): 0
        case .end, .control("e"): characters.count
        default: nil
        }
    }

    /// Typing, deleting, Enter and clicks; returns whether the key was one of them.
    private func handleEdit(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert([character], kind: .typing)
        case .paste(let text):
            insert(Self.oneLine(text), kind: .other)
        case .backspace, .control("w"), .modified(.backspace, .alt), .delete, .control("d"),
            .modified("d", .alt), .modified(.delete, .control):
            if let selected = selectedRange {
                replace(selected, with: [], kind: .other)
            } else {
                delete(for: key)
            }
        case .control("u"):
            replace(0..<cursorIndex, with: [], kind: .other)
        case .control("k"):
            replace(cursorIndex..<characters.count, with: [], kind: .other)
        case .enter:
            guard let onSubmit else { return false }
            if validate() { onSubmit(text) }
        case .mouse(let event) where [.press, .click, .doubleClick].contains(event.kind):
            cursorIndex = index(atColumn: event.location.column - frame.minColumn)
            selectionAnchor = nil
        default:
            return false
        }
        return true
    }

    /// Backspace, Delete and the word deletions, with nothing selected.
    private func delete(for key: Key) {
        switch key {
        case .backspace:
            replace(max(0, cursorIndex - 1)..<cursorIndex, with: [], kind: .deletingBackward)
        case .control("w"):
            replace(spaceDelimitedWordStart(before: cursorIndex)..<cursorIndex, with: [], kind: .other)
        case .modified(.backspace, .alt):
            replace(wordStart(before: cursorIndex)..<cursorIndex, with: [], kind: .other)
        case .delete, .control("d"):
            replace(cursorIndex..<min(characters.count, cursorIndex + 1), with: [], kind: .deletingForward)
        default:
            replace(cursorIndex..<wordEnd(after: cursorIndex), with: [], kind: .other)
        }
    }

    func edited() {
        isEdited = true
        revalidateIfShowing()
        onChange?(text)
    }

    /// The start of the word before `index` (the start of a secure field).
    private func wordStart(before index: Int) -> Int {
        guard !isSecure else { return 0 }
        var start = index
        while start > 0, !TextDocument.isWord(characters[start - 1]) { start -= 1 }
        while start > 0, TextDocument.isWord(characters[start - 1]) { start -= 1 }
        return start
    }

    /// The start of the space-delimited word before `index`, as a shell's Ctrl-W sees it
    /// (the start of a secure field).
    private func spaceDelimitedWordStart(before index: Int) -> Int {
        guard !isSecure else { return 0 }
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// The end of the word after `index` (the end of a secure field).
    private func wordEnd(after index: Int) -> Int {
        guard !isSecure else { return characters.count }
        var end = index
        while end < characters.count, !TextDocument.isWord(characters[end]) { end += 1 }
        while end < characters.count, TextDocument.isWord(characters[end]) { end += 1 }
        return end
    }

    public override var takesInput: Bool { true }

    public override var acceptsFocus: Bool { true }

    /// Every printable character, the editing and moving keys, and Enter when the field
    /// has an ``onSubmit``.
    public override func takes(_ key: Key) -> Bool {
        if EditingCommand(key) != nil { return true }
        if let move = key.selectionExtendingMove { return cursorTarget(for: move) != nil }
        if cursorTarget(for: key) != nil { return true }
        switch key {
        case .character, .paste, .backspace, .control("w"), .modified(.backspace, .alt), .delete, .control("d"),
            .modified("d", .alt), .modified(.delete, .control), .control("u"), .control("k"):
            return true
        case .enter: return onSubmit != nil
        default: return false
        }
    }

    public override var keyHints: [KeyHint] {
        onSubmit == nil ? [] : [KeyHint("Enter", "submit", priority: .high)]
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        guard let validationMessage, width > 0 else { return 1 }
        return 1 + TextWrapping.lines(validationMessage, width: width).count
    }

    public override func layout() {
        layoutContent()
    }

    public override var cursorPosition: Point? {
        isFocused ? Point(column: cursorColumn, row: 0) : nil
    }

    public override func draw(in canvas: Canvas) {
        drawContent(in: canvas)
    }

    public override func releaseHandlers() {
        onSubmit = nil
        onChange = nil
        super.releaseHandlers()
    }
}
