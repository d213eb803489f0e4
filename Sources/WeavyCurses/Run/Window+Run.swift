extension Window {
    /// Runs the window on a live terminal until it quits, and returns why it ended.
    ///
    /// While it runs, Ctrl-C quits (``RunOutcome/interrupted``) and Ctrl-Z suspends to
    /// the shell, whatever has the focus; SIGTERM, SIGHUP and SIGINT end the loop
    /// (``RunOutcome/signal(_:)``); SIGTSTP suspends and SIGCONT redraws the whole
    /// screen; a resize relayouts. Rebind Ctrl-C or Ctrl-Z with ``bind(_:hint:overridesFocus:action:)``
    /// to change that. The loop never exits the process: close the terminal afterwards.
    public func run(on terminal: Terminal) async -> RunOutcome {
        precondition(terminal.mode == .live, "run(on:) drives a live terminal; use render() with others")
        if self.terminal == nil { attach(to: terminal) }
        let loop = LiveLoop(window: self, terminal: terminal)
        if !bindings.contains(where: { $0.key == .control("c") }) {
            bind(.control("c"), overridesFocus: true, worksUnderModals: true) { [weak loop] in
                loop?.finish(.interrupted)
            }
        }
        if !bindings.contains(where: { $0.key == .control("z") }) {
            bind(.control("z"), overridesFocus: true, worksUnderModals: true) { [weak loop] in loop?.suspend() }
        }
        return await loop.run()
    }

    /// Ends the run loop with `outcome`. Does nothing when no loop runs.
    public func quit(_ outcome: RunOutcome = .quit) {
        quitHandler?(outcome)
    }
}
