import CNcurses
import Glibc

/// A curses screen to draw on, with one of three faces:
///
/// - **live**: the controlling terminal (``live(options:)``), in raw mode with the
///   alternate screen, always given back on quit, signals and crashes;
/// - **headless**: a real ncurses screen of a fixed size on a null device
///   (``headless(size:colorDepth:)``), for tests and tools; what you read back with
///   ``snapshot()`` is what ncurses holds, cell by cell;
/// - **embedded**: a rectangle of a host program's own curses screen
///   (``embedded(in:)``); the host keeps its loop and its windows.
///
/// All three run exactly the same drawing code. ncurses is process-wide and not
/// thread-safe, so every curses call made through a terminal is serialized behind one
/// process-wide lock: terminals may be used from several threads (parallel tests).
public final class Terminal: @unchecked Sendable {
    /// Which face a terminal has.
    public enum Mode: Sendable, Equatable {
        case live
        case headless
        case embedded
    }

    /// This terminal's face.
    public let mode: Mode
    /// The colors it can show; the standard theme follows it.
    public let colorDepth: ColorDepth

    let screen: OpaquePointer
    private let ownsScreen: Bool
    private let holdsSlot: Bool
    private let files: [UnsafeMutablePointer<FILE>]
    var inputWindow: UnsafeMutablePointer<WINDOW>?
    var headlessInputWriter: Int32 = -1
    var pairs: ColorPairs
    private var currentBounds: Rect
    private var closed = false
    var cursorShown = false
    /// Turns the values `wgetch` returns into keys; holds what is still incomplete.
    var keyReader = KeyReader()
    /// The descriptor keys are read from (live terminals).
    private(set) var inputDescriptor: Int32 = -1

    init(
        mode: Mode, screen: OpaquePointer, ownsScreen: Bool, files: [UnsafeMutablePointer<FILE>],
        colorDepth: ColorDepth, bounds: Rect, holdsSlot: Bool = true
    ) {
        self.mode = mode
        self.holdsSlot = holdsSlot
        self.screen = screen
        self.ownsScreen = ownsScreen
        self.files = files
        self.colorDepth = colorDepth
        self.currentBounds = bounds
        if let input = files.last {
            inputDescriptor = fileno(input)
        }
        pairs = ColorPairs(maximumPairs: colorDepth == .monochrome ? 0 : Int(weavy_color_pairs()))
    }

    deinit {
        close()
    }

    /// The region this terminal draws in: the whole screen, or the host's rectangle.
    public var bounds: Rect {
        CursesLock.withLock { currentBounds }
    }

    /// The size of ``bounds``.
    public var size: Size { bounds.size }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool {
        CursesLock.withLock { closed }
    }

    /// Runs `body` inside the serialized path, with this terminal's screen current.
    ///
    /// For an embedded terminal the host's current screen is restored afterwards.
    @discardableResult
    func withCurses<Result>(_ body: () throws -> Result) rethrows -> Result {
        try CursesLock.withLock {
            precondition(!closed, "the terminal is closed")
            let previous = set_term(screen)
            defer {
                if mode == .embedded, let previous, previous != screen {
                    set_term(previous)
                }
            }
            return try body()
        }
    }

    func setBounds(_ bounds: Rect) {
        CursesLock.withLock { currentBounds = bounds }
    }

    /// Gives the terminal back: leaves curses mode (once), frees the screen and closes
    /// its files. An embedded terminal only frees what it created; the host's screen is
    /// left as it was. Safe to call more than once.
    ///
    /// Only one terminal can be open in a process at a time (see ``headless(size:colorDepth:)``):
    /// closing lets the next one open.
    public func close() {
        let didClose: Bool = CursesLock.withLock {
            guard !closed else { return false }
            let previous = set_term(screen)
            if let inputWindow {
                delwin(inputWindow)
                self.inputWindow = nil
            }
            if ownsScreen {
                if isendwin() == false {
                    endwin()
                }
                if mode == .live {
                    TerminalRestoration.forgetLiveScreen(screen)
                }
                delscreen(screen)
                for file in files {
                    fclose(file)
                }
            } else if let previous {
                set_term(previous)
            }
            if headlessInputWriter >= 0 {
                Glibc.close(headlessInputWriter)
                headlessInputWriter = -1
            }
            closed = true
            return true
        }
        if didClose && holdsSlot {
            ScreenSlot.shared.release()
        }
    }

    /// Sets up input on `window`: keypad decoding, no blocking, mouse reports.
    func configureInput(on window: UnsafeMutablePointer<WINDOW>) {
        keypad(window, true)
        nodelay(window, true)
        // No typeahead checks during a refresh: ncurses would poll the input and flush
        // its output every few lines, sending one frame in dozens of small writes.
        typeahead(-1)
        // Eight-bit input: without it ncurses strips the high bit of UTF-8 bytes.
        meta(window, true)
        untouchwin(window)
        mousemask(weavy_all_mouse_events(), nil)
        // Presses and releases as they come: ncurses would hold a press back to see
        // whether a click follows. The key reader makes the clicks (ClickTracker).
        mouseinterval(0)
        defineAlternateKeys()
        inputWindow = window
    }

    /// Terminals that ignore keypad-transmit mode send the cursor keys in normal mode
    /// (`ESC [ A`) while terminfo names only the application form (`ESC O A`); teach
    /// ncurses the other forms too, where the entry does not define them.
    private func defineAlternateKeys() {
        let alternates: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
            ("\u{1B}[2~", KEY_IC), ("\u{1B}[3~", KEY_DC), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
            ("\u{1B}[Z", KEY_BTAB),
        ]
        for (sequence, code) in alternates where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }

    /// Starts colors when the depth allows, keeping the terminal's default colors.
    static func startColors(depth: ColorDepth) {
        guard depth != .monochrome else { return }
        start_color()
        use_default_colors()
    }

    /// The depth a terminal offers: monochrome when `NO_COLOR` is set (and not empty)
    /// or the terminal has no colors, else 256 or 8 colors.
    static func detectColorDepth(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard has_colors() else { return .monochrome }
        // COLORS is only set by start_color(), which runs after this: ask terminfo.
        return tigetnum("colors") >= 256 ? .ansi256 : .ansi8
    }

    /// Leaves curses mode for a while (to suspend); the next render comes back.
    func leaveCursesMode() {
        withCurses {
            if isendwin() == false { endwin() }
        }
    }

    /// Forgets what is on the physical screen so the next update repaints all of it
    /// (after a suspend, or when something else drew on the terminal).
    ///
    /// Headless, the next update rebuilds every cell that ``snapshot()`` reads.
    public func redrawWhole() {
        withCurses {
            if mode == .live { reset_prog_mode() }
            clearok(weavy_curscr(), true)
        }
    }
}
