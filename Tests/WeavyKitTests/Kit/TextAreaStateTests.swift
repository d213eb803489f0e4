import Testing

@testable import WeavyKit

/// The text area's state without a screen: soft wrap at a width in cells, the moves
/// along visual lines, scrolling, and what an edit costs.
@Suite("TextAreaState: soft wrap and visual moves")
struct TextAreaStateTests {
    /// A state holding `text`, laid out at `columns` × `rows`.
    func state(_ text: String, columns: Int, rows: Int = 10) -> TextAreaState {
        var state = TextAreaState(text)
        state.layout(columns: columns, rows: rows)
        return state
    }

    /// Every visual line's text, top to bottom.
    func lines(_ state: TextAreaState) -> [String] {
        var result: [String] = []
        var line: VisualLine? = VisualLine(paragraph: 0, line: 0)
        while let current = line {
            result.append(String(state.document.paragraphs[current.paragraph][state.range(of: current)]))
            line = state.line(after: current)
        }
        return result
    }

    @Test("Lines break after spaces; a long word breaks between characters")
    func wordWrap() {
        #expect(lines(state("the quick brown fox", columns: 10)) == ["the quick ", "brown fox"])
        #expect(lines(state("abcdefghij", columns: 4)) == ["abcd", "efgh", "ij"])
        #expect(lines(state("one\n\ntwo", columns: 4)) == ["one", "", "two"])
    }

    @Test("A space that does not fit hangs past the edge instead of starting the next line")
    func hangingSpace() {
        let wrapped = state("hello world", columns: 5)
        #expect(lines(wrapped) == ["hello", "world"])
        #expect(wrapped.range(of: VisualLine(paragraph: 0, line: 0)) == 0..<5)
        // At the end of a paragraph, the cursor after the hanging space is on a line of its own.
        var typed = state("", columns: 5)
        typed.insert(contentsOf: "hello ")
        #expect(lines(typed) == ["hello", ""])
        #expect(typed.cursorCell == Point(column: 0, row: 1))
    }

    @Test("CJK and emoji are never split: a wide character that does not fit starts the next line")
    func wideCharacters() {
        #expect(lines(state("漢字漢字漢", columns: 5)) == ["漢字", "漢字", "漢"])
        #expect(lines(state("ab🎬cd", columns: 3)) == ["ab", "🎬c", "d"])
        #expect(lines(state("漢a", columns: 1)) == ["漢", "a"], "wider than the area: alone on its line")
        #expect(lines(state("cafe\u{301} 🇫🇷 ok", columns: 8)) == ["café 🇫🇷 ", "ok"])
    }

