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

    /// `node` has knitted (or dropped in adapt) its initial weft: the deep links it kept
    /// follow, after what is already queued.
    func advanceStart(_ node: WarpNode) {
        guard !node.isEnded else { return }
        node.phase = .running
        guard !node.heldLinks.isEmpty else { return }
        let links = node.heldLinks
        node.heldLinks.removeAll()
        for link in links {
            enqueue(.deepLink(link, into: node))
        }
    }
}
