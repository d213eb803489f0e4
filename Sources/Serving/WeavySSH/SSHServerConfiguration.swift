import NIOCore

/// How an ``SSHServer`` listens, who it lets in, and how much each session may take.
public struct SSHServerConfiguration: Sendable {
    /// The address to listen on: `127.0.0.1` for this machine only, `0.0.0.0` for all.
    public var host: String
    /// The port to listen on; 0 picks a free one (``SSHServer/start()`` returns it).
    public var port: Int
    /// The host key file: made on first start (ed25519, OpenSSH's format, mode 0600) and
    /// read on every later one, so clients' `known_hosts` stay valid.
    public var hostKeyPath: String
    /// Who may log in.
    public var authentication: SSHAuthentication
    /// What each session may take.
    public var limits: SSHSessionLimits
    /// The name that begins what the server tells a client (`weavy-demo: the server is
    /// full`), as a command-line program's messages do.
    public var programName: String
    /// A folder to record every session in, as an asciicast v2 file each (named by when
    /// it began, in UTC, and the user: `20261202T011500Z-ann-3.cast`; see
    /// `SessionRecorder`), or `nil` to record none. A secure field's typing is masked.
    /// The folder must exist; a session whose file cannot be made runs unrecorded.
    public var recordingFolder: String?
    /// How many processes serve the sessions: 1 (the default) serves them all in this
    /// process; more makes this process the parent of that many worker processes, which
    /// share the port (`SO_REUSEPORT`: the kernel spreads new connections over them),
    /// each with its own main thread, sessions, limits and metrics. ``coreCount`` gives
    /// one per core. See <doc:ServingOverSSH#Worker-processes>.
    public var workerProcesses: Int
    /// Where each user's navigation is kept from one session to their next (see
    /// <doc:ServingOverSSH#Saved-navigation>): `nil` (the default) keeps a file per user
    /// in a `navigation` folder beside the host key (a ``NavigationFileStore``); a
    /// ``SharedNavigationStore`` over `PostgresSharedStore` keeps them for every worker
    /// and machine on one database. A save the store refuses is logged, kept in memory
    /// and tried again until the store takes it; a later save of that user replaces it.
    public var navigationStore: (any NavigationStore)?
    /// The weft types the app's saved navigation holds, which
    /// ``SSHSessionRequest/savedNavigation`` is read with (a saved weft of another type
    /// ends its path there, with a note).
    public var navigationWeftTypes: [any (Weft & Codable).Type]

    /// The cores this machine has, for one worker process per core.
    public static var coreCount: Int { System.coreCount }

    /// Makes a configuration; only the host key and who may log in have no default.
    public init(
        host: String = "127.0.0.1", port: Int = 2222, hostKeyPath: String, authentication: SSHAuthentication,
        limits: SSHSessionLimits = SSHSessionLimits(), programName: String = "weavy", recordingFolder: String? = nil,
        workerProcesses: Int = 1, navigationStore: (any NavigationStore)? = nil,
        navigationWeftTypes: [any (Weft & Codable).Type] = []
    ) {
        self.navigationStore = navigationStore
        self.navigationWeftTypes = navigationWeftTypes
        self.workerProcesses = max(1, workerProcesses)
        self.recordingFolder = recordingFolder
        self.host = host
        self.port = port
        self.hostKeyPath = hostKeyPath
        self.authentication = authentication
        self.limits = limits
        self.programName = programName
    }
}

extension SSHServerConfiguration {
    /// The store the server keeps navigation in: ``navigationStore``, else a file per user
    /// in a `navigation` folder beside the host key.
    var navigationStoreInUse: any NavigationStore {
        if let navigationStore { return navigationStore }
        let folder = hostKeyPath.lastIndex(of: "/").map { String(hostKeyPath[...$0]) } ?? ""
        return NavigationFileStore(folder: folder + "navigation")
    }
}

/// Who may log in to an ``SSHServer``: keys from an `authorized_keys` file, a password
/// check the app supplies, and anonymous sessions only when asked for.
public struct SSHAuthentication: Sendable {
    /// An OpenSSH `authorized_keys` file: each line a public key (ed25519 or ECDSA) any
    /// user may log in with. Read when the server starts.
    public var authorizedKeysPath: String?
    /// Checks a user name and password; `nil` refuses every password.
    public var checkPassword: (@Sendable (_ user: String, _ password: String) -> Bool)?
    /// Lets anyone in without a key or password. For trying an app locally only.
    public var allowsAnonymous: Bool

    /// Who may log in. With none of the three, nobody can, and the server refuses to
    /// start (``SSHServerError/nobodyCanLogIn``).
    public init(
        authorizedKeysPath: String? = nil,
        checkPassword: (@Sendable (_ user: String, _ password: String) -> Bool)? = nil,
        allowsAnonymous: Bool = false
    ) {
        self.authorizedKeysPath = authorizedKeysPath
        self.checkPassword = checkPassword
        self.allowsAnonymous = allowsAnonymous
    }
}

/// What each session of an ``SSHServer`` may take, so one client cannot slow the others.
public struct SSHSessionLimits: Sendable {
    /// The most sessions at once; the next client is told the server is full.
    public var maximumSessions: Int
    /// A session with no input for this long is told so and closed.
    public var idleTimeout: Duration
    /// The most output written to a client and not yet sent: a client that stops
    /// reading past it is disconnected, without slowing anyone else.
    public var maximumUnsentOutput: Int
    /// The most input received and not yet handled: past it, the server stops reading
    /// the client until the session catches up. What the client sent before it knew
    /// (up to the SSH channel's window, 2 MB) is still taken in.
    public var maximumPendingInput: Int
    /// The most input bytes decoded and handled at once (then drawn): a session takes its
    /// input in slices for at most a quarter of a millisecond, then every other
    /// session gets its turn, so a large paste or a flood of keys never holds them up.
    public var inputSlice: Int
    /// How long a session waits, as it starts, for the client's terminal to answer what
    /// it is asked (`TerminalCapabilities.query`) when it does not even answer
    /// the device attributes request that ends the questions. A terminal that answers
    /// costs one round trip, whatever this is.
    public var clientAnswerTimeout: Duration

    /// The limits; the defaults suit an interactive app with a few hundred users.
    public init(
        maximumSessions: Int = 256, idleTimeout: Duration = .seconds(30 * 60), maximumUnsentOutput: Int = 4 << 20,
        maximumPendingInput: Int = 64 << 10, inputSlice: Int = 16, clientAnswerTimeout: Duration = .seconds(1)
    ) {
        self.clientAnswerTimeout = max(.zero, clientAnswerTimeout)
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        self.maximumUnsentOutput = max(64 << 10, maximumUnsentOutput)
        self.maximumPendingInput = max(4 << 10, maximumPendingInput)
        self.inputSlice = max(16, inputSlice)
    }
}
