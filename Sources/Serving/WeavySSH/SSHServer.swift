import CPlatform
import Dispatch
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
///     let loom = Loom()
///     loom.weave(warp, startingWith: CatalogWeft.list)
///     return SSHSessionApp(window: window, loom: loom)  // the session keeps its Loom
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
    private let executor = MainQueueExecutor()
    private var group: MultiThreadedEventLoopGroup?
    private var listener: (any Channel)?
    private let connections = ConnectionSet()
    private var sessions: [ObjectIdentifier: ServedSession] = [:]
    private var stopping = false
    private var trimScheduled = false
    private var whenEmpty: [CheckedContinuation<Void, Never>] = []
    /// Where sessions are recorded, when the configuration asks for it.
    private let recordingFolder: SessionRecordingFolder?

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
        recordingFolder = configuration.recordingFolder.map(SessionRecordingFolder.init(path:))
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
        try await withTaskExecutorPreference(executor) { () throws(SSHServerError) in try await listen() }
    }

    private func listen() async throws(SSHServerError) -> Int {
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
            logger: logger,
            start: { [weak self] link, request in
                Task { @MainActor in self?.open(link, request) ?? link.close(saying: nil, exitStatus: 1) }
            })
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in connection.initialize(channel) }
        let address = "\(configuration.host):\(configuration.port)"
        do {
            let listener = try await bootstrap.bind(host: configuration.host, port: configuration.port).valueOnMain()
            self.group = group
            self.listener = listener
            port = listener.localAddress?.port ?? configuration.port
            logger.info("listening on \(configuration.host):\(port ?? 0)")
            return port ?? configuration.port
        } catch {
            await group.shutDownOnMain()
            throw .cannotListen(address: address, reason: "\(error)")
        }
    }

    /// Starts (unless started), serves until SIGTERM or SIGINT, then shuts down
    /// (``shutdown()``): every client gets its terminal back and a goodbye.
    public func run() async throws(SSHServerError) {
        try await withTaskExecutorPreference(executor) { () throws(SSHServerError) in
            if group == nil { _ = try await listen() }
            await ServerSignals.waitForTermination()
            await stopServing()
        }
    }

    /// Stops listening, ends every session (each client's terminal is given back, the
    /// alternate screen left, the cursor shown, the modes reset, and it is told goodbye),
    /// waits for them (a second and a half at most), then closes every connection.
    public func shutdown() async {
        await withTaskExecutorPreference(executor) { await stopServing() }
    }

    private func stopServing() async {
        guard let group, !stopping else { return }
        stopping = true
        logger.info("shutting down: \(sessions.count) \(sessions.count == 1 ? "session" : "sessions") open")
        try? await listener?.close().valueOnMain()
        for session in sessions.values { session.stop() }
        if !sessions.isEmpty {
            await withCheckedContinuation { continuation in
                whenEmpty.append(continuation)
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) { [weak self] in
                    MainActor.assumeIsolated { self?.resumeWaiters() }
                }
            }
        }
        // Sessions close their channels once their goodbye is sent: give that a moment.
        await MainQueueExecutor.wait(.milliseconds(50))
        connections.closeAll()
        await group.shutDownOnMain()
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
            terminal = try Terminal.stream(
                type: request.terminalType, size: request.size, appearance: app.appearance ?? .dark
            ) { link.write($0) }
        } catch {
            let refusal = error as? SSHSessionRefusal ?? SSHSessionRefusal("\(error)", exitStatus: 1)
            metrics.refused(because: "app")
            logger.notice("session refused: \(refusal.message)", metadata: request.metadata)
            link.close(saying: "\(program): \(refusal.message)\r\n", exitStatus: refusal.exitStatus, onError: true)
            return
        }
        let session = ServedSession(request: request, link: link, terminal: terminal, limits: limits)
        sessions[ObjectIdentifier(session)] = session
        metrics.started(active: sessions.count)
        logger.info("session started", metadata: request.metadata)
        let run = SessionRun(session: session, app: app, began: ContinuousClock.now)
        let executor = self.executor
        Task { @MainActor [weak self] in
            await withTaskExecutorPreference(executor) { await self?.serve(run) }
        }
    }

    /// What a session's task needs, passed whole to the main actor.
    private struct SessionRun: @unchecked Sendable {
        // Made and used on the main actor only; the box lets it cross into the task.
        let session: ServedSession
        let app: SSHSessionApp
        let began: ContinuousClock.Instant
    }

    private func serve(_ run: SessionRun) async {
        let (session, app) = (run.session, run.app)
        let recorder = recordingFolder?.recorder(for: session.request.user, loom: app.loom, logger: logger)
        // After the recording follows the Loom: its first knits are marked too.
        app.start?()
        let (outcome, ending) = await session.run(app, recorder: recorder)
        app.window.detach()
        session.terminal.close()
        session.link.close(saying: farewell(for: ending), exitStatus: outcome.exitStatus)
        app.onEnd(outcome)
        app.window.close()
        sessions[ObjectIdentifier(session)] = nil
        let duration = ContinuousClock.now - run.began
        metrics.ended(active: sessions.count, duration: duration, handlingInput: session.timeHandlingInput)
        var metadata = session.request.metadata
        let size = session.terminal.size
        metadata["size"] = "\(size.columns)x\(size.rows)"  // the last: the client may have resized
        metadata["duration"] = "\(duration.secondsText)"
        metadata["ended"] = "\(ending.map { "\($0)" } ?? "\(outcome)")"
        logger.info("session ended", metadata: metadata)
        if sessions.isEmpty { resumeWaiters() }
        scheduleTrim()
    }

    /// A second after sessions end, gives the memory they freed back to the system, once
    /// for a batch: malloc keeps freed pages otherwise, and a server's memory would stay
    /// at its busiest.
    private func scheduleTrim() {
        guard !trimScheduled else { return }
        trimScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { [weak self] in
            MainActor.assumeIsolated {
                self?.trimScheduled = false
                _ = weavy_release_free_memory()
            }
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

// Waiting on the main actor, never on the global executor: its worker threads start
// libdispatch's pool monitor, a one-second timer that would then wake an idle server
// forever.
extension EventLoopFuture where Value: Sendable {
    /// The future's value, awaited without leaving the main actor.
    @MainActor
    func valueOnMain() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            whenComplete { continuation.resume(with: $0) }
        }
    }
}

extension MultiThreadedEventLoopGroup {
    /// Shuts the group down, awaited without leaving the main actor.
    @MainActor
    func shutDownOnMain() async {
        await withCheckedContinuation { continuation in
            shutdownGracefully(queue: .main) { _ in continuation.resume() }
        }
    }
}
