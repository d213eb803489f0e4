import CPlatform
import Dispatch
import Glibc
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
/// Where to listen, the host key, and who may log in:
///
/// ```swift
/// let configuration = SSHServerConfiguration(
///     port: 2222, hostKeyPath: "host_key",
///     authentication: SSHAuthentication(authorizedKeysPath: "authorized_keys"))
/// ```
///
/// The factory builds each session's app around what the sessions share; here
/// `Catalog` is the app's shared model, `CatalogWarp` its root warp and `CatalogWeft`
/// its wefts:
///
/// ```swift
/// let catalog = Catalog()  // shared by every session
/// let server = SSHServer(configuration: configuration) { request in
///     let warp = CatalogWarp(catalog: catalog)
///     let window = Window(content: warp.stack)
///     window.bind("q", hint: "quit") { window in window.quit() }
///     let loom = Loom()
///     loom.weave(warp, startingWith: CatalogWeft.list)
///     return SSHSessionApp(window: window, loom: loom)  // the session keeps its Loom
/// }
/// ```
///
/// Then serve, and end the program with the status the ending gives:
///
/// ```swift
/// exit(try await server.run().exitStatus)  // until SIGTERM (0) or SIGINT (130)
/// ```
///
/// Sessions run on the main actor, one slice of input at a time, so one client's flood
/// of keys never holds up the others; the network and the encryption run on SwiftNIO's
/// threads. Each session's frames are written for its client's `TERM`, only the cells
/// that changed. A session's failure (the factory throws, the client vanishes or stops
/// reading) ends that session only.
///
/// With ``SSHServerConfiguration/workerProcesses`` above 1, the process becomes the
/// parent of that many worker processes (this executable run again), each serving its
/// share of the sessions on its own main thread; see
/// <doc:ServingOverSSH#Worker-processes>.
@MainActor
public final class SSHServer {
    /// Builds one session's app from what its client asked for. Throw an
    /// ``SSHSessionRefusal`` to tell the client why not (an unknown command, say).
    public typealias AppFactory = @MainActor (SSHSessionRequest) throws -> SSHSessionApp

