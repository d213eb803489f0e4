/// Why a terminal could not be opened or used. Each case reads as one clear sentence,
/// and nothing on the terminal has been changed when one is thrown.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped, redirected, or no tty).
    case notATerminal(stream: String)
    /// `TERM` is not set.
    case terminalTypeNotSet
    /// `TERM` names a terminal the terminfo database does not know.
    case unknownTerminalType(String)
    /// The terminfo database could not be found at all.
    case terminfoUnavailable(String)
    /// The terminal cannot move the cursor (for example `TERM=dumb`).
    case cannotAddressCursor(String)
    /// No UTF-8 locale is available, so wide characters cannot be drawn.
    case noUTF8Locale
    /// ncurses refused to start on this terminal.
    case cannotStart(String)
    /// Embedding was asked for, but the host has no curses screen initialized.
    case noHostScreen
    /// A size with no cells, or a region outside the host's screen.
    case invalidRegion(String)
    /// This thread already has a terminal open, and ncurses supports one at a time.
    case anotherTerminalIsOpen

    /// One sentence that says what is wrong and, where it can, how to fix it.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; a full-screen program needs an interactive terminal"
        case .terminalTypeNotSet:
            "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
        case .unknownTerminalType(let type):
            "unknown terminal type '\(type)' (TERM): it is not in the terminfo database; "
                + "try TERM=xterm-256color or install ncurses-term"
        case .terminfoUnavailable(let type):
            "no terminfo database found for TERM='\(type)'; install ncurses-base"
        case .cannotAddressCursor(let type):
            "TERM='\(type)' cannot position the cursor, which a full-screen program needs; "
                + "use a terminal such as xterm-256color"
        case .noUTF8Locale:
            "no UTF-8 locale is available; set LANG or LC_ALL to a UTF-8 locale such as C.UTF-8"
        case .cannotStart(let reason):
            "cannot start curses on this terminal: \(reason)"
        case .noHostScreen:
            "cannot embed: the host program has not initialized a curses screen (initscr or newterm)"
        case .invalidRegion(let reason):
            "invalid region: \(reason)"
        case .anotherTerminalIsOpen:
            "another terminal is already open on this thread; ncurses keeps one window list for all "
                + "its screens, so only one can be open at a time: close the other terminal first"
        }
    }
}
