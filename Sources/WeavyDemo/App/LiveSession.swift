import WeavyCurses

/// The app on the user's terminal, until they quit.
@MainActor
enum LiveSession {
    /// Opens the terminal, runs the app, and gives the terminal back, whatever ended the
    /// run. Throws a ``TerminalError`` when the terminal cannot be used; nothing on the
    /// terminal has changed then.
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
        window.close()
        terminal.close()
        return outcome
    }
}
