extension Terminal {
    /// Opens a headless terminal: a screen of `size` cells in memory.
    ///
    /// It needs no tty, no `TERM`, no locale and no ncurses: windows draw into cell
    /// buffers and the terminal composes them (modals with their frame, shadow and the
    /// dimming below). Read the result with ``snapshot()``. Any number can be open at
    /// once, on any thread or task, each independent of the others.
    ///
    /// - Parameters:
    ///   - size: the screen size in cells.
    ///   - colorDepth: the colors to render with. Tests choose it explicitly so they do
    ///     not depend on the environment.
    ///   - appearance: the terminal background the standard theme is chosen for; dark
    ///     unless given (a program that renders headless for a person may pass
    ///     `Appearance.fromColorFGBG(...)` of its environment).
    ///   - comparingWithCurses: also show every frame through a real ncurses screen on a
    ///     null device and compare the two, cell by cell and style by style (see
    ///     ``fidelityProblems``): the proof that a live terminal shows what the test saw.
    ///     That screen is ncurses', so such a terminal is subject to ncurses' limit of one
    ///     screen per process (see ``nullDevice(size:colorDepth:appearance:)``).
    public static func headless(
        size: Size, colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        comparingWithCurses: Bool = false
    ) throws -> Terminal {
        guard size.columns > 0, size.rows > 0 else {
            throw TerminalError.invalidRegion("a headless terminal needs at least 1×1 cells, not \(size)")
        }
        let curses = comparingWithCurses ? try openNullDevice(size: size, colorDepth: colorDepth) : nil
        return Terminal(
            mode: .headless, colorDepth: colorDepth, appearance: appearance, memory: MemoryScreen(size: size),
            curses: curses)
    }

    /// Changes a headless terminal's size, as a terminal emulator's resize would.
    /// Sizes below 1×1 become 1×1. Other terminals follow their own size: for them this
    /// is a logged no-op.
    public func resize(to size: Size) {
        guard mode == .headless else {
            reportMisuse("resize(to:) only resizes a headless terminal; a \(mode) one follows its own size")
            return
        }
        let clamped = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        memory?.resize(to: clamped)
        curses?.resize(to: clamped)
    }
}
