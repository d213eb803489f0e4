extension Terminal {
    /// Hands events to the window running on this terminal: the bytes an SSH channel
    /// received, its window changes, its end. The window's run loop handles them in its
    /// next turn, in order, as one batch with one frame. Events posted before a window
    /// runs wait for it (up to 1 MiB of input; beyond that the oldest are dropped, and
    /// logged). For terminals whose events are not read by the run loop itself.
    @MainActor
    public func post(_ events: [TerminalEvent]) {
        withInbox { $0.post(events) }
    }

    /// Queues `bytes` as input for the next run: keys a backend read before any window
    /// ran (typed while the terminal was being asked its background color).
    package func queueInput(_ bytes: [UInt8]) {
        withInbox { $0.post([.input(bytes)]) }
    }

    /// Tells the loop running the window on this terminal that the window has news: a
    /// frame is due, a timer changed, a quit was recorded. Wakes the loop if it waits;
    /// costs nothing more while it is awake.
    func noteWindowNews() {
        withInbox { $0.noteWindowNews() }
    }
}
