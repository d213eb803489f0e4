extension KeyHint {
    /// The keys a hint's label names, read back from the names ``label(for:)`` gives:
    /// `"Enter"`, `"q"`, `"Ctrl-S"`, `"↑↓"` (each arrow), `"J/K"` and `"PgUp/PgDn"` (each
    /// side of the slash). Empty when a part is not a key's name.
    static func keys(named label: String) -> [Key] {
        if let key = key(named: label) { return [key] }
        let parts = label.contains("/") ? label.split(separator: "/").map(String.init) : label.map(String.init)
        var keys: [Key] = []
        keys.reserveCapacity(parts.count)
        for part in parts {
            guard let key = key(named: part) else { return [] }
            keys.append(key)
        }
        return keys
    }

    /// The key named `name` in a hint, if it is one.
    private static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first {
            switch character {
            case "↑": return .up
            case "↓": return .down
            case "←": return .left
            case "→": return .right
            default: return character.isWhitespace ? nil : .character(character)
            }
        }
        if let key = namedKeys[name] { return key }
        if name.hasPrefix("Ctrl-"), name.count == 6, let letter = name.last {
            return .control(Character(letter.lowercased()))
        }
        if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            return .function(number)
        }
        return nil
    }

    private static let namedKeys: [String: Key] = [
        "Enter": .enter, "Esc": .escape, "Tab": .tab, "Shift-Tab": .backTab, "Space": .character(" "),
        "Backspace": .backspace, "Del": .delete, "Ins": .insert, "Home": .home, "End": .end,
        "PgUp": .pageUp, "PgDn": .pageDown,
    ]
}
