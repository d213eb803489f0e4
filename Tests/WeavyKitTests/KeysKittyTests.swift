import Testing

@testable import WeavyKit

/// The kitty keyboard protocol's settings: event types when asked, kitty's modifier bits
/// once its flags are on, and the bytes that push, pop and query them.
@Suite("Keys: the kitty keyboard protocol's flags")
struct KeysKittyTests {
    private func decode(_ text: String, flags: KittyKeyboardFlags) throws -> [Key] {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        terminal.keyboardFlags = flags
        return terminal.feed(Array(text.utf8)) + terminal.flushInput()
    }

    @Test("Releases and repeats are keys only when event types are asked for")
    func eventTypes() throws {
        let bytes = "\u{1B}[97u\u{1B}[97;1:2u\u{1B}[97;1:3u\u{1B}[1;5:3A"
        #expect(try decode(bytes, flags: .disambiguatesEscapeCodes) == ["a", "a"])
        let events = try decode(bytes, flags: [.disambiguatesEscapeCodes, .reportsEventTypes])
        #expect(events == ["a", .repeated("a"), .released("a"), .released(Key.up.with(.control))])
        #expect(events[2] != "a", "a release never matches the key")
    }

    @Test("Modifier numbers follow kitty's bits once its flags are on: 9 is Super there, Meta-as-Alt in xterm")
    func modifierBits() throws {
        #expect(try decode("\u{1B}[1;9A", flags: []) == [Key.up.with(.alt)])
        #expect(try decode("\u{1B}[1;9A", flags: .disambiguatesEscapeCodes) == [Key.up.with(.super)])
        #expect(try decode("\u{1B}[1;33A", flags: .disambiguatesEscapeCodes) == [Key.up.with(.meta)])
        // Caps Lock and Num Lock never change what a key matches.
        #expect(try decode("\u{1B}[1;69A", flags: .disambiguatesEscapeCodes) == [Key.up.with(.control)])
    }

    @Test("Ctrl-I and Tab, Ctrl-M and Enter, Esc and Ctrl-[ are different keys")
    func disambiguated() throws {
        let keys = try decode("\u{1B}[105;5u\t\u{1B}[109;5u\r\u{1B}[27u\u{1B}[91;5u", flags: .disambiguatesEscapeCodes)
        #expect(keys == [.control("i"), .tab, .control("m"), .enter, .escape, .control("[")])
        #expect(keys[0] != keys[1] && keys[2] != keys[3])
    }

    @Test("The push, pop and query bytes")
    func sequences() {
        #expect(KittyKeyboardFlags.disambiguatesEscapeCodes.pushSequence == Array("\u{1B}[>1u".utf8))
        #expect(
            KittyKeyboardFlags([.disambiguatesEscapeCodes, .reportsEventTypes, .reportsAlternateKeys]).pushSequence
                == Array("\u{1B}[>7u".utf8))
        #expect(KittyKeyboardFlags.popSequence() == Array("\u{1B}[<1u".utf8))
        #expect(KittyKeyboardFlags.popSequence(count: 2) == Array("\u{1B}[<2u".utf8))
        #expect(KittyKeyboardFlags.querySequence == Array("\u{1B}[?u".utf8))
        #expect(KittyKeyboardFlags(rawValue: 0xFF).rawValue == 31)
    }

    @Test("Key.space is the space character; focus events and releases take no modifiers")
    func conveniences() {
        #expect(Key.space == Key.character(" "))
        let key: Key = " "
        #expect(key == .space)
        switch key {
        case .space: break
        default: Issue.record("`case .space` does not match a space")
        }
        #expect(Key.focusGained.with(.control) == .focusGained)
        #expect(Key.released("a").with(.shift) == .released("a"))
        #expect(KeyNotation.notation(for: Key("a").with([.super, .control])) == "<d-c-a>")
        #expect(
            (try? KeyNotation.keys("<d-c-a><h-x><focus>")) == [
                Key("a").with([.super, .control]), Key("x").with(.hyper), .focusGained,
            ])
    }
}
