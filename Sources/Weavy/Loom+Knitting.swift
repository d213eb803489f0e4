import Logging

/// How the Loom turns queued work into knits and knits into stitches.
extension Loom {
    func weave(_ warp: any Warp, with weftable: any Weftable, allowWhenHidden: Bool, parent: WarpNode?) {
        let key = ObjectIdentifier(warp)
        guard nodes[key] == nil else {
            report(.warpAlreadyWoven(warp: String(describing: type(of: warp))))
            return
        }
        let node = WarpNode(warp: warp, parent: parent)
        nodes[key] = node
        if let parent {
            parent.addChild(node)
        } else {
            roots.append(node)
        }
        node.observeHeadDismissal { [weak self] node in
            self?.release(node)
        }
        bind(warp, weftable, allowWhenHidden: allowWhenHidden, in: node)
    }

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
        while !queue.isEmpty, let next = queue.popFirst() {
            perform(next)
        }
    }

    private func perform(_ work: Work) {
        switch work {
        case .knit(let node, let weft):
            knit(weft, in: node)
        case .deepLink(let weft):
            deliverDeepLink(weft)
        }
    }

    private func knit(_ weft: any Weft, in node: WarpNode) {
        guard !node.isEnded else {
            report(.weftAfterEnd(warp: node.name, weft: String(describing: weft)))
            return
        }
        guard let adapted = node.warp.adapt(weft) else {
            logger.trace("\(node.name) dropped \(weft) in adapt")
            return
        }
        let announces = announcesKnits
        if announces { willKnitSubject.send(KnitEvent(warp: node.warp, weft: adapted)) }
        let stitches = node.warp.knit(adapted)
        apply(stitches, from: node)
        if !node.isReady {
            node.isReady = true
            becameReady(node)
        }
        if announces || announcesKnits { didKnitSubject.send(KnitEvent(warp: node.warp, weft: adapted)) }
    }

    private func apply(_ stitches: [Stitch], from node: WarpNode) {
        var ended = false
        for stitch in stitches {
            if ended {
                report(.stitchAfterEnd(warp: node.name, stitch: String(describing: stitch)))
                continue
            }
            switch stitch {
            case .weave(let presentable, let weftable, let allowWhenHidden):
                if !presentable.isMounted {
                    report(
                        .unmountedPresentable(
                            warp: node.name, presentable: String(describing: type(of: presentable))))
                }
                if let child = presentable as? any Warp {
                    weave(child, with: weftable, allowWhenHidden: allowWhenHidden, parent: node)
                } else {
                    bind(presentable, weftable, allowWhenHidden: allowWhenHidden, in: node)
                }
            case .forward(let weft):
                enqueue(.knit(node, weft))
            case .navigate(let weft):
                navigate(to: weft)
            case .end(let forwarded):
                ended = true
                let parent = node.parent
                release(node)
                if let forwarded {
                    if let parent {
                        enqueue(.knit(parent, forwarded))
                    } else {
                        report(.forwardWithoutParent(warp: node.name, weft: String(describing: forwarded)))
                    }
                }
            }
        }
    }

    private func bind(
        _ presentable: any Presentable, _ weftable: any Weftable, allowWhenHidden: Bool, in node: WarpNode
    ) {
        let binding = WeftBinding(presentable: presentable, weftable: weftable)
        node.add(binding)
        let listening = binding.start(
            allowWhenHidden: allowWhenHidden,
            receive: { [weak self, weak node] weft in
                guard let self, let node else { return }
                self.enqueue(.knit(node, weft))
            },
            onDismissed: { [weak node] binding in
                node?.remove(binding)
            })
        guard listening else {
            node.remove(binding)
            report(.dismissedPresentable(warp: node.name, presentable: String(describing: type(of: presentable))))
            return
        }
        guard let initial = weftable.initialWeft else { return }
        let takeInitialWeft: @MainActor () -> Void = { [weak self, weak node] in
            guard let self, let node else { return }
            self.enqueue(.knit(node, initial))
        }
        if allowWhenHidden || presentable.isPresented {
            takeInitialWeft()
        } else {
            waitForPresentation(of: presentable, binding, takeInitialWeft)
        }
    }

    /// Puts `binding` in the gate of `presentable`, behind the bindings already waiting there.
    private func waitForPresentation(
        of presentable: any Presentable, _ binding: WeftBinding,
        _ takeInitialWeft: @escaping @MainActor () -> Void
    ) {
        let key = ObjectIdentifier(presentable)
        if let gate = startGates[key] {
            gate.add(binding, takeInitialWeft: takeInitialWeft)
            return
        }
        let gate = StartGate(key: key, loom: self)
        startGates[key] = gate
        gate.add(binding, takeInitialWeft: takeInitialWeft)
        gate.watch(presentable)
    }

    /// Drops a gate that opened or has no binding left.
    func forget(_ gate: StartGate) {
        if startGates[gate.key] === gate {
            startGates[gate.key] = nil
        }
    }

    /// Ends `node` and its subtree and forgets them: nothing the Loom holds keeps their
    /// warps, presentables or weftables alive afterwards.
    func release(_ node: WarpNode) {
        guard !node.isEnded else { return }
        if let parent = node.parent {
            parent.removeChild(node)
        } else {
            roots.removeAll { $0 === node }
        }
        node.endSubtree { ended in
            nodes.removeValue(forKey: ObjectIdentifier(ended.warp))
        }
    }

    private func deliverDeepLink(_ weft: any Weft) {
        var stack = roots.reversed() as [WarpNode]
        while let node = stack.popLast() {
            guard !node.isEnded else { continue }
            knit(weft, in: node)
            stack.append(contentsOf: node.children.reversed())
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
