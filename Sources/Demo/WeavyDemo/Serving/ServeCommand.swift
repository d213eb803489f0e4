import ArgumentParser
import Glibc
import WeavyKit

/// `weavy-demo serve`: the movie app for every SSH client that logs in, each with its own
/// navigation (saved per user), all sharing one wishlist and one watched list.
///
/// The server is a program of its own, `weavy-demo-serve`, beside `weavy-demo`, which
/// `weavy-demo serve` runs in its place: SwiftNIO's types would make every start of the
/// app slower (the Swift runtime scans every conformance record of the binary on its
/// first lookups: 28 million instructions to the first frame became 37) and bigger.
package struct ServeCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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

            --workers N serves with N worker processes sharing the port (auto: one per core), each with its \
            own sessions; a worker that dies is started again. Without --database the lists are then shared \
            within each worker only: each worker reads them at its start and the last one to save wins.

            --database postgres://USER@HOST:PORT/DATABASE keeps the lists in PostgreSQL instead, one row per \
            movie (table weavy_shared_rows): every session of every worker, and of every server given the same \
            database, sees each move at once. It is checked at start: a bad URL or a database that cannot be \
            reached ends the server with status 2 and one sentence. Lost later, it is logged; sessions go on \
            with the lists they have, a move made meanwhile shows in the sessions of its worker process, is \
            kept, and is written (and reaches the others) when the database is back; the server reconnects by itself \
            and reads what changed while it was away. Each user's navigation is kept there too (a row per user), \
            so a user who logs in on another worker or server finds it; without --database it is kept in the \
            data directory.
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
            "Where the shared lists (without --database) and each user's navigation are kept (default: as for the app).",
            valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("max-sessions"), help: ArgumentHelp("The most sessions at once."))
    var maximumSessions = 256

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Close a session after this many minutes without input.", valueName: "min"))
    var idleMinutes = 30

    @Option(
        help: ArgumentHelp(
            "light, dark, or auto: the sessions' theme; auto follows each client's terminal background.",
            valueName: "theme"))
    var theme = "auto"

    @Option(help: ArgumentHelp("Use this catalog file instead of the one built in.", valueName: "file"))
    var catalog: String?

    @Option(
        name: .customLong("record-sessions"),
        help: ArgumentHelp(
            "Record every session to this folder, as an asciicast v2 file each (TIME-USER-N.cast).",
            valueName: "dir"))
    var recordingFolder: String?

    @Option(
        help: ArgumentHelp(
            "How many worker processes serve the sessions, sharing the port: a number, or auto (one per core).",
            valueName: "n"))
    var workers = "1"

    @Option(
        help: ArgumentHelp(
            "Keep the shared lists in this PostgreSQL database, for every worker and every server on it.",
            valueName: "postgres://user@host:port/db"))
    var database: String?

    package mutating func validate() throws {
        do {
            _ = try serveOptions(environment: [:], checkingOnly: true)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The checked options, or the first problem with the command line.
    package func serveOptions(
        environment: [String: String], checkingOnly: Bool = false
    ) throws(UsageError) -> ServeOptions {
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
        let workerCount: WorkerCount
        if workers.lowercased() == "auto" {
            workerCount = .onePerCore
        } else if let count = Int(workers), (1...1024).contains(count) {
            workerCount = .count(count)
        } else {
            throw UsageError(message: "invalid --workers '\(workers)': expected a number from 1 to 1024, or auto")
        }
        if let recordingFolder, !checkingOnly, access(recordingFolder, W_OK | X_OK) != 0 {
            throw UsageError(message: "--record-sessions: '\(recordingFolder)' is not a folder this user can write in")
        }
        if let database {
            let scheme = database.prefix { $0 != ":" }.lowercased()
            guard scheme == "postgres" || scheme == "postgresql", database.contains("://") else {
                throw UsageError(
                    message: "invalid --database: expected a URL such as postgres://USER@HOST:5432/DATABASE")
            }
        }
        let appearance: Appearance?
        switch theme.lowercased() {
        case "light": appearance = .light
        case "dark": appearance = .dark
        case "auto": appearance = nil
        default: throw UsageError(message: "invalid --theme '\(theme)': expected light, dark or auto")
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
            catalogPath: catalog, recordingFolder: recordingFolder, workers: workerCount, database: database)
    }
}

/// How many worker processes `weavy-demo serve` was asked for.
package enum WorkerCount: Equatable {
    case count(Int)
    /// `auto`: one per core, as the server counts them.
    case onePerCore
}

/// What `weavy-demo serve` was asked for, checked.
package struct ServeOptions {
    package var host: String
    package var port: Int
    package var hostKeyPath: String
    package var authorizedKeysPath: String?
    package var allowsAnonymous: Bool
    package var dataDirectory: DataDirectory
    package var maximumSessions: Int
    package var idleTimeout: Duration
    /// The sessions' theme; `nil` follows each client's terminal.
    package var appearance: Appearance?
    package var catalogPath: String?
    /// Where every session is recorded, if anywhere.
    package var recordingFolder: String?
    /// How many worker processes serve the sessions.
    package var workers: WorkerCount
    /// The PostgreSQL database what the sessions share is kept in (`postgres://…`, its
    /// scheme checked; the server reads the rest when it connects), or `nil`: in this
    /// process and the data directory.
    package var database: String?
}

extension ServeCommand {
    /// The server program's name; it lies beside `weavy-demo`.
    package static let serverProgram = "weavy-demo-serve"

    /// Runs the server program in place of this process with `arguments`; returns only
    /// to exit with one sentence when it cannot.
    static func execServer(with arguments: [String]) -> Never {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let own = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let directory = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let server = directory + "/" + serverProgram
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        StandardError.print(
            "weavy-demo: error: serving needs \(serverProgram) beside weavy-demo (\(server): "
                + "\(String(cString: strerror(errno)))); build it with swift build --product \(serverProgram)")
        Glibc.exit(2)
    }

    /// What an error of the command line prints, and the exit status, as for the app.
    package static func outcome(of error: any Error) -> (message: String?, status: Int32) {
        if exitCode(for: error) == .success {
            return (fullMessage(for: error), 0)
        }
        if let code = error as? ExitCode {
            return (nil, code.rawValue)
        }
        let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad command line"
        return ("weavy-demo: error: \(reason) (weavy-demo serve --help lists the options)", 2)
    }
}
