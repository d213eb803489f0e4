import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// The text area on a screen: its keys, the mouse, what it draws, and a long paste.
@MainActor
@Suite("TextArea: keys, mouse, drawing, a long paste")
struct TextAreaTests {
    /// A 20×7 screen whose area is 18 cells wide (17 for text, 1 for the indicator)
    /// and 5 rows high.
    func compose(_ area: TextArea, columns: Int = 20, rows: Int = 7) throws -> HeadlessDriver {
        try driver(WidgetScreen("Compose", area), columns: columns, rows: rows)
    }

    /// A row of the 20-column screen: a margin, `text` in the 17 cells of text, the
    /// indicator's `mark`.
    func row(_ text: String, _ mark: String) -> String {
        " " + CellText.padded(text, to: 17) + mark
    }

    @Test("Typing wraps at the width; Enter starts a line; Backspace and Delete join lines")
    func typingAndJoining() throws {
        let area = TextArea()
        let driver = try compose(area)
        defer { driver.close() }
        driver.type("Dear Ann, thanks for the tea")
        #expect(driver.line(1) == " Dear Ann, thanks")
        #expect(driver.line(2) == " for the tea")
        driver.press(.enter)
        driver.type("Bob")
        #expect(area.text == "Dear Ann, thanks for the tea\nBob")
        driver.press(.home)
        driver.press(.backspace)
        #expect(area.text == "Dear Ann, thanks for the teaBob")
        driver.press(.left)
        driver.press(.delete)
        #expect(area.text == "Dear Ann, thanks for the teBob")
        #expect(driver.snapshot.cursor == Point(column: 11, row: 2))
    }

    @Test("CJK and emoji are drawn whole; a wide character that does not fit starts the next line")
    func wideCharacters() throws {
        let area = TextArea(text: "漢字漢字漢字漢字漢字🎬🎬 café")
        let driver = try compose(area)
        defer { driver.close() }
        // 17 cells of text: eight CJK characters take 16, the ninth moves down.
        #expect(driver.line(1) == " 漢字漢字漢字漢字")
        #expect(driver.line(2) == " 漢字🎬🎬 café")
        #expect(driver.snapshot.cursor == Point(column: 14, row: 2))
        driver.press(.up)
        // Cell 13 of the first line is inside its seventh character: the cursor goes before it.
        #expect(driver.snapshot.cursor == Point(column: 13, row: 1))
        driver.type("x")
        #expect(area.text.hasPrefix("漢字漢字漢字x漢字"))
        #expect(driver.line(1) == " 漢字漢字漢字x漢字")
    }

    @Test("Word moves with Ctrl and Alt; Ctrl-Home and Ctrl-End; Ctrl-W deletes a word")
    func wordAndDocumentMoves() throws {
        let area = TextArea(text: "one two\nthree")
        let driver = try compose(area)
        defer { driver.close() }
        driver.press(.modified(.left, .control))
        driver.type("[")
        #expect(area.text == "one two\n[three")
        driver.press(.modified(.left, .alt))
        driver.type("|")
        #expect(area.text == "one |two\n[three")
        driver.press(.modified(.right, .control))
        driver.type("]")
        #expect(area.text == "one |two]\n[three")
        driver.press(.modified(.home, .control))
        driver.type("^")
        driver.press(.modified(.end, .control))
        driver.type("$")
        #expect(area.text == "^one |two]\n[three$")
        driver.press(.control("w"))
        #expect(area.text == "^one |two]\n[")
        // Only "[" is left on the line: it goes, the word on the line above stays; then,
        // at the line's start, it joins the line above, as Backspace.
        driver.press(.modified(.backspace, .alt))
        #expect(area.text == "^one |two]\n")
        driver.press(.modified(.backspace, .alt))
        #expect(area.text == "^one |two]")
    }

    @Test("An editor opens at a place: moveCursor(to:) scrolls to it, select(from:to:) selects, both clamped")
    func openAtAPlace() throws {
        let area = TextArea(text: (1...40).map { "Line \($0)" }.joined(separator: "\n"))
        let driver = try compose(area)
        defer { driver.close() }
        area.moveCursor(to: TextPosition(paragraph: 29, offset: 5))
        driver.render()
        #expect((1...5).contains { driver.line($0).hasPrefix(" Line 30") })
        driver.type("!")
        #expect(area.text.contains("Line !30"))
        area.select(from: TextPosition(paragraph: 0, offset: 0), to: TextPosition(paragraph: 0, offset: 4))
        driver.render()
        #expect(area.selectedText == "Line")
        #expect(driver.line(1).hasPrefix(" Line 1"))
        area.moveCursor(to: TextPosition(paragraph: 99, offset: 99))
        #expect(area.selectedText.isEmpty)
        driver.type("?")
        #expect(area.text.hasSuffix("Line 40?"))
    }

