import Testing
import WeavyTesting

@testable import WeavyKit

/// Selection with Shift, the window's clipboard (and OSC 52 on request), undo and redo in
/// text fields and areas.
@MainActor
@Suite("Editing: selection, clipboard, undo and redo")
struct SelectionAndUndoTests {
    @Test("Shift with a move selects in a field; typing replaces the selection; it is drawn selected")
    func fieldSelection() throws {
        let field = TextField(text: "hello world")
        let stack = VStack([field])
        let driver = try driver(stack, columns: 20, rows: 3)
        defer { driver.close() }
        stack.focus(field)
        driver.press(.modified(.left, [.control, .shift]))
        #expect(field.selectedRange == 6..<11)
        #expect(field.selectedText == "world")
        let selection = Snapshot.CellStyle(driver.window.effectiveTheme.selection)
        #expect(driver.snapshot.style(at: Point(column: 6, row: 0)) == selection)
        #expect(driver.snapshot.style(at: Point(column: 10, row: 0)) == selection)
        #expect(driver.snapshot.style(at: Point(column: 5, row: 0)) != selection)
        driver.type("there")
        #expect(field.text == "hello there")
        #expect(field.selectedRange == nil)
        driver.press(.modified(.home, .shift))
        driver.press(.backspace)
        #expect(field.text == "")
    }

    @Test("Left and Right with a selection go to its edges and end it")
    func collapse() {
        let field = TextField(text: "abcdef")
        _ = field.handle(.home)
        _ = field.handle(.right)
        for _ in 0..<3 { _ = field.handle(.modified(.right, .shift)) }
        #expect(field.selectedText == "bcd")
        _ = field.handle(.left)
        #expect(field.cursorIndex == 1 && field.selectedRange == nil)
        for _ in 0..<3 { _ = field.handle(.modified(.right, .shift)) }
        _ = field.handle(.right)
        #expect(field.cursorIndex == 4)
    }

    @Test("Cut, copy and paste go through the window's clipboard, between fields and areas")
    func clipboard() throws {
        let from = TextField(text: "alpha beta")
        let to = TextArea(text: "")
        let stack = VStack([from, to])
        let driver = try driver(stack, columns: 30, rows: 8)
        defer { driver.close() }
        stack.focus(from)
        driver.press(.modified(.left, [.control, .shift]))
        driver.press(.modified("c", .alt))
        #expect(driver.window.clipboard.text == "beta")
        #expect(from.text == "alpha beta", "copy leaves the text")
        driver.press(.control("x"))
        #expect(from.text == "alpha ")
        driver.press(.control("v"))
        driver.press(.modified(.insert, .shift))
        #expect(from.text == "alpha betabeta")
        stack.focus(to)
        driver.press(.control("v"))
        driver.press(.enter)
        driver.press(.control("v"))
        #expect(to.text == "beta\nbeta")
        #expect(driver.terminal.systemClipboard == nil, "the terminal's clipboard only on request")
    }

    @Test("With sendsToTerminal, a copy reaches the terminal as OSC 52; a secure field copies nothing")
    func osc52() throws {
        let secret = TextField(text: "hunter2", isSecure: true)
        let area = TextArea(text: "ünïcode")
        let stack = VStack([secret, area])
        let driver = try driver(stack, columns: 30, rows: 8)
        defer { driver.close() }
        driver.window.clipboard.sendsToTerminal = true
        stack.focus(area)
        driver.press(.modified(.home, [.control, .shift]))
        driver.press(.modified(.insert, .control))
        #expect(driver.terminal.systemClipboard == "ünïcode")
        stack.focus(secret)
        driver.press(.modified(.home, .shift))
        driver.press(.modified("c", .alt))
        driver.press(.control("x"))
        #expect(driver.window.clipboard.text == "ünïcode", "a secure field's text stays in it")
        #expect(secret.text == "hunter2")
    }

    @Test("OSC 52 is written to a stream terminal as base64")
    func osc52Bytes() {
        #expect(String(decoding: ClipboardSequence.bytes(copying: "hi"), as: UTF8.self) == "\u{1B}]52;c;aGk=\u{07}")
        #expect(String(decoding: ClipboardSequence.base64(Array("abc".utf8)), as: UTF8.self) == "YWJj")
        #expect(String(decoding: ClipboardSequence.base64(Array("ab".utf8)), as: UTF8.self) == "YWI=")
        #expect(String(decoding: ClipboardSequence.base64(Array("ü".utf8)), as: UTF8.self) == "w7w=")
    }

