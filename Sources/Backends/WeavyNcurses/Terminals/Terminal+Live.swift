import CNcurses
import Glibc
import WeavyKit

/// How a live terminal is set up.
public struct LiveTerminalOptions: Sendable {
    /// Report mouse clicks and the wheel. On by default; inside GNU screen left off (and
    /// logged), since screen holds a lone Esc while mouse reports are on.
    public var mouse = true
    /// Hold what the program writes to standard error while curses owns the screen, and
    /// print it once the terminal is given back (otherwise it would be drawn over the UI
    /// or lost with the alternate screen). On by default.
    public var holdsStandardError = true
    /// Milliseconds to wait after Esc for the rest of an escape sequence. `nil` uses the
    /// `ESCDELAY` environment variable when set, else 25 ms.
    public var escapeDelay: Int?
    /// The terminal's background, which chooses the light or dark standard theme. `nil`
    /// finds out: `COLORFGBG` when set, else the terminal's answer to a background color
    /// query (OSC 11, asked with the others of `TerminalCapabilities.query`),
    /// else `Appearance.unknown` (a theme that reads on light and dark); dark with
    /// `NO_COLOR`.
    public var appearance: Appearance?
    /// What the terminal draws beyond colors; `nil` takes it from the terminal's answers
    /// at start-up, its `TERM`, terminfo entry and environment
    /// (`OutputFeatures.answered(by:type:environment:)`). Curses
    /// writes the frames, so only `OutputFeatures.synchronizedOutput` is used:
    /// each frame's update goes between the marks of DEC mode 2026. Links show as their
    /// text and styled underlines as plain ones.
    public var outputFeatures: OutputFeatures?
    /// The kitty keyboard protocol's flags to push when the terminal speaks it: with
    /// `KittyKeyboardFlags.disambiguatesEscapeCodes` (the default), Ctrl-I
    /// arrives apart from Tab, Ctrl-M from Enter, and Esc at once; add
    /// `KittyKeyboardFlags.reportsEventTypes` for key releases and repeats.
    /// In xterm, which does not speak it, any flags set `modifyOtherKeys` level 2
    /// instead. Empty asks for nothing. Whatever is set is given back on every way out
    /// (the end of the run, signals, a crash, Ctrl-Z until `fg`).
    public var keyboard: KittyKeyboardFlags = .disambiguatesEscapeCodes
    /// How long to wait for the terminal's answers to the start-up questions when it
    /// does not even answer the device attributes request that ends them (every
    /// terminal does): 100 ms. A terminal that answers costs one round trip, whatever
    /// this is; raise it for a terminal at the end of a slow link.
    public var answerTimeout: Duration = .milliseconds(100)

    /// Whether Ctrl-C (`RunOutcome.interrupted`) ends the process as SIGINT
    /// would once ``WeavyKit/Window/run(options:recording:onEnd:)`` has given the terminal back, so
    /// that shells and scripts see it (exit status 130). On by default; with `false` the
    /// run returns `.interrupted` instead.
    public var interruptEndsLikeSIGINT = true
    /// The program's name in the one sentence ``WeavyKit/Window/run(options:recording:onEnd:)``
    /// prints when the terminal cannot be opened; the name it was started by unless set.
    public var programName: String = {
        guard let path = CommandLine.arguments.first, let name = path.split(separator: "/").last else {
            return "program"
        }
        return String(name)
    }()

    /// The default options.
    public init() {}
}

