import Glibc

/// Decodes raw terminal input for a headless terminal, through ncurses, as a terminal's
/// bytes are decoded on a live one (escape sequences per terminfo, mouse reports).
///
/// A headless terminal has no ncurses screen of its own, so each call opens one on a
/// null device for the time it takes and closes it again: only this call is
/// serialized with other curses screens (ncurses allows one per process), never the
/// drawing. What a live screen remembers from one read to the next is carried in
/// ``State``: the key reader's (a character whose UTF-8 bytes are split, the clicks
/// being made), and a mouse button held down (replayed to the next call's screen as the
/// press report xterm sends, before the carried reader takes over).
enum InputDecoding {
    /// What one decoding call leaves for the next.
    struct State {
        var keyReader = KeyReader()
        /// The press of a mouse button not yet released.
        var heldButton: MouseEvent?
    }

    /// The keys `bytes` make on an xterm-256color terminal; `nil` when this thread
    /// already holds the process's curses screen (it cannot open a second one).
    static func decode(_ bytes: [UInt8], state: inout State, escapeDelay: Duration) -> [Key]? {
        guard (try? ScreenSlot.shared.acquire()) != nil else { return nil }
        defer { ScreenSlot.shared.release() }
        guard
            let screen = try? CursesScreen.openOnNullDevice(
                size: Size(columns: 80, rows: 24), colorDepth: .ansi256, holdsSlot: false)
        else { return [] }
        defer { screen.close() }
        if let held = state.heldButton {
            // SGR report of a left-button press, 1-based cells.
            let press = "\u{1B}[<0;\(held.location.column + 1);\(held.location.row + 1)M"
            _ = screen.decode(Array(press.utf8), escapeDelay: escapeDelay)
        }
        screen.keyReader = state.keyReader
        let keys = screen.decode(bytes, escapeDelay: escapeDelay)
        state.keyReader = screen.keyReader
        for key in keys {
            guard case .mouse(let event) = key else { continue }
            switch event.kind {
            case .press: state.heldButton = event
            case .release, .click, .doubleClick: state.heldButton = nil
            default: break
            }
        }
        return keys
    }
}
