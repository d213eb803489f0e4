import CNcurses
import Glibc
import WeavyKit

extension CursesScreen {
    var mode: Terminal.Mode {
        switch kind {
        case .live: .live
        case .embedded: .embedded
        case .nullDevice: .headless
        }
    }

    /// Changes a null-device screen's size, as a terminal emulator's resize would. The
    /// live screen follows the terminal's size, and an embedded one its host's region.
    func resize(to size: Size) -> Bool {
        guard kind == .nullDevice else { return false }
        withCurses { _ = resizeterm(Int32(size.rows), Int32(size.columns)) }
        setBounds(Rect(origin: .zero, size: size))
        return true
    }

    /// The live terminal's events: its input and the signals the process gets.
    var eventSource: (any TerminalEventSource)? { liveEvents }

    /// Leaves curses mode, stops the process as Ctrl-Z would, and comes back once it
    /// is continued; the caller redraws the whole screen.
    func suspend() {
        guard kind == .live else { return }
        leaveCursesMode()
        ProcessSignal.stop()
        reenterCursesMode()
    }

    func giveTerminalBack() {
        guard kind == .live else { return }
        leaveCursesMode()
    }

    func takeTerminalAgain() {
        guard kind == .live else { return }
        reenterCursesMode()
        redrawWhole()
    }

    /// Writes OSC 52 straight to a live terminal, between frames, inside the curses
    /// lock; an embedded screen leaves the host's terminal alone.
    func copyToSystemClipboard(_ text: String) {
        guard kind == .live, let output = files.first else { return }
        let bytes = ClipboardSequence.bytes(copying: text)
        withCurses { _ = bytes.withUnsafeBufferPointer { write(fileno(output), $0.baseAddress, $0.count) } }
    }

    /// Reads the live terminal's size from the kernel and resizes the screen to it.
    /// Returns whether it changed.
    func followTerminalSize() -> Bool {
        guard kind == .live, let output = files.first else { return false }
        var size = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return false
        }
        let new = Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
        guard new != bounds.size else { return false }
        withCurses { _ = resizeterm(Int32(new.rows), Int32(new.columns)) }
        setBounds(Rect(origin: .zero, size: new))
        return true
    }
}
