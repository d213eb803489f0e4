/// One session's app, as an app factory returns it: the window the session runs, and
/// what to do once the session has ended.
///
/// Build everything a session owns (its `Loom`, warps and window) in the factory, and
/// share only the services behind them (a catalog, a store) between sessions. Give the
/// session its Loom: nothing else keeps it alive.
@MainActor
public struct SSHSessionApp {
    /// The window the session runs on the client's terminal.
    public var window: Window
    /// The session's `Loom`, kept as long as the session runs (an app owns its Loom:
    /// warps and screens never keep it alive).
    public var loom: Loom?
    /// The background the standard theme is chosen for (from a setting of the user's,
    /// say); `nil` (the default) follows the client's own terminal: its answer to the
    /// background color query each session asks as it starts (OSC 11), else
    /// `Appearance.unknown` (a theme that reads on light and dark).
    public var appearance: Appearance?
    /// Starts the app's navigation (weaves its root warp in ``loom``), called by the server
    /// before the session's first frame, once the session's recording (see
    /// ``SSHServerConfiguration/recordingFolder``) follows the Loom: the recording then
    /// has a marker for every knit from the first. `nil` when the factory wove already.
    public var start: (@MainActor () -> Void)?
    /// Called once the session's run has ended and the client's terminal was given back,
    /// with how it ended: the place to save what the session must keep.
    public var onEnd: @MainActor (RunOutcome) -> Void
    /// What the server saves of the session's navigation when it ends, however it ends
    /// (see ``SSHServerConfiguration/navigationStore``): asked once the run has ended,
    /// before ``onEnd`` and before the window closes. `nil` (the default) saves
    /// ``loom``'s record, and nothing without a Loom; return `nil` to save nothing.
    public var navigationToSave: (@MainActor () -> SessionNavigation?)?

    /// Makes a session's app from its window, the Loom that weaves it (kept for the
    /// session), the background its theme is for (`nil`: the client's), what to do when
    /// it ends, what starts its navigation (`nil`: the factory wove already), and what to
    /// save of it when it ends (`nil`: the Loom's record).
    public init(
        window: Window, loom: Loom? = nil, appearance: Appearance? = nil,
        onEnd: @escaping @MainActor (RunOutcome) -> Void = { _ in }, start: (@MainActor () -> Void)? = nil,
        navigationToSave: (@MainActor () -> SessionNavigation?)? = nil
    ) {
        self.navigationToSave = navigationToSave
        self.window = window
        self.loom = loom
        self.appearance = appearance
        self.start = start
        self.onEnd = onEnd
    }

    /// What ``navigationToSave`` gives, or the Loom's record.
    func navigationAtEnd() -> SessionNavigation? {
        if let navigationToSave { return navigationToSave() }
        return loom.map { SessionNavigation(record: $0.navigationRecord()) }
    }
}

/// Why a session was not started, as an app factory throws it: the client is told
/// ``message`` in one sentence and the session ends with ``exitStatus``.
///
/// ```swift
/// guard let link = DeepLink(command) else {
///     throw SSHSessionRefusal("unknown command '\(command)'; try 'open movie/ID'")
/// }
/// ```
public struct SSHSessionRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence the client sees.
    public var message: String
    /// The exit status the client's `ssh` returns.
    public var exitStatus: Int

    /// A refusal saying `message`, ending the session with `exitStatus` (2, as a bad
    /// command line, unless told otherwise).
    public init(_ message: String, exitStatus: Int = 2) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }
}
