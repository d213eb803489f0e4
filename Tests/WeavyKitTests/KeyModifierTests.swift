import CNcurses
import Testing

@testable import WeavyKit
@testable import WeavyNcurses

/// Keys with Shift, Alt and Ctrl: the one form, equality, the notation, and decoding
/// ncurses' key codes and extended key names. No terminal is opened here.
@Suite("Keys with modifiers: the one form, equality, notation, key codes and names")
struct KeyModifierTests {
    @Test("with(_:) gives the one form the decoder produces")
    func canonicalForm() {
        let built: [(Key, Key)] = [
            (Key.up.with(.shift), .modified(.up, .shift)),
            (Key.up.with([]), .up),
            (Key.up.with(.shift).with(.control), .modified(.up, [.control, .shift])),
            (Key("x").with(.alt), .modified("x", .alt)),
            (Key("c").with(.control), .control("c")),
            (Key("C").with(.control), .modified(.control("c"), .shift)),
            (Key("c").with([.control, .shift]), .modified(.control("c"), .shift)),
            (Key("c").with([.control, .alt]), .modified(.control("c"), .alt)),
            (Key.control("c").with(.alt), .modified(.control("c"), .alt)),
            (Key("a").with(.shift), "A"),
            (Key("a").with([.shift, .alt]), .modified("A", .alt)),
            (Key("é").with(.shift), .modified("é", .shift)),
            (Key.tab.with(.shift), .backTab),
            (Key.tab.with([.shift, .alt]), .modified(.backTab, .alt)),
            (Key.backTab.with(.shift), .backTab),
            (Key.function(5).with(.control), .modified(.function(5), .control)),
            (Key.escape.with(.alt), .modified(.escape, .alt)),
        ]
        for (key, expected) in built {
            #expect(form(key) == form(expected), "\(key)")
        }
    }

    @Test("Mouse reports, resizes and unknown keys take no modifiers")
    func noModifiers() {
        let mouse = Key.mouse(MouseEvent(.click, at: Point(column: 1, row: 2)))
        for key in [mouse, .resize, .unknown(27)] {
            #expect(form(key.with(.alt)) == form(key))
            #expect(key.modifiers.isEmpty)
        }
    }

    @Test("modifiers and unmodified take a key apart; with(_:) puts it back together")
    func takingApart() {
        #expect(Key.modified(.up, [.control, .shift]).modifiers == [.control, .shift])
        #expect(Key.modified(.up, [.control, .shift]).unmodified == .up)
        #expect(Key.control("c").modifiers == .control)
        #expect(form(Key.control("c").unmodified) == form(Key("c")))
        #expect(Key.modified(.control("c"), .alt).modifiers == [.control, .alt])
        #expect(Key("A").modifiers.isEmpty)
        #expect(Key.up.modifiers.isEmpty)
        for key in Self.sampleKeys {
            #expect(key.unmodified.with(key.modifiers) == key, "\(key)")
            #expect(form(key.unmodified.with(key.modifiers)) == form(key), "\(key)")
        }
    }

    @Test("Equality and hashing compare the one form, whatever form was written")
    func equality() {
        #expect(Key.modified(.up, []) == .up)
        #expect(Key.modified(.modified(.up, .shift), .alt) == .modified(.up, [.shift, .alt]))
        #expect(Key.modified("c", .control) == .control("c"))
        #expect(Key.modified("a", .shift) == "A")
        #expect(Key.control("A") == .modified(.control("a"), .shift))
        #expect(Key.modified(.up, .shift) != .up)
        #expect(Key.modified(.up, .shift) != .modified(.down, .shift))
        #expect(Key.modified(.up, .shift) != .modified(.up, .alt))
        #expect(Key("a") != .control("a"))
        #expect(Key.function(1) != .function(2))
        #expect(Key.enter != .escape)
        let set: Set<Key> = [.modified(.up, []), .up, .modified("c", .control), .control("c"), .modified(.up, .alt)]
        #expect(set == [.up, .control("c"), .modified(.up, .alt)])
        #expect(Set(Self.sampleKeys).count == Self.sampleKeys.count)
    }

    @Test("The ASCII letter checks agree with Unicode's on every character to U+00FF and on clusters")
    func asciiLetterChecks() {
        let scalars = (0...0xFF).compactMap(Unicode.Scalar.init).map(Character.init)
        for character in scalars + ["\r\n", "e\u{301}", "A\u{301}", "ß", "ǅ", "Ａ", "🧵"] {
            let name = character.debugDescription
            #expect(character.isASCIILetter == (character.isASCII && character.isLetter), "\(name)")
            #expect(character.isASCIIUppercaseLetter == (character.isASCII && character.isUppercase), "\(name)")
        }
        // A control key already in its one form compares as it is, in any case of letter.
        for letter in "azAZ19@[`{" {
            #expect(Key.control(letter) == Key.character(letter).with(.control), "\(letter)")
            #expect(Key.control(letter).canonical == Key.character(letter).with(.control), "\(letter)")
        }
    }

