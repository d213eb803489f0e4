import ArgumentParser
import Glibc
import WeavyNcurses

/// `weavy-demo`: the command line, checked before anything touches the terminal.
///
/// A malformed `--open` link, a bad `--size` or `--keys` prints one line on standard
/// error and exits with code 2.
package struct DemoCommand: AsyncParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "weavy-demo",
        abstract: "Weavy's movie demo for the terminal: a wishlist and a watched list, movies, casts, settings.",
        discussion: """
            The first run asks for an API key (any text); later runs open the two tabs, Wishlist and \
            Watched. Press ? in the app for every key; q quits (unless you are typing), Ctrl-C quits from \
            anywhere.

            Links for --open: wishlist, watched, movie/ID, movie/ID/cast/ID, settings, settings/about \
            (for example movie/23452/cast/1013). A link given before the API key is set opens right after \
            it is entered; an id the catalog does not have opens the app with a message.

            When it ends (q, Ctrl-C, SIGTERM, SIGHUP; headless, after its keys), the app saves where it \
            was - the screens of each tab, the selected tab, an open popup - and the next run opens there \
            again, unless it is given --fresh or a link with --open. A saved place that no longer exists \
            opens the first screen with a message.

            Files in the data directory: settings.json ({"apiKey": "..."}), lists.json \
            ({"wishlist": [ids], "watched": [ids]}), navigation.json (where the app was) and \
            weavy-demo.log. A corrupt settings.json or lists.json is kept aside as NAME.corrupt-TIMESTAMP \
            and the defaults are used.

            Exit status: 0 when the app ends normally; 2 for a bad command line or a terminal that \
            cannot be used (not a terminal, TERM unset, dumb or unknown); 1 when a file cannot be used.

            weavy-demo serve serves the app over SSH (weavy-demo serve --help); weavy-demo doctor prints \
            what this terminal supports and why, for a bug report.
            """,
        version: "weavy-demo \(DemoVersion.current)",
        subcommands: [DoctorCommand.self])

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where the API key and the lists are kept (default: $XDG_DATA_HOME/weavy-demo, else "
                + "~/.local/share/weavy-demo).", valueName: "dir"))
    var dataDirectory: String?

    @Option(
        name: .customLong("open"), parsing: .unconditional,
        help: ArgumentHelp("Start at a deep link (the links are listed above).", valueName: "link"))
    var link: String?

    @Flag(
        help: ArgumentHelp(
            "Start on the first screen, ignoring the navigation saved when the app last ended (it is "
                + "replaced when this run ends)."))
    var fresh = false

    @Flag(help: "Run with no terminal: press --keys, print the final screen as text and exit.")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The headless screen size (default: 100x30).", valueName: "COLSxROWS"))
    var size: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The keys to press headless: characters and <enter> <esc> <tab> <btab> <up> <down> <left> <right> "
                + "<home> <end> <pgup> <pgdn> <bs> <del> <f1>…<f12> <c-a>…<c-z> <lt>. Quitting (q) ends them early.",
            valueName: "keys"))
    var keys: String?

    @Flag(help: "Headless: print the screen with its styles (a grid of style letters and their legend).")
    var styled = false

    @Option(
        help: ArgumentHelp(
            "Headless: write the final screen as an SVG picture to this file instead of printing it.",
            valueName: "file"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "light, dark, or auto: the terminal's COLORFGBG, else its answer to a background color "
                + "query, else dark (default: auto).", valueName: "theme"))
    var theme: String?

    @Option(help: ArgumentHelp("Write one JSON line per will-knit and did-knit to this file.", valueName: "file"))
    var trace: String?

    @Option(
        help: ArgumentHelp(
            "Record the session to this asciicast v2 file (asciinema play plays it; WEAVY_RECORD=file does "
                + "the same).", valueName: "file"))
    var record: String?

    @Flag(name: .customLong("weaving-map"), help: "On exit, print how many times each warp knitted each weft.")
    var weavingMap = false

    @Option(
        help: ArgumentHelp(
            "Use this catalog file instead of the one built in (same JSON form as "
                + "Sources/Demo/WeavyDemo/Resources/catalog.json).", valueName: "file"))
    var catalog: String?

    /// The checked options, or the first problem with the command line.
    func launchOptions(environment: [String: String]) throws(UsageError) -> LaunchOptions {
        let (weft, mode) = try checkedArguments()
        let directory: DataDirectory
        if let dataDirectory {
            directory = DataDirectory(path: dataDirectory)
        } else {
            directory = try LaunchOptions.defaultDataDirectory(environment: environment)
        }
        return LaunchOptions(
            dataDirectory: directory, link: weft, startsFresh: fresh, mode: mode, tracePath: trace,
            recordPath: record ?? environment["WEAVY_RECORD"].flatMap { $0.isEmpty ? nil : $0 },
            printsWeavingMap: weavingMap, screenshotPath: screenshot, catalogPath: catalog,
            fault: try InjectedFault.requested(in: environment),
            appearance: try appearance(environment: environment, headless: headless))
    }

    /// What the command line alone says, checked: the link to open and the mode. The
    /// environment (where the data directory defaults to) is checked when the app starts.
    private func checkedArguments() throws(UsageError) -> (link: DemoWeft?, mode: LaunchOptions.Mode) {
        if dataDirectory?.isEmpty == true {
            throw UsageError(message: "--data-dir needs a directory, not an empty path")
        }
        _ = try theme.flatMap(LaunchOptions.appearance(from:))
        var weft: DemoWeft?
        if let link {
            do {
                weft = try DeepLink.weft(for: link)
            } catch {
                throw UsageError(message: error.description)
            }
        }
        if headless {
            if record != nil {
                throw UsageError(
                    message: "--record records a session on the terminal; it does not work with --headless")
            }
            try checkScreenshot()
            var screenSize = Size(columns: 100, rows: 30)
            if let size {
                screenSize = try LaunchOptions.size(from: size)
            }
            let pressed: [Key]
            do {
                pressed = try KeyNotation.keys(keys ?? "")
            } catch {
                throw UsageError(message: "invalid --keys: \(error)")
            }
            return (weft, .headless(size: screenSize, keys: pressed, styled: styled))
        }
        if size != nil || keys != nil || styled || screenshot != nil {
            throw UsageError(message: "--size, --keys, --styled and --screenshot only work with --headless")
        }
        return (weft, .live)
    }

    /// `--screenshot` needs a file, and takes the place of `--styled`'s printing.
    private func checkScreenshot() throws(UsageError) {
        guard let screenshot else { return }
        if screenshot.isEmpty {
            throw UsageError(message: "--screenshot needs a file, not an empty path")
        }
        if styled {
            throw UsageError(message: "--screenshot writes a picture instead of printing: it cannot go with --styled")
        }
    }

    /// What `--theme` forces; headless with `auto`, what `COLORFGBG` says (there is no
    /// terminal to ask).
    private func appearance(environment: [String: String], headless: Bool) throws(UsageError) -> Appearance? {
        let forced = try theme.flatMap(LaunchOptions.appearance(from:))
        guard forced == nil, headless else { return forced }
        return Appearance.fromColorFGBG(environment["COLORFGBG"])
    }

    package mutating func validate() throws {
        do {
            _ = try checkedArguments()
        } catch {
            // Reported once, by `outcome(of:)`, as every bad command line is.
            throw ValidationError(error.description)
        }
    }

    /// Parses the command line and runs the app, all on the main actor.
    ///
    /// ArgumentParser's own entry point and `run()` are non-isolated async functions,
    /// which Swift runs on the global executor before hopping to the main actor: that
    /// starts dispatch worker threads, which then wake the process up when they retire
    /// seconds later. Staying on the main actor, the app never creates them, and an idle
    /// app does not wake at all.
    @MainActor
    package static func main() async {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "serve" {
                // A program of its own, so the app never links SwiftNIO (see ServeCommand).
                ServeCommand.execServer(with: Array(arguments.dropFirst()))
            }
            var command = try parseAsRoot(arguments)
            guard let demo = command as? DemoCommand else {
                // ArgumentParser's own commands (help): run as it would.
                try command.run()
                return
            }
            let status = await DemoRunner.run(try demo.launchOptions(environment: environment()))
            if status != 0 {
                exit(withError: ExitCode(status))
            }
        } catch {
            let (message, status) = outcome(of: error)
            if let message {
                if status == 0 { print(message) } else { StandardError.print(message) }
            }
            Glibc.exit(status)
        }
    }

    /// What an error of the command line prints, and the exit status: `--help` and
    /// `--version` print their text and succeed; every bad command line, whoever found
    /// it (ArgumentParser or the demo's own checks), prints one line,
    /// `weavy-demo: error: …`, and exits with 2, as `--help` says.
    static func outcome(of error: any Error) -> (message: String?, status: Int32) {
        if exitCode(for: error) == .success {
            return (fullMessage(for: error), 0)
        }
        if let code = error as? ExitCode {
            return (nil, code.rawValue)  // already reported
        }
        let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad command line"
        return ("weavy-demo: error: \(reason) (weavy-demo --help lists the options)", 2)
    }

    package mutating func run() async throws {
        let options = try launchOptions(environment: Self.environment())
        let status = await DemoRunner.run(options)
        if status != 0 {
            throw ExitCode(status)
        }
    }

    /// The variables the command reads.
    package static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["HOME", "XDG_DATA_HOME", "WEAVY_DEMO_FAULT", "COLORFGBG", "WEAVY_RECORD"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return environment
    }
}
