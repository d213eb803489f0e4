import WeavyNcurses

/// What the command line asks for, checked: everything the app needs to start.
struct LaunchOptions: Sendable, Equatable {
    /// How the app runs.
    enum Mode: Sendable, Equatable {
        /// On the terminal, until the user quits.
        case live
        /// With no terminal: `keys` are pressed on a screen of `size`, then the screen
        /// is printed (with its styles when `styled`).
        case headless(size: Size, keys: [Key], styled: Bool)
    }

    var dataDirectory: DataDirectory
    var link: DemoWeft?
    /// Start on the first screen, ignoring the navigation the last run saved.
    var startsFresh = false
    var mode: Mode
    var tracePath: String?
    /// Where to record the session as an asciicast file (`--record`, else `WEAVY_RECORD`).
    var recordPath: String?
    var printsWeavingMap: Bool
    /// Headless: where to write the final screen as an SVG picture (instead of printing it).
    var screenshotPath: String? = nil
    /// A catalog file to use instead of the embedded one.
    var catalogPath: String? = nil
    /// A failure to commit on `!` (from the environment, for tests).
    var fault: InjectedFault? = nil
    /// The theme's appearance, when the command line forces one; `nil` follows the
    /// terminal (`--theme auto`).
    var appearance: Appearance? = nil
}

/// A command line that cannot be used, in one sentence; the command exits with code 2.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String

    package var description: String { message }
}

extension LaunchOptions {
    /// Reads `COLSxROWS` (`100x30`), both positive and at most 1000.
    static func size(from text: String) throws(UsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = positive(parts[0]), let rows = positive(parts[1]) else {
            throw UsageError(
                message: "invalid size '\(text)': expected COLSxROWS with numbers from 1 to 1000, such as 100x30")
        }
        return Size(columns: columns, rows: rows)
    }

    /// Reads `--theme`: `light`, `dark`, or `auto` (`nil`: the terminal decides).
    static func appearance(from text: String) throws(UsageError) -> Appearance? {
        switch text.lowercased() {
        case "light": return .light
        case "dark": return .dark
        case "auto": return nil
        default: throw UsageError(message: "invalid --theme '\(text)': expected light, dark or auto")
        }
    }

    private static func positive(_ text: Substring) -> Int? {
        Int(digits: text, in: 1...1000)
    }

    /// The data directory when `--data-dir` is not given: `$XDG_DATA_HOME/weavy-demo`,
    /// else `~/.local/share/weavy-demo`.
    static func defaultDataDirectory(environment: [String: String]) throws(UsageError) -> DataDirectory {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return DataDirectory(path: data + "/weavy-demo")
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw UsageError(message: "neither XDG_DATA_HOME nor HOME is set: give the data directory with --data-dir")
        }
        return DataDirectory(path: home + "/.local/share/weavy-demo")
    }
}
