extension Component {
    /// Gives keys to `child` (one of the children) first, or to none: the default
    /// ``focusedChild``. A component that overrides ``focusedChild`` decides for itself.
    ///
    /// Tab and Shift-Tab move this focus too, when nothing on the focus chain takes them
    /// and no binding does: the window's focus ring goes round the components of the
    /// screen that ``acceptsFocus``, nested in stacks and panels included, in the order
    /// they are drawn. A plain screen with a list and a text area needs no focus mode of
    /// its own:
    ///
    /// ```swift
    /// let screen = VStack([.flexible(list), .fixed(5, notes)])
    /// screen.focus(list)  // Tab goes to the notes and back
    /// ```
    ///
    /// Focusing a component that holds others without giving one of them the focus (a
    /// row of buttons, a stack of screens whose top screen has no focused child) gives it
    /// to the first one inside that the focus ring would stop on: `page.focus(buttons)`
    /// focuses the first enabled button. A stack whose focused child is already set keeps
    /// it.
    public func focus(_ child: Component?) {
        if let child, child.parent !== self {
            reportMisuse("\(type(of: self)) was asked to focus \(type(of: child)), which is not one of its children")
            return
        }
        ringFocus = child
        child?.focusFirstStopWhenUnfocused()
        setNeedsDisplay()
    }

    /// When the focus path from this component ends on one that does not take the focus
    /// (a stack with no focused child), gives the focus to the first component inside it
    /// that the focus ring would stop on, each parent on the way focusing the next.
    func focusFirstStopWhenUnfocused() {
        var end = self
        while let next = end.focusedChild { end = next }
        guard !end.acceptsFocus, let stop = end.firstFocusStop() else { return }
        var node = stop
        while node !== end, let parent = node.parent {
            parent.ringFocus = node
            node = parent
        }
    }

    /// The first component inside this one, in drawing order, that the focus ring would
    /// stop on: shown, reachable by the focus, accepting it, and not a disabled control.
    func firstFocusStop() -> Component? {
        for child in children where shows(child) && letsRingFocus(child) {
            if child.acceptsFocus && child.acceptsFocusInRing { return child }
            if let stop = child.firstFocusStop() { return stop }
        }
        return nil
    }

    /// The components a focus ring stops on inside this one, in drawing order: each
    /// shown component that accepts the focus (not what is inside it) and that the focus
    /// can reach from here.
    func focusRingStops() -> [Component] {
        var stops: [Component] = []
        func visit(_ node: Component) {
            for child in node.children where node.shows(child) && node.letsRingFocus(child) {
                if child.acceptsFocus && child.acceptsFocusInRing {
                    stops.append(child)
                } else {
                    visit(child)
                }
            }
        }
        visit(self)
        return stops
    }

    /// The ring stop inside this component after the focused one (before it when not
    /// `forward`), without going round: `nil` when the focused stop is the last (first)
    /// or none of them has the focus. A form goes through a row of buttons this way
    /// before it goes to the next row.
    func neighbourFocusStop(forward: Bool) -> Component? {
        let stops = focusRingStops()
        var path: [Component] = []
        var node: Component? = self
        while let current = node {
            path.append(current)
            node = current.focusedChild
        }
        guard let current = stops.firstIndex(where: { stop in path.contains { $0 === stop } }) else { return nil }
        let next = current + (forward ? 1 : -1)
        return stops.indices.contains(next) ? stops[next] : nil
    }

    /// Gives the focus to this component's first ring stop (its last when `last`).
    func focusEdgeStop(last: Bool) {
        let stops = focusRingStops()
        if let stop = last ? stops.last : stops.first { focusPath(to: stop) }
    }

    /// From `stop` up to this component, each parent focuses the child on the way.
    func focusPath(to stop: Component) {
        var node = stop
        while node !== self, let parent = node.parent {
            parent.focus(node)
            node = parent
        }
    }

    /// Whether the default ``focusedChild`` would make `child` the focused one: it is
    /// already, or this component follows ``Component/focus(_:)``. Asking changes nothing.
    func letsRingFocus(_ child: Component) -> Bool {
        if focusedChild === child { return true }
        let previous = ringFocus
        ringFocus = child
        defer { ringFocus = previous }
        return focusedChild === child
    }
}

/// The focus ring: Tab and Shift-Tab through the focusable components of the screen,
/// when nothing inside the screen takes them; before the containers around it, which
/// get the keys their content does not use.
extension Window {
    /// Where the ring's screen is in `chain`: the component below the innermost
    /// container (a stack's top screen, a modal's content), or the content when there is
    /// no container. `nil` when there is none below the container, or it takes the focus
    /// itself (a form, which has a ring of its own).
    func focusRingLevel(in chain: [Component]) -> Int? {
        var index = chain.count - 1
        while index >= 0, !chain[index].isContainer { index -= 1 }
        return focusRingLevel(belowContainerAt: index, in: chain)
    }

    /// The ring's level when the innermost container of `chain` is at `container` (`-1`
    /// for none): the status line has found it already.
    func focusRingLevel(belowContainerAt container: Int, in chain: [Component]) -> Int? {
        guard container + 1 < chain.count, !chain[container + 1].acceptsFocus else { return nil }
        return container + 1
    }

    /// Whether Tab would move the focus at `level` of `chain` (see
    /// ``focusRingLevel(in:)``): the ring has a stop other than the focused one.
    func focusRingMoves(at level: Int, in chain: [Component]) -> Bool {
        let stops = chain[level].focusRingStops()
        return stops.count > 1 || (stops.count == 1 && !chain.contains { $0 === stops[0] })
    }

    /// Whether one of the ring's stops at `level` of `chain` has the focus.
    func focusRingHasFocusedStop(at level: Int, in chain: [Component]) -> Bool {
        chain[level].focusRingStops().contains { stop in chain.contains { $0 === stop } }
    }

    /// Moves the focus to the next stop of the ring at `level` of `chain` (the previous
    /// one when not `forward`); returns whether it moved.
    func moveFocusRing(forward: Bool, at level: Int, in chain: [Component]) -> Bool {
        let scope = chain[level]
        let stops = scope.focusRingStops()
        guard !stops.isEmpty else { return false }
        let current = stops.firstIndex { stop in chain.contains { $0 === stop } }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : stops.count - 1)) % stops.count
            guard next != current else { return false }
        } else {
            next = forward ? 0 : stops.count - 1
        }
        scope.focusPath(to: stops[next])
        return true
    }
}
