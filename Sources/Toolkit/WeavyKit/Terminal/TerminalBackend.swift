/// What shows a ``Terminal``'s frames, and for some terminals reads their input: a
/// screen in memory, an ncurses screen, a stream of escape sequences to a
/// pseudo-terminal or an SSH channel, a rectangle of a host program's screen.
///
/// The toolkit draws every frame into cell buffers in memory (see ``Frame``); a backend
/// only shows them. Everything a terminal needs — its size, colors, input decoding,
/// what it shows — belongs to its backend and its ``Terminal``, so one process can hold
/// any number of terminals at once.
///
/// The toolkit has the backends that need no C library: the headless one
/// (``Terminal/headless(size:colorDepth:appearance:)``) and the escape-sequence one
/// (``Terminal/stream(type:size:colorDepth:appearance:mouse:output:)``). The
/// `WeavyNcurses` module adds the live and embedded ones on ncurses. Write your own
/// to show frames somewhere else, and open a terminal on it with
/// ``Terminal/init(backend:colorDepth:appearance:type:)``.
///
/// A backend is called on the main actor while a window draws, and from any thread for
/// ``snapshot()``: keep its state behind a lock.
public protocol TerminalBackend: AnyObject, Sendable {
    /// The kind of terminal this backend makes.
    var mode: Terminal.Mode { get }

    /// The region of the screen the terminal draws in, in screen coordinates: the whole
    /// screen from (0, 0), or a host's rectangle.
    var bounds: Rect { get }

    /// Shows `frame`: its layers bottom to top, and the cursor.
    func present(_ frame: Frame)

    /// What the screen shows now, cell by cell, within ``bounds``.
    func snapshot() -> Snapshot

    /// Forgets what is on the physical screen, so that the next frame repaints all of
    /// it (after a suspend, or when something else drew over the screen).
    func redrawWhole()

    /// Forgets what it made for the layers shown so far (a window detached).
    func discardLayers()

    /// Sets the size of a terminal whose size comes from outside (a screen in memory,
    /// an SSH client's window, a host's buffer). Returns `false`, changing nothing, for
    /// a terminal that follows its own size (the controlling terminal).
    func resize(to size: Size) -> Bool

    /// Where a window's run loop reads this terminal's events (its input, its resizes,
    /// signals), or `nil` when they are posted to it (``Terminal/post(_:)``) or the host
    /// program hands keys to the window itself.
    var eventSource: (any TerminalEventSource)? { get }

    /// Gives the terminal back for a while and stops the process, as Ctrl-Z does;
    /// returns once the process is continued. Backends of terminals that are not the
    /// process's own do nothing.
    func suspend()

    /// Gives the terminal back to the shell for a while (its modes, the main screen, the
    /// keyboard flags), as a suspend does but without stopping the process: a program
    /// run from the app (a shell, an editor) gets the terminal as the shell left it.
    /// ``takeTerminalAgain()`` ends it. Backends of terminals that are not the process's
    /// own do nothing.
    func giveTerminalBack()

    /// Takes the terminal again after ``giveTerminalBack()``: its modes, the alternate
    /// screen and the keyboard flags are set again. The next frame repaints everything.
    func takeTerminalAgain()

    /// Gives the device back for good: the terminal's modes, its screen. Called once.
    func close()

    /// Puts `text` on the terminal's own clipboard, where the terminal allows it (the OSC 52
    /// sequence); backends of terminals with no clipboard do nothing.
    func copyToSystemClipboard(_ text: String)

    /// The features beyond colors that this backend writes (see ``OutputFeatures``); none
    /// for a backend that writes no escape sequences of its own.
    var outputFeatures: OutputFeatures { get }

    /// Writes `features` from the next frame on, and only those: a backend leaves out
    /// the ones it cannot write. The next frame repaints the whole screen.
    func setOutputFeatures(_ features: OutputFeatures)
}

extension TerminalBackend {
    public func redrawWhole() {}
    public func discardLayers() {}
    public func resize(to size: Size) -> Bool { false }
    public var eventSource: (any TerminalEventSource)? { nil }
    public func suspend() {}
    public func giveTerminalBack() {}
    public func takeTerminalAgain() {}
    public func copyToSystemClipboard(_ text: String) {}
    public var outputFeatures: OutputFeatures { [] }
    public func setOutputFeatures(_ features: OutputFeatures) {}
}

/// Something that happened to a terminal, for the window's run loop.
public enum TerminalEvent: Sendable, Equatable {
    /// Bytes the terminal sent: keys, mouse reports, pastes, still to be decoded.
    case input([UInt8])
    /// Keys already decoded (by a host program that reads its own input).
    case keys([Key])
    /// The terminal's size changed; ``TerminalBackend/bounds`` has the new one.
    case resized
    /// Something asked the process to stop (SIGTSTP): give the terminal back and stop.
    case suspendRequested
    /// The process was continued after a stop (SIGCONT): the screen must be redrawn whole.
    case resumed
    /// A signal asked the program to end (SIGTERM, SIGHUP, SIGINT): the run ends with it.
    case signal(Int32)
    /// The terminal's input ended (the terminal or the connection went away).
    case inputClosed
}

/// Where a run loop reads a terminal's events: descriptors to wait on, and what is
/// ready on them. Used by one run loop at a time, on the main actor.
public protocol TerminalEventSource: AnyObject {
    /// The descriptors to wait on until one is readable.
    var descriptors: [Int32] { get }

    /// Reads what is ready now, without blocking, and returns it as events in order.
    /// Called after one of ``descriptors`` became readable.
    func readEvents() -> [TerminalEvent]

    /// A run starts reading: install what it needs (signal handlers, say).
    func activate()

    /// The run ended: put back what ``activate()`` installed.
    func deactivate()
}

extension TerminalEventSource {
    public func activate() {}
    public func deactivate() {}
}
