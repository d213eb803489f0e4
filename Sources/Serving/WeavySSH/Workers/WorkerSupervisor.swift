import Dispatch
import Glibc
import Logging

/// The parent of ``SSHServer``'s worker processes: holds their shared port, starts them,
/// starts again any that ends while serving (waiting longer after each quick failure, so
/// a crash loop fills the log slowly instead of the process table), and stops them all.
///
/// It serves no session itself: each worker has its own main thread, sessions, limits
/// and metrics.
@MainActor
final class WorkerSupervisor {
    /// A worker that runs now.
    private struct Running {
        var process: WorkerProcess
        var started: ContinuousClock.Instant
        var listening: Bool
    }

    private let count: Int
    private let reservation: PortReservation
    private let address: String
    private let logger: Logger
    private var running: [Int: Running] = [:]
    /// How many times in a row each worker ended soon after it started.
    private var quickEndings: [Int: Int] = [:]
    private var stopping = false
    /// From the first launch until every worker listens or one has failed.
    private var isStarting = false
    private var whenAllListen: CheckedContinuation<Void, Never>?
    private var startFailure: SSHServerError?
    private var whenAllEnded: [CheckedContinuation<Void, Never>] = []

    /// A worker that ran at least this long before it ended is started again at once.
    private static let steadyRun: Duration = .seconds(30)
    private static let firstDelay: Duration = .milliseconds(100)
    private static let longestDelay: Duration = .seconds(30)
    /// Past this, a worker still running after SIGTERM is killed, so shutdown stays
    /// within 2 s (a worker gives its clients their terminals back within 1.6 s).
    private static let stopDeadline: Duration = .milliseconds(1800)

    /// Holds `host:port` for `count` workers (`count` above 1).
    init(count: Int, host: String, port: Int, logger: Logger) throws(SSHServerError) {
        self.count = count
        self.logger = logger
        reservation = try PortReservation(host: host, port: port)
        address = "\(host):\(reservation.port)"
    }

    /// The port every worker listens on.
    var port: Int { reservation.port }

    /// The workers' process ids, by worker number (for logs and tests).
    var workerProcessIDs: [Int: pid_t] { running.mapValues(\.process.pid) }

    /// Starts every worker and returns once all of them listen.
    ///
    /// - Throws: ``SSHServerError/cannotListen(address:reason:)`` when one cannot start
    ///   or ends before it listens (its own log line says why); the others are stopped.
    func start() async throws(SSHServerError) {
        isStarting = true
        for index in 1...count {
            do throws(WorkerStartError) {
                try launch(index)
            } catch {
                startFailure = .cannotListen(address: address, reason: "worker \(index): \(error.reason)")
                break
            }
        }
        await MainQueueExecutor.wait(unless: { startFailure != nil || allListen }) { whenAllListen = $0 }
        isStarting = false
        if let startFailure {
            await stop()
            throw startFailure
        }
        logger.info("listening on \(address) with \(count) worker processes")
    }

    /// Stops every worker with SIGTERM (each gives its clients their terminals back),
    /// kills any still running after 1.8 s, and returns once all have ended.
    func stop() async {
        stopping = true
        for worker in running.values { worker.process.send(SIGTERM) }
        guard !running.isEmpty else { return }
        scheduleKillingLateWorkers()
        await MainQueueExecutor.wait(unless: { running.isEmpty }) { whenAllEnded.append($0) }
    }

    private func scheduleKillingLateWorkers() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Self.stopDeadline.wholeNanoseconds)) {
            MainActor.assumeIsolated {
                for (index, worker) in self.running {
                    self.logger.error("worker \(index) (pid \(worker.process.pid)) did not stop in time; killing it")
                    worker.process.send(SIGKILL)
                }
            }
        }
    }

    private var allListen: Bool { running.count == count && running.values.allSatisfy(\.listening) }

    private func launch(_ index: Int) throws(WorkerStartError) {
        let process = try WorkerProcess.start(index: index, count: count, port: port) { [weak self] event in
            self?.handle(event, from: index)
        }
        running[index] = Running(process: process, started: .now, listening: false)
    }

    private func handle(_ event: WorkerProcess.Event, from index: Int) {
        guard let worker = running[index] else { return }
        switch event {
        case .listening:
            running[index]?.listening = true
            logger.info("worker \(index) of \(count) listening (pid \(worker.process.pid))")
            if whenAllListen != nil, allListen {
                whenAllListen?.resume()
                whenAllListen = nil
            }
        case .ended(let ending):
            running[index] = nil
            ended(index, worker, ending)
        }
    }

    private func ended(_ index: Int, _ worker: Running, _ ending: WorkerEnding) {
        let pid = worker.process.pid
        if stopping {
            if ending != .exited(0) { logger.notice("worker \(index) (pid \(pid)) \(ending) while stopping") }
            if running.isEmpty {
                let waiting = whenAllEnded
                whenAllEnded.removeAll()
                for continuation in waiting { continuation.resume() }
            }
            return
        }
        if isStarting {
            // Still starting: a worker that ends now would end again.
            startFailure = .cannotListen(
                address: address, reason: "worker \(index) \(ending) before listening (its log says why)")
            whenAllListen?.resume()
            whenAllListen = nil
            return
        }
        let ranFor = ContinuousClock.now - worker.started
        let quick = ranFor < Self.steadyRun ? (quickEndings[index] ?? 0) + 1 : 0
        quickEndings[index] = quick
        let delay = quick == 0 ? Duration.zero : min(Self.longestDelay, Self.firstDelay * (1 << min(quick - 1, 20)))
        let inARow = quick > 1 ? " (\(quick) quick endings in a row)" : ""
        logger.error(
            "worker \(index) (pid \(pid)) \(ending) after \(ranFor.secondsText): its sessions ended with it; starting it again in \(delay.secondsText)\(inARow)"
        )
        scheduleRelaunch(index, after: delay)
    }

    private func scheduleRelaunch(_ index: Int, after delay: Duration) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(delay.wholeNanoseconds)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.stopping else { return }
                do throws(WorkerStartError) {
                    try self.launch(index)
                } catch {
                    let quick = (self.quickEndings[index] ?? 0) + 1
                    self.quickEndings[index] = quick
                    let delay = min(Self.longestDelay, Self.firstDelay * (1 << min(quick - 1, 20)))
                    self.logger.error(
                        "worker \(index) cannot be started: \(error.reason); trying again in \(delay.secondsText)")
                    self.scheduleRelaunch(index, after: delay)
                }
            }
        }
    }
}
