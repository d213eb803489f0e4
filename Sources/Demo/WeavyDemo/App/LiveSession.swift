import WeavyNcurses

/// The app on the user's terminal, until they quit.
@MainActor
enum LiveSession {
    /// Opens the terminal, runs the app, and gives the terminal back, whatever ended the
    /// run (q, Ctrl-C, a signal, the terminal going away); then saves where the app was
    /// for the next run. Throws a ``TerminalError`` when the terminal cannot be used;
    /// nothing on the terminal has changed then.
    static func run(_ app: DemoApp, fault: InjectedFault? = nil, appearance: Appearance? = nil) async throws
        -> RunOutcome
    {
        var options = LiveTerminalOptions()
        options.appearance = appearance
        let terminal = try Terminal.live(options: options)
        let window = app.makeWindow()
        if let fault {
            window.bind("!") { fault.commit() }
        }
        app.start(in: window, on: terminal)
        let outcome = await window.run(on: terminal)
        // Taken before closing (which releases the navigation), written after the
        // terminal is given back (a signal leaves little time for that).
        let navigation = app.navigationToSave()
        window.close()
        terminal.close()
        app.save(navigation)
        return outcome
    }
}
