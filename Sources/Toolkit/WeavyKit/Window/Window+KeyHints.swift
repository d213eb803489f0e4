/// The status line's hints, derived from the routing: a hint shows only while its keys
/// would reach the component or binding that offers it.
extension Window {
    /// The hints the status line shows: the focused component's first, then its
    /// containers', then the window's bindings'.
    public var keyHints: [KeyHint] {
        let groups = keyHintGroups
        return groups.screen + groups.app
    }

    /// The status line's two groups: the focused screen's hints (the components below
    /// the innermost container, innermost first), and the navigation and app-wide ones,
    /// which stay at the right: the containers' and everything above them, then the
    /// window's bindings'. A key is listed once, and only by what it reaches: a hint
    /// whose key a component nearer the focus takes (see ``Component/takes(_:)``) is
    /// left out.
    public var keyHintGroups: (screen: [KeyHint], app: [KeyHint]) {
        let groups = routedHintGroups(of: focusChain)
        return (groups.screen.map(\.hint), groups.app.map(\.hint))
    }

    /// The hints the status line shows, each with what its keys reach now.
    public var routedKeyHints: [RoutedKeyHint] {
        let groups = routedHintGroups(of: focusChain)
        return groups.screen + groups.app
    }

    /// What `key` would reach if it were pressed now, or `nil` for nothing; asking
    /// changes nothing. The same answer the status line's hints are derived from: the
    /// bindings that override the focus, then the focus chain from the innermost
    /// component outwards (each component's ``Component/takes(_:)`` and its own hints'
    /// keys, and the screen's focus ring for Tab and Shift-Tab), then the other bindings.
    public func receiver(of key: Key) -> KeyReceiver? {
        if activeBinding(of: key, in: .beforeFocus) != nil { return .binding(key) }
        let chain = focusChain
        let ringLevel = key == .tab || key == .backTab ? focusRingLevel(in: chain) : nil
        var index = chain.count - 1
        while index >= 0 {
            let component = chain[index]
            if component.takes(key) || component.keyHints.contains(where: { $0.triggers.contains(key) }) {
                return KeyReceiver(component)
            }
            if index == ringLevel, focusRingMoves(at: index, in: chain) { return .focusRing }
            index -= 1
        }
        return activeBinding(of: key, in: .afterFocus) != nil ? .binding(key) : nil
    }

    /// The status line's groups for the focus chain `chain`.
    func keyHintGroups(of chain: [Component]) -> (screen: [KeyHint], app: [KeyHint]) {
        let groups = routedHintGroups(of: chain)
        return (groups.screen.map(\.hint), groups.app.map(\.hint))
    }

