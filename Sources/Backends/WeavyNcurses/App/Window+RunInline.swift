import WeavyKit

extension Window {
    /// Runs the window inline, in rows of the terminal's main screen below the cursor,
    /// as ``WeavyKit/Window/run(options:recording:onEnd:)`` runs it full-screen: the shell's lines above
    /// stay, and when the run ends the last frame stays (or is cleared, as
    /// `viewport.end` says) with the cursor on the line after it. Ctrl-C, signals, Ctrl-Z
    /// and `fg`, and resizes are handled as a full-screen run handles them.
    ///
    /// ```swift
    /// let window = Window(content: Label("Working…"), minimumSize: Size(columns: 10, rows: 1))
    /// await window.run(inline: InlineViewport(height: .rows(1)))
    /// ```
    ///
    /// The article <doc:InlineApps> has a fuzzy picker that prints its choice.
    ///
    /// It draws on standard output when that is a terminal, else on the terminal standard
    /// input reads, else on `/dev/tty` (see ``WeavyKit/Terminal/liveInline(_:options:measure:)``):
    /// inside `choice=$(picker)`, what the program prints after the run goes to the shell.
    ///
    /// - Parameters:
    ///   - viewport: how many rows (or the content's height), and what stays at the end.
    ///   - options: how the terminal is set up; `mouse` is not used.
    ///   - recording: records the run to an asciicast file (see `SessionRecorder`).
    ///   - onEnd: called once the terminal is given back, before a signal is passed on.
    @discardableResult
    public func run(
        inline viewport: InlineViewport, options: LiveTerminalOptions = LiveTerminalOptions(),
        recording: SessionRecorder? = nil, onEnd: (RunOutcome) -> Void = { _ in }
    ) async -> RunOutcome {
        await run(options: options, recording: recording, onEnd: onEnd) {
            try Terminal.liveInline(viewport, options: options) { [content] width in
                content.preferredHeight(forWidth: width)
            }
        }
    }
}
