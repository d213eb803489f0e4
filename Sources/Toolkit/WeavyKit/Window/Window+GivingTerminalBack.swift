extension Window {
    /// Runs `body` with the terminal given back to the shell, then takes it again and
    /// draws the whole window: for running a program from the app, a shell, an editor,
    /// a pager, which expects the terminal as the shell left it.
    ///
    /// On the live terminal, everything the window set is given back first (the
    /// alternate screen, raw input, bracketed paste, the kitty keyboard flags or xterm's
    /// `modifyOtherKeys`) and set again after `body` returns or throws. Terminals that are
    /// not the process's own (headless, a stream, an SSH session) are not the program's to
    /// give: `body` just runs.
    ///
    /// ```swift
    /// window.bind("e", hint: KeyHint("e", "edit")) { window in
    ///     window.withTerminalGivenBack { _ = system("${EDITOR:-vi} notes.txt") }
    /// }
    /// ```
    ///
    /// `body` runs on the main actor and the window draws nothing meanwhile. A Ctrl-C
    /// typed while the program runs reaches it (and this process, as the shell's job
    /// control has it); a resize is seen when the window draws again.
    public func withTerminalGivenBack<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let terminal, !terminal.isClosed, terminal.mode == .live else { return try body() }
        terminal.backend.giveTerminalBack()
        defer {
            terminal.backend.takeTerminalAgain()
            relayout()
            setNeedsDisplay()
        }
        return try body()
    }
}
