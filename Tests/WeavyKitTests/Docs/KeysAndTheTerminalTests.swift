import Testing
import WeavyKit

// The code of KeysAndTheTerminal.md: each `docs:begin KeysAndTheTerminal <n>` region is
// the article's n-th Swift block, verbatim (DocsCodeTests checks it); the tests below run
// it.

// docs:begin KeysAndTheTerminal 1
func action(for key: Key) -> String? {
    switch key {
    case .space, .enter: "activate"
    case .control("i"): "indent"  // kitty's protocol tells Ctrl-I from Tab
    case .tab: "next field"
    case .modified(.up, .shift): "extend selection"
    case .focusLost: "pause"
    case .released: nil  // only when the app asked for key releases
    default: nil
    }
}
// docs:end

// docs:begin KeysAndTheTerminal 2
func decodeSplitRead() throws -> [Key] {
    let terminal = try Terminal.headless(size: Size(columns: 40, rows: 10))
    defer { terminal.close() }
    var keys = terminal.feed(Array("\u{1B}[".utf8))  // nothing yet: a sequence has begun
    keys += terminal.feed(Array("A\u{1B}".utf8))  // Up; the Esc waits
    keys += terminal.flushInput()  // no more input: the Esc alone
    return keys  // [.up, .escape]
}
// docs:end

// docs:begin KeysAndTheTerminal 3
func kittyKeyboardFlags(of terminal: Terminal, write: ([UInt8]) -> Void) async -> KittyKeyboardFlags? {
    write(KittyKeyboardFlags.querySequence + Array("\u{1B}[c".utf8))
    let reply = await terminal.reply(
        matching: { reply in
            switch reply {
            case .keyboardFlags, .primaryDeviceAttributes: true
            default: false
            }
        }, timeout: .seconds(1))
    guard case .keyboardFlags(let flags) = reply else { return nil }
    _ = terminal.takeReplies { if case .primaryDeviceAttributes = $0 { true } else { false } }
    return flags
}
// docs:end

// docs:begin KeysAndTheTerminal 4
func describe(_ terminal: Terminal) -> String {
    let capabilities = terminal.capabilities
    guard capabilities.answered else { return "no answer" }
    let name = capabilities.version ?? "a terminal"
    let keys = capabilities.supportsKittyKeyboard ? ", kitty keys" : ""
    let frames = capabilities.supportsSynchronizedOutput ? ", synchronized output" : ""
    return name + keys + frames
}
// docs:end

@Suite("Keys and the terminal, as the article shows them")
struct KeysAndTheTerminalTests {
    @Test("The switch reads the keys as the article says, whatever terminal sent them")
    func matching() throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 10))
        defer { terminal.close() }
        let bytes = Array(" \r\u{1B}[105;5u\t\u{1B}[1;2A\u{1B}[O".utf8)
        let actions = terminal.feed(bytes).map(action(for:))
        #expect(actions == ["activate", "activate", "indent", "next field", "extend selection", "pause"])
        #expect(action(for: .released("a")) == nil)
    }

    @Test("A terminal's capabilities are described as the article says")
    func describingCapabilities() throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 10))
        defer { terminal.close() }
        #expect(describe(terminal) == "no answer")
        terminal.adopt(
            TerminalCapabilities(
                kittyKeyboardFlags: [], synchronizedOutput: .reset, version: "kitty(0.26.5)", deviceAttributes: [62]),
            appearance: .dark)
        #expect(describe(terminal) == "kitty(0.26.5), kitty keys, synchronized output")
    }

    @Test("A split read decodes as one, and the Esc comes out when flushed")
    func splitRead() throws {
        #expect(try decodeSplitRead() == [.up, .escape])
    }

    @Test("The kitty flags are read from the reply; a terminal that answers DA1 alone has none")
    func queryingFlags() async throws {
        let kitty = try Terminal.headless(size: Size(columns: 40, rows: 10))
        defer { kitty.close() }
        let flags = await kittyKeyboardFlags(of: kitty) { question in
            #expect(question == Array("\u{1B}[?u\u{1B}[c".utf8))
            _ = kitty.feed(Array("\u{1B}[?1u\u{1B}[?62;22c".utf8))
        }
        #expect(flags == .disambiguatesEscapeCodes)
        #expect(kitty.takeReplies().isEmpty, "the DA1 answer was taken too")

        let xterm = try Terminal.headless(size: Size(columns: 40, rows: 10))
        defer { xterm.close() }
        let none = await kittyKeyboardFlags(of: xterm) { _ in _ = xterm.feed(Array("\u{1B}[?62;22c".utf8)) }
        #expect(none == nil)
    }
}
