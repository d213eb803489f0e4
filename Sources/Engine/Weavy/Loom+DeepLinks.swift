/// How deep links reach every warp, and wait for the warps that have not started.
extension Loom {
    /// Knits `weft` in `target` and its subtree (every warp when `target` is `nil`),
    /// parents before children. A warp that has not knitted its initial weft keeps the
    /// link for later, with its subtree.
    func deliverDeepLink(_ weft: any Weft, into target: WarpNode?) {
        var stack = target.map { [$0] } ?? roots.reversed()
        while let node = stack.popLast() {
            guard !node.isEnded else { continue }
            guard node.phase == .running else {
                node.heldLinks.append(weft)
                continue
            }
            knit(weft, in: node, cause: .input)
            stack.append(contentsOf: node.children.reversed())
        }
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
            enqueue(.deepLink(link, into: node))
        }
    }
}
