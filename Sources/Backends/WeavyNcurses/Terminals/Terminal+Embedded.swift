import CNcurses
import WeavyKit

extension Terminal {
    /// Borrows `region` of the curses screen a host program already runs, so a Weavy
    /// window can live beside the host's own windows.
    ///
    /// The host keeps its main loop: it feeds keys to `Window.handle(_:)` (see
    /// ``Key/init(cursesStatus:value:)``) and asks for `Window.render()` when it wants
    /// the area drawn. The terminal creates no screen and changes no terminal mode; it
    /// draws only inside `region`, in windows and panels of its own, and leaves the
    /// host's current screen as it found it after every call. `close()` frees those
    /// windows and nothing else, after which another embedded terminal can be created.
    ///
    /// The colors are whatever the host set up: monochrome if it never called
    /// `start_color`. The appearance (light or dark background) is `appearance`, else
    /// what `COLORFGBG` says, else dark: the host knows its terminal best.
    ///
    /// - Throws: `TerminalError.noHostScreen` when the host has no curses screen, or
    ///   `TerminalError.invalidRegion(_:)` when `region` is empty or outside it.
    public static func embedded(in region: Rect, appearance: Appearance? = nil) throws -> Terminal {
        let acquired = try ScreenSlot.shared.acquireUnlessHeldHere()
        do {
            let appearance =
                appearance ?? Appearance.fromColorFGBG(ProcessEnvironment.current()["COLORFGBG"]) ?? .dark
            return try openEmbedded(in: region, appearance: appearance, holdsSlot: acquired)
        } catch {
            if acquired { ScreenSlot.shared.release() }
            throw error
        }
    }

    private static func openEmbedded(in region: Rect, appearance: Appearance, holdsSlot: Bool) throws -> Terminal {
        try CursesLock.withLock {
            guard let stdscr = weavy_stdscr() else { throw TerminalError.noHostScreen }
            // set_term returns the current screen; put it straight back.
            guard let host = set_term(nil) else { throw TerminalError.noHostScreen }
            set_term(host)
            let screenSize = Size(columns: Int(getmaxx(stdscr)), rows: Int(getmaxy(stdscr)))
            guard !region.isEmpty, Rect(origin: .zero, size: screenSize).intersection(region) == region else {
                throw TerminalError.invalidRegion("\(region) is not inside the host's \(screenSize) screen")
            }
            let colors = Int(weavy_colors())
            let depth: ColorDepth = colors >= 256 ? .ansi256 : colors >= 8 ? .ansi8 : .monochrome
            let curses = CursesScreen(
                kind: .embedded, screen: host, ownsScreen: false, files: [], colorDepth: depth, bounds: region,
                holdsSlot: holdsSlot)
            return Terminal(backend: curses, colorDepth: depth, appearance: appearance)
        }
    }

    /// Moves an embedded terminal's area (after the host's own layout changed); the
    /// window relayouts on its next `Window.relayout()`.
    /// Other terminals follow their own size: for them this is a logged no-op.
    public func setRegion(_ region: Rect) {
        guard mode == .embedded, let curses = backend as? CursesScreen else {
            reportMisuse("setRegion(_:) only moves an embedded terminal's area; a \(mode) one has its own")
            return
        }
        curses.setBounds(region)
    }
}
