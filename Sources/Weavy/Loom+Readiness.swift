/// Running code once warps are ready, like Weavy's `Warps.whenReady`.
extension Loom {
    /// A callback waiting for some warps to knit for the first time.
    struct ReadinessWaiter {
        final class WeakWarp {
            weak var warp: (any Warp)?
            init(_ warp: any Warp) { self.warp = warp }
        }

        var remaining: [WeakWarp]
        let action: @MainActor () -> Void
    }

    /// Whether `warp` is woven and has completed its first knit.
    public func isReady(_ warp: any Warp) -> Bool {
        nodes[ObjectIdentifier(warp)]?.isReady ?? false
    }

    /// Runs `action` once every warp in `warps` is ready: woven and done with its first
    /// knit, its stitches in effect.
    ///
    /// If they all are already, `action` runs at once. The warps may be woven later (for
    /// example by stitches your knit is about to return). The Loom keeps the warps only
    /// weakly: if one is released before it is ready, `action` never runs.
    public func whenReady(_ warps: [any Warp], perform action: @escaping @MainActor () -> Void) {
        let remaining = warps.filter { !isReady($0) }.map(ReadinessWaiter.WeakWarp.init)
        guard !remaining.isEmpty else {
            action()
            return
        }
        readinessWaiters.append(ReadinessWaiter(remaining: remaining, action: action))
    }

    /// Runs `action` once `warp` is ready. See ``whenReady(_:perform:)``.
    public func whenReady(_ warp: any Warp, perform action: @escaping @MainActor () -> Void) {
        whenReady([warp], perform: action)
    }

    func becameReady(_ node: WarpNode) {
        if node.parent == nil, !pendingDeepLinks.isEmpty {
            let links = pendingDeepLinks
            pendingDeepLinks.removeAll()
            for link in links {
                enqueue(.deepLink(link, into: nil))
            }
        }
        guard !readinessWaiters.isEmpty else { return }
        var fired: [@MainActor () -> Void] = []
        readinessWaiters = readinessWaiters.compactMap { waiter in
            var waiter = waiter
            waiter.remaining.removeAll { $0.warp === node.warp }
            if waiter.remaining.isEmpty {
                fired.append(waiter.action)
                return nil
            }
            // A warp that is gone can never become ready: the waiter is dropped.
            return waiter.remaining.contains { $0.warp == nil } ? nil : waiter
        }
        for action in fired {
            action()
        }
    }
}
