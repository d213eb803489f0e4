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
}
