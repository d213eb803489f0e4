import Weavy
import WeavyKit

/// Drives a Weavy app headless, for tests: press keys, type, resize, and read back the
/// screen and the navigation state. No terminal is needed.
///
/// ```swift
/// let driver = try HeadlessDriver(
///     size: Size(columns: 80, rows: 24), root: MainWarp(), weftable: SingleWeftable(AppWeft.start))
/// driver.press(.down)
/// driver.press(.enter)
/// #expect(driver.text.contains("Director"))
/// #expect(driver.navigation.stacks == [["Wishlist", "Avatar"]])
/// ```
///
/// The driver runs the app through the same loop a live run uses (`WindowLoop`), with
/// a clock that moves only when told: each action is one batch of events, handled in
/// order and drawn once into a screen in memory, composed as a terminal shows it. Ctrl-C
/// and quitting end the run as they do live (``outcome``); later actions are ignored.
///
/// Drivers share nothing: open as many as you like at once, keep one across `await`s,
/// use them in parallel Swift Testing tests. After work that runs on its own (a model's
/// `Task`, a `RelayWeftable`), ``settle()`` lets it run and draws what it changed. Time
/// stands still unless moved with ``advanceTime(by:)``, so what a test reads never
/// depends on the machine's speed.
@MainActor
public final class HeadlessDriver {
    /// The headless terminal the app draws on.
    public let terminal: Terminal
    /// The window showing the app.
    public let window: Window
    /// The Loom weaving the app (the driver owns it, as an app would).
    public let loom: Loom
    /// The loop running the window, on a manual clock.
    public let loop: WindowLoop
    private let rootWarp: (any Warp)?

