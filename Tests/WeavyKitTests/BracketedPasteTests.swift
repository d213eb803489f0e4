import Testing
import WeavyKit
import WeavyTesting

/// xterm's bracketed paste: what arrives between `ESC [ 200 ~` and `ESC [ 201 ~` is one
/// paste, never keys, and text fields and text areas take it as one edit.
@MainActor
@Suite("Bracketed paste: one paste, not keys")
struct BracketedPasteTests {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    @Test("Decoded through ncurses: one paste with its line breaks, Esc and q inside it are text")
    func decoding() throws {
        let terminal = try Terminal.headless(size: Size(columns: 80, rows: 24))
        defer { terminal.close() }
        let bytes = Array("\(Self.start)Dear Ann,\r\nq to quit 世界\u{1B}x\tend\(Self.end)j".utf8)
        let decoded = terminal.feed(bytes)
        #expect(decoded == [.paste("Dear Ann,\nq to quit 世界\u{1B}x\tend"), "j"])
        // Split over reads after the opening mark, even inside a character and inside
        // the closing mark (a terminal sends each mark whole, in one write).
        let text = Array("one 🔑\rtwo\(Self.end)".utf8)
        var keys = terminal.feed(Array(Self.start.utf8))
        for cut in stride(from: 0, to: text.count, by: 3) {
            keys += terminal.feed(Array(text[cut..<min(cut + 3, text.count)]))
        }
        #expect(keys == [.paste("one 🔑\ntwo")])
        #expect(terminal.feed(Array("\(Self.start)\(Self.end)k".utf8)) == [.paste(""), "k"])
    }

    @Test("A text field inserts a paste as one edit, line breaks as spaces, up to its maximum length")
    func textField() throws {
        let field = TextField(placeholder: "name")
        var changes = 0
        field.onChange = { _ in changes += 1 }
        let driver = try driver(WidgetScreen("Paste", field), columns: 40, rows: 6)
        defer { driver.close() }
        driver.type("A")
        driver.press(.paste("melie\nPoulain\n"))
        #expect(field.text == "Amelie Poulain")
        #expect(changes == 2)
        field.maximumLength = 16
        driver.press(.paste(" and friends"))
        #expect(field.text == "Amelie Poulain a")
        #expect(driver.text.contains("Amelie Poulain a"))
    }

    @Test("A text area inserts a paste as one edit, line breaks and all")
    func textArea() throws {
        let area = TextArea()
        var changes = 0
        area.onChange = { changes += 1 }
        let driver = try driver(WidgetScreen("Paste", area), columns: 40, rows: 8)
        defer { driver.close() }
        driver.press(.paste("Dear Ann,\n\nthe films are here."))
        #expect(area.text == "Dear Ann,\n\nthe films are here.")
        #expect(changes == 1)
        #expect(driver.text.contains("the films are here."))
    }

    @Test("Fed to a window, a paste reaches the focused field and no key binding")
    func noBindings() throws {
        let field = TextField()
        let driver = try driver(WidgetScreen("Paste", field), columns: 40, rows: 6) { window in
            window.bind("q") { Issue.record("q in a paste must not quit") }
        }
        defer { driver.close() }
        driver.feed(Array("\(Self.start)quiet\(Self.end)".utf8))
        #expect(field.text == "quiet")
    }
}
