import Synchronization

/// A screen that shows a ``Window``, with one of three faces:
///
/// - **headless** (``headless(size:colorDepth:appearance:comparingWithCurses:)``): a screen in
///   memory, for tests and tools. Windows compose their layers into one cell buffer;
///   ``snapshot()`` reads it. No terminal, no ncurses, no global state: any number of
///   them at once, on any thread or task.
/// - **live** (``live(options:)``): the controlling terminal, through ncurses, in raw
///   mode with the alternate screen, always given back on quit, signals and crashes.
/// - **embedded** (``embedded(in:appearance:)``): a rectangle of a host program's own curses
///   screen; the host keeps its loop and its windows.
///
/// All faces show exactly the same frames: components draw into cell buffers in
/// memory, and only the backend differs. ncurses is process-wide and not thread-safe,
/// so a process has at most one curses screen open at a time (live, embedded, or the
/// ``nullDevice(size:colorDepth:appearance:)`` screen used to check fidelity), and every curses
/// call is serialized behind one lock.
public final class Terminal: @unchecked Sendable {
    /// Which face a terminal has.
    public enum Mode: Sendable, Equatable {
        /// The controlling terminal of a full-screen program (``Terminal/live(options:)``).
        case live
        /// A screen in memory, for tests (``Terminal/headless(size:colorDepth:appearance:comparingWithCurses:)``).
        case headless
        /// A region of a host program's curses screen (``Terminal/embedded(in:appearance:)``).
        case embedded
    }

    /// This terminal's face.
    public let mode: Mode
    /// The colors it can show; the standard theme follows it.
    public let colorDepth: ColorDepth
    /// Whether it draws on a light or a dark background; the standard theme follows it.
    public let appearance: Appearance

    /// The screen in memory (headless terminals).
    let memory: MemoryScreen?
    /// The ncurses screen (live, embedded, null device; and the checking half of a
    /// headless terminal compared with curses).
    let curses: CursesScreen?
    private let state: Mutex<State>

    private struct State {
        var closed = false
        var fidelityProblems: [String] = []
        var framesCompared = 0
        /// What decoding a memory terminal's input carries from one feed to the next.
        var input = InputDecoding.State()
        var escapeDelay = Duration.milliseconds(25)
    }

    init(mode: Mode, colorDepth: ColorDepth, appearance: Appearance, memory: MemoryScreen?, curses: CursesScreen?) {
        self.mode = mode
        self.colorDepth = colorDepth
        self.appearance = appearance
        self.memory = memory
        self.curses = curses
        state = Mutex(State())
    }

    deinit {
        curses?.close()
    }

    /// The region this terminal shows: the whole screen, or the host's rectangle.
    public var bounds: Rect {
        if let memory { return Rect(origin: .zero, size: memory.size) }
        return curses?.bounds ?? .zero
    }

    /// The size of ``bounds``.
    public var size: Size { bounds.size }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool {
        state.withLock { $0.closed }
    }

    /// Gives the terminal back: a live terminal leaves curses mode and is as it was
    /// before; an embedded one frees its windows and leaves the host's alone; a headless
    /// one forgets its screen. Safe to call more than once.
    public func close() {
        let wasOpen = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        guard wasOpen else { return }
        curses?.close()
    }

    /// What the terminal shows now, cell by cell: the screen composed in memory for a
    /// headless terminal, ncurses' record of the physical screen for the others.
    public func snapshot() -> Snapshot {
        if let memory { return memory.snapshot() }
        return curses?.snapshot() ?? Snapshot(buffer: CellBuffer(size: .zero), cursor: nil)
    }

    /// Forgets what is on the physical screen so the next frame repaints all of it
    /// (after a suspend, or when something else drew on the terminal). A headless
    /// terminal composes every frame whole anyway.
    public func redrawWhole() {
        curses?.redrawWhole()
    }

    /// Shows a window's frame. On a closed terminal it is a logged no-op.
    func present(_ frame: Frame) {
        guard !isClosed else {
            reportMisuse("a window drew on a closed terminal; nothing was shown")
            return
        }
        memory?.present(frame)
        curses?.present(frame)
        if let memory, let curses {
            compare(memory.snapshot(), with: curses.snapshot())
        }
    }

    /// Forgets every layer shown so far (their curses windows are freed), without
    /// updating the screen: the window that drew them has detached.
    func discardLayers() {
        curses?.discardLayers()
    }

    // MARK: - Checking against curses

    /// For a headless terminal made with `comparingWithCurses`: each frame whose screen
    /// in memory differed from what ncurses shows for the same frame, described (the
    /// first differing rows). Empty when every frame matched, or when not comparing.
    public var fidelityProblems: [String] {
        state.withLock { $0.fidelityProblems }
    }

    /// How many frames were compared with ncurses so far.
    public var framesComparedWithCurses: Int {
        state.withLock { $0.framesCompared }
    }

    private func compare(_ inMemory: Snapshot, with shown: Snapshot) {
        let problem = Snapshot.differences(inMemory, shown, labels: ("memory", "curses"))
        state.withLock { state in
            state.framesCompared += 1
            if let problem, state.fidelityProblems.count < 20 {
                state.fidelityProblems.append("frame \(state.framesCompared): \(problem)")
            }
        }
    }

    /// Runs `body` with the escape delay ``feed(_:)`` uses.
    func withFeedSettings<Result>(_ body: (inout Duration) -> Result) -> Result {
        state.withLock { body(&$0.escapeDelay) }
    }

    /// Runs `body` with what decoding a memory terminal's input carries between feeds.
    func withInputState<Result>(_ body: (inout InputDecoding.State) -> Result) -> Result {
        state.withLock { body(&$0.input) }
    }
}
