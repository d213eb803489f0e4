extension Terminal {
    /// Opens a headless terminal: a screen of `size` cells in memory.
    ///
    /// It needs no tty, no `TERM`, no locale and no C library: windows draw into cell
    /// buffers and the terminal composes them (modals with their frame, shadow and the
    /// dimming below). Read the result with ``snapshot()``, or copy it into a buffer of
    /// your own with ``copyScreen(into:at:)``. Any number can be open at once, on any
    /// thread or task, each independent of the others.
    ///
    /// - Parameters:
    ///   - size: the screen size in cells.
    ///   - colorDepth: the colors to render with. Tests choose it explicitly so they do
    ///     not depend on the environment.
    ///   - appearance: the terminal background the standard theme is chosen for; dark
    ///     unless given (a program that renders headless for a person may pass
    ///     `Appearance.fromColorFGBG(...)` of its environment).
    public static func headless(
        size: Size, colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark
    ) throws -> Terminal {
        guard size.columns > 0, size.rows > 0 else {
            throw TerminalError.invalidRegion("a headless terminal needs at least 1×1 cells, not \(size)")
        }
        return Terminal(backend: MemoryScreen(size: size), colorDepth: colorDepth, appearance: appearance)
    }

    /// What the app last put on a headless terminal's clipboard (see
    /// ``copyToSystemClipboard(_:)``), for tests; `nil` for other terminals.
    public var systemClipboard: String? {
        (backend as? MemoryScreen)?.clipboard
    }

    /// Copies what a headless terminal shows into `buffer`, its top-left cell at
    /// `origin`, clipped to the buffer: how a host program that draws its own screen
    /// without curses shows a Weavy area inside it. Wide characters the copy would cut in
    /// half are left out (a space shows instead). Other terminals show their frames
    /// themselves: for them this copies nothing, and the mistake is logged.
    public func copyScreen(into buffer: inout CellBuffer, at origin: Point) {
        guard let memory = backend as? MemoryScreen else {
            reportMisuse("copyScreen(into:at:) copies a headless terminal's screen; a \(mode) one shows its own")
            return
        }
        Compositor.blit(memory.screen, at: origin, onto: &buffer)
    }
}
