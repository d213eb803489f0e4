import WeavyNcurses

/// The app with no terminal: keys pressed one by one on a headless screen, then the
/// screen read back. It ends as a live run does: the navigation is saved for the next
/// run.
///
/// Time stands still (toasts stay until the end), so what is printed never depends on
/// the machine's speed.
@MainActor
enum HeadlessSession {
    /// Presses `keys` on a screen of `size` and returns the screen at the end, or when
    /// the app quits (`q`, or Ctrl-C as the live run loop would).
    static func run(_ app: DemoApp, size: Size, keys: [Key], appearance: Appearance) throws -> Snapshot {
        let terminal = try Terminal.headless(size: size, appearance: appearance)
        let window = app.makeWindow()
        window.timeSource = .manual
        defer {
            let navigation = app.navigationToSave()
            window.close()
            terminal.close()
            app.save(navigation)
        }
        app.start(in: window, on: terminal)
        window.render()
        for key in keys {
            if key == .control("c") { break }
            window.handle(key)
            window.render()
            if app.isQuitRequested { break }
        }
        return terminal.snapshot()
    }
}
