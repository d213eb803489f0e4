import Synchronization
import Weavy

/// A screen that shows a ``Window``: a value of its own, so that one process can hold
/// any number of them at once, each with its own size, colors, appearance and input
/// decoding.
///
/// What the terminal is depends on its ``TerminalBackend``:
///
/// - **headless** (``headless(size:colorDepth:appearance:)``): a screen in memory, for
///   tests and tools. Windows compose their layers into one cell buffer; ``snapshot()``
///   reads it. No terminal, no C library, no global state: any number of them at once,
///   on any thread or task.
/// - **stream** (``stream(type:size:colorDepth:appearance:mouse:output:)``): escape
///   sequences for any terminal type, written to a pseudo-terminal, a socket, an SSH
///   channel, or a host program's own screen, and bytes read back as keys.
/// - **live** and **embedded**, from the `WeavyNcurses` module: the controlling
///   terminal through ncurses, and a rectangle of a curses host program's screen.
///
/// All faces show exactly the same frames: components draw into cell buffers in memory,
/// and only the backend differs.
public final class Terminal: @unchecked Sendable {
    /// Which face a terminal has.
    public enum Mode: Sendable, Equatable {
        /// The controlling terminal of a full-screen program (`Terminal.live()`, in
        /// `WeavyNcurses`).
        case live
        /// A screen in memory, for tests (``Terminal/headless(size:colorDepth:appearance:)``).
        case headless
        /// A region of a host program's screen (`Terminal.embedded(in:)`, in `WeavyNcurses`).
        case embedded
        /// Escape sequences to a byte stream: a pseudo-terminal, an SSH channel
        /// (``Terminal/stream(type:size:colorDepth:appearance:mouse:output:)``).
        case stream
    }

    /// This terminal's face.
    public var mode: Mode { backend.mode }
    /// The colors it can show; the standard theme follows it.
    public let colorDepth: ColorDepth
    /// Whether it draws on a light or a dark background; the standard theme follows it.
    /// A live terminal, or an SSH session, that was given none takes the one the
    /// terminal's answer to a background query says (see ``capabilities``).
    public var appearance: Appearance {
        state.withLock { $0.appearance }
    }

    /// What the terminal said it can do when asked at start-up (a live terminal, an SSH
    /// session); ``TerminalCapabilities/unknown`` for one that was not asked.
    public var capabilities: TerminalCapabilities {
        state.withLock { $0.capabilities }
    }
    /// What shows the frames.
    public let backend: any TerminalBackend
    /// The terminal's type as `TERM` names it, when it was opened with one: what a
    /// recording of it says it was played on.
    public let type: String?

    private let state: LockedState<State>

    private struct State {
        var closed = false
        var appearance: Appearance
        var capabilities = TerminalCapabilities.unknown
        /// What decoding this terminal's input carries from one read to the next.
        var input: InputDecoder
        /// The terminal type whose terminfo entry the decoder has not been given yet. It
        /// is given when the decoder is first used, or when the run loop first waits for
        /// input (``Terminal/prepareInputDecoding()``), and the decoder reads its key
        /// strings at its first sequence after `ESC [` or `ESC O`
        /// (`KeyTable.reading(_:)`), so that reading them delays no frame.
        var unreadKeyStrings: String?
        var escapeDelay = Duration.milliseconds(25)
        /// What was posted for the window's run loop, and what wakes it.
        var inbox = TerminalInbox()

        /// Gives the decoder the key strings of the terminal's type, once.
        mutating func readKeyStrings() {
            guard let type = unreadKeyStrings else { return }
            unreadKeyStrings = nil
            if let terminfo = try? Terminfo.load(type: type) {
                input.keyTable = .reading(terminfo)
            }
        }
    }

    /// Whether frames are drawn with ASCII stand-ins (see ``glyphs``): read on every frame
    /// without taking the terminal's lock.
    private let drawsASCII = Atomic<Bool>(false)

    /// The characters this terminal can show: on ``TerminalGlyphs/ascii`` every frame is
    /// drawn with ASCII stand-ins (a terminal that is not UTF-8). A live terminal takes it
    /// from the locale; others are Unicode until told. Takes effect at the next frame;
    /// call ``redrawWhole()`` after changing it on a terminal that shows frames already.
    public var glyphs: TerminalGlyphs {
        get { drawsASCII.load(ordering: .relaxed) ? .ascii : .unicode }
        set { drawsASCII.store(newValue == .ascii, ordering: .relaxed) }
    }

    /// Opens a terminal on `backend`.
    ///
    /// - Parameters:
    ///   - backend: what shows the frames (and, for some, reads the input).
    ///   - colorDepth: the colors the backend can show.
    ///   - appearance: the background the standard theme is chosen for.
    ///   - type: the terminal's type (what `TERM` names), when its input is decoded here:
    ///     the key strings of its terminfo entry that differ from xterm's are decoded too
    ///     (the Linux console's F-keys, rxvt's). The entry is found when input is first
    ///     decoded or a run loop first waits for it, and its key strings are read at the
    ///     first sequence after `ESC [` or `ESC O`, not here. Without a type, or when the
    ///     type has no entry, keys are decoded as xterm and the VT family send them.
    public init(backend: any TerminalBackend, colorDepth: ColorDepth, appearance: Appearance, type: String? = nil) {
        self.backend = backend
        self.type = type
        self.colorDepth = colorDepth
        state = LockedState(State(appearance: appearance, input: InputDecoder(), unreadKeyStrings: type))
    }

