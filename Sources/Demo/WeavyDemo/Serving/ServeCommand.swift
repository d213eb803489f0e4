import ArgumentParser
import WeavySSH

/// `weavy-demo serve`: the movie app for every SSH client that logs in, each with its own
/// navigation (saved per user), all sharing one wishlist and one watched list.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weavy-demo serve",
        abstract: "Serve the app over SSH: `ssh -t -p PORT host` opens it, each session with its own navigation.",
        discussion: """
            Every session runs the whole app; the lists are shared, so a movie moved in one session moves \
            in every open session's list at once. The navigation is saved per user name when a session ends.

            A command given to ssh opens a link: ssh -t -p 2222 host open movie/23452 (the links of --open).

            Who may log in: the keys in --authorized-keys (ed25519 or ECDSA), or anyone with \
            --allow-anonymous (for trying it on this machine). The host key is made on first start and \
            kept (mode 0600), so clients' known_hosts stay valid. SIGTERM or SIGINT gives every client \
            its terminal back and ends the server with status 0. One line per session start and end \
            goes to standard error.
            """)

    @Option(help: ArgumentHelp("The address and port to listen on.", valueName: "host:port"))
    var listen = "127.0.0.1:2222"

    @Option(
        name: .customLong("host-key"),
        help: ArgumentHelp(
            "The host key file, made on first start (default: ssh_host_ed25519_key in the data directory).",
            valueName: "file"))
    var hostKey: String?

    @Option(
        name: .customLong("authorized-keys"),
        help: ArgumentHelp("An OpenSSH authorized_keys file: the keys that may log in.", valueName: "file"))
    var authorizedKeys: String?

    @Flag(name: .customLong("allow-anonymous"), help: "Let anyone in without a key. For trying it locally only.")
    var allowsAnonymous = false

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where the shared lists and each user's navigation are kept (default: as for the app).",
            valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("max-sessions"), help: ArgumentHelp("The most sessions at once."))
    var maximumSessions = 256

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Close a session after this many minutes without input.", valueName: "min"))
    var idleMinutes = 30

    @Option(help: ArgumentHelp("light or dark: the sessions' theme.", valueName: "theme"))
    var theme = "dark"

    @Option(help: ArgumentHelp("Use this catalog file instead of the one built in.", valueName: "file"))
    var catalog: String?

    mutating func validate() throws {
        do {
            _ = try serveOptions(environment: [:], checkingOnly: true)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The checked options, or the first problem with the command line.
    func serveOptions(environment: [String: String], checkingOnly: Bool = false) throws(UsageError) -> ServeOptions {
        let parts = listen.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let port = Int(parts.last ?? ""), (0...65535).contains(port) else {
            throw UsageError(message: "invalid --listen '\(listen)': expected HOST:PORT, such as 127.0.0.1:2222")
        }
        let host = parts.dropLast().joined(separator: ":")
        guard authorizedKeys != nil || allowsAnonymous else {
            throw UsageError(message: "nobody could log in: give --authorized-keys FILE, or --allow-anonymous")
        }
        guard maximumSessions >= 1 else { throw UsageError(message: "--max-sessions must be at least 1") }
        guard idleMinutes >= 1 else { throw UsageError(message: "--idle-timeout must be at least 1 minute") }
        let appearance: Appearance
        switch theme.lowercased() {
        case "light": appearance = .light
        case "dark": appearance = .dark
        default: throw UsageError(message: "invalid --theme '\(theme)': expected light or dark")
        }
        let directory: DataDirectory
        if let dataDirectory {
            guard !dataDirectory.isEmpty else {
                throw UsageError(message: "--data-dir needs a directory, not an empty path")
            }
            directory = DataDirectory(path: dataDirectory)
        } else if checkingOnly {
            directory = DataDirectory(path: ".")
        } else {
            directory = try LaunchOptions.defaultDataDirectory(environment: environment)
        }
        return ServeOptions(
            host: host, port: port, hostKeyPath: hostKey ?? directory.path(of: "ssh_host_ed25519_key"),
            authorizedKeysPath: authorizedKeys, allowsAnonymous: allowsAnonymous, dataDirectory: directory,
            maximumSessions: maximumSessions, idleTimeout: .seconds(idleMinutes * 60), appearance: appearance,
            catalogPath: catalog)
    }
}

/// What `weavy-demo serve` was asked for, checked.
struct ServeOptions {
    var host: String
    var port: Int
    var hostKeyPath: String
    var authorizedKeysPath: String?
    var allowsAnonymous: Bool
    var dataDirectory: DataDirectory
    var maximumSessions: Int
    var idleTimeout: Duration
    var appearance: Appearance
    var catalogPath: String?
}
