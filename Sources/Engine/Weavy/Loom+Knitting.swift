import Logging

/// How the Loom turns queued work into knits and knits into stitches.
extension Loom {
    func enqueue(_ work: Work) {
        guard !isDraining else {
            queue.append(work)
            return
        }
        // Idle: handle it at once (the common case, no queueing), then whatever it caused.
        isDraining = true
        defer { isDraining = false }
        perform(work)
        drain()
    }

    /// Runs `body`, queueing the work it enqueues behind whatever is already queued, then
    /// handles it all in order: several wefts that arrive together are knitted in the
    /// order they were enqueued, before anything the first of them causes.
    func batch(_ body: () -> Void) {
        guard !isDraining else {
            body()
            return
        }
        isDraining = true
        defer { isDraining = false }
        body()
        drain()
    }

    private func drain() {
        repeat {
            while !queue.isEmpty, let next = queue.popFirst() {
                perform(next)
            }
        } while !restorations.isEmpty && finishRestorations()
    }

    private func perform(_ work: Work) {
        switch work {
        case .knit(let node, let weft):
            knitOrPassUp(weft, in: node, cause: .input)
        case .knitCaused(let node, let weft, let cause):
            knitOrPassUp(weft, in: node, cause: cause)
            if case .start = cause { advanceStart(node) }
        case .deepLink(let weft, let target, let delivery):
            deliverDeepLink(weft, into: target, delivery)
        case .replay(let node):
            replayStep(of: node)
        }
    }

    /// Knits `weft`, which `node`'s own side sent (a weftable of its, a forward, a child
    /// that ended), in `node`; when it is of another type than `node`'s warp knits, in the
    /// nearest warp above that knits it, as a weft of that warp's own. A weft that no warp
    /// from `node` up knits is a wiring error.
    private func knitOrPassUp(_ weft: any Weft, in node: WarpNode, cause: KnitCause) {
        guard !knit(weft, in: node, cause: cause) else { return }
        // Knitted above, it is that warp's step: recorded there when it came as an input;
        // not recorded when `node`'s start or a recorded knit of `node` sent it, which
        // sends it again.
        let passedCause: KnitCause = if case .input = cause { .input } else { .automatic }
        var above = node.parent
        while let warp = above {
            if knit(weft, in: warp, cause: passedCause) { return }
            above = warp.parent
        }
        report(
            .weftNoWarpKnits(
                weft: String(describing: weft), warp: node.name, knittedType: node.warp.knittedWeftTypeName))
    }

    /// Knits `weft` in `node`. Returns `false` only when, after the warp's adapt, it is of
    /// another type than the warp knits: it was then knitted as nothing (announced, no
    /// stitches), as an untyped warp's `default: return []` would.
    @discardableResult
    func knit(_ weft: any Weft, in node: WarpNode, cause: KnitCause) -> Bool {
        guard !node.isEnded else {
            report(.weftAfterEnd(warp: node.name, weft: String(describing: weft)))
            return true
        }
        guard let adapted = node.warp.adapt(weft) else {
            logger.trace("\(node.name) dropped \(weft) in adapt")
            return true
        }
        knitSerial &+= 1
        let announces = announcesKnits
        if announces { willKnitSubject.send(KnitEvent(warp: node.warp, weft: adapted)) }
        let typed = node.warp.knit(anyWeft: adapted)
        let stitches = typed ?? []
        if !stitches.isEmpty {
            apply(stitches, from: node, KnitContext(weft: adapted, serial: knitSerial, cause: cause))
        }
        if !node.isReady {
            node.isReady = true
            becameReady(node)
        }
        if announces || announcesKnits { didKnitSubject.send(KnitEvent(warp: node.warp, weft: adapted)) }
        return typed != nil
    }

    private func apply(_ stitches: [Stitch], from node: WarpNode, _ context: KnitContext) {
        var ended = false
        for stitch in stitches {
            if ended {
                report(.stitchAfterEnd(warp: node.name, stitch: String(describing: stitch)))
                continue
            }
            switch stitch {
            case .weave(let presentable, let weftable, let allowWhenHidden):
                if let child = presentable as? any Warp {
                    weave(child, with: weftable, allowWhenHidden: allowWhenHidden, parent: node, origin: context.origin)
                } else {
                    bind(presentable, weftable, allowWhenHidden: allowWhenHidden, in: node, origin: context.origin)
                }
            case .forward(let weft):
                enqueue(.knitCaused(node, weft, context.forwardedCause))
            case .navigate(let weft, let delivery):
                navigate(to: weft, delivery: delivery)
            case .end(let forwarded):
                ended = true
                let parent = node.parent
                release(node)
                if let forwarded {
                    if let parent {
                        enqueue(.knitCaused(parent, forwarded, context.endForwardedCause(of: node)))
                    } else {
                        report(.forwardWithoutParent(warp: node.name, weft: String(describing: forwarded)))
                    }
                }
            }
        }
        if !ended {
            checkMounting(stitches, from: node)
        }
    }

    /// Reports the presentables `node`'s knit wove that are still in no container now that
    /// its stitches, and the ``ReadinessStrategy/created`` actions they ran, took effect.
    private func checkMounting(_ stitches: [Stitch], from node: WarpNode) {
        for case .weave(let presentable, _, _) in stitches where !presentable.isMounted {
            if let warp = presentable as? any Warp, let child = nodes[ObjectIdentifier(warp)],
                canNeverBeReady(child), isAwaitedUntilReady(warp)
            {
                report(.neverReady(warp: child.name))
            } else {
                report(.unmountedPresentable(warp: node.name, presentable: String(describing: type(of: presentable))))
            }
        }
    }

    /// Ends `node` and its subtree and forgets them: nothing the Loom holds keeps their
    /// warps, presentables or weftables alive afterwards.
    func release(_ node: WarpNode) {
        guard !node.isEnded else { return }
        if let parent = node.parent {
            parent.removeChild(node)
        } else {
            roots.removeNode(node)
        }
        var presentables: [any Presentable] = []
        node.endSubtree { ended in
            nodes.removeValue(forKey: ObjectIdentifier(ended.warp))
            presentables += ended.ownPresentables
        }
        // Told once the whole subtree has ended, so that what they do (a modal closing)
        // finds the Loom consistent.
        var told = Set<ObjectIdentifier>()
        for presentable in presentables where told.insert(ObjectIdentifier(presentable)).inserted {
            presentable.weavingDidEnd()
        }
    }

    func report(_ error: WiringError) {
        logger.error("Weavy wiring error: \(error)")
        wiringErrorSubject.send(error)
        if assertsOnWiringErrors {
            assertionFailure("Weavy wiring error: \(error)")
        }
    }
}
