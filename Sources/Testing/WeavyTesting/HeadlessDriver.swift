import Weavy
import WeavyNcurses

/// Drives a Weavy app headless, for tests: press keys, type, resize, and read back the
/// screen and the navigation state. No terminal is needed.
///
/// ```swift
/// let driver = try HeadlessDriver(size: Size(columns: 80, rows: 24), root: MainWarp(), weftable: SingleWeftable(AppWeft.start))
/// driver.press(.down)
/// driver.press(.enter)
/// #expect(driver.text.contains("Director"))
/// #expect(driver.navigation.stacks == [["Wishlist", "Avatar"]])
/// ```
///
/// Every action is routed exactly as in the live run loop (`Window.handle(_:)`) and
/// followed by a render into a screen in memory, composed as a terminal shows it.
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
    ///   - comparingWithCurses: also show every frame through ncurses and record any
    ///     difference in `terminal.fidelityProblems` (see
    ///     `Terminal.headless(size:colorDepth:appearance:comparingWithCurses:)`); such a
    ///     driver is bound by ncurses' one screen per process.
    ///   - configure: called with the window before it is attached to the terminal and
    ///     first rendered (bindings, minimum size, theme); `window.terminal` is still
    ///     `nil` then.
    /// - Throws: ``HeadlessDriverError/headIsNotAComponent(_:)`` when `root`'s head is
    ///   not a `Component`, or the `TerminalError` of a terminal that cannot be opened.
    public init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        root: any Warp, weftable: any Weftable, loom: Loom = Loom(), comparingWithCurses: Bool = false,
        configure: (Window) -> Void = { _ in }
    ) throws {
        guard let content = root.head as? Component else {
            throw HeadlessDriverError.headIsNotAComponent(String(describing: Swift.type(of: root.head)))
        }
        terminal = try Terminal.headless(
            size: size, colorDepth: colorDepth, appearance: appearance, comparingWithCurses: comparingWithCurses)
        window = Window(content: content)
        self.loom = loom
        rootWarp = root
        window.timeSource = .manual
        configure(window)
        window.attach(to: terminal)
        loom.weave(root, with: weftable)
        window.render()
    }

    /// Creates a driver showing `content`, without a root warp.
    public init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        content: Component, comparingWithCurses: Bool = false, configure: (Window) -> Void = { _ in }
    ) throws {
        terminal = try Terminal.headless(
            size: size, colorDepth: colorDepth, appearance: appearance, comparingWithCurses: comparingWithCurses)
        window = Window(content: content)
        loom = Loom()
        rootWarp = nil
        window.timeSource = .manual
        configure(window)
        window.attach(to: terminal)
        window.render()
    }

    /// Presses `key` `times` times, rendering after each press.
    public func press(_ key: Key, times: Int = 1) {
        for _ in 0..<times {
            window.handle(key)
            window.render()
        }
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

    /// Feeds raw bytes as a terminal would send them; ncurses decodes them into keys
    /// (escape sequences, UTF-8, mouse reports), which are then pressed. Returns them.
    ///
    /// Decoding borrows ncurses for the length of the call (see `Terminal.feed(_:)`).
    @discardableResult
    public func feed(_ bytes: [UInt8]) -> [Key] {
        let keys = terminal.feed(bytes)
        for key in keys { window.handle(key) }
        window.render()
        return keys
    }

    /// Resizes the screen, as a terminal emulator would, and redraws.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        press(.resize)
    }

    /// Draws whatever changed since the last action (after work done outside the
    /// driver, such as a model emitting a weft).
    public func render() {
        window.render()
    }

    /// Moves the window's time on by `duration` (drivers use manual time, so nothing
    /// scheduled happens until a test says so), runs what became due — a spinner's
    /// frames, a notice going away — and draws.
    public func advanceTime(by duration: Duration) {
        window.advanceTime(by: duration)
        window.render()
    }

    /// Lets the work queued on the main actor run — a `RelayWeftable`'s wefts, a `Task`
    /// a model started, what they queue in turn — and draws what it changed; returns
    /// once the main actor has had nothing new for the window for a few turns.
    ///
    /// It does not advance time (a `Task.sleep` still sleeps) and does not wait for work
    /// on other threads: await that work first, then settle.
    ///
    /// ```swift
    /// model.refresh()              // starts a Task on the main actor
    /// await driver.settle()
    /// #expect(driver.text.contains("3 new messages"))
    /// ```
    public func settle() async {
        var quietTurns = 0
        var turns = 0
        while quietTurns < 5 && turns < 1000 {
            await Task.yield()
            turns += 1
            if window.needsDisplay {
                window.render()
                quietTurns = 0
            } else {
                quietTurns += 1
            }
        }
        window.render()
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
        window.render()
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
