extension Window {
    /// Binds `key` window-wide.
    ///
    /// - Parameters:
    ///   - hint: shown in the status line, after the focused component's hints.
    ///   - overridesFocus: when `true` the key always triggers the binding, even while a
    ///     text field has the focus (use it for Ctrl-C). Otherwise the binding only gets
    ///     keys the focused components and their containers did not use.
    public func bind(
        _ key: Key, hint: KeyHint? = nil, overridesFocus: Bool = false, action: @escaping @MainActor () -> Void
    ) {
        bindings.removeAll { $0.key == key }
        bindings.append(
            KeyBinding(key: key, hint: hint, phase: overridesFocus ? .beforeFocus : .afterFocus, action: action))
        statusLayer?.needsDisplay = true
    }

    /// Removes the binding of `key`.
    public func unbind(_ key: Key) {
        bindings.removeAll { $0.key == key }
    }

    /// Routes one key: bindings that override the focus, then the focused chain from
    /// the innermost component outwards, then the other bindings. Returns whether
    /// anything used it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if key == .resize {
            relayout()
            return true
        }
        if let binding = bindings.first(where: { $0.phase == .beforeFocus && $0.key == key }) {
            binding.action()
            setNeedsDisplay()
            return true
        }
        guard !isTooSmall else { return false }
        if case .mouse(let event) = key {
            return routeMouse(event)
        }
        let chain = focusChain
        for component in chain.reversed() where component.handle(key) {
            component.setNeedsDisplay()
            return true
        }
        if let binding = bindings.first(where: { $0.phase == .afterFocus && $0.key == key }) {
            binding.action()
            setNeedsDisplay()
            return true
        }
        return false
    }

    /// Sends a mouse event to the deepest shown component under it, then up its
    /// containers. Outside the top modal, events are ignored (the modal is modal).
    private func routeMouse(_ event: MouseEvent) -> Bool {
        let root: Component = modalFrames.last ?? content
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
            component.setNeedsDisplay()
            return true
        }
        setNeedsDisplay(layerOf: root)
        return false
    }
}
