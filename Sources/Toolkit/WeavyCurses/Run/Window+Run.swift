extension Window {
    /// Runs the window on a live terminal until it quits, and returns why it ended.
    ///
    /// While it runs, Ctrl-C quits (``RunOutcome/interrupted``) and Ctrl-Z suspends to
    /// the shell, whatever has the focus; SIGTERM, SIGHUP and SIGINT end the loop
    /// (``RunOutcome/signal(_:)``); SIGTSTP suspends and SIGCONT redraws the whole
    /// screen; a resize relayouts. Rebind Ctrl-C or Ctrl-Z with ``bind(_:hint:overridesFocus:worksUnderModals:action:)``
    /// to change that. The loop never exits the process: close the terminal afterwards,
    /// promptly when a signal ended the run (see below). A window can be run again.
    ///
    /// Called from the main task of an `async main` before it first suspends (as in the
    /// examples), the loop waits on the main thread itself, where the main actor's work
    /// then runs too: a key wakes that one thread and is drawn at once. Called after the
    /// main task has suspended (the main actor then runs on a dispatch thread), it
    /// behaves the same, but a key wakes two threads.
    ///
    /// If the terminal stops reading (a frozen emulator, a stalled connection), writing
    /// to it blocks. So after SIGTERM, SIGHUP or SIGINT the process gets one second to
    /// give the terminal back (``Terminal/close()``); past that, the terminal modes are
    /// restored without waiting for the output, and the process ends by that signal.
    ///
    /// Misuse never crashes: on a terminal that is not live or is closed, or while the
    /// window already runs, nothing runs; the mistake is logged and the outcome is
    /// ``RunOutcome/notStarted(reason:)``.
    public func run(on terminal: Terminal) async -> RunOutcome {
        let refusal: String? =
            if terminal.isClosed {
                "run(on:) on a terminal that is closed"
            } else if terminal.mode != .live {
                "run(on:) drives a live terminal, not a \(terminal.mode) one; use render() with others"
            } else if quitHandler != nil {
                "run(on:) on a window that is running already"
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
        // The bindings reach whichever run is current, so they keep working in later runs.
        if !bindings.contains(where: { $0.key == .control("c") }) {
            bind(.control("c"), overridesFocus: true, worksUnderModals: true) { [weak self] in
                self?.quit(.interrupted)
            }
        }
        if !bindings.contains(where: { $0.key == .control("z") }) {
            bind(.control("z"), overridesFocus: true, worksUnderModals: true) { [weak self] in
                self?.suspendToShell()
            }
        }
        return await LiveLoop(window: self, terminal: terminal).run()
    }

    /// Ends the run loop with `outcome`. Does nothing when no loop runs.
    public func quit(_ outcome: RunOutcome = .quit) {
        quitHandler?(outcome)
    }

    /// Gives the terminal back and stops the process as Ctrl-Z does; once it is
    /// continued (`fg`), marks everything to be drawn again whole. Does nothing when no
    /// loop runs. The caller (key or signal handling) draws afterwards.
    func suspendToShell() {
        guard quitHandler != nil, let terminal, !terminal.isClosed else { return }
        terminal.leaveCursesMode()
        ProcessSignal.stop()
        terminal.redrawWhole()
        relayout()
    }
}
