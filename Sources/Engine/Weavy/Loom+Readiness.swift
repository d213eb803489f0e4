/// When a warp counts as ready for ``Loom/whenReady(_:strategy:perform:)-([Warp],_,_)``, as RxFlow's
/// `Flows.use(_:when:)` strategies.
public enum ReadinessStrategy: Sendable {
    /// As soon as the warp is woven: its stitch has taken effect, whether or not it has
    /// knitted anything. Use it to put the heads of warps that are not presented yet (the
    /// tabs of a tab bar) in their container.
    case created

    /// Once the warp has knitted its first weft and that knit's stitches are in effect.
    ///
    /// A warp whose initial weft waits for its head to be presented becomes ready only
    /// when the head is first shown; if its head is in no container it never is, and
    /// the Loom reports ``WiringError/neverReady(warp:)``.
    case ready
}

/// Running code once warps are ready, like Weavy's `Warps.whenReady`.
extension Loom {
    /// A callback waiting for some warps to be woven or to knit for the first time.
    struct ReadinessWaiter {
        var remaining: [WeakWarp]
        let strategy: ReadinessStrategy
        let action: @MainActor () -> Void
    }

    /// Whether `warp` is woven and has completed its first knit.
    public func isReady(_ warp: any Warp) -> Bool {
        nodes[ObjectIdentifier(warp)]?.isReady ?? false
    }

    /// Runs `action` once every warp in `warps` is ready by `strategy`.
    ///
    /// If they all are already, `action` runs at once. The warps may be woven later (for
    /// example by stitches your knit is about to return); with ``ReadinessStrategy/created``
    /// the action then runs as soon as the last of them is woven, before the rest of that
    /// knit's stitches, so it can put their heads in a container. The Loom keeps the
    /// warps only weakly: if one is released before it is ready, `action` never runs.
    ///
    /// Waiting with ``ReadinessStrategy/ready`` for a warp that can never knit (its
    /// initial weft waits for its head to be presented, and that head is in no container
    /// once the knit that wove it is done) is reported as ``WiringError/neverReady(warp:)``.
    public func whenReady(
        _ warps: [any Warp], strategy: ReadinessStrategy = .ready, perform action: @escaping @MainActor () -> Void
    ) {
        let remaining = warps.filter { !isReady($0, by: strategy) }.map(WeakWarp.init)
        guard !remaining.isEmpty else {
            action()
            return
        }
        readinessWaiters.append(ReadinessWaiter(remaining: remaining, strategy: strategy, action: action))
        if strategy == .ready {
            for warp in warps {
                if let node = nodes[ObjectIdentifier(warp)], canNeverBeReady(node) {
                    report(.neverReady(warp: node.name))
                }
            }
        }
    }

    /// Runs `action` once `warp` is ready by `strategy`. See ``whenReady(_:strategy:perform:)-([Warp],_,_)``.
    public func whenReady(
        _ warp: any Warp, strategy: ReadinessStrategy = .ready, perform action: @escaping @MainActor () -> Void
    ) {
        whenReady([warp], strategy: strategy, perform: action)
    }

    private func isReady(_ warp: any Warp, by strategy: ReadinessStrategy) -> Bool {
        switch strategy {
        case .created: isWoven(warp)
        case .ready: isReady(warp)
        }
    }

    /// Whether `node` waits for its head's first presentation to knit, with its head in
    /// no container: nothing will ever present it.
    func canNeverBeReady(_ node: WarpNode) -> Bool {
        node.phase == .waitingForPresentation && !node.warp.isMounted
    }

    /// Whether a ``ReadinessStrategy/ready`` waiter waits for `warp`.
    func isAwaitedUntilReady(_ warp: any Warp) -> Bool {
        readinessWaiters.contains { waiter in
            waiter.strategy == .ready && waiter.remaining.contains { $0.warp === warp }
        }
    }

    /// `node` was just woven: the ``ReadinessStrategy/created`` waiters it completes run.
    func becameWoven(_ node: WarpNode) {
        settleWaiters(for: node, .created)
    }

    /// `node` completed its first knit: deep links kept for the first root follow, and the
    /// ``ReadinessStrategy/ready`` waiters it completes run.
    func becameReady(_ node: WarpNode) {
        if node.parent == nil, !pendingDeepLinks.isEmpty {
            let links = pendingDeepLinks
            pendingDeepLinks.removeAll()
            for link in links {
                enqueue(.deepLink(link.weft, into: nil, link.delivery))
            }
        }
        settleWaiters(for: node, .ready)
    }

    private func settleWaiters(for node: WarpNode, _ strategy: ReadinessStrategy) {
        guard !readinessWaiters.isEmpty else { return }
        var fired: [@MainActor () -> Void] = []
        readinessWaiters = readinessWaiters.compactMap { waiter in
            guard waiter.strategy == strategy else { return waiter }
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
