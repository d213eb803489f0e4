import Logging
import Metrics
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// Serves a Weavy app over SSH: every client that logs in (`ssh -t host`) gets a session
/// of its own, with its own terminal, window and navigation, built by the app factory,
/// while the services the factory shares stay shared, so what one person changes shows
/// on everyone's screen.
///
/// ```swift
/// let catalog = Catalog()  // shared by every session
/// let server = SSHServer(configuration: SSHServerConfiguration(
///     port: 2222, hostKeyPath: "host_key",
///     authentication: SSHAuthentication(authorizedKeysPath: "authorized_keys"))
/// ) { request in
///     let warp = CatalogWarp(catalog: catalog)
///     let window = Window(content: warp.stack)
///     window.bind("q", hint: "quit") { window in window.quit() }
///     Loom().weave(warp, startingWith: CatalogWeft.list)
///     return SSHSessionApp(window: window)
/// }
/// try await server.run()  // until SIGTERM or SIGINT
/// ```
///
/// Sessions run on the main actor, one slice of input at a time, so one client's flood
/// of keys never holds up the others; the network and the encryption run on SwiftNIO's
/// threads. Each session's frames are written for its client's `TERM`, only the cells
/// that changed. A session's failure (the factory throws, the client vanishes or stops
/// reading) ends that session only.
@MainActor
public final class SSHServer {
    /// Builds one session's app from what its client asked for. Throw an
    /// ``SSHSessionRefusal`` to tell the client why not (an unknown command, say).
    public typealias AppFactory = @MainActor (SSHSessionRequest) throws -> SSHSessionApp

    /// How the server listens, who it lets in and the sessions' limits.
    public let configuration: SSHServerConfiguration
    private let makeApp: AppFactory
    private let logger: Logger
    private let metrics = SSHMetrics()
    private var group: MultiThreadedEventLoopGroup?
    private var listener: (any Channel)?
    private let connections = ConnectionSet()
    private var sessions: [ObjectIdentifier: ServedSession] = [:]
    private var stopping = false
    private var whenEmpty: [CheckedContinuation<Void, Never>] = []

    /// Makes a server; nothing listens until ``start()`` or ``run()``.
    ///
    /// - Parameters:
    ///   - configuration: where to listen, the host key, who may log in, the limits.
    ///   - logger: where each session's start and end is logged, one line each.
    ///   - makeApp: builds each session's app, on the main actor.
    public init(
        configuration: SSHServerConfiguration, logger: Logger = Logger(label: "weavy.ssh"),
        makeApp: @escaping AppFactory
    ) {
        self.configuration = configuration
        self.logger = logger
        self.makeApp = makeApp
    }

    /// The port the server listens on, once started.
    public private(set) var port: Int?

    /// How many sessions are open now.
    public var sessionCount: Int { sessions.count }

