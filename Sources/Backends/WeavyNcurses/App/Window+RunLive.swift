import Glibc
import WeavyKit

extension Window {
    /// Runs the window as the program's user interface on the live terminal, in one
    /// call: opens the terminal, runs until the app quits, gives the terminal back, and
    /// passes on the signal that ended it. The whole of an app's `static func main() async`
    /// (in its `@main` type) can be:
    ///
    /// ```swift
    /// let warp = WishlistWarp()
    /// let window = Window(content: warp.stack)
    /// window.bind("q", hint: "quit") { window in window.quit() }
    /// let loom = Loom()
    /// loom.weave(warp, startingWith: MovieWeft.movieList)
    /// await window.run()
    /// ```
    ///
    /// In order:
    /// 1. Opens the live terminal (``WeavyKit/Terminal/live(options:)``). When it
    ///    cannot (no terminal, `TERM` unset or unknown), prints one sentence saying why on
    ///    standard error, `program: error: …`, and ends the process with status 2, as
    ///    a bad command line would.
    /// 2. Runs the window on it (`run(on:)`) until it quits: a quit binding, Ctrl-C,
    ///    SIGTERM, SIGHUP, SIGINT, or the terminal going away.
    /// 3. Gives the terminal back exactly as it was, and calls `onEnd` with how the run
    ///    ended: the place to save what the app must keep. The window is still open then
    ///    (its navigation is still there to describe); close it when you no longer need it.
    /// 4. When a signal ended the run, ends the process by that same signal, so the shell
    ///    sees it (`Terminated`, exit status 143); Ctrl-C ends it as SIGINT would (exit
    ///    status 130) unless `options.interruptEndsLikeSIGINT` is off. Otherwise returns
    ///    how the run ended.
    ///
    /// - Parameters:
    ///   - options: how the live terminal is set up (mouse, theme, escape delay).
    ///   - recording: records the run to an asciicast file (see `SessionRecorder`);
    ///     without one, `WEAVY_RECORD=path` in the environment records it.
    ///   - onEnd: called once the terminal is given back, before a signal is passed on.
    @discardableResult
    public func run(
        options: LiveTerminalOptions = LiveTerminalOptions(), recording: SessionRecorder? = nil,
        onEnd: (RunOutcome) -> Void = { _ in }
    ) async -> RunOutcome {
        await run(options: options, recording: recording, onEnd: onEnd) { try Terminal.live(options: options) }
    }

    /// Opens the terminal with `open`, runs on it, gives it back, and passes on the
    /// signal that ended the run: what both full-screen and inline runs do.
    func run(
        options: LiveTerminalOptions, recording: SessionRecorder?, onEnd: (RunOutcome) -> Void,
        opening open: () throws -> Terminal
    ) async -> RunOutcome {
        let terminal: Terminal
        do {
            terminal = try open()
        } catch {
            StandardError.print("\(options.programName): error: \(error)")
            exit(2)
        }
        let outcome = await run(on: terminal, recording: recording)
        detach()
        terminal.close()
        onEnd(outcome)
        let endingSignal: Int32? =
            switch outcome {
            case .signal(let number): number
            case .interrupted where options.interruptEndsLikeSIGINT: SIGINT
            default: nil
            }
        if let endingSignal {
            // The signal ends the process at once: let what was printed reach a pipe first.
            fflush(nil)
            ProcessSignal.raiseWithDefaultAction(endingSignal)
        }
        return outcome
    }
}