    @Test("Patterns match modified keys readably")
    func patterns() {
        func name(_ key: Key) -> String {
            switch key {
            case .up: "up"
            case .modified(.up, .shift): "shift-up"
            case .modified(.right, .control): "ctrl-right"
            case .modified("x", .alt): "alt-x"
            case .control("c"): "ctrl-c"
            default: "other"
            }
        }
        #expect(name(Key.up.with(.shift)) == "shift-up")
        #expect(name(Key.right.with(.control)) == "ctrl-right")
        #expect(name(Key("x").with(.alt)) == "alt-x")
        #expect(name(Key("c").with(.control)) == "ctrl-c")
        #expect(name(.up) == "up")
        #expect(name(Key.up.with(.alt)) == "other")
    }

    @Test("Notation: modifier prefixes in any order, written back as c-a-s-")
    func notation() throws {
        let keys = try KeyNotation.keys(
            "<a-x><s-up><c-right><c-s-up><S-C-Up><A-X><m-x><c-a-s-a><s-tab><a-esc><c-del><s-f1><c-@><a-lt><a-gt><a-->"
        )
        let expected: [Key] = [
            .modified("x", .alt), .modified(.up, .shift), .modified(.right, .control),
            .modified(.up, [.control, .shift]), .modified(.up, [.control, .shift]), .modified("X", .alt),
            .modified("x", .alt), .modified(.control("a"), [.alt, .shift]), .backTab, .modified(.escape, .alt),
            .modified(.delete, .control), .modified(.function(1), .shift), .control("@"), .modified("<", .alt),
            .modified(">", .alt), .modified("-", .alt),
        ]
        #expect(keys == expected)
        #expect(
            keys.map(\.description) == [
                "<a-x>", "<s-up>", "<c-right>", "<c-s-up>", "<c-s-up>", "<a-X>", "<a-x>", "<c-a-s-a>", "<btab>",
                "<a-esc>", "<c-del>", "<s-f1>", "<c-@>", "<a-lt>", "<a-gt>", "<a-->",
            ])
        // Ctrl and a letter still read as the terminal sends it.
        #expect(
            try KeyNotation.keys("<c-i><C-M><c-a-h><c-s-x>") == [
                .tab, .enter, .modified(.backspace, .alt), .modified(.control("x"), .shift),
            ])
    }

    @Test("Notation round trip for every key with every modifier combination")
    func notationRoundTrip() throws {
        for key in Self.sampleKeys {
            let written = key.description
            let read = try KeyNotation.keys(written)
            #expect(read.count == 1 && form(read[0]) == form(key), "\(written)")
        }
        #expect(try KeyNotation.keys(Self.sampleKeys.map(\.description).joined()) == Self.sampleKeys)
    }

    @Test("Notation errors say what is wrong with the modifiers")
    func notationErrors() {
        #expect(throws: KeyNotation.ParseError(reason: "a modifier given twice in <s-s-up>", offset: 1)) {
            try KeyNotation.keys("a<s-s-up>")
        }
        #expect(throws: KeyNotation.ParseError(reason: "<resize> takes no modifiers", offset: 0)) {
            try KeyNotation.keys("<a-resize>")
        }
        #expect(
            throws: KeyNotation.ParseError(
                reason: "<c-1>: terminals send Ctrl only with a letter or one of @ \\ ] ^ _", offset: 0)
        ) {
            try KeyNotation.keys("<c-1>")
        }
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.keys("<c-space>") }
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.keys("<c-a-é>") }
        #expect(throws: KeyNotation.ParseError(reason: "unknown key name <x-up>", offset: 0)) {
            try KeyNotation.keys("<x-up>")
        }
        #expect(throws: KeyNotation.ParseError(reason: "unknown key name <s-upp>", offset: 0)) {
            try KeyNotation.keys("<s-upp>")
        }
    }

    @Test("ncurses' Shift key codes (KEY_SR, KEY_SLEFT, KEY_SDC…) are Shift and the key")
    @MainActor
    func shiftKeyCodes() {
        let codes: [(Int32, Key)] = [
            (KEY_SR, .up), (KEY_SF, .down), (KEY_SLEFT, .left), (KEY_SRIGHT, .right), (KEY_SHOME, .home),
            (KEY_SEND, .end), (KEY_SPREVIOUS, .pageUp), (KEY_SNEXT, .pageDown), (KEY_SDC, .delete),
            (KEY_SIC, .insert),
        ]
        for (code, key) in codes {
            let decoded = Key(cursesStatus: KEY_CODE_YES, value: UInt32(code))
            #expect(decoded == .modified(key, .shift), "code \(code)")
        }
        #expect(Key(cursesStatus: KEY_CODE_YES, value: UInt32(KEY_UP)) == .up)
        #expect(Key(cursesStatus: KEY_CODE_YES, value: UInt32(KEY_BTAB)) == .backTab)
        #expect(Key(cursesStatus: KEY_CODE_YES, value: UInt32(KEY_F0 + 12)) == .function(12))
        #expect(Key(cursesStatus: OK, value: 0x03) == .control("c"))
        #expect(Key(cursesStatus: ERR, value: 0) == nil)
    }

    @Test("ncurses' extended key names: kUP3 is Alt-Up, kRIT5 Ctrl-Right, kDN Shift-Down")
    func extendedNames() {
        let names: [(String, Key)] = [
            ("kUP", Key.up.with(.shift)), ("kUP3", Key.up.with(.alt)), ("kUP4", Key.up.with([.shift, .alt])),
            ("kRIT5", Key.right.with(.control)), ("kLFT6", Key.left.with([.control, .shift])),
            ("kDN7", Key.down.with([.control, .alt])), ("kHOM8", Key.home.with([.control, .alt, .shift])),
            ("kEND2", Key.end.with(.shift)), ("kPRV5", Key.pageUp.with(.control)),
            ("kNXT3", Key.pageDown.with(.alt)), ("kDC5", Key.delete.with(.control)),
            ("kIC6", Key.insert.with([.control, .shift])),
        ]
        for (name, key) in names {
            #expect(CursesKeyCode.key(extendedName: name) == key, "\(name)")
        }
        for name in ["kUP1", "kUP0", "kUP17", "kFOO5", "kxOUT", ""] {
            #expect(CursesKeyCode.key(extendedName: name) == nil, "\(name)")
        }
        #expect(CursesKeyCode.key(extendedName: "kDC") == Key.delete.with(.shift))
    }

    @Test("Numbered F-keys take their meaning from the terminfo string: xterm's kf13 is Shift-F1, the console's is F13")
    func numberedFunctionKeys() {
        let strings: [(String, Key?)] = [
            ("\u{1B}[1;2P", Key.function(1).with(.shift)),  // xterm kf13
            ("\u{1B}[15;5~", Key.function(5).with(.control)),  // xterm kf29
            ("\u{1B}[24;6~", Key.function(12).with([.control, .shift])),  // xterm kf48
            ("\u{1B}[1;3S", Key.function(4).with(.alt)),  // xterm kf52
            ("\u{1B}[1;4R", Key.function(3).with([.shift, .alt])),  // xterm kf63
            ("\u{1B}[25~", .function(13)),  // linux and rxvt kf13: the VT220's F13, no modifiers
            ("\u{1B}OP", nil), ("\u{1B}[", nil), ("", nil),
        ]
        for (string, key) in strings {
            #expect(XtermSequence.decodeKey(terminfo: Array(string.utf8)) == key, "\(string.debugDescription)")
        }
    }

    @Test("xterm's modifier numbers: 2 Shift, 3 Alt, 4 Shift-Alt, 5 Ctrl, 6 Ctrl-Shift, 7 Ctrl-Alt, 8 all")
    func xtermModifierNumbers() {
        let expected: [KeyModifiers] = [
            [], .shift, .alt, [.shift, .alt], .control, [.control, .shift], [.control, .alt],
            [.control, .alt, .shift],
        ]
        for (index, modifiers) in expected.enumerated() {
            #expect(KeyModifiers(xtermParameter: index + 1) == modifiers, "parameter \(index + 1)")
        }
        // 9…16 add Meta (8), taken as Alt: 9 Meta, 13 Meta-Ctrl.
        #expect(KeyModifiers(xtermParameter: 9) == .alt)
        #expect(KeyModifiers(xtermParameter: 13) == [.alt, .control])
        #expect(KeyModifiers(xtermParameter: 0) == nil)
        #expect(KeyModifiers(xtermParameter: 17) == nil)
    }

    /// Every named key and a few characters, unmodified and with each modifier
    /// combination terminals can send, in the one form.
    static let sampleKeys: [Key] = {
        let bases: [Key] = [
            "a", "Z", "@", "\\", "]", "^", "_", .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up,
            .down, .left, .right, .home, .end, .pageUp, .pageDown, .function(1), .function(12), .function(40),
        ]
        // Terminals send Ctrl with none of these.
        let withoutControl: [Key] = ["é", "<", ">", " ", "-", "1"]
        var keys: [Key] = []
        for raw in UInt8(0)...7 {
            let modifiers = KeyModifiers(rawValue: raw)
            for base in bases + (modifiers.contains(.control) ? [] : withoutControl) {
                let key = base.with(modifiers)
                if !keys.contains(where: { form($0) == form(key) }) { keys.append(key) }
            }
        }
        return keys
    }()
}

/// The form a key was written in, case by case (equality compares the one form, so it
/// cannot tell `.modified(.up, [])` from `.up`; this can).
func form(_ key: Key) -> String {
    switch key {
    case .modified(let base, let modifiers): "modified(\(form(base)), \(modifiers.rawValue))"
    case .control(let character): "control(\(character.debugDescription))"
    case .character(let character): "character(\(character.debugDescription))"
    default: key.description
    }
}