    @Test("An editor opened where a document view's reader was shows the same first line, mid-paragraph too")
    func editorAtTheReadersPlace() throws {
        let text = (1...60).map { $0 % 5 == 0 ? "Line \($0) is long enough to wrap in a narrow view" : "Line \($0)" }
            .joined(separator: "\n")
        let reader = ScrollView(text: text)
        let readerDriver = try driver(WidgetScreen("Read", reader), columns: 20, rows: 7)
        defer { readerDriver.close() }
        for scroll in [0, 17, 23, 40] {
            reader.scrollToTop()
            reader.scroll(by: scroll)
            readerDriver.render()
            let firstLine = readerDriver.line(1)
            guard let (block, index) = reader.firstVisibleText else {
                Issue.record("no text at the top after scrolling \(scroll)")
                continue
            }
            #expect(block == 0)
            let editor = TextArea(text: text)
            let editorDriver = try compose(editor)
            defer { editorDriver.close() }
            editor.moveCursor(to: TextPosition(index, in: text), showingLineAtTop: true)
            editorDriver.render()
            // The cursor's line is the top one, and it holds the reader's first word (the
            // two wrap at different widths, so the lines may start apart).
            #expect(editor.state.cursorCell?.row == 0, "after scrolling \(scroll)")
            let word = String(firstLine.split(separator: " ").first ?? "")
            #expect(!word.isEmpty && editorDriver.line(1).contains(word), "\(firstLine) after scrolling \(scroll)")
        }
    }

    @Test("isEdited: false when made or set, true after typing, pasting or undoing")
    func editedFlag() throws {
        let area = TextArea(text: "draft")
        let driver = try compose(area)
        defer { driver.close() }
        #expect(!area.isEdited)
        area.moveCursor(to: TextPosition(paragraph: 0, offset: 2))
        driver.press(.right)
        #expect(!area.isEdited, "moving is not editing")
        driver.type("x")
        #expect(area.isEdited)
        area.text = "saved"
        #expect(!area.isEdited)
        driver.press(.paste("more"))
        #expect(area.isEdited && area.text == "savedmore")
        area.text = "again"
        area.undo()
        #expect(area.isEdited == (area.text != "again"))
    }

    @Test("isEdited set to false once saved keeps the cursor and the undo history")
    func editedFlagClearedOnSave() throws {
        let area = TextArea(text: "draft")
        let driver = try compose(area)
        defer { driver.close() }
        driver.type("er")
        #expect(area.isEdited && area.text == "drafter")
        let cursor = area.state.document.cursor
        area.isEdited = false
        #expect(!area.isEdited && area.text == "drafter" && area.state.document.cursor == cursor)
        driver.type("s")
        #expect(area.isEdited && area.text == "drafters", "typing after the save is an edit again")
        area.undo()
        #expect(area.text != "drafters", "undo still reaches back past the save")
    }

    @Test("PageDown and PageUp move by a screenful; the indicator shows where the view is")
    func pagingAndIndicator() throws {
        let area = TextArea(text: (1...20).map { "line \($0)" }.joined(separator: "\n"))
        let driver = try compose(area)
        defer { driver.close() }
        #expect(driver.line(5) == row("line 20", "█"))
        driver.press(.modified(.home, .control))
        #expect(driver.line(1) == row("line 1", "█"))
        #expect(driver.line(5) == row("line 5", "│"))
        driver.press(.pageDown)
        #expect(driver.line(1) == row("line 5", "│"))
        #expect(driver.snapshot.cursor == Point(column: 1, row: 1))
        driver.press(.pageUp)
        #expect(driver.line(1) == row("line 1", "█"))
        let short = TextArea(text: "fits")
        let other = try compose(short)
        defer { other.close() }
        #expect(!other.text.contains("│") && !other.text.contains("█"), "no indicator when everything shows")
    }

