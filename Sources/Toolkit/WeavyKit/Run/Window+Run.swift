extension Window {
    /// Runs the window on `terminal` until it quits, and returns why it ended.
    ///
    /// The run reads the terminal's events — a live terminal's keys, signals and
    /// resizes, a pseudo-terminal's bytes, an SSH session's posted input — routes each key
    /// (``handle(_:)``), and draws once per batch. While it runs, Ctrl-C quits
    /// (``RunOutcome/interrupted``) whatever has the focus, and on the live terminal
    /// Ctrl-Z suspends to the shell; SIGTERM, SIGHUP and SIGINT end the run
    /// (``RunOutcome/signal(_:)``); a resize relayouts. Rebind Ctrl-C or Ctrl-Z with
    /// `bind(_:hint:overridesFocus:worksUnderModals:action:)` to change
    /// that. The run never exits the process: close the terminal afterwards. A window
    /// can be run again. To run an app on the live terminal in one call (open it, run,
    /// give it back, pass on the signal that ended it), `WeavyNcurses` adds `run()`.
    ///
    /// Any number of windows can run at once, each on its own terminal, all on the main
    /// actor. Called from the main task of an `async main` before it first suspends, the
    /// run waits on the main thread itself, where the main actor's work then runs too: a
    /// key wakes that one thread and is drawn at once.
    ///
    /// Misuse never crashes: on a headless or embedded terminal (whose keys come from a
    /// test or a host, through ``handle(_:)``), on a closed terminal, on another terminal than the one the
    /// window is attached to, or while the window already runs, nothing runs; the
    /// mistake is logged and the outcome is ``RunOutcome/notStarted(reason:)``.
    ///
    /// Give a `recording` to record the run to an asciicast file (see
    /// ``SessionRecorder``). On the live terminal a run given none is recorded when the
    /// environment sets `WEAVY_RECORD` to a path, read as the run starts.
    public func run(on terminal: Terminal, recording: SessionRecorder? = nil) async -> RunOutcome {
        let refusal: String? =
            if terminal.isClosed {
                "run(on:) on a terminal that is closed"
            } else if terminal.mode == .headless || terminal.mode == .embedded {
                "run(on:) runs a window on a terminal with input of its own (live or stream), not a \(terminal.mode) "
                    + "one; drive that with a WindowLoop's handle(_:), or the window's handle(_:) and render()"
            } else {
                nil
            }
        if let refusal {
            reportMisuse("\(refusal); nothing ran")
            return .notStarted(reason: refusal)
        }
        let recorder =
            recording
            ?? (terminal.mode == .live
                ? SessionRecorder.requested(by: ProcessEnvironment.current(only: ["WEAVY_RECORD"])) : nil)
        return await WindowLoop(window: self, terminal: terminal, recorder: recorder).run()
    }

    /// Ends the run with `outcome`: the window's run loop reads it when it next looks
    /// (at once when a key or a timer called this). Only the first call before the loop
    /// looks counts. Without a loop, the next ``handle(_:)`` returns it.
    public func quit(_ outcome: RunOutcome = .quit) {
        if case .quit = requestedResponse { return }
        requestedResponse = .quit(outcome)
        terminal?.noteWindowNews()
    }

    /// Asks to give the terminal back and stop the process, as Ctrl-Z does: the loop
    /// suspends the terminal, and once the process is continued (`fg`) everything is
    /// drawn again whole. Only the live terminal suspends; elsewhere the loop ignores it.
    func requestSuspension() {
        guard requestedResponse == nil else { return }
        requestedResponse = .suspend
        terminal?.noteWindowNews()
    }
}
