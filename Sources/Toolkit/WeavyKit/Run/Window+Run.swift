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
    public func run(on terminal: Terminal) async -> RunOutcome {
        let refusal: String? =
            if terminal.isClosed {
                "run(on:) on a terminal that is closed"
            } else if terminal.mode == .headless || terminal.mode == .embedded {
                "run(on:) runs a window on a terminal with input of its own (live or stream), not a \(terminal.mode) "
                    + "one; drive that with handle(_:) and render()"
            } else if driver != nil {
                "run(on:) on a window that is running already"
            } else if terminal.runLoop != nil {
                "run(on:) on a terminal another window runs on"
            } else if let attached = self.terminal, attached !== terminal {
                "run(on:) on another terminal than the one the window is attached to"
            } else {
                nil
            }
        if let refusal {
            reportMisuse("\(refusal); nothing ran")
            return .notStarted(reason: refusal)
        }
        if self.terminal == nil { attach(to: terminal) }
        // Bound with the window as their argument, so they reach whichever run is current
        // and keep working in later runs.
        if !bindings.contains(where: { $0.key == .control("c") }) {
            bind(.control("c"), overridesFocus: true, worksUnderModals: true) { window in
                window.quit(.interrupted)
            }
        }
        if terminal.mode == .live, !bindings.contains(where: { $0.key == .control("z") }) {
            bind(.control("z"), overridesFocus: true, worksUnderModals: true) { window in
                window.suspendToShell()
            }
        }
        return await EventLoop(window: self, terminal: terminal).run()
    }

    /// Whether a run loop runs the window now.
    public var isRunning: Bool { driver != nil }

    /// Ends the run loop with `outcome`. Does nothing when no loop runs.
    public func quit(_ outcome: RunOutcome = .quit) {
        driver?.finish(outcome)
    }

    /// Gives the terminal back and stops the process as Ctrl-Z does; once it is
    /// continued (`fg`), marks everything to be drawn again whole. Does nothing when no
    /// loop runs, or on a terminal that is not the process's own. The caller (key or
    /// signal handling) draws afterwards.
    func suspendToShell() {
        guard driver != nil, let terminal, !terminal.isClosed, terminal.mode == .live else { return }
        terminal.backend.suspend()
        terminal.redrawWhole()
        relayout()
    }
}
