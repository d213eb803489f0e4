/// Why a window's run loop ended.
public enum RunOutcome: Sendable, Equatable {
    /// ``Window/quit(_:)`` was called (a quit key, a menu).
    case quit
    /// Ctrl-C was pressed.
    case interrupted
    /// SIGTERM, SIGHUP or SIGINT arrived. The app may re-raise it after closing the
    /// terminal so its exit status tells.
    case signal(Int32)
    /// The terminal went away: its input reached end of file.
    case inputClosed
    /// Nothing ran: ``Window/run(on:recording:)`` was given a terminal it cannot drive (not live,
    /// or closed), or the window was running already. The mistake, `reason`, was also
    /// logged as misuse.
    case notStarted(reason: String)
}
