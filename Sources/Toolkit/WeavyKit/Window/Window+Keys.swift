extension Window {
    /// Binds `key` window-wide: `action` runs with the window when the key is pressed.
    ///
    /// ```swift
    /// window.bind("q", hint: "quit") { window in window.quit() }
    /// ```
    ///
    /// The action receives the window, so it never needs to capture it (capturing the
    /// window strongly would make a cycle: the window keeps its bindings). While a modal
    /// is up, bindings wait (the modal is modal: `s` does not open the settings over a
    /// "Discard draft?" dialog, `q` does not quit from it) unless they are made to work
    /// under modals; the status line shows only the keys that work now.
    ///
    /// - Parameters:
    ///   - key: the key to bind; binding it again replaces the earlier binding.
    ///   - hint: shown in the status line, after the focused component's hints. A string
    ///     is the label, shown after the key's name (`"quit"` shows `q quit`).
    ///   - overridesFocus: when `true` the key always triggers the binding, even while a
    ///     text field has the focus (use it for Ctrl-C). Otherwise the binding only gets
    ///     keys the focused components and their containers did not use.
    ///   - worksUnderModals: when `true` the binding also works while a modal is up (a
    ///     help key, Ctrl-C). Off by default.
    ///   - action: what the key does, on the main actor, given the window.
    public func bind(
        _ key: Key, hint: KeyHint? = nil, overridesFocus: Bool = false, worksUnderModals: Bool = false,
        action: @escaping @MainActor (Window) -> Void
    ) {
        var hint = hint
        if hint?.keys.isEmpty == true { hint?.keys = KeyHint.label(for: key) }
        hint?.triggers = [key]
        bindings.removeAll { $0.key == key }
        bindings.append(
            KeyBinding(
                key: key, hint: hint, phase: overridesFocus ? .beforeFocus : .afterFocus,
                worksUnderModals: worksUnderModals, action: action))
        statusLayer?.needsDisplay = true
        requestFrame()
    }

    /// Binds `key` window-wide to an action that does not need the window (see
    /// `bind(_:hint:overridesFocus:worksUnderModals:action:)`).
    public func bind(
        _ key: Key, hint: KeyHint? = nil, overridesFocus: Bool = false, worksUnderModals: Bool = false,
        action: @escaping @MainActor () -> Void
    ) {
        bind(key, hint: hint, overridesFocus: overridesFocus, worksUnderModals: worksUnderModals) { _ in action() }
    }

    /// The bindings that work now: all of them, or while a modal is up only those made
    /// to work under modals. Filtered as they are read, never copied: every key press
    /// and every frame read them.
    var activeBindings: LazyFilterSequence<[KeyBinding]> {
        let underModal = !modalStack.isEmpty
        return bindings.lazy.filter { !underModal || $0.worksUnderModals }
    }

    /// The active binding of `key` in `phase`.
    func activeBinding(of key: Key, in phase: KeyBinding.Phase) -> KeyBinding? {
        activeBindings.first { $0.phase == phase && $0.key == key }
    }

    /// Removes the binding of `key`.
    public func unbind(_ key: Key) {
        bindings.removeAll { $0.key == key }
        statusLayer?.needsDisplay = true
        requestFrame()
    }

    /// Routes one key: bindings that override the focus, then the focused chain from
    /// the innermost component outwards (Tab and Shift-Tab that the screen does not use
    /// go round its focus ring before its containers get them, see
    /// ``Component/focus(_:)``), then the other bindings. Returns what happened:
    /// whether anything used the key, and whether it asked the window to end
    /// (``quit(_:)``) or to leave the terminal (Ctrl-Z). The window's run loop acts on the
    /// answer; a host that feeds keys itself reads it the same way.
    @discardableResult
    public func handle(_ key: Key) -> WindowResponse {
        let used = route(key)
        if let requested = takeRequestedResponse() { return requested }
        return used ? .handled : .ignored
    }

    /// The end or suspension asked for since the window was last asked, taken once.
    func takeRequestedResponse() -> WindowResponse? {
        defer { requestedResponse = nil }
        return requestedResponse
    }

    private func route(_ key: Key) -> Bool {
        lastKeyReceiver = nil
        if case .resize = key {
            relayout()
            return true
        }
        if let binding = activeBinding(of: key, in: .beforeFocus) {
            lastKeyReceiver = .binding(key)
            binding.action(self)
            setNeedsDisplay()
            return true
        }
        if isTooSmall {
            // Nothing is shown to take the key, but the window's own bindings work: the
            // way to quit that the message names, above all.
            if case .mouse = key { return false }
            guard let binding = activeBinding(of: key, in: .afterFocus) else {
                return false
            }
            lastKeyReceiver = .binding(key)
            binding.action(self)
            return true
        }
        if case .mouse(let event) = key {
            return handleToastMouse(event) || routeMouse(event)
        }
        let chain = focusChain
        // Only Tab and Shift-Tab look for the screen's ring: a case match, no `Key.==`.
        let ringLevel: Int?
        switch key {
        case .tab, .backTab: ringLevel = focusRingLevel(in: chain)
        default: ringLevel = nil
        }
        var index = chain.count - 1
        while index >= 0 {
            let component = chain[index]
            if component.handle(key) {
                lastKeyReceiver = KeyReceiver(component)
                component.setNeedsDisplay()
                return true
            }
            if index == ringLevel, moveFocusRing(forward: key == .tab, at: index, in: chain) {
                lastKeyReceiver = .focusRing
                return true
            }
            index -= 1
        }
        if let binding = activeBinding(of: key, in: .afterFocus) {
            lastKeyReceiver = .binding(key)
            binding.action(self)
            setNeedsDisplay()
            return true
        }
        return focusFirstStopAndRoute(key, in: chain)
    }

    /// A typed character that nothing took while the screen's ring has stops but none of
    /// them has the focus (a screen that never called ``Component/focus(_:)``, its form's
    /// first field waiting for a Tab): the focus goes to the ring's first stop, which
    /// gets the character, rather than the character being dropped unseen. While a stop
    /// has the focus (a button, which takes no letters), a letter nothing took is
    /// ignored: the focus stays where the user put it.
    private func focusFirstStopAndRoute(_ key: Key, in chain: [Component]) -> Bool {
        guard case .character = key, let level = focusRingLevel(in: chain),
            !focusRingHasFocusedStop(at: level, in: chain),
            focusRingMoves(at: level, in: chain), moveFocusRing(forward: true, at: level, in: chain)
        else { return false }
        let moved = focusChain
        guard moved.count > chain.count else { return true }
        for component in moved.reversed() where component.handle(key) {
            lastKeyReceiver = KeyReceiver(component)
            component.setNeedsDisplay()
            return true
        }
        return true
    }

    /// Sends a mouse event to the deepest shown component under it, then up its
    /// containers. Outside the top modal, events are ignored (the modal is modal).
    private func routeMouse(_ event: MouseEvent) -> Bool {
        let root: Component = modalStack.top ?? content
        guard root.frame.contains(event.location) else { return false }
        var path = [root]
        var node = root
        while let child = node.children.last(where: {
            node.shows($0) && $0.isPresented && $0.frame.contains(event.location)
        }) {
            if event.kind == .press || event.kind == .click || event.kind == .doubleClick {
                node.mouseDidHit(child, with: event)
            }
            path.append(child)
            node = child
        }
        for component in path.reversed() where component.handle(.mouse(event)) {
            lastKeyReceiver = KeyReceiver(component)
            component.setNeedsDisplay()
            return true
        }
        setNeedsDisplay(layerOf: root)
        return false
    }
}
