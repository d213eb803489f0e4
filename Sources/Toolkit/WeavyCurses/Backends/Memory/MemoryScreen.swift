import Synchronization

/// A terminal screen in memory: the headless backend.
///
/// Each frame's layers are composed into one ``CellBuffer`` (see ``Compositor``); a
/// snapshot is that buffer. It touches no global state — no ncurses, no locale — so any
/// number of them live at once, on any thread or task, each behind its own lock.
final class MemoryScreen: Sendable {
    private struct State {
        var size: Size
        var screen: CellBuffer
        var cursor: Point?
    }

    private let state: Mutex<State>

    init(size: Size) {
        state = Mutex(State(size: size, screen: CellBuffer(size: size), cursor: nil))
    }

    var size: Size { state.withLock { $0.size } }

    /// Shows `frame`: composes its layers and notes its cursor.
    func present(_ frame: Frame) {
        state.withLock { state in
            Compositor.compose(frame, into: &state.screen)
            state.cursor = frame.cursor.flatMap { state.screen.bounds.contains($0) ? $0 : nil }
        }
    }

    /// Changes the size; the screen is blank until the next frame.
    func resize(to size: Size) {
        state.withLock { state in
            state.size = size
            state.screen = CellBuffer(size: size)
            state.cursor = nil
        }
    }

    /// The screen as the last frame left it.
    func snapshot() -> Snapshot {
        state.withLock { Snapshot(buffer: $0.screen, cursor: $0.cursor) }
    }
}
