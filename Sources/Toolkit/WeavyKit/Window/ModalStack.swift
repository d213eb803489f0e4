/// A window's modals, bottom first: each one's frame and, while the window is attached to
/// a terminal, the layer it is drawn in. One list, so a modal and its layer come and go
/// together.
@MainActor
struct ModalStack {
    /// One modal: its frame, and its layer while the window is attached.
    struct Entry {
        let frame: ModalFrame
        var layer: WindowLayer?
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The top modal's frame.
    var top: ModalFrame? { entries.last?.frame }

    /// The frames, bottom first.
    var frames: LazyMapSequence<[Entry], ModalFrame> { entries.lazy.map(\.frame) }

    /// The level of `root` (0 is the lowest), when it is one of the frames.
    func level(of root: Component) -> Int? {
        entries.firstIndex { $0.frame === root }
    }

    /// Whether `root` is one of the frames.
    func contains(_ root: Component) -> Bool {
        entries.contains { $0.frame === root }
    }

    /// Puts `frame` on top, drawn in `layer`.
    mutating func push(_ frame: ModalFrame, layer: WindowLayer?) {
        entries.append(Entry(frame: frame, layer: layer))
    }

    /// Takes `frame` and every modal above it off the stack; returns their frames, bottom
    /// first, or nothing when `frame` is not on it.
    mutating func remove(from frame: ModalFrame) -> [ModalFrame] {
        guard let index = level(of: frame) else { return [] }
        let removed = entries[index...].map(\.frame)
        entries.removeSubrange(index...)
        return removed
    }

    /// Gives the modal at `level` its layer.
    mutating func setLayer(_ layer: WindowLayer, at level: Int) {
        entries[level].layer = layer
    }

    /// Gives each modal the layer `make` returns for its level (the window attached).
    mutating func makeLayers(_ make: (Int) -> WindowLayer) {
        for level in entries.indices { entries[level].layer = make(level) }
    }

    /// Forgets every modal's layer (the window detached).
    mutating func dropLayers() {
        for level in entries.indices { entries[level].layer = nil }
    }
}
