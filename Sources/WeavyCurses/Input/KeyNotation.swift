/// Reading and writing keys as text: `abc<enter><c-x><f5><lt>`.
///
/// Plain characters stand for themselves; names in angle brackets stand for the other
/// keys: `<enter> <esc> <tab> <btab> <up> <down> <left> <right> <home> <end> <pgup>
/// <pgdn> <bs> <del> <ins> <f1>…<f12> <c-a>…<c-z> <space> <lt>` (the last one is `<`
/// itself). Names are case-insensitive.
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

        public var description: String { "bad key sequence at character \(offset + 1): \(reason)" }
    }

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "cr": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "btab": .backTab, "s-tab": .backTab, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown, "bs": .backspace, "backspace": .backspace,
        "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert, "space": " ",
        "lt": "<", "resize": .resize,
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
            guard let close = characters[index...].firstIndex(of: ">") else {
                throw ParseError(reason: "'<' without a closing '>' (write <lt> for '<')", offset: index)
            }
            let name = String(characters[(index + 1)..<close]).lowercased()
            keys.append(try key(named: name, offset: index))
            index = close + 1
        }
        return keys
    }

    private static func key(named name: String, offset: Int) throws -> Key {
        if let key = named[name] { return key }
        if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isASCII, letter.isLetter {
            // What the terminal sends for Ctrl and a letter (a lowercase one: the name was
            // lowercased), decoded as from the terminal: <c-i> is Tab, <c-m> Enter.
            return KeyDecoder.character(UInt32(letter.asciiValue! - 0x60))
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...63).contains(number) {
            return .function(number)
        }
        throw ParseError(reason: "unknown key name <\(name)>", offset: offset)
    }

    /// The notation for one key, as ``keys(_:)`` reads it.
    public static func notation(for key: Key) -> String {
        switch key {
        case .character("<"): "<lt>"
        case .character(" "): "<space>"
        case .character(let character): String(character)
        case .control(let letter): "<c-\(letter)>"
        case .enter: "<enter>"
        case .escape: "<esc>"
        case .tab: "<tab>"
        case .backTab: "<btab>"
        case .backspace: "<bs>"
        case .delete: "<del>"
        case .insert: "<ins>"
        case .up: "<up>"
        case .down: "<down>"
        case .left: "<left>"
        case .right: "<right>"
        case .home: "<home>"
        case .end: "<end>"
        case .pageUp: "<pgup>"
        case .pageDown: "<pgdn>"
        case .function(let number): "<f\(number)>"
        case .resize: "<resize>"
        case .mouse(let event): "<mouse \(event.kind) \(event.location.column),\(event.location.row)>"
        case .unknown(let code): "<unknown \(code)>"
        }
    }
}

extension Key: CustomStringConvertible {
    /// The key in ``KeyNotation``.
    public var description: String { KeyNotation.notation(for: self) }
}
