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
/// not to reveal where its spaces are.
@MainActor
public final class TextField: Component, ValidatingField {
    var characters: [Character]

    /// The cursor position, in characters from the start.
    public internal(set) var cursorIndex: Int

    /// Shown while the field is empty.
    public var placeholder: String {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text is hidden behind bullets (a password).
    public var isSecure: Bool {
        didSet { setNeedsDisplay() }
    }

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

    /// The text. Setting it puts the cursor at its end (and checks it again when a
    /// validation message shows); ``onChange`` is for the user's edits only.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursorIndex = characters.count
            firstVisible = 0
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

    private func revalidateIfShowing() {
        if validationMessage != nil, validator != nil { validate() }
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard maximumLength.map({ characters.count < $0 }) ?? true else { return true }
            characters.insert(character, at: cursorIndex)
            cursorIndex += 1
            edited()
        case .paste(let text):
            // One line: line breaks and tabs become spaces, a final line break goes.
            var pasted = Array(text.trailingNewlinesTrimmed).map { $0.isNewline || $0 == "\t" ? " " : $0 }
            if let maximumLength { pasted = Array(pasted.prefix(max(0, maximumLength - characters.count))) }
            guard !pasted.isEmpty else { return true }
            characters.insert(contentsOf: pasted, at: cursorIndex)
            cursorIndex += pasted.count
            edited()
        case .backspace:
            guard cursorIndex > 0 else { return true }
            cursorIndex -= 1
            characters.remove(at: cursorIndex)
            edited()
        case .delete, .control("d"):
            guard cursorIndex < characters.count else { return true }
            characters.remove(at: cursorIndex)
            edited()
        case .left, .control("b"):
            cursorIndex = max(0, cursorIndex - 1)
        case .right, .control("f"):
            cursorIndex = min(characters.count, cursorIndex + 1)
        case .modified(.left, .control), .modified(.left, .alt), .modified("b", .alt):
            cursorIndex = wordStart(before: cursorIndex)
        case .modified(.right, .control), .modified(.right, .alt), .modified("f", .alt):
            cursorIndex = wordEnd(after: cursorIndex)
        case .home, .control("a"):
            cursorIndex = 0
        case .end, .control("e"):
            cursorIndex = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursorIndex)
            cursorIndex = 0
            edited()
        case .control("k"):
            characters.removeSubrange(cursorIndex...)
            edited()
        case .control("w"):
            let start = spaceDelimitedWordStart(before: cursorIndex)
            characters.removeSubrange(start..<cursorIndex)
            cursorIndex = start
            edited()
        case .modified(.backspace, .alt):
            let start = wordStart(before: cursorIndex)
            characters.removeSubrange(start..<cursorIndex)
            cursorIndex = start
            edited()
        case .modified("d", .alt), .modified(.delete, .control):
            characters.removeSubrange(cursorIndex..<wordEnd(after: cursorIndex))
            edited()
        case .enter:
            guard let onSubmit else { return false }
            if validate() { onSubmit(text) }
        case .mouse(let event) where [.press, .click, .doubleClick].contains(event.kind):
            cursorIndex = index(atColumn: event.location.column - frame.minColumn)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    private func edited() {
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
