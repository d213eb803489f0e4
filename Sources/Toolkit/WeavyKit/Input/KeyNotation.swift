/// Reading and writing keys as text: `abc<enter><c-x><f5><lt><a-x><s-up><c-s-right>`.
///
/// Plain characters stand for themselves; names in angle brackets stand for the other
/// keys: `<enter> <esc> <tab> <btab> <up> <down> <left> <right> <home> <end> <pgup>
/// <pgdn> <bs> <del> <ins> <f1>…<f63> <c-a>…<c-z> <space> <lt> <gt> <focus> <blur>` (`<lt>`
/// and `<gt>` are `<` and `>`, `<focus>` and `<blur>` the terminal's focus events).
///
/// Modifiers go before the name, each as a letter and a dash: `c-` Ctrl, `a-` Alt (or
/// `m-`, Meta), `s-` Shift, `d-` Super, `h-` Hyper, in any order: `<a-x>` is Alt-x, `<s-up>` Shift-Up,
/// `<c-right>` Ctrl-Right, `<c-s-up>` Ctrl-Shift-Up, `<a-f4>` Alt-F4, `<a-X>` Alt-Shift-x.
/// Keys are written back with the prefixes in the order `d-h-c-a-s-` (the kitty keyboard
/// protocol's separate Meta key has no prefix). A released or repeated key (reported
/// only when asked) is written `<release …>` or `<repeat …>`, which do not read back.
///
/// Names and prefixes are case-insensitive, except a single character after an Alt or
/// Shift prefix, which is that character (`<a-X>` is not `<a-x>`).
///
/// Ctrl goes with what terminals send it with: a letter, `@ \ ] ^ _`, or a named key.
/// Ctrl with a letter reads as the terminal sends it: `<c-i>` is Tab, `<c-m>` Enter,
/// `<c-h>` Backspace, `<C-X>` the same as `<c-x>`. So the few keys no terminal sends
/// (such as `.control("i")` or `.control("1")`) are written in a notation that reads
/// back as another key or not at all; every key a terminal sends reads back as itself.
public enum KeyNotation {
    /// A key sequence that could not be read.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was wrong.
        public let reason: String
        /// Where, in characters from the start.
        public let offset: Int

        /// Creates an error for `reason` at `offset`.
        public init(reason: String, offset: Int) {
            self.reason = reason
            self.offset = offset
        }

        /// A sentence naming the character (counted from 1) where the notation went wrong, and why.
        public var description: String { "bad key sequence at character \(offset + 1): \(reason)" }
    }

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "cr": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "btab": .backTab, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown, "bs": .backspace, "backspace": .backspace,
        "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert, "space": " ",
        "lt": "<", "gt": ">", "resize": .resize, "focus": .focusGained, "blur": .focusLost,
    ]

    /// The characters besides letters that terminals send with Ctrl, as control codes.
    private static let controlSymbols: Set<Character> = ["@", "\\", "]", "^", "_"]

    private static let prefixes: [Character: KeyModifiers] = [
        "c": .control, "a": .alt, "m": .alt, "s": .shift, "d": .super, "h": .hyper,
    ]

    /// Parses `notation` into keys, or throws a ``ParseError`` naming the problem and
    /// where it is.
    public static func keys(_ notation: String) throws -> [Key] {
        var keys: [Key] = []
        let characters = Array(notation)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else {
                keys.append(.character(character))
                index += 1
                continue
            }
            guard let close = characters[(index + 1)...].firstIndex(of: ">") else {
                throw ParseError(reason: "'<' without a closing '>' (write <lt> for '<')", offset: index)
            }
            keys.append(try key(named: characters[(index + 1)..<close], offset: index))
            index = close + 1
        }
        return keys
    }

    private static func key(named name: ArraySlice<Character>, offset: Int) throws -> Key {
        var rest = name
        var modifiers: KeyModifiers = []
        while rest.count > 2, rest[rest.startIndex + 1] == "-",
            let modifier = prefixes[Character(rest[rest.startIndex].lowercased())]
        {
            guard !modifiers.contains(modifier) else {
                throw ParseError(reason: "a modifier given twice in <\(String(name))>", offset: offset)
            }
            modifiers.insert(modifier)
            rest = rest.dropFirst(2)
        }
        if modifiers.contains(.control), rest.count == 1, let letter = rest.first, letter.isASCIILetter {
            // What the terminal sends for Ctrl and a letter, decoded as from the terminal:
            // <c-i> is Tab, <c-m> Enter, <C-X> the same as <c-x>.
            modifiers.remove(.control)
            return KeyDecoder.character(UInt32(letter.asciiValue! | 0x20) - 0x60).with(modifiers)
        }
        guard let base = unmodifiedKey(named: rest) else {
            throw ParseError(reason: "unknown key name <\(String(name).lowercased())>", offset: offset)
        }
        guard modifiers.isEmpty || base.takesModifiers else {
            throw ParseError(reason: "<\(String(rest).lowercased())> takes no modifiers", offset: offset)
        }
        if modifiers.contains(.control), case .character(let character) = base, !controlSymbols.contains(character) {
            throw ParseError(
                reason: "<\(String(name))>: terminals send Ctrl only with a letter or one of @ \\ ] ^ _",
                offset: offset)
        }
        return base.with(modifiers)
    }

    private static func unmodifiedKey(named name: ArraySlice<Character>) -> Key? {
        if name.count == 1, let character = name.first { return .character(character) }
        let lowercased = String(name).lowercased()
        if let key = named[lowercased] { return key }
        guard lowercased.hasPrefix("f"), let number = Int(lowercased.dropFirst()), (1...63).contains(number) else {
            return nil
        }
        return .function(number)
    }

    /// The notation for one key, as ``keys(_:)`` reads it.
    public static func notation(for key: Key) -> String {
        switch key.canonical {
        case .character("<"): "<lt>"
        case .character(" "): "<space>"
        case .character(let character): String(character)
        case .mouse(let event): "<mouse \(event.kind) \(event.location.column),\(event.location.row)>"
        case .unknown(let code): "<unknown \(code)>"
        case .paste(let text): "<paste \(text.count) characters>"
        case .released(let key): "<release \(notation(for: key))>"
        case .repeated(let key): "<repeat \(notation(for: key))>"
        case .control, .modified: "<\(key.modifiers.notationPrefix)\(name(of: key.unmodified))>"
        case let named: "<\(name(of: named))>"
        }
    }

    /// The name of an unmodified key inside the angle brackets.
    private static func name(of key: Key) -> String {
        switch key {
        case .character(let character): name(of: character)
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "btab"
        case .backspace: "bs"
        case .delete: "del"
        case .insert: "ins"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .function(let number): "f\(number)"
        case .resize: "resize"
        case .focusGained: "focus"
        case .focusLost: "blur"
        case .control, .mouse, .unknown, .modified, .paste, .released, .repeated: notation(for: key)
        }
    }

    private static func name(of character: Character) -> String {
        switch character {
        case "<": "lt"
        case ">": "gt"
        case " ": "space"
        default: String(character)
        }
    }
}

extension Key: CustomStringConvertible {
    /// The key in ``KeyNotation``.
    public var description: String { KeyNotation.notation(for: self) }
}