extension Terminal {
    /// Opens the controlling terminal for a full-screen program.
    ///
    /// Checks everything before touching the terminal: standard input and output must
    /// be terminals, `TERM` must name a terminal that can position the cursor, and a
    /// UTF-8 locale must exist. Any failure throws a `TerminalError` whose description
    /// is one clear sentence, and leaves the terminal as it was.
    ///
    /// Once open, the terminal is always given back: `close()`, process exit, and
    /// crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT) all
    /// leave curses mode exactly once.
    public static func live(options: LiveTerminalOptions = LiveTerminalOptions()) throws -> Terminal {
        let environment = ProcessEnvironment.current()
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "standard output") }
        let (type, paletteSize) = try checkTerminalType(environment: environment)
        guard ProcessEnvironment.ensureUTF8Locale() else { throw TerminalError.noUTF8Locale }
        try ScreenSlot.shared.acquire()
        let started = startupReport(
            type: type, paletteSize: paletteSize, environment: environment, options: options,
            input: STDIN_FILENO, output: STDOUT_FILENO)
        var report = started.report
        let entry = CursesColorEntry.choose(type: type, paletteSize: paletteSize, depth: report.colorDepth)
        entry.log(for: type, asked: report.colorDepth)
        report.colorDepth = entry.colorDepth
        do {
            let terminal = try openLive(
                type: type, cursesType: entry.type, environment: environment, options: options, report: report,
                typedEarly: started.typedEarly)
            // ncurses runs in a UTF-8 locale for its wide characters; a terminal whose
            // own locale is not UTF-8 gets ASCII stand-ins instead of garbled bytes.
            terminal.glyphs = TerminalGlyphs.forLocale(in: environment)
            return terminal
        } catch {
            ScreenSlot.shared.release()
            throw error
        }
    }

    /// What ``live(options:)`` would find out and choose on this terminal, asked as it
    /// asks (on the controlling terminal, `/dev/tty`, so standard output may go to a
    /// file) and given back as it was: for a bug report, or to see why a theme or a key
    /// mode was chosen. Nothing is drawn and no mode stays set.
    ///
    /// - Parameter options: what the program would open the terminal with; its choices
    ///   (such as ``LiveTerminalOptions/appearance``) are reported as the program's.
    /// - Throws: a `TerminalError` when there is no controlling terminal, or `TERM`
    ///   names no terminal ``live(options:)`` could use (unset, unknown, `dumb`):
    ///   such a terminal is asked nothing.
    public static func examine(options: LiveTerminalOptions = LiveTerminalOptions()) throws -> TerminalReport {
        let environment = ProcessEnvironment.current()
        let device = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard device >= 0 else { throw TerminalError.notATerminal(stream: "the controlling terminal (/dev/tty)") }
        defer { Glibc.close(device) }
        let (type, paletteSize) = try checkTerminalType(environment: environment)
        try ScreenSlot.shared.acquire()
        defer { ScreenSlot.shared.release() }
        var report = startupReport(
            type: type, paletteSize: paletteSize, environment: environment, options: options, input: device,
            output: device
        ).report
        report.colorDepth =
            CursesColorEntry.choose(type: type, paletteSize: paletteSize, depth: report.colorDepth).colorDepth
        return report
    }

    /// Asks the terminal on `input`/`output` unless its environment says not to, and
    /// makes the start-up choices from the answers: what ``live(options:)`` and
    /// ``examine(options:)`` share. Also returns what was read meanwhile.
    ///
    /// An inline run must know where the cursor is (`asksCursorPosition`), so it asks
    /// even where the environment would say not to.
    static func startupReport(
        type: String, paletteSize: Int, environment: [String: String], options: LiveTerminalOptions,
        input: Int32, output: Int32, asksCursorPosition: Bool = false
    ) -> (report: TerminalReport, typedEarly: [UInt8], cursorPosition: Point?) {
        // COLORFGBG says the environment knows the terminal already: it is asked nothing.
        let unasked = asksCursorPosition ? nil : TerminalReport.reasonNotToAsk(environment: environment)
        let answer =
            unasked == nil
            ? CapabilityQuery.ask(
                input: input, output: output, timeout: options.answerTimeout, asksCursorPosition: asksCursorPosition)
            : CapabilityQuery.Answer.none
        let requests = TerminalReport.Requests(
            appearance: options.appearance, outputFeatures: options.outputFeatures, keyboard: options.keyboard)
        let report = TerminalReport(
            type: type, environment: environment, paletteSize: paletteSize, answers: answer.answers,
            unaskedBecause: unasked, requests: requests)
        return (report, answer.input, answer.cursorPosition)
    }

    /// Starts curses on the entry `cursesType` (the terminal's own, or a direct-color one
    /// for it: see ``CursesColorEntry``); keys are read with `type`'s.
    private static func openLive(
        type: String, cursesType: String, environment: [String: String], options: LiveTerminalOptions,
        report: TerminalReport, typedEarly: [UInt8]
    ) throws -> Terminal {
        try CursesLock.withLock {
            // Private streams on duplicates of the standard descriptors: closing them
            // later leaves the program's own stdin and stdout open.
            guard let output = fdopen(dup(STDOUT_FILENO), "w"), let input = fdopen(dup(STDIN_FILENO), "r") else {
                throw TerminalError.cannotStart("cannot open the terminal's streams (errno \(errno))")
            }
            // The modes to give back, should the terminal stop reading (see TerminalRestoration).
            var modes = termios()
            let hasModes = tcgetattr(fileno(output), &modes) == 0
            guard let screen = newterm(cursesType, output, input) else {
                fclose(output)
                fclose(input)
                throw TerminalError.cannotStart("newterm refused the terminfo entry '\(cursesType)' (TERM='\(type)')")
            }
            set_term(screen)
            // Until a screen has been left and resumed once, ncurses flushes its output
            // after every cursor movement: a frame goes out in one write per changed
            // line (about thirty for a new screen), each waking the terminal. Leave and
            // resume now, before the first frame, and every frame is one write. (Before
            // colors start, or resuming would reset the terminal's palette.)
            endwin()
            doupdate()
            let depth = report.colorDepth.value
            CursesScreen.startColors(depth: depth)
            raw()
            noecho()
            nonl()
            intrflush(nil, false)
            let hidesCursor = curs_set(0) >= 0
            let delay = options.escapeDelay ?? environment["ESCDELAY"].flatMap { Int($0) } ?? 25
            let size = Size(columns: Int(getmaxx(weavy_stdscr())), rows: Int(getmaxy(weavy_stdscr())))
            let curses = CursesScreen(
                kind: .live, screen: screen, ownsScreen: true, files: [output, input], colorDepth: depth,
                bounds: Rect(origin: .zero, size: size))
            curses.hidesCursor = hidesCursor
            curses.synchronizesFrames = report.synchronizedOutput.value
            let mouseOff = options.mouse ? MouseReporting.reasonToLeaveOff(environment: environment) : nil
            if let mouseOff { diagnostics.info("\(mouseOff)") }
            CursesScreen.configureForOutputOnly(mouse: options.mouse && mouseOff == nil)
            let keyboard = KeyboardEnhancement(report.keyboard.value)
            curses.inputModes = LiveInputModes(keyboard: keyboard)
            curses.setInputModes(true)
            TerminalRestoration.adoptLiveScreen(
                screen, modes: hasModes ? modes : nil, descriptor: fileno(output), inputModes: curses.inputModes,
                holdingStandardError: options.holdsStandardError)
            curses.liveEvents = LiveEventSource(reading: fileno(input), screen: curses)
            let appearance = report.appearance.value
            let terminal = Terminal(backend: curses, colorDepth: depth, appearance: appearance, type: type)
            terminal.adopt(report.capabilities, appearance: appearance)
            terminal.keyboardFlags = keyboard.decoderFlags
            terminal.escapeDelay = .milliseconds(max(0, delay))
            // What was read while the terminal was asked (keys typed early, and the
            // answers, which its decoder keeps apart as replies) goes to the program.
            if !typedEarly.isEmpty { terminal.queueInput(typedEarly) }
            return terminal
        }
    }

    /// The terminal type `TERM` names, checked: terminfo knows it and it can address
    /// the cursor; with its palette's size (terminfo's `colors`, 0 without colors). Touches
    /// neither the terminal nor any screen already open.
    static func checkTerminalType(environment: [String: String]) throws -> (type: String, paletteSize: Int) {
        guard let type = environment["TERM"], !type.isEmpty else { throw TerminalError.terminalTypeNotSet }
        return (type, try checkTerminfo(type: type))
    }

    /// Checks that terminfo knows `type` and that it can address the cursor, without
    /// touching the terminal or any screen already open; returns how many colors it has.
    private static func checkTerminfo(type: String) throws -> Int {
        try CursesLock.withLock {
            let saved = weavy_cur_term()
            defer { set_curterm(saved) }
            var status: Int32 = 0
            let result = setupterm(type, STDOUT_FILENO, &status)
            let probe = weavy_cur_term()
            defer {
                if let probe, probe != saved { del_curterm(probe) }
            }
            guard result == OK else {
                throw status == -1
                    ? TerminalError.terminfoUnavailable(type) : TerminalError.unknownTerminalType(type)
            }
            let cursorAddress = tigetstr("cup")
            if cursorAddress == nil || cursorAddress == UnsafeMutablePointer(bitPattern: -1) {
                throw TerminalError.cannotAddressCursor(type)
            }
            return paletteSize()
        }
    }

    /// How many colors the terminfo entry set up has: `colors`, when it also has color
    /// pairs and a way to set the colors (what ncurses' `has_colors()` checks, which
    /// needs a screen), else 0.
    private static func paletteSize() -> Int {
        func has(_ name: String) -> Bool {
            let value = tigetstr(name)
            return value != nil && value != UnsafeMutablePointer(bitPattern: -1)
        }
        let colors = Int(tigetnum("colors"))
        let setsColors = (has("setaf") && has("setab")) || (has("setf") && has("setb")) || has("scp")
        return colors > 0 && tigetnum("pairs") > 0 && setsColors ? colors : 0
    }
}
