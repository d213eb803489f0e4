import Testing
import WeavyKit

/// The text area's editing model on its own: paragraphs, edits, word moves, the limit.
@Suite("TextDocument: the text area's editing model")
struct TextDocumentTests {
    @Test("Text is split into paragraphs at newlines and joined back")
    func paragraphs() {
        let document = TextDocument("Dear Ann,\n\nThanks! 🎉\r\nBye")
        #expect(document.paragraphs.map { String($0) } == ["Dear Ann,", "", "Thanks! 🎉", "Bye"])
        #expect(document.text == "Dear Ann,\n\nThanks! 🎉\nBye")
        #expect(document.count == 9 + 1 + 0 + 1 + 9 + 1 + 3)
        #expect(document.cursor == TextPosition(paragraph: 3, offset: 3))
        #expect(TextDocument().paragraphs == [[]])
        #expect(TextDocument().isEmpty)
    }

    @Test("Inserting a newline splits a paragraph; deleting it joins them again")
    func splitAndJoin() {
        var document = TextDocument("漢字かな")
        document.moveCursor(to: TextPosition(paragraph: 0, offset: 2))
        document.insert("\n")
        #expect(document.paragraphs.map { String($0) } == ["漢字", "かな"])
        #expect(document.cursor == TextPosition(paragraph: 1, offset: 0))
        #expect(document.count == 5)
        let joined = document.deleteBackward()
        #expect(joined)
        #expect(document.text == "漢字かな")
        #expect(document.cursor == TextPosition(paragraph: 0, offset: 2))
        document.moveCursor(to: TextPosition(paragraph: 0, offset: 4))
        let deletedAtEnd = document.deleteForward()
        #expect(!deletedAtEnd, "nothing after the end")
        document.moveCursor(to: document.start)
        let deletedAtStart = document.deleteBackward()
        #expect(!deletedAtStart, "nothing before the start")
    }

    @Test("Deleting across paragraphs keeps the count right, whichever end the cursor is at")
    func deleteRange() {
        var document = TextDocument("one\ntwo\nthree")
        document.moveCursor(to: TextPosition(paragraph: 2, offset: 2))
        document.delete(to: TextPosition(paragraph: 0, offset: 1))
        #expect(document.text == "oree")
        #expect(document.count == 4)
        #expect(document.cursor == TextPosition(paragraph: 0, offset: 1))
        var forward = TextDocument("one\ntwo\nthree")
        forward.moveCursor(to: TextPosition(paragraph: 0, offset: 3))
        forward.delete(to: TextPosition(paragraph: 1, offset: 3))
        #expect(forward.text == "one\nthree")
        #expect(forward.count == 9)
    }

    @Test("Word moves skip punctuation and spaces, treat a CJK run as one word, and cross paragraphs")
    func words() {
        let document = TextDocument("Hello, wide 世界!\nnext_word 🎬 end")
        let end = document.end
        #expect(document.wordStart(before: end) == TextPosition(paragraph: 1, offset: 12))
        let emoji = TextPosition(paragraph: 1, offset: 10)
        #expect(document.wordStart(before: emoji) == TextPosition(paragraph: 1, offset: 0))
        #expect(
            document.wordStart(before: TextPosition(paragraph: 1, offset: 0))
                == TextPosition(paragraph: 0, offset: 12))
        #expect(document.wordEnd(after: document.start) == TextPosition(paragraph: 0, offset: 5))
        #expect(
            document.wordEnd(after: TextPosition(paragraph: 0, offset: 5)) == TextPosition(paragraph: 0, offset: 11))
        #expect(
            document.wordEnd(after: TextPosition(paragraph: 0, offset: 14)) == TextPosition(paragraph: 1, offset: 9))
    }

    @Test("The maximum length stops typing and pasting, newlines included; the program's text stays whole")
    func maximumLength() {
        var document = TextDocument("", maximumLength: 5)
        let inserted = document.insert(contentsOf: "ab\ncdef")
        #expect(inserted == 5)
        #expect(document.text == "ab\ncd")
        let overflow = document.insert("x")
        #expect(!overflow)
        document.replaceAll(with: "a much longer text")
        #expect(document.text == "a much longer text")
        let overLimit = document.insert("x")
        #expect(!overLimit)
        document.deleteBackward()
        document.maximumLength = nil
        let unlimited = document.insert("!")
        #expect(unlimited)
    }
}
