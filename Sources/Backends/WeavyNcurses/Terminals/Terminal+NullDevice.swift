import CNcurses
import Glibc
import WeavyKit

extension Terminal {
    /// Opens an ncurses screen of `size` cells that writes to a null device: what a live
    /// terminal would hold, with no terminal. Windows drawn on it go through ncurses
    /// exactly as on a live terminal; `Terminal.snapshot()` reads back
    /// ncurses' record of the screen. Its input is fed (`Terminal.feed(_:)`)
    /// and decoded in Swift, as a headless terminal's.
    ///
    /// For checking that ncurses shows what memory composed (usually through
    /// ``WeavyKit/Terminal/headless(size:colorDepth:appearance:comparingWithCurses:)``)
    /// and for testing code that embeds a Weavy area in a curses host.
    ///
    /// ncurses keeps one window list for all its screens, so a process holds one curses
    /// screen at a time: opened while another is open on a different thread, it waits
    /// until that one closes; on the same thread it throws
    /// `TerminalError.anotherTerminalIsOpen`. It sets the process's
    /// character locale to a UTF-8 one if it is not already (ncurses needs it for wide
    /// characters).
    public static func nullDevice(
        size: Size, colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark
    ) throws -> Terminal {
        guard size.columns > 0, size.rows > 0 else {
            throw TerminalError.invalidRegion("a null-device terminal needs at least 1×1 cells, not \(size)")
        }
        let curses = try openNullDevice(size: size, colorDepth: colorDepth)
        return Terminal(backend: curses, colorDepth: colorDepth, appearance: appearance)
    }

    /// Opens a headless terminal that also shows every frame through a real ncurses
    /// screen on a null device and compares the two, cell by cell and style by style
    /// (see ``fidelityProblems``): the proof that a live terminal shows what a test saw.
    ///
    /// That screen is ncurses', so such a terminal is subject to ncurses' limit of one
    /// screen per process (see ``nullDevice(size:colorDepth:appearance:)``). Pass `false`
    /// for a plain headless terminal.
    public static func headless(
        size: Size, colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark, comparingWithCurses: Bool
    ) throws -> Terminal {
        let plain = try headless(size: size, colorDepth: colorDepth, appearance: appearance)
        guard comparingWithCurses else { return plain }
        let curses = try openNullDevice(size: size, colorDepth: colorDepth)
        return Terminal(
            backend: ComparingBackend(
                primary: plain.backend, checking: curses, labels: ("memory", "curses"),
                checkingDepth: min(colorDepth, .ansi256)),
            colorDepth: colorDepth, appearance: appearance)
    }

    /// For a terminal made with `comparingWithCurses`: each frame whose screen in memory
    /// differed from what ncurses shows for the same frame, described (the first
    /// differing rows). Empty when every frame matched, or when not comparing.
    public var fidelityProblems: [String] {
        (backend as? ComparingBackend)?.problems ?? []
    }

    /// How many frames were compared with ncurses so far.
    public var framesComparedWithCurses: Int {
        (backend as? ComparingBackend)?.framesCompared ?? 0
    }

    /// Opens the curses screen of a null-device terminal, holding the process's screen
    /// slot until it is closed.
    static func openNullDevice(size: Size, colorDepth: ColorDepth) throws -> CursesScreen {
        guard ProcessEnvironment.ensureUTF8Locale() else {
            throw TerminalError.noUTF8Locale
        }
        try ScreenSlot.shared.acquire()
        do {
            return try CursesScreen.openOnNullDevice(size: size, colorDepth: colorDepth)
        } catch {
            ScreenSlot.shared.release()
            throw error
        }
    }
}

extension CursesScreen {
    /// A screen on /dev/null, reading nothing. The caller holds the slot.
    static func openOnNullDevice(size: Size, colorDepth: ColorDepth, holdsSlot: Bool = true) throws -> CursesScreen {
        try CursesLock.withLock {
            guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
                throw TerminalError.cannotStart("cannot open /dev/null")
            }
            use_env(false)
            let type = colorDepth == .ansi8 ? "xterm" : "xterm-256color"
            guard let screen = newterm(type, output, input) else {
                fclose(output)
                fclose(input)
                throw TerminalError.cannotStart("no terminfo entry for \(type); install ncurses-base")
            }
            set_term(screen)
            resizeterm(Int32(size.rows), Int32(size.columns))
            startColors(depth: colorDepth)
            raw()
            noecho()
            nonl()
            curs_set(0)
            configureForOutputOnly(mouse: false)
            return CursesScreen(
                kind: .nullDevice, screen: screen, ownsScreen: true, files: [output, input],
                colorDepth: colorDepth, bounds: Rect(origin: .zero, size: size), holdsSlot: holdsSlot)
        }
    }
}
