import OpenCombine

/// Short messages for the user, shown on one line above the status line: "Avatar
/// moved to Watched", a file that could not be saved, a deep link to an unknown movie.
///
/// One notice shows at a time; a new one replaces it. In a live session a notice goes
/// away after ``lifetime`` (errors stay twice as long); without a lifetime (headless
/// runs and tests) it stays until replaced, so what is printed does not depend on time.
@MainActor
final class Notices {
    /// One message.
    struct Notice: Equatable, Sendable {
        /// How a notice is drawn.
        enum Kind: Sendable {
            case info
            case error
        }

        let text: String
        let kind: Kind
    }

    /// The notice showing now.
    private(set) var current: Notice?
    /// Fires whenever ``current`` changes.
    let changes = PassthroughSubject<Void, Never>()
    /// How long an informative notice stays, or `nil` to keep it until replaced.
    let lifetime: Duration?
    private var generation = 0

    /// Creates an empty notice area.
    init(lifetime: Duration?) {
        self.lifetime = lifetime
    }

    /// Shows `text`, replacing the current notice.
    func post(_ text: String, kind: Notice.Kind = .info) {
        generation += 1
        current = Notice(text: text, kind: kind)
        changes.send()
        guard let lifetime else { return }
        let posted = generation
        let duration = kind == .error ? lifetime * 2 : lifetime
        Task { [weak self] in
            try? await Task.sleep(for: duration)
            guard let self, self.generation == posted else { return }
            self.clear()
        }
    }

    /// Removes the current notice.
    func clear() {
        guard current != nil else { return }
        current = nil
        changes.send()
    }
}
