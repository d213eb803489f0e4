import CNcurses
import WeavyKit

extension CursesScreen {
    /// Sets up a screen whose input the library reads itself, as bytes: ncurses only
    /// draws. Mouse reports are turned on (`mouse`), and ncurses never polls the input.
    static func configureForOutputOnly(mouse: Bool) {
        // No typeahead checks during a refresh: ncurses would poll the input and flush
        // its output every few lines, sending one frame in dozens of small writes.
        typeahead(-1)
        // Tells the terminal to report the mouse (ncurses writes the terminfo sequence,
        // and turns it off again whenever it leaves curses mode).
        if mouse { mousemask(weavy_all_mouse_events(), nil) }
    }

    /// Starts colors when the depth allows, keeping the terminal's default colors.
    static func startColors(depth: ColorDepth) {
        guard depth != .monochrome else { return }
        start_color()
        use_default_colors()
    }

    /// The depth a terminal offers: monochrome when `NO_COLOR` is set (and not empty)
    /// or the terminal has no colors, else 256, 16 or 8 colors (never 24-bit: see
    /// ``ColorPairs``).
    static func detectColorDepth(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard has_colors() else { return .monochrome }
        // COLORS is only set by start_color(), which runs after this: ask terminfo.
        let colors = tigetnum("colors")
        return colors >= 256 ? .ansi256 : colors >= 16 ? .ansi16 : .ansi8
    }
}
