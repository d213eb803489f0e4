import CNcurses

extension CursesScreen {
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
        mouseinterval(0)
        CursesScreen.defineAlternateKeys()
        inputWindow = window
    }

    /// Terminals that ignore keypad-transmit mode send the cursor keys in normal mode
    /// (`ESC [ A`) while terminfo names only the application form (`ESC O A`); teach
    /// ncurses the other forms too, where the entry does not define them.
    static func defineAlternateKeys() {
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
}
