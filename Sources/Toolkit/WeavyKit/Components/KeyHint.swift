/// One entry of the status line: the keys, and what they do.
///
/// When the status line is too narrow for every hint, hints give way by ``priority``
/// (see ``StatusLine``): first their labels shorten to ``shortAction``, then they show
/// their keys only, then the least important go. ``Priority/essential`` hints — the way
/// back, help — never go.
public struct KeyHint: Hashable, Sendable {
    /// How much a hint matters when the status line is short of room.
    public enum Priority: Int, Comparable, Hashable, Sendable {
        /// Known without being told (arrows move): the first to give way.
        case low
        /// The default.
        case normal
        /// What the screen is for (open, save): gives way after the others.
        case high
        /// Never leaves the status line (back, help); at worst it shows its keys only.
        case essential

        /// Whether `left` gives way before `right`: lower priorities leave the status line first.
        public static func < (left: Priority, right: Priority) -> Bool { left.rawValue < right.rawValue }
    }

    /// The keys as shown, e.g. `"↑↓"` or `"Enter"`.
    public var keys: String
    /// What they do, e.g. `"move"`.
    public var action: String
    /// A shorter label for a narrow status line (`"tab"` for `"switch tab"`); `nil` goes
    /// straight to the keys alone.
    public var shortAction: String?
    /// How much the hint matters when room is short.
    public var priority: Priority
    /// The keys the hint stands for, which the window checks against the routing: the
    /// hint shows only while each of them would reach the component or binding that
    /// offers it (see ``Component/takes(_:)``). Read from ``keys`` unless given
    /// (`"↑↓"` is Up and Down, `"PgUp/PgDn"` Page Up and Page Down, `"q"` the letter);
    /// empty for a label the window cannot read, and such a hint is never hidden.
    public var triggers: [Key]

    /// Creates a hint.
    ///
    /// - Parameters:
    ///   - keys: the keys as shown.
    ///   - action: what they do.
    ///   - shortAction: a shorter label for a narrow status line.
    ///   - priority: how much the hint matters when room is short.
    ///   - triggers: the keys the hint stands for; `nil` reads them from `keys`.
    public init(
        _ keys: String, _ action: String, short shortAction: String? = nil, priority: Priority = .normal,
        triggers: [Key]? = nil
    ) {
        self.keys = keys
        self.action = action
        self.shortAction = shortAction
        self.priority = priority
        self.triggers = triggers ?? KeyHint.keys(named: keys)
    }
}

extension KeyHint: ExpressibleByStringLiteral {
    /// A hint with only its label: `"quit"`. A window binding fills in the keys with the
    /// bound key's name (`q quit`); elsewhere it shows the label alone.
    public init(stringLiteral action: String) {
        self.init("", action)
    }

    /// How the status line names `key`: `q`, `Enter`, `Esc`, `Ctrl-C`, `F1`, `↑`.
    public static func label(for key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .control(let character): "Ctrl-\(character.uppercased())"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .insert: "Ins"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let number): "F\(number)"
        case .modified(let base, let modifiers): modifiers.hintPrefix + label(for: base)
        case .resize, .mouse, .paste, .unknown, .focusGained, .focusLost, .released, .repeated:
            KeyNotation.notation(for: key)
        }
    }
}

extension KeyModifiers {
    /// `Super-`, `Hyper-`, `Meta-`, `Ctrl-`, `Alt-`, `Shift-` in that order, for a hint.
    fileprivate var hintPrefix: String {
        (contains(.super) ? "Super-" : "") + (contains(.hyper) ? "Hyper-" : "") + (contains(.meta) ? "Meta-" : "")
            + (contains(.control) ? "Ctrl-" : "") + (contains(.alt) ? "Alt-" : "") + (contains(.shift) ? "Shift-" : "")
    }
}