    /// Creates a driver showing `root`'s head, woven with `weftable`.
    ///
    /// - Parameters:
    ///   - size: the screen size in cells.
    ///   - colorDepth: the colors to render with.
    ///   - appearance: the terminal background the standard theme is chosen for.
    ///   - root: the root warp; its head must be a `Component`.
    ///   - weftable: the root warp's companion, usually a `SingleWeftable` with the
    ///     first weft.
    ///   - loom: the Loom that weaves `root`; the driver keeps it, as an app would. Pass
    ///     one to watch it (`didKnit`, `wiringErrors`) or to turn off
    ///     `assertsOnWiringErrors` before anything is woven.
    ///   - configure: called with the window before it is attached to the terminal and
    ///     first rendered (bindings, minimum size, theme); `window.terminal` is still
    ///     `nil` then.
    /// - Throws: ``HeadlessDriverError/headIsNotAComponent(_:)`` when `root`'s head is
    ///   not a `Component`, or the `TerminalError` of a size with no cells.
    ///
    /// To also compare every frame with what ncurses shows, `import WeavyNcursesTesting`
    /// and pass `comparingWithCurses: true`.
    public convenience init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        root: any Warp, weftable: any Weftable, loom: Loom = Loom(), configure: (Window) -> Void = { _ in }
    ) throws {
        try self.init(
            terminal: Terminal.headless(size: size, colorDepth: colorDepth, appearance: appearance), root: root,
            weftable: weftable, loom: loom, configure: configure)
    }

    /// Creates a driver showing `content`, without a root warp.
    public convenience init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        content: Component, configure: (Window) -> Void = { _ in }
    ) throws {
        self.init(
            terminal: try Terminal.headless(size: size, colorDepth: colorDepth, appearance: appearance),
            content: content, configure: configure)
    }

    /// Creates a driver showing `root`'s head, woven with `weftable`, on `terminal`: a
    /// headless terminal, or one that compares each frame with another backend.
    public init(
        terminal: Terminal, root: any Warp, weftable: any Weftable, loom: Loom = Loom(),
        configure: (Window) -> Void = { _ in }
    ) throws {
        guard let content = root.head as? Component else {
            throw HeadlessDriverError.headIsNotAComponent(String(describing: Swift.type(of: root.head)))
        }
        self.terminal = terminal
        window = Window(content: content)
        self.loom = loom
        rootWarp = root
        loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
        window.timeSource = .manual
        configure(window)
        window.attach(to: terminal)
        loom.weave(root, with: weftable)
        loop.start()
    }

    /// Creates a driver showing `content` on `terminal`, without a root warp.
    public init(terminal: Terminal, content: Component, configure: (Window) -> Void = { _ in }) {
        self.terminal = terminal
        window = Window(content: content)
        loom = Loom()
        rootWarp = nil
        loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
        window.timeSource = .manual
        configure(window)
        window.attach(to: terminal)
        loop.start()
    }

    /// How the run ended (a quit key, Ctrl-C), or `nil` while it goes on.
    public var outcome: RunOutcome? { loop.outcome }

    /// Presses `key` `times` times, each press a batch of its own, drawn after it.
    public func press(_ key: Key, times: Int = 1) {
        for _ in 0..<times { loop.handle([.keys([key])]) }
    }

    /// Presses each key in turn.
    public func press(_ keys: [Key]) {
        for key in keys { press(key) }
    }

    /// Types `text`, one character key per character.
    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Presses the keys written in `KeyNotation` (`"jj<enter>"`).
    public func send(_ notation: String) throws {
        press(try KeyNotation.keys(notation))
    }

    /// Feeds raw bytes as a terminal would send them, as one read: they are decoded into
    /// keys (escape sequences, UTF-8, mouse reports), which are pressed, then drawn.
    /// Returns them. The terminal is taken to pause after them: a lone Esc at the end is
    /// handed over as if the escape delay had passed.
    @discardableResult
    public func feed(_ bytes: [UInt8]) -> [Key] {
        loop.feed(bytes) + loop.flushInput()
    }

    /// Resizes the screen, as a terminal emulator would, and redraws.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        loop.turn()
    }

    /// Draws whatever changed since the last action (after work done outside the
    /// driver, such as a model emitting a weft).
    public func render() {
        loop.turn()
    }

    /// Moves the window's time on by `duration` (drivers use manual time, so nothing
    /// scheduled happens until a test says so), runs what became due — a spinner's
    /// frames, a notice going away — and draws.
    public func advanceTime(by duration: Duration) {
        loop.advanceTime(by: duration)
    }

    /// Lets the work queued on the main actor run — a `RelayWeftable`'s wefts, a `Task`
    /// a model started, what they queue in turn — and draws what it changed; returns
    /// once the main actor has had nothing new for the window for a few turns.
    ///
    /// It does not advance time (a `Task.sleep` still sleeps) and does not wait for work
    /// on other threads: await that work first, then settle.
    ///
    /// ```swift
    /// model.refresh()  // starts a Task on the main actor
    /// await driver.settle()
    /// #expect(driver.text.contains("3 new messages"))
    /// ```
    public func settle() async {
        var quietTurns = 0
        var turns = 0
        while quietTurns < 5 && turns < 1000 {
            await Task.yield()
            turns += 1
            if loop.turn() {
                quietTurns = 0
            } else {
                quietTurns += 1
            }
        }
        loop.turn()
    }

    /// Draws the whole screen again from the app's state, as a fresh start at this size
    /// would: every layer is laid out and drawn anew into blank buffers (and, when
    /// comparing with curses, ncurses forgets what it believes is on the screen).
    ///
    /// Compare the screen before and after to find cells that incremental updates left
    /// wrong (after resizes, modals, scrolling):
    ///
    /// ```swift
    /// let incremental = driver.snapshot
    /// driver.redrawFromScratch()
    /// #expect(driver.snapshot == incremental)
    /// ```
    public func redrawFromScratch() {
        terminal.redrawWhole()
        window.setNeedsDisplay()
        loop.turn()
    }

    /// The screen, cell by cell.
    public var snapshot: Snapshot { terminal.snapshot() }

    /// The screen as plain text, one line per row.
    public var text: String { snapshot.text }

    /// The screen with its styles (see `Snapshot.styledText`).
    public var styledText: String { snapshot.styledText }

    /// The navigation state: stacks, tabs, modals, focus.
    public var navigation: NavigationState { NavigationState(window: window) }

    /// Closes the window (releasing the app's screens and warps) and the terminal.
    public func close() {
        window.close()
        terminal.close()
    }
}

/// Why a driver could not start.
public enum HeadlessDriverError: Error, CustomStringConvertible {
    /// The root warp's head is not a WeavyKit component, so it cannot be shown.
    case headIsNotAComponent(String)

    /// A sentence naming the head's type and why the driver cannot show it.
    public var description: String {
        switch self {
        case .headIsNotAComponent(let type):
            "the root warp's head is a \(type), not a WeavyKit Component, so it cannot be shown in a window"
        }
    }
}