    /// Reads (or makes) the host key, reads the authorized keys, and starts listening.
    ///
    /// - Returns: the port listened on (the one asked for, or the one picked for 0).
    /// - Throws: ``SSHServerError``, saying in one sentence what is wrong.
    @discardableResult
    public func start() async throws(SSHServerError) -> Int {
        guard group == nil else { throw .alreadyStarted }
        let authentication = configuration.authentication
        guard
            authentication.authorizedKeysPath != nil || authentication.checkPassword != nil
                || authentication.allowsAnonymous
        else { throw .nobodyCanLogIn }
        let authorizedKeys = try authentication.authorizedKeysPath.map { path throws(SSHServerError) in
            try AuthorizedKeys.load(from: path)
        }
        if let authorizedKeys, !authorizedKeys.unsupportedLines.isEmpty {
            logger.warning(
                "authorized keys: lines \(authorizedKeys.unsupportedLines) hold keys this server cannot check (RSA?)")
        }
        let hostKey = try HostKeyFile.loadOrCreate(at: configuration.hostKeyPath)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        let connection = ConnectionSetup(
            hostKey: hostKey, authentication: authentication, authorizedKeys: authorizedKeys,
            limits: configuration.limits, programName: configuration.programName, connections: connections,
            start: { [weak self] link, request in
                Task { @MainActor in self?.open(link, request) ?? link.close(saying: nil, exitStatus: 1) }
            })
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in connection.initialize(channel) }
        let address = "\(configuration.host):\(configuration.port)"
        do {
            let listener = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
            self.group = group
            self.listener = listener
            port = listener.localAddress?.port ?? configuration.port
            logger.info("listening on \(configuration.host):\(port ?? 0)")
            return port ?? configuration.port
        } catch {
            try? await group.shutdownGracefully()
            throw .cannotListen(address: address, reason: "\(error)")
        }
    }

    /// Starts (unless started), serves until SIGTERM or SIGINT, then shuts down
    /// (``shutdown()``): every client gets its terminal back and a goodbye.
    public func run() async throws(SSHServerError) {
        if group == nil { try await start() }
        await ServerSignals.waitForTermination()
        await shutdown()
    }

    /// Stops listening, ends every session (each client's terminal is given back, the
    /// alternate screen left, the cursor shown, the modes reset, and it is told goodbye),
    /// waits for them (a second and a half at most), then closes every connection.
    public func shutdown() async {
        guard let group, !stopping else { return }
        stopping = true
        logger.info("shutting down: \(sessions.count) sessions open")
        try? await listener?.close()
        for session in sessions.values { session.stop() }
        if !sessions.isEmpty {
            await withCheckedContinuation { continuation in
                whenEmpty.append(continuation)
                Task { @MainActor [weak self] in
                    try? await Task.sleep(for: .milliseconds(1500))
                    self?.resumeWaiters()
                }
            }
        }
        // Sessions close their channels once their goodbye is sent: give that a moment.
        try? await Task.sleep(for: .milliseconds(50))
        connections.closeAll()
        try? await group.shutdownGracefully()
        self.group = nil
        listener = nil
    }

    // MARK: - Sessions

    private func open(_ link: SessionLink, _ request: SSHSessionRequest) {
        let program = configuration.programName
        let limits = configuration.limits
        if stopping {
            link.close(saying: "\(program): the server is shutting down\r\n", exitStatus: 1, onError: true)
            return
        }
        guard sessions.count < limits.maximumSessions else {
            metrics.refused(because: "full")
            logger.notice("session refused: the server is full", metadata: request.metadata)
            link.close(
                saying: "\(program): the server is full (\(limits.maximumSessions) sessions); try again later\r\n",
                exitStatus: 1, onError: true)
            return
        }
        let app: SSHSessionApp
        let terminal: Terminal
        do {
            app = try makeApp(request)
            terminal = try Terminal.stream(type: request.terminalType, size: request.size) { link.write($0) }
        } catch {
            let refusal = error as? SSHSessionRefusal ?? SSHSessionRefusal("\(error)", exitStatus: 1)
            metrics.refused(because: "app")
            logger.notice("session refused: \(refusal.message)", metadata: request.metadata)
            link.close(saying: "\(program): \(refusal.message)\r\n", exitStatus: refusal.exitStatus, onError: true)
            return
        }
        let session = ServedSession(request: request, link: link, terminal: terminal, limits: limits)
        let key = ObjectIdentifier(session)
        sessions[key] = session
        metrics.started(active: sessions.count)
        logger.info("session started", metadata: request.metadata)
        let began = ContinuousClock.now
        Task { @MainActor in
            let (outcome, ending) = await session.run(app)
            app.window.detach()
            terminal.close()
            link.close(saying: farewell(for: ending), exitStatus: outcome.exitStatus)
            app.onEnd(outcome)
            app.window.close()
            sessions[key] = nil
            let duration = ContinuousClock.now - began
            metrics.ended(active: sessions.count, duration: duration, handlingInput: session.timeHandlingInput)
            var metadata = request.metadata
            metadata["duration"] = "\(duration.secondsText)"
            metadata["ended"] = "\(ending.map { "\($0)" } ?? "\(outcome)")"
            logger.info("session ended", metadata: metadata)
            if sessions.isEmpty { resumeWaiters() }
        }
    }

    private func farewell(for ending: SessionEnding?) -> String? {
        let program = configuration.programName
        switch ending {
        case .serverStopping: return "\(program): the server is shutting down; goodbye\r\n"
        case .idle:
            return "\(program): no input for \(configuration.limits.idleTimeout.spokenText); goodbye\r\n"
        case .clientLeft, .stoppedReading, nil: return nil
        }
    }

    private func resumeWaiters() {
        let waiting = whenEmpty
        whenEmpty.removeAll()
        for continuation in waiting { continuation.resume() }
    }
}

extension SSHSessionRequest {
    var metadata: Logger.Metadata {
        [
            "user": "\(user)", "term": "\(terminalType)", "size": "\(size.columns)x\(size.rows)",
            "command": "\(command ?? "-")",
        ]
    }
}

extension Duration {
    /// Seconds with one decimal: `12.3s`.
    var secondsText: String {
        let tenths = components.seconds * 10 + components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }
}

extension Duration {
    /// Whole minutes, else seconds (rounded up), in words: `30 minutes`, `1 second`.
    var spokenText: String {
        let (seconds, attoseconds) = components
        let whole = seconds + (attoseconds > 0 ? 1 : 0)
        if whole >= 60, whole % 60 == 0 { return whole == 60 ? "1 minute" : "\(whole / 60) minutes" }
        return whole == 1 ? "1 second" : "\(whole) seconds"
    }
}

extension RunOutcome {
    /// The exit status a client's `ssh` returns for a session that ended this way.
    var exitStatus: Int {
        switch self {
        case .quit, .inputClosed, .signal: 0
        case .interrupted: 130
        case .notStarted: 1
        }
    }
}
