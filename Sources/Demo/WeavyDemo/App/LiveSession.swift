import WeavyNcurses

/// The app on the user's terminal, until they quit.
@MainActor
enum LiveSession {
    /// Opens the terminal, runs the app, and gives the terminal back, whatever ended the
    /// run (q, Ctrl-C, a signal, the terminal going away); then saves where the app was
    /// for the next run and calls `onEnd`. A terminal that cannot be used ends the
    /// process with one sentence and status 2; a signal that ended the run ends it too,
    /// once the navigation is saved.
    @discardableResult
    static func run(
        _ app: DemoApp, fault: InjectedFault? = nil, appearance: Appearance? = nil, recording: SessionRecorder? = nil,
        onEnd: () -> Void = {}
    ) async -> RunOutcome {
        var options = LiveTerminalOptions()
        options.appearance = appearance
        options.programName = "weavy-demo"
        let window = app.makeWindow()
        if let fault {
            window.bind("!") { fault.commit() }
        }
        app.weave()
        return await window.run(options: options, recording: recording) { _ in
            // The window is still open: its navigation is there to describe. Written now
            // that the terminal is given back (a signal leaves little time for that).
            app.save(app.navigationToSave())
            window.close()
            onEnd()
        }
    }
}