    @Test("Undo takes back a run of typing as one step, then a paste; redo makes them again")
    func fieldUndo() {
        let field = TextField()
        for character in "one two" { _ = field.handle(.character(character)) }
        _ = field.handle(.paste("!!"))
        #expect(field.text == "one two!!")
        _ = field.handle(.control("_"))
        #expect(field.text == "one two")
        _ = field.handle(.control("_"))
        #expect(field.text == "one ", "a word and its spaces are one step")
        _ = field.handle(.control("_"))
        #expect(field.text == "")
        #expect(!field.canUndo)
        _ = field.handle(.control("y"))
        _ = field.handle(.control("y"))
        #expect(field.text == "one two")
        #expect(field.cursorIndex == 7)
        _ = field.handle(.character("s"))
        #expect(!field.canRedo, "a new edit ends what could be redone")
    }

    @Test("A run of Backspace is one step; undo puts the cursor back where it was")
    func backspaceRun() {
        let field = TextField(text: "")
        for character in "abcdef" { _ = field.handle(.character(character)) }
        _ = field.handle(.left)
        for _ in 0..<3 { _ = field.handle(.backspace) }
        #expect(field.text == "abf")
        field.undo()
        #expect(field.text == "abcdef")
        #expect(field.cursorIndex == 5)
        field.text = "set by the program"
        #expect(!field.canUndo, "text set by the program is not undone")
    }

    @Test("A text area undoes line breaks, cuts across lines and pastes, and redoes them")
    func areaUndo() throws {
        let area = TextArea(text: "")
        let driver = try driver(area, columns: 20, rows: 6)
        defer { driver.close() }
        driver.type("first")
        driver.press(.enter)
        driver.type("second")
        #expect(area.text == "first\nsecond")
        driver.press(.modified(.up, .shift))
        #expect(area.selectedText == "\nsecond", "Up keeps the column: from the end of second to the end of first")
        driver.press(.modified(.home, [.control, .shift]))
        #expect(area.selectedText == "first\nsecond")
        driver.press(.control("x"))
        #expect(area.text == "")
        driver.press(.control("_"))
        #expect(area.text == "first\nsecond")
        driver.press(.control("_"))
        #expect(area.text == "first\n")
        driver.press(.control("_"))
        #expect(area.text == "first")
        driver.press(.control("y"))
        driver.press(.control("y"))
        driver.press(.control("y"))
        #expect(area.text == "")
        driver.press(.control("_"))
        #expect(area.text == "first\nsecond")
    }

    @Test("A selection across lines in a text area is drawn selected, its line break as one cell")
    func areaSelectionDrawn() throws {
        let area = TextArea(text: "ab\ncd")
        let driver = try driver(area, columns: 10, rows: 4)
        defer { driver.close() }
        driver.press(.left)
        driver.press(.modified(.up, .shift))  // from "c|d" up to "a|b"
        #expect(area.selectedText == "b\nc")
        let selection = Snapshot.CellStyle(driver.window.effectiveTheme.selection)
        let selected = (0..<2).flatMap { row in
            (0..<4).filter { driver.snapshot.style(at: Point(column: $0, row: row)) == selection }
                .map { Point(column: $0, row: row) }
        }
        #expect(
            selected == [Point(column: 1, row: 0), Point(column: 2, row: 0), Point(column: 0, row: 1)],
            "b, the line break after it, c")
    }

    @Test("A long placeholder wraps in a text area")
    func placeholderWraps() throws {
        let area = TextArea(placeholder: "Write the body of your message here, as long as you like")
        let driver = try driver(area, columns: 22, rows: 4)
        defer { driver.close() }
        #expect(driver.line(0) == "Write the body of")
        #expect(driver.line(1) == "your message here, as")
        #expect(driver.line(2) == "long as you like")
    }
}

/// The undo history's bounds.
@Suite("Edit history: bounded in steps and characters")
struct EditHistoryTests {
    func typing(_ text: String, at start: Int) -> TextEdit<Int> {
        TextEdit(
            start: start, removed: [], inserted: Array(text), insertedEnd: start + text.count, cursorBefore: start,
            kind: .other)
    }

    @Test("The oldest steps go past the character limit; an edit larger than it clears the history")
    func characterLimit() {
        var history = EditHistory<Int>()
        history.characterLimit = 10
        history.record(typing("abcd", at: 0))
        history.record(typing("efgh", at: 4))
        #expect(history.undoable.count == 2 && history.characterCount == 8)
        history.record(typing("ijkl", at: 8))
        #expect(history.undoable.map { String($0.inserted) } == ["efgh", "ijkl"], "the oldest went")
        #expect(history.characterCount == 8)
        _ = history.takeUndo()
        #expect(history.characterCount == 4 && history.redoable.count == 1)
        history.record(typing(String(repeating: "x", count: 11), at: 0))
        #expect(history.undoable.isEmpty && history.redoable.isEmpty && history.characterCount == 0)
    }

    @Test("A text area does not keep a second copy of a huge paste: it cannot be undone")
    @MainActor
    func hugePaste() {
        let area = TextArea()
        _ = area.handle(.character("a"))
        _ = area.handle(.paste(String(repeating: "0123456789", count: 100_001)))
        #expect(area.characterCount == 1_000_011)
        #expect(!area.state.canUndo)
    }
}
