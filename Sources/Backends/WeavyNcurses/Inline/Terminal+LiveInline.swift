import Glibc
import WeavyKit

extension Terminal {
    /// Opens the process's terminal for a window that runs inline: in rows of the main
    /// screen below the cursor, with no alternate screen and no curses (ncurses would take
    /// the whole screen); see the article <doc:InlineApps>.
    ///
    /// It draws on standard output when that is a terminal, else on standard input's
    /// terminal, else on `/dev/tty`: inside `choice=$(picker)` the window shows on the
    /// terminal while what the program prints goes to the shell. It asks the terminal
    /// what it can do and where the cursor is (a cursor position report, behind the same
    /// fence as the other questions), makes room below the cursor, and sets the device's
    /// modes and the keyboard modes, given back by `close()`, a suspend, exit and crash
    /// signals, as for ``WeavyKit/Terminal/live(options:)``. `options.mouse` is not used: mouse reports
    /// would be in screen rows the window does not know.
    ///
    /// - Parameters:
    ///   - viewport: how many rows, and whether the last frame stays.
    ///   - options: the theme, the keyboard, the escape delay, the answers' time-out.
    ///   - measure: the rows the content prefers for a width, for
    ///     `InlineViewport.Height.content(maximum:)`.
    /// - Throws: `TerminalError` when there is no terminal, or `TERM` is unset, unknown
    ///   or names a terminal that cannot address the cursor.
    public static func liveInline(
        _ viewport: InlineViewport, options: LiveTerminalOptions = LiveTerminalOptions(),
        measure: (Int) -> Int? = { _ in nil }
    ) throws -> Terminal {
        let environment = ProcessEnvironment.current()
        let (type, paletteSize) = try checkTerminalType(environment: environment)
        let device = try InlineDevice.open()
        do {
            try ScreenSlot.shared.acquire()
        } catch {
            device.close()
            throw error
        }
        // The same questions and choices as a full-screen start (see `examine`), and
        // where the cursor is.
        let (report, typedEarly, cursorPosition) = startupReport(
            type: type, paletteSize: paletteSize, environment: environment, options: options,
            input: device.reader, output: device.writer, asksCursorPosition: true)
        let screen = device.screenSize
        let cursor = cursorPosition ?? Point(column: 0, row: screen.rows - 1)
        if cursorPosition == nil {
            StandardError.print(
                "\(options.programName): the terminal did not say where its cursor is; drawing at the bottom")
        }
        let modes = DeviceModes(descriptor: device.writer)
        let keyboard = KeyboardEnhancement(report.keyboard.value)
        let inputModes = LiveInputModes(keyboard: keyboard)
        let colorTerm = environment["COLORTERM"] ?? ""
        let (inline, depth) = inlineScreen(
            viewport, wanted: viewport.rowsWanted(measured: measure(screen.columns)), cursor: cursor, screen: screen,
            type: type, trueColor: colorTerm == "truecolor" || colorTerm == "24bit", features: report.outputFeatures,
            output: { [device] bytes in device.write(bytes) })
        device.write(inputModes.on)
        TerminalRestoration.adoptInlineTerminal(
            modes: modes.saved, descriptor: device.writer,
            leaving: inputModes.off + Array("\u{1B}[0m\u{1B}[?25h\r\n".utf8),
            holdingStandardError: options.holdsStandardError)
        let backend = LiveInlineScreen(
            inline: inline, device: device, modes: modes, inputModes: inputModes, answerTimeout: options.answerTimeout)
        let appearance = report.appearance.value
        // The inline screen draws 24-bit color where COLORTERM says so; NO_COLOR wins.
        let colorDepth = report.colorDepth.value == .monochrome ? ColorDepth.monochrome : depth
        let terminal = Terminal(backend: backend, colorDepth: colorDepth, appearance: appearance, type: type)
        terminal.adopt(report.capabilities, appearance: appearance)
        terminal.keyboardFlags = keyboard.decoderFlags
        let delay = options.escapeDelay ?? environment["ESCDELAY"].flatMap { Int($0) } ?? 25
        terminal.escapeDelay = .milliseconds(max(0, delay))
        terminal.glyphs = TerminalGlyphs.forLocale(in: environment)
        if !typedEarly.isEmpty { terminal.queueInput(typedEarly) }
        return terminal
    }
}
