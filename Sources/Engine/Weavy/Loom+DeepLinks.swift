/// How deep links reach every warp alive when they are sent, each after its own start.
extension Loom {
    /// Knits `weft` in `target` and its subtree (every warp when `target` is `nil`),
    /// parents before children.
    ///
    /// A warp still starting (its initial weft queued, or a saved path replaying) keeps
    /// the link for right after its start. A warp whose head was never shown starts now
    /// and then knits the link, or, with ``DeepLinkDelivery/waitingUntilShown``, keeps it
    /// until that head is first shown.
    func deliverDeepLink(_ weft: any Weft, into target: WarpNode?, _ delivery: DeepLinkDelivery) {
        var stack = target.map { [$0] } ?? roots.reversed()
        while let node = stack.popLast() {
            guard !node.isEnded else { continue }
            switch node.phase {
            case .running:
                knit(weft, in: node, cause: .input)
                stack.append(contentsOf: node.children.reversed())
            case .startQueued, .replaying:
                node.heldLinks.append((weft, delivery))
            case .waitingForPresentation:
                node.heldLinks.append((weft, delivery))
                if delivery == .startingUnshownWarps {
                    startBeforeShown(node)
                }
            }
        }
    }

    /// Takes the initial weft of `node`, whose head has not been shown yet, at once: it
    /// leaves the head's gate (the head's other weftables still wait there).
    private func startBeforeShown(_ node: WarpNode) {
        guard let binding = node.startingBinding, let gate = binding.gate else { return }
        gate.takeEarly(binding)
    }

    /// `node` has knitted its initial weft (or dropped it in adapt, or has none), or a
    /// step of its saved path: the next step of that path follows, or, when none is left,
    /// the deep links it kept, after what is already queued.
    func advanceStart(_ node: WarpNode) {
        guard !node.isEnded else { return }
        if let plan = node.restore, plan.hasStepsLeft {
            node.phase = .replaying
            enqueue(.replay(node))
            return
        }
        node.phase = .running
        guard !node.heldLinks.isEmpty else { return }
        let links = node.heldLinks
        node.heldLinks.removeAll()
        for link in links {
            enqueue(.deepLink(link.weft, into: node, link.delivery))
        }
    }
}
