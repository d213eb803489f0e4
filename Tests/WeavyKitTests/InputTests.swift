import Testing
import WeavyKit

@Suite("Keys: decoding bytes through ncurses, and the key notation")
struct InputTests {
    private func decode(_ bytes: [UInt8]) throws -> [Key] {
        let terminal = try Terminal.headless(size: Size(columns: 80, rows: 24))
        defer { terminal.close() }
        // A lone Esc at the end waits for what may follow it: no more comes.
        return terminal.feed(bytes) + terminal.flushInput()
    }

    @Test("Arrows, Home/End, paging, F-keys and Shift-Tab as xterm sends them")
    func specialKeys() throws {
        let sequences: [(String, Key)] = [
            ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OD", .left), ("\u{1B}[C", .right),
            ("\u{1B}[H", .home), ("\u{1B}OF", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
            ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)),
            ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ]
        for (bytes, key) in sequences {
            #expect(try decode(Array(bytes.utf8)) == [key], "bytes \(bytes.debugDescription)")
        }
    }

    @Test("Characters, UTF-8, control letters, Enter, Tab, Backspace, and a lone Esc")
    func characters() throws {
        let bytes = Array("aé世🎬".utf8) + [0x01, 0x03, 0x1A, 0x0D, 0x09, 0x7F, 0x08, 0x1B]
        #expect(
            try decode(bytes) == [
                "a", "é", "世", "🎬", .control("a"), .control("c"), .control("z"), .enter, .tab, .backspace,
                .backspace, .escape,
            ])
    }

    @Test("Mouse reports (SGR, as xterm-256color declares) become mouse events at their cell")
    func mouseReports() throws {
        let terminal = try Terminal.headless(size: Size(columns: 80, rows: 24))
        defer { terminal.close() }
        // ESC [ < button ; column ; row M (press) or m (release), 1-based; one per read,
        // as a terminal sends them. A release where the press was is a click.
        let reports: [(String, MouseEvent)] = [
            ("\u{1B}[<0;11;5M", MouseEvent(.press, at: Point(column: 10, row: 4))),
            ("\u{1B}[<0;11;5m", MouseEvent(.click, at: Point(column: 10, row: 4))),
            ("\u{1B}[<0;11;5M", MouseEvent(.press, at: Point(column: 10, row: 4))),
            ("\u{1B}[<0;14;5m", MouseEvent(.release, at: Point(column: 13, row: 4))),
            ("\u{1B}[<64;3;3M", MouseEvent(.wheelUp, at: Point(column: 2, row: 2))),
            ("\u{1B}[<65;3;3M", MouseEvent(.wheelDown, at: Point(column: 2, row: 2))),
        ]
        for (report, event) in reports {
            #expect(terminal.feed(Array(report.utf8)) == [.mouse(event)], "report \(report.debugDescription)")
        }
    }

    @Test("A burst of mouse reports in one read never loses the keys typed after it")
    func mouseBurst() throws {
        let burst = String(repeating: "\u{1B}[<64;3;3M\u{1B}[<0;11;5M\u{1B}[<0;11;5m", count: 50)
        let keys = try decode(Array((burst + "ok").utf8))
        #expect(Array(keys.suffix(2)) == ["o", "k"])
        #expect(keys.allSatisfy { if case .mouse = $0 { true } else { $0 == "o" || $0 == "k" } })
    }

    @Test("Invalid UTF-8 never swallows the keys after it")
    func invalidUTF8() throws {
        #expect(try decode([0xFF] + Array("ok".utf8)) == [.unknown(0xFF), "o", "k"])
        #expect(try decode([0xC3, 0x28, 0xC3, 0xA9]) == [.unknown(0xC3), "(", "é"])
        // Incomplete, and no more comes (the helper flushes): the start of a character.
        #expect(try decode([0xE4, 0xB8]) == [.unknown(0xE4)])
        #expect(
            try decode([0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x21]) == [.unknown(0xC0), .unknown(0xAF), .unknown(0xED), "!"])
    }

    @Test("Unknown and truncated escape sequences never crash and never lose later keys")
    func hostileBytes() throws {
        // ESC [ 99 z is a complete sequence naming nothing (dropped); ESC [ 1 is cut short
        // by the Enter after it (typed).
        let bytes: [UInt8] = [0x1B, 0x5B, 0x39, 0x39, 0x7A, 0x80, 0x9B, 0x1B, 0x5B, 0x31, 0x0D] + Array("ok".utf8)
        let keys = try decode(bytes)
        #expect(Array(keys.suffix(2)) == ["o", "k"])
    }

    @Test("A character split across two reads is assembled")
    func splitCharacter() throws {
        let terminal = try Terminal.headless(size: Size(columns: 10, rows: 3))
        defer { terminal.close() }
        #expect(terminal.feed([0xE4, 0xB8]) == [])
        #expect(terminal.feed([0x96, 0x61]) == ["世", "a"])
    }

    @Test("Notation: names, control letters, F-keys, <lt>, and round trips")
    func notation() throws {
        let keys = try KeyNotation.keys("ab<Enter><esc><c-x><C-I><f12><lt><space><pgdn><btab>")
        #expect(keys == ["a", "b", .enter, .escape, .control("x"), .tab, .function(12), "<", " ", .pageDown, .backTab])
        let all: [Key] = ["q", "<", " ", .up, .control("w"), .function(3), .home, .delete]
        #expect(try KeyNotation.keys(all.map(\.description).joined()) == all)
    }

    @Test("A bad key sequence is a clear error that says where")
    func notationErrors() {
        #expect(throws: KeyNotation.ParseError(reason: "unknown key name <entr>", offset: 3)) {
            try KeyNotation.keys("abc<entr>")
        }
        #expect(throws: KeyNotation.ParseError(reason: "'<' without a closing '>' (write <lt> for '<')", offset: 1)) {
            try KeyNotation.keys("a<b")
        }
        let error = KeyNotation.ParseError(reason: "unknown key name <entr>", offset: 3)
        #expect(error.description == "bad key sequence at character 4: unknown key name <entr>")
    }
}
