import Testing

@testable import WeavyKit

/// How a terminal type's key table is built: the names of key capabilities, and the
/// shortcut that asks ``XtermSequence`` directly instead of running a decoder.
@Suite("Key tables: capability names, and the shortcut past the decoder")
struct KeyTableTests {
    /// The entries CI's machines have (the ncurses-base and -term packages' ones).
    private static let types = [
        "xterm-256color", "xterm", "linux", "rxvt-unicode", "rxvt-unicode-256color", "rxvt", "screen-256color",
        "tmux-256color", "vt220", "vt100", "Eterm", "cygwin", "cons25", "ansi", "mach-color", "sun",
    ]

    @Test("Key capabilities' names: the standard ones, F0–F63, and the modified extended ones")
    func names() {
        let expected: [(String, Key?)] = [
            ("kcuu1", .up), ("kdch1", .delete), ("kbs", .backspace), ("kLFT", Key.left.with(.shift)),
            ("kf0", .function(0)), ("kf1", .function(1)), ("kf63", .function(63)), ("kf64", nil), ("kf123", nil),
            ("kfnd", nil), ("kUP5", Key.up.with(.control)), ("kDC3", Key.delete.with(.alt)),
            ("kRIT8", Key.right.with([.shift, .alt, .control])), ("kUP9", nil), ("kUP1", nil), ("kUP15", nil),
            ("kp5", nil), ("ka3", nil), ("kmous", nil), ("cup", nil), ("k", nil), ("", nil),
        ]
        for (name, key) in expected {
            #expect(KeyTable.key(named: name) == key, "\(name)")
        }
    }

    @Test("The shortcut gives what the decoder gives, for every key string of every entry it takes")
    func shortcutAgreesWithDecoder() throws {
        var shortcuts = 0
        var loaded = 0
        for type in Self.types {
            guard let terminfo = try? Terminfo.load(type: type) else { continue }
            loaded += 1
            var rules = KeyTable.BuiltInRules()
            for (name, sequence) in terminfo.allStrings where KeyTable.key(named: name) != nil {
                guard sequence.count >= 2, sequence[0] == 0x1B else { continue }
                let decoded = rules.decodedKey(sequence)
                guard let framed = KeyTable.BuiltInRules.framedKey(sequence) else { continue }
                shortcuts += 1
                #expect(framed == decoded, "\(type) \(name): \(InputDecoder.describe(sequence[...]))")
            }
        }
        #expect(loaded >= 3)
        #expect(shortcuts > 100)
    }

    @Test("Shapes the shortcut leaves to the decoder")
    func shapesLeftToTheDecoder() {
        for text in ["\u{1B}[[A", "\u{1B}[M ab", "\u{1B}[200~", "\u{1B}[3$", "\u{1B}[<0;1;1M", "\u{1B}O5A", "\u{1B}x"] {
            #expect(KeyTable.BuiltInRules.framedKey(Array(text.utf8)) == nil, "\(text.debugDescription)")
        }
        #expect(KeyTable.BuiltInRules.framedKey(Array("\u{1B}[1;5A".utf8)) == Key.up.with(.control))
        #expect(KeyTable.BuiltInRules.framedKey(Array("\u{1B}OP".utf8)) == .function(1))
    }

    @Test("An entry's keys are read at the first sequence after ESC [ or ESC O, not before")
    func readAtFirstSequence() throws {
        // cons25's F1 and F2 are ESC [ M and ESC [ N, which the built-in rules read otherwise.
        let entry = try Terminfo.load(type: "cons25")
        let eager = KeyTable(terminfo: entry)
        #expect(eager.count > 0)
        var decoder = InputDecoder(keyTable: .reading(entry))
        var keys: [Key] = []
        let time = ContinuousClock.now
        for byte in "a\r\u{1B}".utf8 { decoder.add(byte, at: time, to: &keys) }
        decoder.endOfInput(at: time + .seconds(1), to: &keys)
        #expect(keys == ["a", .enter, .escape])
        #expect(decoder.keyTable.count == 0)
        for byte in "\u{1B}[N".utf8 { decoder.add(byte, at: time, to: &keys) }
        #expect(keys == ["a", .enter, .escape, .function(2)])
        #expect(decoder.keyTable.count == eager.count)
    }
}
