import Weavy

/// A window's rows on a terminal's main screen, below where the cursor was: the
/// escape-sequence screen (``EscapeSequenceScreen``) drawing in a rectangle of whole
/// lines that it places itself, moves after a resize, and leaves kept or cleared.
///
/// It never enters the alternate screen and never writes outside its rows, except to
/// make room (line feeds that scroll the screen) and to clear what a resize may have
/// rewrapped below its top. Its ``resize(to:)`` takes the size of the whole screen.
package final class InlineScreen: TerminalBackend {
    private struct State {
        var placement: InlinePlacement
        var wanted: Int
        var closed = false
    }

    private let state: LockedState<State>
    private let drawing: EscapeSequenceScreen
    private let sequences: OutputSequences
    private let output: @Sendable ([UInt8]) -> Void
    private let end: InlineEnd
    /// A stream's: its input is posted to it, or read by whoever wraps it.
    package var mode: Terminal.Mode { .stream }

    /// Places `wanted` rows below `cursor` on a screen of `screen` cells, writing the line
    /// feeds that make room at once.
    ///
    /// - Parameters:
    ///   - onClose: gives the device back, after the last bytes.
    init(
        wanted: Int, end: InlineEnd, cursor: Point, screen: Size, sequences: OutputSequences,
        features: OutputFeatures, output: @escaping @Sendable ([UInt8]) -> Void,
        onClose: @escaping @Sendable () -> Void = {}
    ) {
        let (placement, room) = InlinePlacement.below(cursor: cursor, screen: screen, wanted: wanted)
        self.sequences = sequences
        self.output = output
        self.end = end
        drawing = EscapeSequenceScreen(
            region: placement.region, sequences: sequences, ownsScreen: false, mouse: false, events: nil,
            features: features, output: output, onClose: onClose)
        state = LockedState(State(placement: placement, wanted: wanted))
        // Kept at the rows' top-left while hidden, for a resize to find them (see resize).
        drawing.keepHiddenCursor(at: .zero)
        output(room)
    }

    /// Where the rows are now.
    package var placement: InlinePlacement { state.withLock { $0.placement } }

    package var bounds: Rect { drawing.bounds }

    package func present(_ frame: Frame) {
        guard !state.withLock({ $0.closed }) else { return }
        drawing.present(frame)
    }

    package func snapshot() -> Snapshot { drawing.snapshot() }

    package func redrawWhole() { drawing.redrawWhole() }

    package var outputFeatures: OutputFeatures { drawing.outputFeatures }

    package func setOutputFeatures(_ features: OutputFeatures) { drawing.setOutputFeatures(features) }

    package func copyToSystemClipboard(_ text: String) { drawing.copyToSystemClipboard(text) }

    /// The whole screen is now `size`: the rows are clamped to it, what was below their
    /// top is cleared, and the next frame draws them whole.
    package func resize(to size: Size) -> Bool {
        resize(to: size, cursor: nil)
        return true
    }

    /// The whole screen is now `size`, and the cursor is at `cursor`, as the terminal
    /// answered after the resize (`nil` when not asked). A terminal that rewraps its lines
    /// (tmux, kitty, VTE) moved the rows with the cursor, which the last frame left on
    /// their first row (hidden, or in a field there): the rows' top is then where the
    /// cursor is, less what rewrapping its own line added. When the cursor was on a lower
    /// row, or not asked, the top stays where it was. Either way it is clamped to the new
    /// screen, and everything from it to the bottom is cleared and drawn again.
    package func resize(to size: Size, cursor: Point?) {
        state.withLock { state in
            guard !state.closed else { return }
            var moved = state.placement
            if let cursor, let left = drawing.cursorLeft {
                let rewrapped = size.columns < moved.screen.columns ? left.column / max(1, size.columns) : 0
                moved.top = left.row == 0 ? max(0, cursor.row - rewrapped) : max(0, cursor.row - left.row)
            }
            state.placement = moved.resized(to: size, wanted: state.wanted)
            var cleared = state.placement
            cleared.top = min(moved.top, state.placement.top)
            output(cleared.clearing(with: sequences))
            drawing.move(to: state.placement.region)
        }
    }

    /// Clears the rows and leaves the cursor at their top, for the shell to write there
    /// while the program is away (a suspend, a program it runs).
    package func vacate() {
        state.withLock { state in
            guard !state.closed else { return }
            output(state.placement.clearing(with: sequences) + sequences.showCursor)
        }
    }

    /// Places the rows again below `cursor`, on a screen of `screen` (after a suspend: the
    /// shell wrote below where they were). The next frame draws them whole.
    package func place(below cursor: Point, screen: Size) {
        state.withLock { state in
            guard !state.closed else { return }
            let (placement, room) = InlinePlacement.below(cursor: cursor, screen: screen, wanted: state.wanted)
            state.placement = placement
            output(room)
            drawing.move(to: placement.region)
        }
    }

    /// Leaves the last frame (or clears it, as the app chose) with the cursor on the line
    /// after it, or on its first row; shows the cursor.
    package func close() {
        let leaving: [UInt8]? = state.withLock { state in
            guard !state.closed else { return nil }
            state.closed = true
            return state.placement.leaving(end, with: sequences)
        }
        if let leaving { output(leaving) }
        drawing.close()
    }
}
