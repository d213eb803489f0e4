import Weavy

/// A terminal shown by escape sequences written to a byte stream: a pseudo-terminal, an
/// SSH channel, a socket, or a rectangle of a host program's own screen. The stream
/// backend.
///
/// Each frame's layers are composed in memory (see ``Compositor``), compared with what
/// the terminal shows, and only the difference is written, in one write per frame, in
/// the sequences of the terminal's own type (see ``OutputSequences``). It touches no
/// global state: a process holds any number of them.
final class EscapeSequenceScreen: TerminalBackend {
    private struct State {
        var region: Rect
        var composed: CellBuffer
        var cursor: Point?
        var writer: ScreenWriter
        var entered = false
        var closed = false
        var features: OutputFeatures
        /// Where the hidden cursor is kept (see ``ScreenWriter/hiddenCursorHome``).
        var hiddenCursorHome: Point?
    }

    private let state: LockedState<State>
    private let output: @Sendable ([UInt8]) -> Void
    /// Gives the device back, after the last bytes.
    private let onClose: @Sendable () -> Void
    private let sequences: OutputSequences
    private let mouse: Bool
    /// Whether it has the whole screen (full-screen mode, the alternate screen) or only
    /// a host's rectangle of it.
    private let ownsScreen: Bool
    /// Where the run loop reads the terminal's input, if it has a descriptor. Only the
    /// run loop touches it, on the main actor.
    nonisolated(unsafe) private let events: (any TerminalEventSource)?

    /// - Parameters:
    ///   - region: the area drawn in; origin zero and the whole screen when it owns it.
    ///   - output: writes bytes to the terminal, in order; called once per frame.
    ///   - events: where the run loop reads input, or `nil` when it is posted.
    init(
        region: Rect, sequences: OutputSequences, ownsScreen: Bool, mouse: Bool,
        events: (any TerminalEventSource)?, features: OutputFeatures = [],
        output: @escaping @Sendable ([UInt8]) -> Void, onClose: @escaping @Sendable () -> Void = {}
    ) {
        self.sequences = sequences
        self.output = output
        self.onClose = onClose
        self.ownsScreen = ownsScreen
        self.mouse = mouse
        self.events = events
        state = LockedState(
            State(
                region: region, composed: CellBuffer(size: region.size),
                writer: ScreenWriter(
                    size: region.size, sequences: sequences, origin: region.origin, ownsScreen: ownsScreen),
                features: features))
        state.withLock { $0.writer.features = features }
    }

    var mode: Terminal.Mode { ownsScreen ? .stream : .embedded }

    var bounds: Rect { state.withLock { $0.region } }

    var eventSource: (any TerminalEventSource)? { events }

    func present(_ frame: Frame) {
        state.withLock { state in
            guard !state.closed else { return }
            var bytes: [UInt8] = []
            if !state.entered {
                state.entered = true
                if ownsScreen {
                    bytes += sequences.enter
                    if mouse { bytes += OutputSequences.mouseOn }
                }
            }
            if state.composed.decorations.count >= CellBuffer.decorationLimit / 2 {
                // The screen keeps every link it has shown; past so many, it starts again.
                state.composed = CellBuffer(size: state.region.size)
                state.writer.forgetScreen()
            }
            Compositor.compose(frame, into: &state.composed, origin: state.region.origin)
            let cursor = frame.cursor.map {
                Point(column: $0.column - state.region.minColumn, row: $0.row - state.region.minRow)
            }
            state.cursor = cursor.flatMap { state.composed.bounds.contains($0) ? $0 : nil }
            state.writer.update(to: state.composed, cursor: state.cursor, into: &bytes)
            guard !bytes.isEmpty else { return }
            if state.features.contains(.synchronizedOutput) {
                // The terminal holds what it draws until the end mark: the frame shows whole.
                output(OutputSequences.beginSynchronizedFrame + bytes + OutputSequences.endSynchronizedFrame)
            } else {
                output(bytes)
            }
        }
    }

    /// What the terminal shows: the composed cells, in the styles this terminal type can
    /// show (an attribute it has no sequence for, a color past its palette, is not shown),
    /// with the links and underline styles it has.
    func snapshot() -> Snapshot {
        let (composed, features) = state.withLock { (Snapshot(buffer: $0.composed, cursor: $0.cursor), $0.features) }
        let rows = composed.rows.map { row in
            row.map { cell in
                var style = sequences.shown(cell.style)
                if !features.contains(.styledUnderlines) { style = style.withPlainUnderline }
                return Snapshot.Cell(
                    character: cell.character, width: cell.width, style: style,
                    link: features.contains(.hyperlinks) ? cell.link : nil)
            }
        }
        return Snapshot(size: composed.size, rows: rows, cursor: composed.cursor)
    }

    var outputFeatures: OutputFeatures { state.withLock { $0.features } }

    func setOutputFeatures(_ features: OutputFeatures) {
        state.withLock { state in
            state.features = features
            state.writer.features = features
            state.writer.forgetScreen()
        }
    }

    func redrawWhole() {
        state.withLock { $0.writer.forgetScreen() }
    }

    func resize(to size: Size) -> Bool {
        state.withLock { state in
            state.region.size = size
            state.composed = CellBuffer(size: size)
            state.cursor = nil
            state.writer.forgetScreen(size: size)
        }
        return true
    }

    /// Writes OSC 52 between frames; a closed screen writes nothing.
    func copyToSystemClipboard(_ text: String) {
        state.withLock { state in
            guard !state.closed else { return }
            output(ClipboardSequence.bytes(copying: text))
        }
    }

    /// Moves a host's rectangle: everything is written again there.
    func move(to region: Rect) {
        state.withLock { state in
            state.region = region
            state.composed = CellBuffer(size: region.size)
            state.cursor = nil
            state.writer = ScreenWriter(
                size: region.size, sequences: sequences, origin: region.origin, ownsScreen: ownsScreen)
            state.writer.features = state.features
            state.writer.hiddenCursorHome = state.hiddenCursorHome
        }
    }

    /// Keeps the hidden cursor at `home` (in the area) after each frame.
    func keepHiddenCursor(at home: Point?) {
        state.withLock { state in
            state.hiddenCursorHome = home
            state.writer.hiddenCursorHome = home
        }
    }

    /// Where the cursor was left by the last frame, in the area: the focused field's
    /// place, or the hidden cursor's home; `nil` when not known.
    var cursorLeft: Point? {
        state.withLock { $0.cursor ?? $0.hiddenCursorHome }
    }

    /// Leaves full-screen mode: the modes it set are reset, the cursor shows, the
    /// alternate screen is left.
    func close() {
        state.withLock { state in
            guard !state.closed else { return }
            state.closed = true
            if state.entered && ownsScreen {
                output(sequences.leave)
            } else if state.entered {
                output(sequences.resetStyle + sequences.showCursor)
            }
        }
        onClose()
    }
}
