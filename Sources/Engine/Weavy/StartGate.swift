import OpenCombine

/// The weftables woven with one hidden presentable, waiting for its first presentation to
/// have their initial wefts taken.
///
/// There is one gate per presentable, not one presentation subscription per weftable: a
/// subject calls its subscribers in no fixed order, and the initial wefts must be taken in
/// the order their stitches were applied. The ``Loom`` owns its gates, keyed by the
/// presentable; a gate lives until it opens or its last binding is cancelled.
@MainActor
final class StartGate {
    private struct Waiting {
        let binding: ObjectIdentifier
        let takeInitialWeft: @MainActor () -> Void
    }

    /// The presentable this gate waits for, as the Loom's key.
    let key: ObjectIdentifier
    private var waiting: [Waiting] = []
    private var subscription: AnyCancellable?
    private weak var loom: Loom?

    init(key: ObjectIdentifier, loom: Loom) {
        self.key = key
        self.loom = loom
    }

    /// Adds `binding`, whose initial weft `takeInitialWeft` hands to the Loom, after the
    /// ones already waiting.
    func add(_ binding: WeftBinding, takeInitialWeft: @escaping @MainActor () -> Void) {
        waiting.append(Waiting(binding: ObjectIdentifier(binding), takeInitialWeft: takeInitialWeft))
        binding.gate = self
    }

    /// Starts watching `presentable`; call once, after the first ``add(_:takeInitialWeft:)``
    /// (a presentable may answer during the subscription itself).
    func watch(_ presentable: any Presentable) {
        subscription = presentable.presentation.first(where: { $0 }).sink { [weak self] _ in
            MainActor.assumeIsolated { self?.open() }
        }
    }

    /// Forgets `binding` (its presentable was dismissed or its warp released); an empty
    /// gate closes.
    func remove(_ binding: WeftBinding) {
        waiting.removeAll { $0.binding == ObjectIdentifier(binding) }
        if waiting.isEmpty {
            close()
        }
    }

    /// Takes the initial weft of `binding` now, ahead of the presentation, and forgets it.
    func takeEarly(_ binding: WeftBinding) {
        guard let index = waiting.firstIndex(where: { $0.binding == ObjectIdentifier(binding) }) else { return }
        let entry = waiting.remove(at: index)
        binding.gate = nil
        if waiting.isEmpty {
            close()
        }
        entry.takeInitialWeft()
    }

    private func open() {
        let opened = waiting
        close()
        loom?.batch {
            for entry in opened {
                entry.takeInitialWeft()
            }
        }
    }

    private func close() {
        waiting.removeAll()
        subscription?.cancel()
        subscription = nil
        loom?.forget(self)
    }
}
