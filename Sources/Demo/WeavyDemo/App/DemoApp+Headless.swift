import WeavyNcurses

extension DemoApp {
    /// Runs the app with no terminal, through the same loop a live run uses, on a clock
    /// that stands still (toasts stay until the end, so what is printed never depends on
    /// the machine's speed): each of `keys` is pressed as a batch of its own on a
    /// headless screen of `size`. Returns the screen when the keys run out or the app
    /// quits (`q`, Ctrl-C). It ends as a live run does: the navigation is saved for the
    /// next run. Returns the screen and how the run ended, if it did.
    func runHeadless(size: Size, keys: [Key], appearance: Appearance) throws -> (screen: Snapshot, outcome: RunOutcome?)
    {
        let terminal = try Terminal.headless(size: size, appearance: appearance)
        let window = makeWindow()
        let loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
        defer {
            let navigation = navigationToSave()
            window.close()
            terminal.close()
            save(navigation)
        }
        start(in: window, on: terminal)
        loop.start()
        for key in keys where loop.outcome == nil {
            loop.handle([.keys([key])])
        }
        return (terminal.snapshot(), loop.outcome)
    }
}
