import Testing
import WeavyTesting

@testable import WeavyKit

@MainActor
@Suite("Deleting words: both ways, on the cursor's line only")
struct WordDeletionTests {
    @Test("Ctrl-W and Alt-Backspace before a line's first word delete back to the line's start, not the word above")
    func backwardStaysOnItsLine() {
        for key: Key in [.control("w"), .modified(.backspace, .alt)] {
            let area = TextArea(text: "0123\n   456789")
            _ = area.handle(.modified(.home, .control))
            for _ in 0..<8 { _ = area.handle(.right) }  // before 4
            _ = area.handle(key)
            #expect(area.text == "0123\n456789", "\(key)")
            _ = area.handle(key)
            #expect(area.text == "0123456789", "at the line's start it joins the line above, as Backspace")
        }
    }

    @Test("Alt-D and Ctrl-Delete delete the word after the cursor, on its line; at its end they join the next")
    func forward() {
        for key: Key in [.modified("d", .alt), .modified(.delete, .control)] {
            let area = TextArea(text: "one two\nthree")
            _ = area.handle(.modified(.home, .control))
            for _ in 0..<3 { _ = area.handle(.right) }
            _ = area.handle(key)
            #expect(area.text == "one\nthree", "\(key)")
            _ = area.handle(key)
            #expect(area.text == "onethree")
        }
    }

    @Test("A text field deletes words both ways too")
    func textField() {
        let field = TextField(text: "alpha beta-gamma delta")
        _ = field.handle(.home)
        for _ in 0..<2 { _ = field.handle(.modified(.right, .alt)) }  // after "beta"
        _ = field.handle(.modified(.backspace, .alt))
        #expect(field.text == "alpha -gamma delta")
        _ = field.handle(.modified("d", .alt))
        #expect(field.text == "alpha  delta")
        _ = field.handle(.modified(.delete, .control))
        #expect(field.text == "alpha ")
    }
}