    @Test(
        "After any edit the incremental wrap equals a wrap from scratch",
        arguments: [
            ["a", "b", " ", " ", "漢", "🎬", "é", "\n", "x", "y"],
            // ASCII only: paragraphs stay in their byte storage, wrapped without measuring.
            ["a", "b", " ", " ", "c", "d", "e", "\n", "x", "y"],
        ] as [[Character]])
    func incrementalWrapMatchesFullWrap(alphabet: [Character]) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for width in [1, 2, 3, 4, 5, 8, 13] {
            var state = TextAreaState("")
            state.layout(columns: width, rows: 4)
            for step in 0..<1_500 {
                let before = state.document
                switch next(10) {
                case 0..<5: state.insert(alphabet[next(alphabet.count)])
                case 5, 6: state.deleteBackward()
                case 7: state.deleteForward()
                case 8: state.deleteWordBackward()
                default:
                    let paragraph = next(state.document.paragraphs.count)
                    let offset = next(state.document.paragraphs[paragraph].count + 1)
                    state.moveCursor(to: TextPosition(paragraph: paragraph, offset: offset))
                }
                let fresh = SoftWrap(state.document.paragraphs, width: width)
                guard state.wrap?.lineStarts == fresh.lineStarts, state.wrap?.lineCount == fresh.lineCount else {
                    Issue.record(
                        """
                        width \(width), step \(step): from \(before.text.debugDescription) at \(before.cursor) \
                        to \(state.document.text.debugDescription): \(state.wrap?.lineStarts ?? []) \
                        instead of \(fresh.lineStarts)
                        """)
                    return
                }
            }
        }
    }

    @Test("Up and Down keep the cell column across wide characters")
    func verticalMovesKeepTheColumn() {
        var moving = state("abcdef\n漢字漢字\nxy", columns: 20)
        moving.moveCursor(to: TextPosition(paragraph: 0, offset: 3))
        moving.moveVertically(by: 1)
        // Column 3 falls inside 字 (columns 2-3): the cursor goes before it.
        #expect(moving.document.cursor == TextPosition(paragraph: 1, offset: 1))
        moving.moveVertically(by: 1)
        #expect(moving.document.cursor == TextPosition(paragraph: 2, offset: 2))
        moving.moveVertically(by: -1)
        moving.moveVertically(by: -1)
        #expect(moving.document.cursor == TextPosition(paragraph: 0, offset: 3), "the goal column is kept")
        moving.moveVertically(by: -1)
        #expect(moving.document.cursor == TextPosition(paragraph: 0, offset: 0), "Up on the first line: its start")
    }

    @Test("Home and End work on the visual line; on a line broken inside a word End is its last character")
    func homeAndEnd() {
        var moving = state("hello world\nabcdefgh", columns: 6)
        #expect(lines(moving) == ["hello ", "world", "abcdef", "gh"])
        moving.moveCursor(to: TextPosition(paragraph: 0, offset: 8))
        moving.moveToLineStart()
        #expect(moving.document.cursor == TextPosition(paragraph: 0, offset: 6))
        moving.moveToLineEnd()
        #expect(moving.document.cursor == TextPosition(paragraph: 0, offset: 11))
        moving.moveCursor(to: TextPosition(paragraph: 1, offset: 2))
        moving.moveToLineEnd()
        #expect(moving.document.cursor == TextPosition(paragraph: 1, offset: 5))
        moving.moveToStart()
        #expect(moving.document.cursor == moving.document.start)
        moving.moveToEnd()
        #expect(moving.document.cursor == TextPosition(paragraph: 1, offset: 8))
    }

    @Test("Paging moves the cursor and the view by a screenful less one line")
    func paging() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var paging = state(text, columns: 20, rows: 5)
        paging.moveToStart()
        paging.layout(columns: 20, rows: 5)
        paging.moveByPage(1)
        paging.layout(columns: 20, rows: 5)
        #expect(paging.document.cursor.paragraph == 4)
        #expect(paging.top == VisualLine(paragraph: 4, line: 0))
        #expect(paging.cursorCell == Point(column: 0, row: 0))
        paging.moveByPage(-1)
        paging.layout(columns: 20, rows: 5)
        #expect(paging.document.cursor.paragraph == 0)
        #expect(paging.scrollPosition == (first: 0, total: 30))
    }

    @Test("The view follows the cursor; the wheel scrolls without moving it until the next key")
    func scrolling() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var scrolling = state(text, columns: 20, rows: 5)
        #expect(scrolling.top == VisualLine(paragraph: 25, line: 0), "the cursor at the end is in view")
        #expect(scrolling.cursorCell == Point(column: 7, row: 4))
        scrolling.scroll(by: -10)
        scrolling.layout(columns: 20, rows: 5)
        #expect(scrolling.top == VisualLine(paragraph: 15, line: 0))
        #expect(scrolling.cursorCell == nil, "scrolled out, not brought back")
        scrolling.moveLeft()
        scrolling.layout(columns: 20, rows: 5)
        #expect(scrolling.cursorCell == Point(column: 6, row: 4))
        scrolling.scroll(by: 100)
        #expect(scrolling.top == VisualLine(paragraph: 25, line: 0), "never past the last screenful")
    }

    @Test("A click puts the cursor on the cell, before a wide character it lands inside")
    func clicks() {
        var clicked = state("ab漢字\nxyz", columns: 20)
        clicked.moveCursor(toCell: Point(column: 3, row: 0))
        #expect(clicked.document.cursor == TextPosition(paragraph: 0, offset: 2))
        clicked.moveCursor(toCell: Point(column: 15, row: 1))
        #expect(clicked.document.cursor == TextPosition(paragraph: 1, offset: 3))
        clicked.moveCursor(toCell: Point(column: 0, row: 7))
        #expect(clicked.document.cursor == clicked.document.end)
    }

    @Test("A 10,000-character paste measures each character a bounded number of times; a frame after it, none")
    func pasteCost() {
        var pasting = state("", columns: 40, rows: 10)
        let words = ["lorem", "ipsum", "漢字", "🎬", "dolor", "sit", "amet"]
        var text = ""
        var index = 0
        while text.count < 10_000 {
            text += words[index % words.count] + " "
            index += 1
        }
        text = String(text.prefix(10_000))
        let before = pasting.wrap!.measuredCharacters
        let inserted = pasting.insert(contentsOf: text)
        #expect(inserted == 10_000)
        let pasted = pasting.wrap!.measuredCharacters - before
        // A wrap from scratch after every character would measure about 50 million.
        #expect(pasted < 10_000 * 100, "measured \(pasted)")
        pasting.layout(columns: 40, rows: 10)
        #expect(pasting.wrap!.measuredCharacters - before == pasted, "a frame measures nothing new")
        #expect(pasting.cursorCell?.row == 9)
        // Typing in the middle of the long paragraph re-measures a few lines only.
        pasting.moveCursor(to: TextPosition(paragraph: 0, offset: 5_000))
        let typed = pasting.wrap!.measuredCharacters
        pasting.insert("x")
        #expect(pasting.wrap!.measuredCharacters - typed < 40 * 4)
        #expect(pasting.wrap!.lineStarts == SoftWrap(pasting.document.paragraphs, width: 40).lineStarts)
    }

    @Test("Paragraphs deleted below the view's top: a click before the next layout lands on a line that exists")
    func clickAfterDeletingUnderTheView() {
        // Found by the gallery's key fuzzing: a click routed in the same batch as the
        // deletions (no layout in between) read the wrap of a paragraph that was gone.
        var state = state((1...30).map { "line \($0)" }.joined(separator: "\n"), columns: 20, rows: 5)
        #expect(state.top.paragraph == 25)
        for _ in 0..<(7 * 12) { _ = state.deleteBackward() }
        #expect(state.document.paragraphs.count == 20)
        state.moveCursor(toCell: Point(column: 3, row: 1))
        #expect(state.document.cursor.paragraph < 20)
        #expect(state.visibleLines.allSatisfy { $0.paragraph < 20 })
        state.layout(columns: 20, rows: 5)
        #expect(state.visibleLines.count == 5)
    }
}
