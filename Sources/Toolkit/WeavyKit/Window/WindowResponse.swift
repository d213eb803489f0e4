/// What a window did with an event, for whoever drives it: its run loop, or a host that
/// feeds it keys from a loop of its own.
///
/// The window never calls up into what drives it. A key that quits returns
/// ``quit(_:)``; a quit recorded outside key handling (a model's task calling
/// ``Window/quit(_:)``) is read by the loop when it next looks.
public enum WindowResponse: Sendable, Equatable {
    /// Nothing used the event.
    case ignored
    /// A component or a binding used it.
    case handled
    /// The window asked to end with this outcome (``Window/quit(_:)``).
    case quit(RunOutcome)
    /// The window asked to give the terminal back and stop the process for now (Ctrl-Z
    /// on the live terminal); drawn again whole once continued.
    case suspend
}