    /// The status line's groups for `chain`, with what each hint reaches.
    func routedHintGroups(of chain: [Component]) -> (screen: [RoutedKeyHint], app: [RoutedKeyHint]) {
        var split = chain.count - 1
        while split > 0, !chain[split].isContainer { split -= 1 }
        // Each component's hints, asked once; only a component below one that relabels has
        // hints to relabel.
        let firstRelabelling = chain.firstIndex { !$0.keyHintLabels.isEmpty } ?? chain.count
        var hintsByLevel: [[KeyHint]] = []
        hintsByLevel.reserveCapacity(chain.count)
        for index in chain.indices {
            hintsByLevel.append(
                index > firstRelabelling ? relabelledHints(of: index, in: chain) : chain[index].keyHints)
        }
        // Below the innermost container is the ring's screen; with no container, the content.
        let container = chain[split].isContainer ? split : split - 1
        var ringLevel = focusRingLevel(belowContainerAt: container, in: chain)
        if let level = ringLevel, !focusRingMoves(at: level, in: chain) { ringLevel = nil }
        let claims = KeyClaims(
            chain: chain, hintsByLevel: hintsByLevel, ringLevel: ringLevel, overriding: overridingKeys)
        // The keys listed so far: a dozen or so, searched faster than hashed.
        var seen: [String] = []
        seen.reserveCapacity(16)
        func isNew(_ hint: KeyHint) -> Bool {
            // Lengths first: comparing text that is not ASCII checks its normalization.
            let length = hint.keys.utf8.count
            guard !seen.contains(where: { $0.utf8.count == length && $0 == hint.keys }) else { return false }
            seen.append(hint.keys)
            return true
        }
        var screen: [RoutedKeyHint] = []
        var app: [RoutedKeyHint] = []
        screen.reserveCapacity(8)
        app.reserveCapacity(8)
        // Innermost first, each key once, and only when no component nearer the focus takes it.
        for index in stride(from: chain.count - 1, through: 0, by: -1) {
            for hint in hintsByLevel[index] where claims.reach(hint.triggers, level: index) && isNew(hint) {
                let routed = RoutedKeyHint(hint: hint, receiver: KeyReceiver(chain[index]))
                if index > split { screen.append(routed) } else { app.append(routed) }
            }
            if index == ringLevel, claims.reach([.tab, .backTab], level: index) {
                let hint = KeyHint("Tab", "focus next", short: "next", priority: .low, triggers: [.tab, .backTab])
                if isNew(hint) { screen.append(RoutedKeyHint(hint: hint, receiver: .focusRing)) }
            }
        }
        for binding in activeBindings {
            guard let hint = binding.hint else { continue }
            let reaches = binding.phase == .beforeFocus || claims.reach([binding.key], level: -1)
            if reaches, isNew(hint) { app.append(RoutedKeyHint(hint: hint, receiver: .binding(binding.key))) }
        }
        return (screen, app)
    }

    /// The keys of the active bindings that override the focus: no component gets them.
    private var overridingKeys: [Key] {
        var keys: [Key] = []
        for binding in activeBindings where binding.phase == .beforeFocus { keys.append(binding.key) }
        return keys
    }

    /// The hints of `chain[index]`, relabelled by the innermost of itself and its
    /// ancestors that relabels them (an empty label hides the hint).
    private func relabelledHints(of index: Int, in chain: [Component]) -> [KeyHint] {
        let originals = chain[index].keyHints
        var hints: [KeyHint] = []
        hints.reserveCapacity(originals.count)
        for original in originals {
            var hint = original
            var hidden = false
            var ancestor = index
            while ancestor >= 0 {
                if let label = chain[ancestor].keyHintLabels[hint.keys] {
                    hidden = label.isEmpty
                    hint.action = label
                    hint.shortAction = nil
                    break
                }
                ancestor -= 1
            }
            if !hidden { hints.append(hint) }
        }
        return hints
    }
}

/// Which keys the components of a focus chain take, for the status line: the routing's
/// answer, asked without pressing anything.
@MainActor
private struct KeyClaims {
    let chain: [Component]
    let hintsByLevel: [[KeyHint]]
    /// Where the screen's focus ring takes Tab and Shift-Tab, if it moves now.
    let ringLevel: Int?
    /// Keys the window's bindings take before any component.
    let overriding: [Key]

    init(chain: [Component], hintsByLevel: [[KeyHint]], ringLevel: Int?, overriding: [Key]) {
        self.chain = chain
        self.hintsByLevel = hintsByLevel
        self.ringLevel = ringLevel
        self.overriding = overriding
    }

    /// Whether every one of `keys` reaches the component at `level` of the chain (`-1`
    /// for the window, past the whole chain): no binding overrides it and no component
    /// nearer the focus takes it, by its ``Component/takes(_:)`` or one of its hints,
    /// and the focus ring of a screen nearer the focus does not take it.
    func reach(_ keys: [Key], level: Int) -> Bool {
        for key in keys {
            if overriding.contains(key) { return false }
            var index = chain.count - 1
            while index > level {
                if chain[index].takes(key) { return false }
                for hint in hintsByLevel[index] where hint.triggers.contains(key) { return false }
                index -= 1
            }
            if key == .tab || key == .backTab, let ringLevel, ringLevel > level { return false }
        }
        return true
    }
}
