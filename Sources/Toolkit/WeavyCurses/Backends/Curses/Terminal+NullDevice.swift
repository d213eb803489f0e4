import CNcurses
import Glibc

extension Terminal {
    /// Opens an ncurses screen of `size` cells that writes to a null device and reads
    /// its input from a pipe the library feeds: what a live terminal would hold, with no
    /// terminal. Windows drawn on it go through ncurses exactly as on a live terminal;
    /// ``snapshot()`` reads back ncurses' record of the screen.
    ///
    /// For checking that ncurses shows what memory composed (usually through
    /// ``headless(size:colorDepth:appearance:comparingWithCurses:)``) and for testing code that
    /// embeds a Weavy area in a curses host. Prefer ``headless(size:colorDepth:appearance:comparingWithCurses:)``
    /// for everything else.
    ///
    /// ncurses keeps one window list for all its screens, so a process holds one curses
    /// screen at a time: opened while another is open on a different thread, it waits
    /// until that one closes; on the same thread it throws
    /// ``TerminalError/anotherTerminalIsOpen``. It sets the process's character locale to
    /// a UTF-8 one if it is not already (ncurses needs it for wide characters).
    public static func nullDevice(
        size: Size, colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark
    ) throws -> Terminal {
        guard size.columns > 0, size.rows > 0 else {
            throw TerminalError.invalidRegion("a null-device terminal needs at least 1×1 cells, not \(size)")
        }
        let curses = try openNullDevice(size: size, colorDepth: colorDepth)
        return Terminal(mode: .headless, colorDepth: colorDepth, appearance: appearance, memory: nil, curses: curses)
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
    /// A screen on /dev/null with a non-blocking input pipe. The caller holds the slot.
    static func openOnNullDevice(size: Size, colorDepth: ColorDepth, holdsSlot: Bool = true) throws -> CursesScreen {
        try CursesLock.withLock {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                throw TerminalError.cannotStart("cannot create the input pipe (errno \(errno))")
            }
            // Both ends non-blocking: ncurses reads the rest of a mouse report with a plain
            // read(), which must fail rather than hang when the report is cut short.
            // A 1 MiB pipe lets feed() hand over whole inputs without splitting sequences.
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ
            _ = fcntl(fds[1], setPipeSize, 1 << 20)
            guard let output = fopen("/dev/null", "w"), let input = fdopen(fds[0], "r") else {
                Glibc.close(fds[0])
                Glibc.close(fds[1])
                throw TerminalError.cannotStart("cannot open /dev/null")
            }
            use_env(false)
            let type = colorDepth == .ansi8 ? "xterm" : "xterm-256color"
            guard let screen = newterm(type, output, input) else {
                fclose(output)
                fclose(input)
                Glibc.close(fds[1])
                throw TerminalError.cannotStart("no terminfo entry for \(type); install ncurses-base")
            }
            set_term(screen)
            resizeterm(Int32(size.rows), Int32(size.columns))
            startColors(depth: colorDepth)
            raw()
            noecho()
            // As on a live terminal: a carriage return stays one (a paste's `\r\n` is one
            // line break, not two).
            nonl()
            curs_set(0)
            set_escdelay(25)
            let curses = CursesScreen(
                kind: .nullDevice, screen: screen, ownsScreen: true, files: [output, input],
                colorDepth: colorDepth, bounds: Rect(origin: .zero, size: size), holdsSlot: holdsSlot)
            curses.inputWriter = fds[1]
            if let window = newwin(1, 1, 0, 0) {
                curses.configureInput(on: window)
            }
            // resizeterm queued a resize key; the screen starts with no input.
            _ = curses.readAvailableKeys()
            return curses
        }
    }

    /// Changes a null-device screen's size, as a terminal emulator's resize would.
    func resize(to size: Size) {
        guard kind == .nullDevice else { return }
        withCurses {
            resizeterm(Int32(size.rows), Int32(size.columns))
            // The resize key it queues means nothing here: the size was set by hand.
            _ = readAvailableKeys()
        }
        setBounds(Rect(origin: .zero, size: size))
    }
}