    deinit {
        if !isClosed { backend.close() }
        state.withLock { $0.inbox.close() }
    }

    /// The region this terminal shows: the whole screen, or the host's rectangle.
    public var bounds: Rect { backend.bounds }

    /// The size of ``bounds``.
    public var size: Size { bounds.size }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool {
        state.withLock { $0.closed }
    }

    /// Gives the terminal back: a live terminal leaves curses mode and is as it was
    /// before; an embedded one frees its windows and leaves the host's alone; a stream
    /// leaves the alternate screen and resets the modes it set; a headless one forgets
    /// its screen. Safe to call more than once.
    public func close() {
        let wasOpen = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        guard wasOpen else { return }
        backend.close()
    }

    /// What the terminal shows now, cell by cell: the screen composed in memory for a
    /// headless terminal, what the backend believes the physical screen holds for the
    /// others.
    public func snapshot() -> Snapshot {
        backend.snapshot()
    }

    /// Puts `text` on the terminal's clipboard with the OSC 52 sequence, which the terminal
    /// may ignore (see ``Clipboard/sendsToTerminal``). A headless terminal keeps it in
    /// ``systemClipboard``.
    public func copyToSystemClipboard(_ text: String) {
        guard !isClosed else { return }
        backend.copyToSystemClipboard(text)
    }

    /// Forgets what is on the physical screen so the next frame repaints all of it
    /// (after a suspend, or when something else drew on the terminal). A headless
    /// terminal composes every frame whole anyway.
    public func redrawWhole() {
        backend.redrawWhole()
    }

    /// Changes the size of a terminal whose size comes from outside, as a terminal
    /// emulator's resize would: a headless terminal, a stream whose peer reported a new
    /// size (an SSH window change). Sizes below 1×1 become 1×1. A window on it relayouts
    /// at its next render, or at once while it runs. A terminal that follows its own size
    /// (the live one) ignores it, and the mistake is logged.
    public func resize(to size: Size) {
        guard !isClosed else {
            reportMisuse("resize(to:) on a closed terminal; nothing changed")
            return
        }
        let clamped = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        guard backend.resize(to: clamped) else {
            reportMisuse(
                "resize(to:) only resizes a terminal whose size comes from outside; a \(mode) one follows its own")
            return
        }
        // A window running on it relayouts as soon as its loop looks; one that runs later
        // lays out at the size it finds.
        withInbox { if $0.isClaimed { $0.post([.resized]) } }
    }

    /// What this terminal writes beyond colors: synchronized frames, links, styled
    /// underlines (see ``OutputFeatures``). A stream terminal starts with what its type is
    /// known to have (``OutputFeatures/assumed(type:environment:)``); set it from the
    /// terminal's own answers when they are known. Setting it repaints the whole screen at
    /// the next frame. A headless terminal keeps links and underline styles whatever this
    /// says; a backend that cannot write a feature leaves it out.
    public var outputFeatures: OutputFeatures {
        get { backend.outputFeatures }
        set { backend.setOutputFeatures(newValue) }
    }

    /// Shows a window's frame. On a closed terminal it is a logged no-op.
    func present(_ frame: Frame) {
        guard !isClosed else {
            reportMisuse("a window drew on a closed terminal; nothing was shown")
            return
        }
        backend.present(glyphs == .ascii ? frame.withASCIIGlyphs() : frame)
    }

    /// Forgets every layer shown so far (a curses backend frees their windows), without
    /// updating the screen: the window that drew them has detached.
    func discardLayers() {
        backend.discardLayers()
    }

    /// Runs `body` with the escape delay ``feed(_:)`` and the run loop use.
    func withFeedSettings<Result>(_ body: (inout Duration) -> Result) -> Result {
        state.withLock { body(&$0.escapeDelay) }
    }

    /// Runs `body` with what was posted for the window's run loop.
    func withInbox<Result>(_ body: (inout TerminalInbox) -> Result) -> Result {
        state.withLock { body(&$0.inbox) }
    }

    /// Runs `body` with what decoding this terminal's input carries between reads.
    func withInputState<Result>(_ body: (inout InputDecoder) -> Result) -> Result {
        state.withLock { state in
            state.readKeyStrings()
            return body(&state.input)
        }
    }

    /// Runs `body` with the input decoder and the escape delay, under one lock: what a
    /// read needs.
    func withInputAndEscapeDelay<Result>(_ body: (inout InputDecoder, Duration) -> Result) -> Result {
        state.withLock { state in
            state.readKeyStrings()
            return body(&state.input, state.escapeDelay)
        }
    }

    /// Records what the terminal answered when asked at start-up, and the appearance
    /// chosen from it (or kept), before a window draws on it.
    package func adopt(_ capabilities: TerminalCapabilities, appearance: Appearance) {
        state.withLock { state in
            state.capabilities = capabilities
            state.appearance = appearance
        }
    }

    /// Reads the key strings of the terminal's type if they are not read yet: the run
    /// loop calls it once its first frame is out, before it waits for input.
    func prepareInputDecoding() {
        state.withLock { $0.readKeyStrings() }
    }
}
