import Metrics

/// The server's figures through swift-metrics: sessions started, refused and open, how
/// long they lasted, and the time spent handling input (keys and the frames they drew).
/// A worker process's figures are its own, with a `worker` dimension saying which.
struct SSHMetrics {
    private let dimensions: [(String, String)]
    private let startedCounter: Counter
    private let activeGauge: Gauge
    private let durationTimer: Timer
    private let inputTimer: Timer

    /// The figures of this process; `worker` is its number when it is a worker.
    init(worker: Int?) {
        dimensions = worker.map { [("worker", "\($0)")] } ?? []
        startedCounter = Counter(label: "weavy_ssh_sessions_started", dimensions: dimensions)
        activeGauge = Gauge(label: "weavy_ssh_sessions_active", dimensions: dimensions)
        durationTimer = Timer(label: "weavy_ssh_session_duration", dimensions: dimensions)
        inputTimer = Timer(label: "weavy_ssh_session_input_handling", dimensions: dimensions)
    }

    func started(active: Int) {
        startedCounter.increment()
        activeGauge.record(active)
    }

    func refused(because reason: String) {
        Counter(label: "weavy_ssh_sessions_refused", dimensions: dimensions + [("reason", reason)]).increment()
    }

    func ended(active: Int, duration: Duration, handlingInput: Duration) {
        activeGauge.record(active)
        durationTimer.record(duration: duration)
        inputTimer.record(duration: handlingInput)
    }
}
