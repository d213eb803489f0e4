import Glibc

extension Terminal {
    /// Opens a terminal that writes escape sequences for the terminal type `type` to
    /// `output`: an SSH channel, a socket, anything that carries bytes to a terminal.
    ///
    /// Its input is posted to it (``post(_:)``) by whoever receives the bytes, and its
    /// size is set from outside (``resize(to:)``, on an SSH window change). Frames are
    /// composed in memory and only what changed is written, once per frame. Closing it
    /// leaves full-screen mode: the modes it set are reset, the cursor shows, the
    /// alternate screen is left. Any number can be open in one process.
    ///
    /// - Parameters:
    ///   - type: the terminal's type, as `TERM` names it: its terminfo entry (read in
    ///     Swift) gives the sequences written and the keys decoded. A type this machine has
    ///     no entry for is written to as xterm-256color.
    ///   - size: its size in cells.
    ///   - colorDepth: the colors to use; by default what the type offers (24-bit color
    ///     when its entry has the `RGB` or `Tc` flag). `.trueColor` makes the terminal
    ///     write 24-bit colors whatever its entry says.
    ///   - appearance: the background the standard theme is chosen for.
    ///   - mouse: ask the terminal for mouse reports. On by default.
    ///   - output: writes bytes to the terminal, in order; called on the main actor.
    ///
    /// It writes the ``outputFeatures`` its type is known to have
    /// (``OutputFeatures/assumed(type:environment:)``): set them once the terminal's
    /// answers are known.
    public static func stream(
        type: String = "xterm-256color", size: Size, colorDepth: ColorDepth? = nil, appearance: Appearance = .dark,
        mouse: Bool = true, output: @escaping @Sendable ([UInt8]) -> Void
    ) throws -> Terminal {
        try streamTerminal(
            type: type, region: Rect(origin: .zero, size: size), ownsScreen: true, colorDepth: colorDepth,
            appearance: appearance, mouse: mouse, events: nil, output: output)
    }

    /// Opens a terminal that draws in `region` of a host program's screen, by writing
    /// escape sequences for the terminal type `type` to `output`: for a host that draws
    /// its own screen without curses. The host keeps its loop: it feeds the keys it reads
    /// to the window (``Window/handle(_:)``, or the bytes through ``feed(_:)``) and asks
    /// for ``Window/render()``. Only cells inside `region` are ever written; the screen
    /// outside it, the terminal's modes and the alternate screen are the host's. The
    /// cursor is hidden while the area draws and shown where a focused field of the area
    /// puts it. Its frames carry no synchronized-output marks unless ``outputFeatures``
    /// is set to include them: the host's own frame may be synchronized already.
    public static func stream(
        in region: Rect, type: String = "xterm-256color", colorDepth: ColorDepth? = nil,
        appearance: Appearance = .dark, output: @escaping @Sendable ([UInt8]) -> Void
    ) throws -> Terminal {
        try streamTerminal(
            type: type, region: region, ownsScreen: false, colorDepth: colorDepth, appearance: appearance,
            mouse: false, events: nil, output: output)
    }

    /// Opens the terminal device on `descriptor` (a pseudo-terminal's other end, a
    /// serial line): its modes are set for a full-screen program (no echo, no line
    /// editing, keys as they are typed) and given back on ``close()``; its size is read
    /// from the device unless given; its input is read by the window's run loop
    /// (``Window/run(on:recording:)``), so any number of windows run at once, each on its device.
    ///
    /// The descriptor stays the caller's: the terminal reads and writes through
    /// descriptors of its own. It is not the process's controlling terminal: signals
    /// are not its business, and after a resize call ``resize(to:)``.
    ///
    /// - Throws: ``TerminalError/notATerminal(stream:)`` when `descriptor` is no terminal,
    ///   or ``TerminalError/cannotStart(_:)`` when it cannot be opened.
    public static func device(
        _ descriptor: Int32, type: String = "xterm-256color", size: Size? = nil, colorDepth: ColorDepth? = nil,
        appearance: Appearance = .dark, mouse: Bool = true
    ) throws -> Terminal {
        guard isatty(descriptor) == 1 else { throw TerminalError.notATerminal(stream: "descriptor \(descriptor)") }
        let path = "/proc/self/fd/\(descriptor)"
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        let writer = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard reader >= 0, writer >= 0 else {
            if reader >= 0 { Glibc.close(reader) }
            if writer >= 0 { Glibc.close(writer) }
            throw TerminalError.cannotStart("cannot open the terminal device (errno \(errno))")
        }
        var measured = winsize()
        let deviceSize =
            ioctl(writer, UInt(TIOCGWINSZ), &measured) == 0 && measured.ws_col > 0 && measured.ws_row > 0
            ? Size(columns: Int(measured.ws_col), rows: Int(measured.ws_row)) : Size(columns: 80, rows: 24)
        let modes = DeviceModes(descriptor: writer)
        let events = DeviceEventSource(descriptor: reader)
        do {
            let terminal = try streamTerminal(
                type: type, region: Rect(origin: .zero, size: size ?? deviceSize), ownsScreen: true,
                colorDepth: colorDepth, appearance: appearance, mouse: mouse, events: events,
                output: { bytes in DeviceModes.write(bytes, to: writer) },
                onClose: {
                    modes.restore()
                    Glibc.close(reader)
                    Glibc.close(writer)
                })
            return terminal
        } catch {
            modes.restore()
            Glibc.close(reader)
            Glibc.close(writer)
            throw error
        }
    }

    private static func streamTerminal(
        type: String, region: Rect, ownsScreen: Bool, colorDepth: ColorDepth?, appearance: Appearance, mouse: Bool,
        events: (any TerminalEventSource)?, output: @escaping @Sendable ([UInt8]) -> Void,
        onClose: @escaping @Sendable () -> Void = {}
    ) throws -> Terminal {
        guard !region.isEmpty else {
            throw TerminalError.invalidRegion("a terminal needs at least 1×1 cells, not \(region.size)")
        }
        // Read once: it gives both the sequences and the features the type is known for.
        let terminfo = try? Terminfo.load(type: type)
        var sequences = terminfo.map(OutputSequences.init(terminfo:)) ?? .xterm
        // An app that says its terminal draws 24-bit color (COLORTERM, a query) is
        // believed: xterm-256color and most entries do not say it themselves.
        if colorDepth == .trueColor { sequences.directColor = true }
        let depth = colorDepth ?? sequences.depth
        var features = OutputFeatures.assumed(type: type, terminfo: terminfo)
        // A host's rectangle is drawn inside the host's own frame, which may be
        // synchronized already: an end mark of ours would end the host's early.
        if !ownsScreen { features.remove(.synchronizedOutput) }
        let screen = EscapeSequenceScreen(
            region: region, sequences: sequences, ownsScreen: ownsScreen, mouse: mouse, events: events,
            features: features, output: output, onClose: onClose)
        return Terminal(backend: screen, colorDepth: depth, appearance: appearance, type: type)
    }
}

/// A terminal device's modes: set for a full-screen program when made, given back on
/// ``restore()``.
package final class DeviceModes: Sendable {
    private let descriptor: Int32
    /// The modes found, given back.
    package let saved: termios?

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else {
            saved = nil
            return
        }
        saved = modes
        makeRaw()
    }

    /// Sets the modes for a full-screen program again (after the shell had the device).
    package func makeRaw() {
        guard var raw = saved else { return }
        cfmakeraw(&raw)
        tcsetattr(descriptor, TCSANOW, &raw)
    }

    package func restore() {
        guard var saved else { return }
        tcsetattr(descriptor, TCSADRAIN, &saved)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
