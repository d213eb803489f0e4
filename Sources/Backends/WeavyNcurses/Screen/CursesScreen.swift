import CNcurses
import Glibc
import WeavyKit

/// An ncurses screen showing frames: the controlling terminal (live), a host program's
/// screen (embedded), or a screen on a null device (the fidelity check).
///
/// Each frame layer gets a curses window and panel, and so does each region a layer
/// names (a tab bar's strip, each navigation stack shown: see ``CursesLayer``); only the
/// cells that changed since the last frame are copied in, then one `doupdate` sends the difference to the
/// terminal. ncurses is process-wide and not thread-safe: every call here runs inside
/// ``CursesLock``, and a process holds one such screen at a time (``ScreenSlot``).
final class CursesScreen: TerminalBackend, @unchecked Sendable {
    enum Kind: Equatable {
        case live
        case embedded
        case nullDevice
    }

    let kind: Kind
    let colorDepth: ColorDepth
    let screen: OpaquePointer
    private let ownsScreen: Bool
    private let holdsSlot: Bool
    let files: [UnsafeMutablePointer<FILE>]
    var pairs: ColorPairs
    private var currentBounds: Rect
    private var closed = false
    var cursorShown = false
    /// Whether each frame is written between the synchronized-output marks (DEC mode
    /// 2026), so the terminal shows it whole: a live screen on a terminal that has them.
    var synchronizesFrames = false
    /// Whether the terminal can hide its cursor (a VT100 cannot: `curs_set(0)` fails).
    var hidesCursor = true
    /// The live terminal's events (its input and the signals), made when it opens.
    var liveEvents: LiveEventSource?
    /// The input modes a live terminal sets while in curses mode; set when it opens.
    var inputModes = LiveInputModes.pasteOnly
    private(set) var layers: [Int: CursesLayer] = [:]
    /// The layers of the last frame, bottom to top.
    private var order: [Int] = []

    init(
        kind: Kind, screen: OpaquePointer, ownsScreen: Bool, files: [UnsafeMutablePointer<FILE>],
        colorDepth: ColorDepth, bounds: Rect, holdsSlot: Bool = true
    ) {
        self.kind = kind
        self.holdsSlot = holdsSlot
        self.screen = screen
        self.ownsScreen = ownsScreen
        self.files = files
        self.colorDepth = colorDepth
        self.currentBounds = bounds
        pairs = ColorPairs.forCurrentScreen(depth: colorDepth)
    }

    deinit {
        close()
    }

    /// The region this screen draws in: the whole screen, or the host's rectangle.
    var bounds: Rect {
        CursesLock.withLock { currentBounds }
    }

    var isClosed: Bool {
        CursesLock.withLock { closed }
    }

    func setBounds(_ bounds: Rect) {
        CursesLock.withLock { currentBounds = bounds }
    }

    /// Runs `body` inside the serialized path, with this screen current; `nil` without
    /// running it once the screen is closed. For an embedded screen the host's current
    /// screen is restored afterwards.
    @discardableResult
    func withCurses<Result>(_ body: () throws -> Result) rethrows -> Result? {
        try CursesLock.withLock {
            guard !closed else {
                reportMisuse("a terminal was used after close(); nothing was done")
                return nil
            }
            let previous = set_term(screen)
            defer {
                if kind == .embedded, let previous, previous != screen {
                    set_term(previous)
                }
            }
            return try body()
        }
    }

    /// Shows `frame`: each layer in its windows (created, moved, hidden as the frame
    /// says), the changed cells copied in, then one `doupdate`.
    func present(_ frame: Frame) {
        withCurses {
            for (id, layer) in layers where !frame.layers.contains(where: { $0.id == id }) {
                layer.destroy()
                layers[id] = nil
            }
            pairs.beginFrame()
            // `show_panel` puts a panel on top of the deck: a layer shown again, or a new
            // window, may break the order even when the frame's order did not change.
            var needsRestack = false
            for item in frame.layers {
                let layer: CursesLayer
                if let existing = layers[item.id] {
                    layer = existing
                } else {
                    guard let made = CursesLayer(rect: item.rect) else { continue }
                    layers[item.id] = made
                    layer = made
                    needsRestack = true
                }
                if layer.show(item, pairs: &pairs) { needsRestack = true }
            }
            if pairs.startedOver {
                // The terminal's pairs were all made and started over: every window is
                // copied again, whole, so that no cell keeps a pair now other colors.
                for item in frame.layers { layers[item.id]?.copyAgain(item, pairs: &pairs) }
            }
            if needsRestack || !order.elementsEqual(frame.layers.lazy.map(\.id)) {
                order = frame.layers.map(\.id)
                restack()
            }
            if kind == .embedded {
                refreshOwnWindows()
            } else {
                update_panels()
            }
            if synchronizesFrames {
                // ncurses writes each update to the descriptor itself and flushes at its
                // end: marks written there before and after enclose exactly its bytes.
                writeToTerminal(Self.beginSynchronizedFrame)
                placeCursor(frame.cursor, parkingIn: frame)
                doupdate()
                writeToTerminal(Self.endSynchronizedFrame)
            } else {
                placeCursor(frame.cursor, parkingIn: frame)
                doupdate()
            }
        }
    }

    static let beginSynchronizedFrame = Array("\u{1B}[?2026h".utf8)
    static let endSynchronizedFrame = Array("\u{1B}[?2026l".utf8)

