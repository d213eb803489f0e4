/// Line counts of a document's paragraphs, summed in a Fenwick tree: how many lines come
/// before a paragraph, and the count of one paragraph changed, each in O(log n) — so a
/// document of a hundred thousand paragraphs finds its scroll offset without adding
/// them all up at every step.
struct LineCountTree {
    /// Node `i` (from 1) sums the counts of the `i & -i` paragraphs ending at `i`.
    private var nodes: [Int]
    /// All the counts summed.
    private(set) var total: Int

    /// A tree of `counts`, made in O(n).
    init(_ counts: [Int32]) {
        var nodes = [Int](repeating: 0, count: counts.count + 1)
        var total = 0
        for (index, count) in counts.enumerated() {
            nodes[index + 1] = Int(count)
            total += Int(count)
        }
        if nodes.count > 1 {
            for index in 1..<nodes.count {
                let parent = index + (index & -index)
                if parent < nodes.count { nodes[parent] += nodes[index] }
            }
        }
        self.nodes = nodes
        self.total = total
    }

    /// Adds `delta` to the count of paragraph `index`.
    mutating func add(_ delta: Int, at index: Int) {
        guard delta != 0 else { return }
        total += delta
        var node = index + 1
        while node < nodes.count {
            nodes[node] += delta
            node += node & -node
        }
    }

    /// The counts of the paragraphs before `end` summed.
    func sum(before end: Int) -> Int {
        var sum = 0
        var node = min(end, nodes.count - 1)
        while node > 0 {
            sum += nodes[node]
            node -= node & -node
        }
        return sum
    }
}