    /// How the server listens, who it lets in and the sessions' limits.
    public let configuration: SSHServerConfiguration
    private let makeApp: AppFactory
    private var logger: Logger
    private let metrics: SSHMetrics
    /// Which part this process plays: the whole server, a worker, or the workers' parent.
    private let role: SSHServerRole
    private var supervisor: WorkerSupervisor?
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
    /// Reads each user's navigation at login and saves it at the session's end, in a
    /// process that serves sessions.
    private var navigation: NavigationKeeper?

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
        role = SSHServerRole(workerProcesses: configuration.workerProcesses, inherited: WorkerAssignment.inherited)
        metrics = SSHMetrics(worker: role.assignment?.index)
        recordingFolder = configuration.recordingFolder.map(SessionRecordingFolder.init(path:))
    }

    /// The port the server listens on, once started.
    public private(set) var port: Int?

    /// How many sessions are open now in this process (none in the parent of worker
    /// processes: each worker has its own).
    public var sessionCount: Int { sessions.count }

    /// The users whose navigation, saved as their last session ended, the store has not
    /// taken yet: being written, or refused and kept in memory to be tried again.
    public var usersWithUnsavedNavigation: [String] { navigation?.unsavedUsers ?? [] }

    /// The worker processes' ids, by worker number from 1, while this process is their
    /// parent; empty otherwise.
    public var workerProcessIDs: [Int: Int32] { supervisor?.workerProcessIDs ?? [:] }

    /// This process's worker number, from 1, when it is one of a server's worker
    /// processes (started by the parent); `nil` in the parent and in a server of one.
    public var workerNumber: Int? { role.assignment?.index }

    /// This process's worker number, from 1, when a server's parent started it as one of
    /// its workers; `nil` otherwise. Known before any server is made, so that what a worker
    /// connects to (a database for its ``SSHServerConfiguration/navigationStore``) can be
    /// made, and named in its log, before the configuration is built.
    public static var workerNumberOfThisProcess: Int? {
        if case .assignment(let assignment) = WorkerAssignment.inherited { assignment.index } else { nil }
    }

    /// Reads (or makes) the host key, reads the authorized keys, and starts listening.
    ///
    /// - Returns: the port listened on (the one asked for, or the one picked for 0).
    /// - Throws: ``SSHServerError``, saying in one sentence what is wrong.
    @discardableResult
    public func start() async throws(SSHServerError) -> Int {
        try await withTaskExecutorPreference(executor) { () throws(SSHServerError) in try await listen() }
    }

    private func listen() async throws(SSHServerError) -> Int {
        guard group == nil, supervisor == nil else { throw .alreadyStarted }
        let authentication = configuration.authentication
        guard
            authentication.authorizedKeysPath != nil || authentication.checkPassword != nil
                || authentication.allowsAnonymous
        else { throw .nobodyCanLogIn }
        let authorizedKeys = try authentication.authorizedKeysPath.map { path throws(SSHServerError) in
            try AuthorizedKeys.load(from: path)
        }
        if let authorizedKeys, !authorizedKeys.unsupportedLines.isEmpty, role.assignment == nil {
            logger.warning(
                "authorized keys: lines \(authorizedKeys.unsupportedLines) hold keys this server cannot check (RSA?)")
        }
        // Read or made here, before any worker starts: every worker reads this one file.
        let hostKey = try HostKeyFile.loadOrCreate(at: configuration.hostKeyPath)
        switch role {
        case .parent(let count):
            let supervisor = try WorkerSupervisor(
                count: count, host: configuration.host, port: configuration.port, logger: logger)
            try await supervisor.start()
            self.supervisor = supervisor
            port = supervisor.port
            return supervisor.port
        case .worker(let assignment):
            assignment.endWithParent()
            logger[metadataKey: "worker"] = "\(assignment.index)"
            logger[metadataKey: "pid"] = "\(getpid())"
            let port = try await serve(hostKey: hostKey, authorizedKeys: authorizedKeys, port: assignment.port)
            assignment.reportListening()
            return port
        case .alone:
            return try await serve(hostKey: hostKey, authorizedKeys: authorizedKeys, port: configuration.port)
        case .malformedAssignment(let text):
            throw .cannotListen(
                address: "\(configuration.host):\(configuration.port)",
                reason: "\(text) is not a worker assignment from a parent server")
        }
    }

    /// Listens on `port` in this process; a worker shares it with the others.
    private func serve(
        hostKey: NIOSSHPrivateKey, authorizedKeys: AuthorizedKeys?, port requestedPort: Int
    ) async throws(SSHServerError) -> Int {
        // The cores, shared among the workers for their network and encryption.
        let threads = role.assignment.map { max(1, System.coreCount / $0.count) } ?? System.coreCount
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        let executor = self.executor
        navigation = NavigationKeeper(
            store: configuration.navigationStoreInUse, weftTypes: configuration.navigationWeftTypes, logger: logger,
            executor: executor)
        let connection = ConnectionSetup(
            hostKey: hostKey, authentication: configuration.authentication, authorizedKeys: authorizedKeys,
            limits: configuration.limits, programName: configuration.programName, connections: connections,
            logger: logger,
            start: { [weak self] link, request in
                Task { @MainActor in
                    guard let self else { return link.close(saying: nil, exitStatus: 1) }
                    await withTaskExecutorPreference(executor) { await self.open(link, request) }
                }
            })
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(
                ChannelOptions.socketOption(NIOBSDSocket.Option(rawValue: SO_REUSEPORT)),
                value: role.assignment == nil ? 0 : 1
            )
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in connection.initialize(channel) }
        let address = "\(configuration.host):\(requestedPort)"
        do {
            let listener = try await bootstrap.bind(host: configuration.host, port: requestedPort).valueOnMain()
            self.group = group
            self.listener = listener
            port = listener.localAddress?.port ?? requestedPort
            logger.info("listening on \(configuration.host):\(port ?? 0)")
            return port ?? requestedPort
        } catch {
            await group.shutDownOnMain()
            throw .cannotListen(address: address, reason: "\(error)")
        }
    }

    /// Starts (unless started), serves until SIGTERM or SIGINT, then shuts down
    /// (``shutdown()``): every client gets its terminal back and a goodbye.
    ///
    /// - Returns: which signal stopped it; end the process with its
    ///   ``SSHServerEnding/exitStatus`` (0 after SIGTERM, 130 after SIGINT, as shells
    ///   expect). In the parent of worker processes, the signal the parent got.
    /// - Throws: ``SSHServerError`` when it cannot start.
    @discardableResult
    public func run() async throws(SSHServerError) -> SSHServerEnding {
        try await withTaskExecutorPreference(executor) { () throws(SSHServerError) -> SSHServerEnding in
            if group == nil && supervisor == nil { _ = try await listen() }
            let ending = SSHServerEnding(signal: await ServerSignals.waitForTermination())
            await stopServing()
            return ending
        }
    }

    /// Stops listening, ends every session (each client's terminal is given back, the
    /// alternate screen left, the cursor shown, the modes reset, and it is told goodbye),
    /// waits for them (a second and a half at most), then closes every connection.
    public func shutdown() async {
        await withTaskExecutorPreference(executor) { await stopServing() }
    }

    private func stopServing() async {
        if let supervisor, !stopping {
            stopping = true
            logger.info("shutting down: stopping \(configuration.workerProcesses) worker processes")
            await supervisor.stop()
            self.supervisor = nil
            return
        }
        guard let group, !stopping else { return }
        stopping = true
        let began = ContinuousClock.now
        logger.info("shutting down: \(sessions.count) \(sessions.count == 1 ? "session" : "sessions") open")
        try? await listener?.close().valueOnMain()
        for session in sessions.values { session.stop() }
        await MainQueueExecutor.wait(unless: { sessions.isEmpty }) { continuation in
            whenEmpty.append(continuation)
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) { [weak self] in
                MainActor.assumeIsolated { self?.resumeWaiters() }
            }
        }
        // The sessions' navigation is saved as each ends: what is still being written
        // is waited for, within the 2 s a shutdown takes at most.
        await navigation?.finish(by: began + .milliseconds(1750))
        // Sessions close their channels once their goodbye is sent: give that a moment.
        await MainQueueExecutor.wait(.milliseconds(50))
        connections.closeAll()
        await group.shutDownOnMain()
        self.group = nil
        listener = nil
    }

    // MARK: - Sessions

    /// Reads the user's saved navigation, then builds and starts the session, unless the
    /// server is stopping or full.
    private func open(_ link: SessionLink, _ request: SSHSessionRequest) async {
        guard admits(link, request) else { return }
        var request = request
        request.savedNavigation = await navigation?.navigation(for: request.user)
        // Others may have come in while it was read.
        guard admits(link, request) else { return }
        start(link, request)
    }

    /// Whether a session may start now; if not, its client is told why.
    private func admits(_ link: SessionLink, _ request: SSHSessionRequest) -> Bool {
        let program = configuration.programName
        let limits = configuration.limits
        if stopping {
            link.close(saying: "\(program): the server is shutting down\r\n", exitStatus: 1, onError: true)
            return false
        }
        guard sessions.count < limits.maximumSessions else {
            metrics.refused(because: "full")
            logger.notice("session refused: the server is full", metadata: request.metadata)
            link.close(
                saying: "\(program): the server is full (\(limits.maximumSessions) sessions); try again later\r\n",
                exitStatus: 1, onError: true)
            return false
        }
        return true
    }

    private func start(_ link: SessionLink, _ request: SSHSessionRequest) {
        let program = configuration.programName
        let limits = configuration.limits
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
        // Taken before anything closes: closing the window lets every warp go.
        if let saved = app.navigationAtEnd() { navigation?.save(saved, for: session.request.user) }
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
