import CNcurses
import Glibc

extension Terminal {
    /// Opens a headless terminal: a real ncurses screen of `size` cells that writes to a
    /// null device and reads its input from a pipe the library feeds.
    ///
    /// It needs no tty, no `TERM` and no standard input. Draw on it exactly as on a live
    /// terminal, then read the cells back with ``snapshot()``.
    ///
    /// ncurses supports one screen per process at a time, so a terminal opened while
    /// another is open on a different thread waits until that one is closed (parallel
    /// tests take turns); on the same thread it throws ``TerminalError/anotherTerminalIsOpen``.
    ///
    /// - Parameters:
    ///   - size: the screen size in cells.
    ///   - colorDepth: the colors to render with. Tests choose it explicitly so they do
    ///     not depend on the environment.
    public static func headless(size: Size, colorDepth: ColorDepth = .ansi256) throws -> Terminal {
        guard size.columns > 0, size.rows > 0 else {
            throw TerminalError.invalidRegion("a headless terminal needs at least 1×1 cells, not \(size)")
        }
        guard ProcessEnvironment.ensureUTF8Locale() else {
            throw TerminalError.noUTF8Locale
        }
        try ScreenSlot.shared.acquire()
        do {
            return try openHeadless(size: size, colorDepth: colorDepth)
        } catch {
            ScreenSlot.shared.release()
            throw error
        }
    }

    private static func openHeadless(size: Size, colorDepth: ColorDepth) throws -> Terminal {
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
            curs_set(0)
            set_escdelay(25)
            let terminal = Terminal(
                mode: .headless, screen: screen, ownsScreen: true, files: [output, input],
                colorDepth: colorDepth, bounds: Rect(origin: .zero, size: size))
            terminal.headlessInputWriter = fds[1]
            if let window = newwin(1, 1, 0, 0) {
                terminal.configureInput(on: window)
            }
            // resizeterm queued a resize key; the terminal starts with no input.
            _ = terminal.readAvailableKeys()
            return terminal
        }
    }

    /// Changes a headless terminal's size, as a terminal emulator's resize would.
    public func resize(to size: Size) {
        precondition(mode == .headless, "only a headless terminal is resized by hand")
        let clamped = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        withCurses {
            resizeterm(Int32(clamped.rows), Int32(clamped.columns))
        }
        setBounds(Rect(origin: .zero, size: clamped))
    }
}
