import Weavy

/// Shows every frame through two backends and compares what they show, cell by cell and
/// style by style: the primary one is the terminal's (its snapshot is the terminal's),
/// the other is checked against it. How a headless terminal proves that ncurses, or an
/// escape-sequence stream read back by an emulator, shows exactly what memory composed.
package final class ComparingBackend: TerminalBackend {
    package let primary: any TerminalBackend
    package let checking: any TerminalBackend
    private let labels: (String, String)
    /// The colors the checking backend shows, when fewer than the primary's: the
    /// primary's snapshot is compared in them (its 24-bit colors as their nearest).
    private let checkingDepth: ColorDepth?
    private let state = LockedState(State())

    private struct State {
        var problems: [String] = []
        var framesCompared = 0
    }

    /// The most differences kept.
    static let problemLimit = 20

    package init(
        primary: any TerminalBackend, checking: any TerminalBackend, labels: (String, String),
        checkingDepth: ColorDepth? = nil
    ) {
        self.primary = primary
        self.checking = checking
        self.labels = labels
        self.checkingDepth = checkingDepth
    }

    package var mode: Terminal.Mode { primary.mode }
    package var bounds: Rect { primary.bounds }

    /// Each frame that the two showed differently, described.
    package var problems: [String] { state.withLock { $0.problems } }

    /// How many frames were compared.
    package var framesCompared: Int { state.withLock { $0.framesCompared } }

    package func present(_ frame: Frame) {
        primary.present(frame)
        checking.present(frame)
        var expected = primary.snapshot()
        if let checkingDepth { expected = expected.showing(checkingDepth) }
        // What the checking backend cannot write (curses: links, underline styles) is
        // compared as it degrades there.
        expected = expected.showing(checking.outputFeatures)
        let problem = Snapshot.differences(expected, checking.snapshot(), labels: labels)
        state.withLock { state in
            state.framesCompared += 1
            if let problem, state.problems.count < Self.problemLimit {
                state.problems.append("frame \(state.framesCompared): \(problem)")
            }
        }
    }

    package func snapshot() -> Snapshot { primary.snapshot() }

    package func redrawWhole() {
        primary.redrawWhole()
        checking.redrawWhole()
    }

    package func discardLayers() {
        primary.discardLayers()
        checking.discardLayers()
    }

    package func resize(to size: Size) -> Bool {
        let resized = primary.resize(to: size)
        if resized { _ = checking.resize(to: size) }
        return resized
    }

    package func close() {
        primary.close()
        checking.close()
    }
}
