import Weavy

/// A terminal screen in memory: the headless backend.
///
/// Each frame's layers are composed into one ``CellBuffer`` (see ``Compositor``); a
/// snapshot is that buffer. Only the rows of the layers drawn again are composed again,
/// while the layers keep their places; a frame with none drawn again composes nothing. It touches no global state — no ncurses, no locale — so any
/// number of them live at once, on any thread or task, each behind its own lock.
final class MemoryScreen: TerminalBackend {
    private struct State {
        var size: Size
        var screen: CellBuffer
        var cursor: Point?
        var clipboard: String?
        /// Where the layers of the last frame composed were; `nil` before the first one
        /// and after a resize.
        var places: [LayerPlace]?
    }

    /// Where a layer shows: what must stay the same for its rows alone to be composed
    /// again.
    private struct LayerPlace: Equatable {
        let id: Int
        let rect: Rect
        let isHidden: Bool
    }

    private let state: LockedState<State>

    init(size: Size) {
        state = LockedState(State(size: size, screen: CellBuffer(size: size), cursor: nil))
    }

    var mode: Terminal.Mode { .headless }

    var size: Size { state.withLock { $0.size } }

    var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Shows `frame`: composes its layers and notes its cursor.
    func present(_ frame: Frame) {
        state.withLock { state in
            let places = frame.layers.map { LayerPlace(id: $0.id, rect: $0.rect, isHidden: $0.isHidden) }
            if state.screen.decorations.count >= CellBuffer.decorationLimit / 2 {
                // The screen keeps every link it has shown; past so many, it starts again.
                state.screen = CellBuffer(size: state.size)
                state.places = nil
            }
            if places == state.places {
                let changed = frame.layers.filter { $0.isChanged && !$0.isHidden }.map(\.rect)
                if let top = changed.map(\.minRow).min(), let bottom = changed.map(\.maxRow).max() {
                    Compositor.compose(frame, into: &state.screen, rows: top..<bottom)
                }
            } else {
                Compositor.compose(frame, into: &state.screen)
                state.places = places
            }
            state.cursor = frame.cursor.flatMap { state.screen.bounds.contains($0) ? $0 : nil }
        }
    }

    /// Changes the size; the screen is blank until the next frame. Sizes below 1×1 are
    /// 1×1.
    func resize(to size: Size) -> Bool {
        let clamped = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        state.withLock { state in
            state.size = clamped
            state.screen = CellBuffer(size: clamped)
            state.cursor = nil
            state.places = nil
        }
        return true
    }

    /// The screen as the last frame left it.
    func snapshot() -> Snapshot {
        state.withLock { Snapshot(buffer: $0.screen, cursor: $0.cursor) }
    }

    /// The composed screen itself, for a host that copies it into its own buffer.
    var screen: CellBuffer { state.withLock { $0.screen } }

    /// What the app last sent to the terminal's clipboard.
    var clipboard: String? { state.withLock { $0.clipboard } }

    func copyToSystemClipboard(_ text: String) {
        state.withLock { $0.clipboard = text }
    }

    func close() {}
}
