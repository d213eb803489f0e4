extension Key {
    /// This key with `modifiers` added to those it has, in the one form the decoder
    /// produces (see "Modifiers" in ``Key``): `Key.up.with(.shift)` is Shift-Up,
    /// `Key("x").with(.alt)` is Alt-x, `Key("c").with(.control)` is `.control("c")`.
    ///
    /// Mouse reports, resizes, pastes, focus events, releases, repeats and unknown keys
    /// take no modifiers: they come back as they are.
    public func with(_ modifiers: KeyModifiers) -> Key {
        Key.compose(unmodified, self.modifiers.union(modifiers))
    }

    /// The modifiers held with this key; Ctrl for ``control(_:)``. Empty for a
    /// character, whatever its case: Shift is part of a capital letter.
    public var modifiers: KeyModifiers {
        switch self {
        case .modified(let key, let modifiers): modifiers.union(key.modifiers)
        case .control(let character): character.isASCIIUppercaseLetter ? [.control, .shift] : .control
        default: []
        }
    }

    /// This key without its modifiers: `.up` for Ctrl-Shift-Up, `"c"` for Ctrl-C.
    /// `key.unmodified.with(key.modifiers) == key` for every key.
    public var unmodified: Key {
        switch self {
        case .modified(let key, _): key.unmodified
        case .control(let character): .character(character.asciiLowercased)
        default: self
        }
    }

    /// The one form of this key that ``with(_:)`` produces.
    var canonical: Key {
        switch self {
        case .modified, .control: Key.compose(unmodified, modifiers)
        default: self
        }
    }

    /// Whether modifiers can be added to this key.
    var takesModifiers: Bool {
        switch self {
        case .mouse, .resize, .unknown, .paste, .focusGained, .focusLost, .released, .repeated: false
        default: true
        }
    }

    /// Builds the canonical key for `base` (no ``modified(_:_:)`` or ``control(_:)``)
    /// held with `modifiers`.
    private static func compose(_ base: Key, _ modifiers: KeyModifiers) -> Key {
        var modifiers = modifiers
        var base = base
        guard base.takesModifiers else { return base }
        switch base {
        case .character(let character) where modifiers.contains(.control):
            modifiers.remove(.control)
            if character.isASCIIUppercaseLetter { modifiers.insert(.shift) }
            base = .control(character.asciiLowercased)
        case .character(let character) where modifiers.contains(.shift) && character.isASCIILetter:
            modifiers.remove(.shift)
            base = .character(character.uppercased().first ?? character)
        case .tab where modifiers.contains(.shift), .backTab:
            modifiers.remove(.shift)
            base = .backTab
        default:
            break
        }
        return modifiers.isEmpty ? base : .modified(base, modifiers)
    }
}

extension Key: Hashable {
    /// Whether two keys are the same key with the same modifiers (compared in their
    /// canonical form, see "Modifiers" in ``Key``).
    public static func == (lhs: Key, rhs: Key) -> Bool {
        let (left, right) = (lhs.canonical, rhs.canonical)
        switch (left, right) {
        case (.character(let a), .character(let b)), (.control(let a), .control(let b)): return a == b
        case (.function(let a), .function(let b)), (.unknown(let a), .unknown(let b)): return a == b
        case (.mouse(let a), .mouse(let b)): return a == b
        case (.paste(let a), .paste(let b)): return a == b
        case (.released(let a), .released(let b)), (.repeated(let a), .repeated(let b)): return a == b
        case (.modified(let a, let m), .modified(let b, let n)): return m == n && a == b
        default: return left.caseNumber == right.caseNumber && left.hasNoPayload
        }
    }

    /// Hashes the key in its canonical form, so that keys that are equal (`.modified("a", .control)` and `.control("a")`) hash alike.
    public func hash(into hasher: inout Hasher) {
        let key = canonical
        hasher.combine(key.caseNumber)
        switch key {
        case .character(let character), .control(let character): hasher.combine(character)
        case .function(let number), .unknown(let number): hasher.combine(number)
        case .mouse(let event): hasher.combine(event)
        case .paste(let text): hasher.combine(text)
        case .released(let key), .repeated(let key): hasher.combine(key)
        case .modified(let base, let modifiers):
            hasher.combine(base)
            hasher.combine(modifiers)
        default: break
        }
    }

    private var hasNoPayload: Bool {
        switch self {
        case .character, .control, .function, .unknown, .mouse, .modified, .paste, .released, .repeated: false
        default: true
        }
    }

    private var caseNumber: Int {
        switch self {
        case .character: 0
        case .control: 1
        case .enter: 2
        case .escape: 3
        case .tab: 4
        case .backTab: 5
        case .backspace: 6
        case .delete: 7
        case .insert: 8
        case .up: 9
        case .down: 10
        case .left: 11
        case .right: 12
        case .home: 13
        case .end: 14
        case .pageUp: 15
        case .pageDown: 16
        case .function: 17
        case .resize: 18
        case .mouse: 19
        case .unknown: 20
        case .modified: 21
        case .paste: 22
        case .focusGained: 23
        case .focusLost: 24
        case .released: 25
        case .repeated: 26
        }
    }
}

extension Character {
    // From the ASCII value: no Unicode property lookup for keys compared on every press.
    var isASCIILetter: Bool { asciiValue.map { (65...90).contains($0 & 0xDF) } ?? false }
    var isASCIIUppercaseLetter: Bool { asciiValue.map { (65...90).contains($0) } ?? false }
    /// The lowercase letter for an ASCII capital, else the character itself.
    var asciiLowercased: Character { isASCIIUppercaseLetter ? lowercased().first ?? self : self }
}
