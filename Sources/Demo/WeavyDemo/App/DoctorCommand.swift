import ArgumentParser
import WeavyNcurses

/// `weavy-demo doctor`: what this terminal was found to support and why, for a bug
/// report. It asks the terminal the start-up questions as the app does, gives it back as
/// it was, and prints each answer (or "no answer") and each choice with what decided it
/// (`Terminal.examine(options:)`).
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Print what this terminal supports and why, for a bug report (nothing is drawn).",
        discussion: """
            Asks the terminal what the app asks at start-up (the kitty keyboard flags, its background \
            color, synchronized output, bracketed paste, its name and version, and DA1, which ends them) \
            and prints each raw answer, or "no answer", then the color depth, theme, output features and \
            keyboard mode the app would choose with --theme auto, each with what decided it (TERM and terminfo, COLORFGBG, \
            NO_COLOR, an answer, the default). Standard output may go to a file: the terminal is asked \
            through /dev/tty. Exit status 2 when there is no terminal, or TERM names one the app cannot use.
            """)

    init() {}

    func run() throws {
        print(try Self.report())
    }

    /// The report's text, as the app opens the terminal with `--theme auto`.
    static func report() throws -> String {
        var options = LiveTerminalOptions()
        options.programName = "weavy-demo"
        do {
            return try Terminal.examine(options: options).description
        } catch let error as TerminalError {
            StandardError.print("weavy-demo doctor: \(error); nothing was asked.")
            throw ExitCode(2)
        }
    }
}