    /// Writes `bytes` to the terminal's descriptor, past curses, retrying short writes.
    /// Only inside the serialized path, between curses' own writes.
    private func writeToTerminal(_ bytes: [UInt8]) {
        let descriptor = fileno(files[0])
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    var outputFeatures: OutputFeatures {
        CursesLock.withLock { synchronizesFrames ? .synchronizedOutput : [] }
    }

    /// Only synchronized output: curses writes its own bytes and has no sequences for links
    /// or underline styles.
    func setOutputFeatures(_ features: OutputFeatures) {
        CursesLock.withLock { synchronizesFrames = kind == .live && features.contains(.synchronizedOutput) }
    }

    /// The shown layers' windows, bottom to top.
    var windowsInOrder: some Sequence<CursesWindow> {
        order.lazy.compactMap { self.layers[$0] }.flatMap(\.windows)
    }

    /// Puts the panels in the order of the layers and of their windows, bottom to top.
    /// `top_panel` also shows a hidden panel, so hidden windows are only hidden again,
    /// never raised: the "too small" state and a hidden status line stay hidden.
    private func restack() {
        for window in windowsInOrder {
            if window.isHidden {
                hide_panel(window.panel)
            } else {
                top_panel(window.panel)
            }
        }
    }

    /// Frees every layer's window and panel, without updating the screen.
    func discardLayers() {
        withCurses {
            for layer in layers.values { layer.destroy() }
            layers.removeAll()
            order.removeAll()
        }
    }

    /// Copies this screen's windows to the screen, bottom to top, without
    /// `update_panels`: the panel library treats the host's `stdscr` as its bottom panel
    /// and would copy it over the host's own windows. A window drawn again makes the ones
    /// above it copy again, so they stay on top.
    private func refreshOwnWindows() {
        var lowerChanged = false
        for window in windowsInOrder where !window.isHidden {
            if lowerChanged {
                touchwin(window.window)
            } else if is_wintouched(window.window) {
                lowerChanged = true
            }
            wnoutrefresh(window.window)
        }
    }

    /// Shows the cursor at `point` (screen coordinates) in the topmost layer there, or
    /// hides it.
    private func placeCursor(_ point: Point?, parkingIn frame: Frame) {
        guard let point, let holder = topWindow(containing: point) else {
            if cursorShown {
                curs_set(0)
                cursorShown = false
            }
            // A cursor that cannot be hidden goes where it shows least.
            if !hidesCursor, let parking = frame.cursorParkingPoint(size: currentBounds.size),
                let holder = topWindow(containing: parking)
            {
                move(to: parking, in: holder)
            } else if hidesCursor {
                // A hidden cursor stays wherever the update leaves it: no move after the
                // last change, to where the top window's cursor happens to be.
                leaveok(weavy_newscr(), true)
            }
            return
        }
        if !cursorShown {
            curs_set(1)
            cursorShown = true
        }
        move(to: point, in: holder)
    }

    private func topWindow(containing point: Point) -> CursesWindow? {
        order.reversed().lazy.compactMap { self.layers[$0]?.window(containing: point) }.first
    }

    private func move(to point: Point, in holder: CursesWindow) {
        wmove(holder.window, Int32(point.row - holder.rect.minRow), Int32(point.column - holder.rect.minColumn))
        wnoutrefresh(holder.window)
    }

    /// Gives the screen back: frees the layers' windows and panels, leaves curses mode
    /// (once), frees the screen and closes its files. An embedded screen only frees what
    /// it created; the host's screen is left as it was. Safe to call more than once.
    func close() {
        let didClose: Bool = CursesLock.withLock {
            guard !closed else { return false }
            let previous = set_term(screen)
            liveEvents?.closeInput()
            liveEvents = nil
            for layer in layers.values { layer.destroy() }
            layers.removeAll()
            order.removeAll()
            if ownsScreen {
                if isendwin() == false {
                    setInputModes(false)
                    endwin()
                }
                if kind == .live {
                    TerminalRestoration.forgetLiveScreen(screen)
                }
                delscreen(screen)
                for file in files {
                    fclose(file)
                }
            } else if let previous {
                set_term(previous)
            }
            closed = true
            return true
        }
        if didClose && holdsSlot {
            ScreenSlot.shared.release()
        }
    }

    /// Leaves curses mode for a while (to suspend); the next frame comes back.
    func leaveCursesMode() {
        withCurses {
            if isendwin() == false {
                setInputModes(false)
                endwin()
            }
        }
    }

    /// Sets a live terminal's input modes (``inputModes``: bracketed paste, which the key
    /// reader gathers into one ``Key/paste(_:)``, and the keyboard enhancement), or gives
    /// them back; other screens are left alone. Written straight to the terminal: modes,
    /// not part of any frame. Inside the curses lock, while in curses mode: they are
    /// given back before leaving it, on the screen they were set on.
    func setInputModes(_ on: Bool) {
        guard kind == .live, let output = files.first else { return }
        let sequence = on ? inputModes.on : inputModes.off
        _ = sequence.withUnsafeBufferPointer { write(fileno(output), $0.baseAddress, $0.count) }
    }

    /// Comes back from a stop (Ctrl-Z, or SIGSTOP from outside): the shell had the
    /// terminal meanwhile, so its modes and bracketed paste are set again.
    ///
    /// Only here, not on every ``redrawWhole()``: `reset_prog_mode` waits for the output
    /// to drain, so on a terminal that stopped reading it would block, and would set
    /// curses's modes again after the stall watchdog had given the shell's back.
    func reenterCursesMode() {
        guard kind == .live else { return }
        withCurses {
            reset_prog_mode()
            // Back on the alternate screen first: kitty keeps keyboard flags for each
            // screen, and those pushed on the shell's would stay there.
            doupdate()
            setInputModes(true)
        }
    }

    /// Forgets what is on the physical screen so the next update repaints all of it
    /// (after a suspend, or when something else drew on the terminal).
    func redrawWhole() {
        withCurses { clearok(weavy_curscr(), true) }
    }
}
