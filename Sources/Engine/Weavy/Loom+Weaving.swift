/// How the Loom weaves warps and weftables, and when it takes their initial wefts.
extension Loom {
    /// Weaves `warp` under `parent` (a root when `nil`).
    ///
    /// - Parameters:
    ///   - origin: the step of the parent's path whose knit wove it.
    ///   - plan: what to restore in it; by default, the parent's match for it, if the
    ///     parent is being restored.
    func weave(
        _ warp: any Warp, with weftable: any Weftable, allowWhenHidden: Bool, parent: WarpNode?,
        origin: PathEntry? = nil, restoring plan: RestorePlan? = nil
    ) {
        let key = ObjectIdentifier(warp)
        guard nodes[key] == nil else {
            report(.warpAlreadyWoven(warp: String(describing: type(of: warp))))
            return
        }
        let node = WarpNode(warp: warp, parent: parent)
        node.origin = origin
        node.restore = plan ?? parent?.restore?.matchChild(warpType: NavigationRecord.typeName(of: type(of: warp)))
        node.restore?.node = node
        nodes[key] = node
        if let parent {
            parent.addChild(node)
        } else {
            roots.appendNode(node)
        }
        node.observeHeadDismissal { [weak self] node in
            self?.release(node)
        }
        let startsAtOnce = allowWhenHidden || node.restore?.hasWork == true
        bind(warp, weftable, allowWhenHidden: allowWhenHidden, in: node, startsWarp: true, startsAtOnce: startsAtOnce)
        if weftable.initialWeft == nil {
            advanceStart(node)
        }
        becameWoven(node)
    }

    /// Listens to `weftable` for `node` and takes its initial weft: at once when the
    /// presentable is presented (or `allowWhenHidden`), else at its first presentation.
    ///
    /// - Parameters:
    ///   - origin: the step of `node`'s path whose knit wove them.
    ///   - startsWarp: `weftable` is the warp's own, woven with the warp itself: its
    ///     initial weft starts the warp, and deep links wait for it.
    ///   - startsAtOnce: take the initial weft at once even while hidden.
    func bind(
        _ presentable: any Presentable, _ weftable: any Weftable, allowWhenHidden: Bool, in node: WarpNode,
        origin: PathEntry? = nil, startsWarp: Bool = false, startsAtOnce: Bool = false
    ) {
        let binding = WeftBinding(presentable: presentable, weftable: weftable)
        binding.origin = origin
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
        let cause: KnitCause = startsWarp ? .start : .automatic
        let takeInitialWeft: @MainActor () -> Void = { [weak self, weak node] in
            guard let self, let node else { return }
            if startsWarp { node.phase = .startQueued }
            self.enqueue(.knitCaused(node, initial, cause))
        }
        if startsAtOnce || allowWhenHidden || presentable.isPresented {
            takeInitialWeft()
        } else {
            if startsWarp {
                node.phase = .waitingForPresentation
                node.startingBinding = binding
            }
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
}