    @Test("A click puts the cursor under the mouse; the wheel scrolls without moving it")
    func mouse() throws {
        let area = TextArea(text: (1...20).map { "line \($0)" }.joined(separator: "\n"))
        let driver = try compose(area)
        defer { driver.close() }
        driver.click(column: 3, row: 2)
        #expect(area.state.document.cursor == TextPosition(paragraph: 16, offset: 2))
        #expect(driver.snapshot.cursor == Point(column: 3, row: 2))
        driver.press(.mouse(MouseEvent(.wheelUp, at: Point(column: 3, row: 2))))
        #expect(driver.line(1) == row("line 13", "│"))
        #expect(driver.snapshot.cursor == Point(column: 3, row: 5))
        driver.press(.mouse(MouseEvent(.wheelUp, at: Point(column: 3, row: 2))))
        #expect(driver.line(1) == row("line 10", "│"))
        #expect(area.state.document.cursor == TextPosition(paragraph: 16, offset: 2), "the cursor stays")
        #expect(driver.snapshot.cursor == nil, "scrolled out of view")
        driver.type("x")
        #expect(driver.line(1) == row("line 13", "│"), "the next key brings the cursor back into view")
        #expect(driver.snapshot.cursor == Point(column: 4, row: 5))
        #expect(area.text.contains("lixne 17"))
    }

    @Test("The placeholder shows while empty; the maximum length stops typing; onChange follows every edit")
    func placeholderLimitAndChanges() throws {
        let area = TextArea(placeholder: "Write your message", maximumLength: 6)
        var changes = 0
        area.onChange = { changes += 1 }
        let driver = try compose(area)
        defer { driver.close() }
        #expect(driver.line(1) == " Write your")
        #expect(driver.line(2) == " message", "a long placeholder wraps")
        #expect(driver.styledText.contains("Write"))
        driver.type("ab")
        driver.press(.enter)
        driver.type("cdefgh")
        #expect(area.text == "ab\ncde")
        #expect(area.characterCount == 6)
        #expect(changes == 6, "edits that did nothing call nothing")
        driver.press(.left)
        #expect(changes == 6)
        area.text = "program text longer than the limit"
        #expect(area.text == "program text longer than the limit")
    }

    @Test("Tab and Esc are not used: they go on to the containers")
    func keysGoOn() throws {
        let area = TextArea(text: "x")
        let driver = try compose(area)
        defer { driver.close() }
        #expect(!area.handle(.tab))
        #expect(!area.handle(.backTab))
        #expect(!area.handle(.escape))
        #expect(area.handle(.up))
        #expect(area.keyHints.contains(KeyHint("Enter", "new line", priority: .low)))
    }

    @Test("A 10,000-character paste in one batch lands whole, with the end in view")
    func longPaste() throws {
        let area = TextArea()
        var changes = 0
        area.onChange = { changes += 1 }
        let driver = try compose(area, columns: 40, rows: 12)
        defer { driver.close() }
        var pasted = ""
        var index = 0
        while pasted.count < 10_000 {
            pasted += ["Lorem ipsum", "漢字かな", "🎬🍿", "dolor sit amet,"][index % 4] + (index % 9 == 8 ? "\n" : " ")
            index += 1
        }
        pasted = String(pasted.prefix(10_000))
        driver.paste(pasted)
        #expect(area.text == pasted)
        #expect(area.characterCount == 10_000)
        #expect(changes == 10_000)
        let cursor = try #require(driver.snapshot.cursor)
        #expect(cursor.row == 10, "the cursor is on the last row of the area")
        let (first, total) = area.state.scrollPosition
        #expect(first == total - 10)
        driver.press(.modified(.home, .control))
        #expect(driver.line(1).hasPrefix(" Lorem ipsum 漢字かな 🎬🍿"))
    }

    @Test("Memory and ncurses show the same text area", .tags(.fidelity))
    func fidelity() throws {
        let area = TextArea(text: "漢字漢字漢字漢字漢字🎬🎬 café\nsecond line\n" + String(repeating: "long ", count: 30))
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 8), content: WidgetScreen("Compose", area), comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.modified(.home, .control))
        driver.press(.down)
        driver.type("世界")
        driver.press(.pageDown)
        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}

extension Tag {
    /// Tests that show frames through ncurses as well as in memory.
    @Tag static var fidelity: Self
}
