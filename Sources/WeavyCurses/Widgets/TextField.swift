/// A one-line text field with cursor editing.
///
/// Printable characters are inserted at the cursor; Left/Right, Home/End (and Ctrl-A,
/// Ctrl-E) move it; Backspace and Delete remove a character; Ctrl-U, Ctrl-K and Ctrl-W
/// remove to the start, to the end, and the word before the cursor. Enter calls
/// ``onSubmit``. Keys it does not use (Esc, Tab, Up/Down, other control keys) go on to
/// its containers. The text scrolls sideways so the cursor stays in view; wide
/// characters take two cells.
@MainActor
public final class TextField: Component {
    private var characters: [Character]

    /// The cursor position, in characters from the start.
    public private(set) var cursorIndex: Int

    /// Shown while the field is empty.
    public var placeholder: String

    /// The most characters the field accepts, if limited.
    public var maximumLength: Int?

    /// Called with the text when Enter is pressed.
    public var onSubmit: (@MainActor (String) -> Void)?

    /// Called after every edit.
    public var onChange: (@MainActor (String) -> Void)?

    /// The index of the first character shown. The field scrolls by whole characters
    /// so that the cursor cell stays inside it; kept from one draw to the next, so that
    /// a frame costs what the field shows, not what it holds (a long paste).
    private var firstVisible = 0
    /// The cursor's column in the field, from the last layout.
    private var cursorColumn = 0

    /// Creates a field holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        characters = Array(text)
        cursorIndex = characters.count
        self.placeholder = placeholder
        super.init()
    }

    /// The text.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursorIndex = characters.count
            firstVisible = 0
            setNeedsDisplay()
        }
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard maximumLength.map({ characters.count < $0 }) ?? true else { return true }
            characters.insert(character, at: cursorIndex)
            cursorIndex += 1
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
            var start = cursorIndex
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursorIndex)
            cursorIndex = start
            edited()
        case .enter:
            guard let onSubmit else { return false }
            onSubmit(text)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    private func edited() {
        onChange?(text)
    }

    public override var keyHints: [KeyHint] {
        onSubmit == nil ? [] : [KeyHint("Enter", "submit")]
    }

    /// Keeps the cursor cell inside the field: scrolls by whole characters, as little as
    /// needed. Only the characters between the first shown and the cursor are measured.
    public override func layout() {
        let width = bounds.size.columns
        firstVisible = min(firstVisible, cursorIndex)
        var column = 0
        for index in firstVisible..<cursorIndex { column += CellText.width(characters[index]) }
        while column > width - 1 && firstVisible < cursorIndex {
            column -= CellText.width(characters[firstVisible])
            firstVisible += 1
        }
        cursorColumn = column
    }

    public override var cursorPosition: Point? {
        isFocused ? Point(column: cursorColumn, row: 0) : nil
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.size.columns
        guard width > 0, canvas.size.rows > 0 else { return }
        let theme = canvas.theme
        canvas.fill(Rect(column: 0, row: 0, columns: width, rows: 1), style: theme.field)
        if characters.isEmpty {
            canvas.text(CellText.truncated(placeholder, to: width - 1), at: .zero, style: theme.placeholder)
        }
        // What fits, and the character cut at the edge (drawn as a space when wide).
        var shown = ""
        var cells = 0
        var index = firstVisible
        while index < characters.count && cells <= width {
            shown.append(characters[index])
            cells += CellText.width(characters[index])
            index += 1
        }
        canvas.text(shown, at: .zero, style: theme.field, width: width)
    }
}
