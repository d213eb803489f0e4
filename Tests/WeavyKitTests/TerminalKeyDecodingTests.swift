import Testing
import WeavyKit

/// xterm's raw bytes fed to a headless terminal, decoded in Swift as every terminal
/// decodes them.
@Suite("Headless terminal: xterm's modified keys, Alt, and clicks")
struct TerminalKeyDecodingTests {
    private func withTerminal(_ body: (Terminal) throws -> Void) throws {
        let terminal = try Terminal.headless(size: Size(columns: 80, rows: 24))
        defer { terminal.close() }
        try body(terminal)
    }

    @Test("Shift-Up, Alt-Up, Ctrl-Right, Alt-x, Ctrl-Delete and Shift-F1 as xterm-256color sends them")
    func namedExamples() throws {
        let examples: [(String, Key)] = [
            ("\u{1B}[1;2A", .modified(.up, .shift)), ("\u{1B}[1;3A", .modified(.up, .alt)),
            ("\u{1B}[1;5C", .modified(.right, .control)), ("\u{1B}x", .modified("x", .alt)),
            ("\u{1B}[3;5~", .modified(.delete, .control)), ("\u{1B}[1;2P", .modified(.function(1), .shift)),
            ("\u{1B}[1;6A", .modified(.up, [.control, .shift])), ("\u{1B}[1;2D", .modified(.left, .shift)),
            ("\u{1B}[1;2H", .modified(.home, .shift)), ("\u{1B}[6;2~", .modified(.pageDown, .shift)),
        ]
        try withTerminal { terminal in
            for (bytes, key) in examples {
                #expect(terminal.feed(Array(bytes.utf8)) == [key], "\(bytes.debugDescription)")
            }
        }
    }

    @Test("Every key xterm modifies, with each of the modifier numbers 2…8")
    func everyModifiedKey() throws {
        // xterm: ESC [ 1 ; m <letter> for arrows, Home/End and F1–F4, ESC [ n ; m ~ for
        // the rest. terminfo lists most of these (kUP5, kf13…); the rest (8, Ctrl-Alt
        // F-keys) ncurses hands over byte by byte.
        let letters: [(String, Key)] = [
            ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
            ("P", .function(1)), ("Q", .function(2)), ("R", .function(3)), ("S", .function(4)),
        ]
        let numbers: [(Int, Key)] = [
            (2, .insert), (3, .delete), (5, .pageUp), (6, .pageDown), (15, .function(5)), (17, .function(6)),
            (18, .function(7)), (19, .function(8)), (20, .function(9)), (21, .function(10)), (23, .function(11)),
            (24, .function(12)),
        ]
        let modifiers: [Int: KeyModifiers] = [
            2: .shift, 3: .alt, 4: [.shift, .alt], 5: .control, 6: [.control, .shift], 7: [.control, .alt],
            8: [.control, .alt, .shift],
        ]
        try withTerminal { terminal in
            for parameter in 2...8 {
                let expected = modifiers[parameter]!
                for (letter, key) in letters {
                    let bytes = "\u{1B}[1;\(parameter)\(letter)"
                    #expect(terminal.feed(Array(bytes.utf8)) == [key.with(expected)], "\(bytes.debugDescription)")
                }
                for (number, key) in numbers {
                    let bytes = "\u{1B}[\(number);\(parameter)~"
                    #expect(terminal.feed(Array(bytes.utf8)) == [key.with(expected)], "\(bytes.debugDescription)")
                }
            }
        }
    }

    @Test("Esc and a key in one read are Alt and the key; a lone Esc is Esc")
    func altAndLoneEscape() throws {
        try withTerminal { terminal in
            #expect(terminal.feed(Array("\u{1B}x".utf8)) == [.modified("x", .alt)])
            // ESC X could open a string (SOS): it waits, and is Alt-X when nothing follows.
            #expect(terminal.feed(Array("\u{1B}X".utf8)) + terminal.flushInput() == [.modified("X", .alt)])
            #expect(terminal.feed(Array("\u{1B}é".utf8)) == [.modified("é", .alt)])
            #expect(terminal.feed([0x1B, 0x7F]) == [.modified(.backspace, .alt)])
            #expect(terminal.feed(Array("\u{1B}\u{1B}OA".utf8)) == [.modified(.up, .alt)])
            // A lone Esc at the end of a feed waits for what may follow (a sequence split
            // across reads); flushInput() says nothing more comes.
            #expect(terminal.feed([0x1B]) == [])
            #expect(terminal.flushInput() == [.escape])
            #expect(terminal.feed(Array("x".utf8)) == ["x"])
            #expect(terminal.feed(Array("ab\u{1B}".utf8)) == ["a", "b"])
            #expect(terminal.flushInput() == [.escape])
        }
    }

    @Test("SGR press and release reports fed one at a time: press, click, press, doubleClick")
    func doubleClick() throws {
        let cell = Point(column: 10, row: 4)
        let press = Array("\u{1B}[<0;11;5M".utf8)
        let release = Array("\u{1B}[<0;11;5m".utf8)
        try withTerminal { terminal in
            #expect(terminal.doubleClickInterval == .milliseconds(400))
            let events = [press, release, press, release].flatMap { terminal.feed($0) }
            #expect(events == [.press, .click, .press, .doubleClick].map { Key.mouse(MouseEvent($0, at: cell)) })
            // In one read, the same events: decoding does not depend on how reads are cut.
            #expect(
                terminal.feed(press + release + press + release)
                    == [.press, .click, .press, .doubleClick].map { Key.mouse(MouseEvent($0, at: cell)) })
            terminal.doubleClickInterval = .zero
            let slow = [press, release, press, release].flatMap { terminal.feed($0) }
            #expect(slow == [.press, .click, .press, .click].map { Key.mouse(MouseEvent($0, at: cell)) })
            terminal.doubleClickInterval = .milliseconds(-5)
            #expect(terminal.doubleClickInterval == .zero)
        }
    }
}
