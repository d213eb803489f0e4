import Testing

@testable import WeavyKit

/// What the decoder makes of SS3 keys, a terminal type's own key strings, and pastes
/// whose closing mark never comes.
@Suite("Input decoder: SS3 keys, terminfo key strings, pastes that never end")
struct InputDecoderSingleShiftTests {
    private func read(_ text: String, table: KeyTable = .empty) -> [Key] {
        var decoder = InputDecoder(keyTable: table)
        var keys: [Key] = []
        let time = ContinuousClock.now
        for byte in text.utf8 { decoder.add(byte, at: time, to: &keys) }
        decoder.endOfInput(at: time, to: &keys)
        return keys
    }

    @Test("SS3 keys: arrows, Home, End, F1–F4, keypad Enter and digits, with a modifier digit")
    func singleShift() {
        let expected: [(String, Key)] = [
            ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
            ("P", .function(1)), ("Q", .function(2)), ("R", .function(3)), ("S", .function(4)), ("M", .enter),
            ("p", "0"), ("y", "9"), ("k", "+"), ("j", "*"), ("o", "/"), ("X", "="), ("5A", Key.up.with(.control)),
            ("2P", Key.function(1).with(.shift)),
        ]
        for (tail, key) in expected {
            #expect(read("\u{1B}O" + tail) == [key], "ESC O \(tail)")
        }
        #expect(read("\u{1B}OAx\u{1B}OB") == [.up, "x", .down])
    }

    @Test("Alt-O stays Alt-O: alone, before a key that is no SS3 final, and after Alt-Esc")
    func altO() {
        #expect(read("\u{1B}O") == [Key("O").with(.alt)])
        #expect(read("\u{1B}Oz") == [Key("O").with(.alt), "z"])
        #expect(read("\u{1B}O5") == [Key("O").with(.alt), "5"])
        #expect(read("\u{1B}\u{1B}O") == [Key.escape.with(.alt), "O"])
        #expect(read("\u{1B}O\u{1B}") == [Key("O").with(.alt), .escape])
    }

    @Test("The Linux console's F-keys and rxvt's shifted keys come from their terminfo entries")
    func terminfoKeys() throws {
        let linux = KeyTable(terminfo: try Terminfo.load(type: "linux"))
        #expect(read("\u{1B}[[A\u{1B}[[E", table: linux) == [.function(1), .function(5)])
        // The console's F1…F5 are built in now: the same without the table.
        #expect(read("\u{1B}[[A\u{1B}[[E") == [.function(1), .function(5)])
        // The table never hides the built-in rules; ESC [ [ x names nothing and is dropped.
        #expect(read("\u{1B}[A\u{1B}[1;5C\u{1B}[[x", table: linux) == [.up, Key.right.with(.control)])
        let rxvt = KeyTable(terminfo: try Terminfo.load(type: "rxvt-unicode"))
        #expect(read("\u{1B}[a\u{1B}[d", table: rxvt) == [Key.up.with(.shift), Key.left.with(.shift)])
        // xterm follows the built-in rules: it needs no table.
        #expect(KeyTable(terminfo: try Terminfo.load(type: "xterm-256color")).count == 0)
    }

    @Test("A terminal given its type decodes that type's keys")
    func terminalType() throws {
        let terminal = try Terminal.stream(type: "linux", size: Size(columns: 20, rows: 5), output: { _ in })
        defer { terminal.close() }
        #expect(terminal.feed(Array("\u{1B}[[B\u{1B}OA".utf8)) == [.function(2), .up])
    }

    @Test("A paste that never ends is handed over as text after a pause, never as keys")
    func pasteWithoutEnd() {
        var decoder = InputDecoder()
        var keys: [Key] = []
        let start = ContinuousClock.now
        for byte in "\u{1B}[200~abc\u{04}\u{1B}[A\u{03}q".utf8 { decoder.add(byte, at: start, to: &keys) }
        decoder.endOfInput(at: start + .milliseconds(500), to: &keys)
        #expect(keys.isEmpty, "a paste pausing less than a second goes on")
        #expect(decoder.deadline(escapeDelay: .milliseconds(25)) == start + InputDecoder.pastePause)
        decoder.endOfInput(at: start + InputDecoder.pastePause, to: &keys)
        #expect(keys == [.paste("abc\u{04}\u{1B}[A\u{03}q")])
        #expect(decoder.deadline(escapeDelay: .milliseconds(25)) == nil)
        // Ctrl-D typed after it is a key again.
        decoder.add(0x04, at: start + .seconds(2), to: &keys)
        #expect(keys.last == .control("d"))
    }

    @Test("A paste longer than the limit is handed over in pieces, all of it text")
    func longPaste() {
        var decoder = InputDecoder()
        var keys: [Key] = []
        let time = ContinuousClock.now
        let size = InputDecoder.longestPaste + 10
        for byte in "\u{1B}[200~".utf8 { decoder.add(byte, at: time, to: &keys) }
        for index in 0..<size { decoder.add(index % 7 == 0 ? 0x1B : UInt8(ascii: "x"), at: time, to: &keys) }
        for byte in "\u{1B}[201~".utf8 { decoder.add(byte, at: time, to: &keys) }
        let pasted = keys.map { key -> Int in
            guard case .paste(let text) = key else { return -1 }
            return text.utf8.count
        }
        #expect(pasted == [InputDecoder.longestPaste, 10])
    }
}
