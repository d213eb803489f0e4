import Metrics

/// The server's figures through swift-metrics: sessions started, refused and open, how
/// long they lasted, and the time spent handling input (keys and the frames they drew).
struct SSHMetrics {
    private let startedCounter = Counter(label: "weavy_ssh_sessions_started")
    private let activeGauge = Gauge(label: "weavy_ssh_sessions_active")
    private let durationTimer = Timer(label: "weavy_ssh_session_duration")
    private let inputTimer = Timer(label: "weavy_ssh_session_input_handling")

    func started(active: Int) {
        startedCounter.increment()
        activeGauge.record(active)
    }

    func refused(because reason: String) {
        Counter(label: "weavy_ssh_sessions_refused", dimensions: [("reason", reason)]).increment()
    }

    func ended(active: Int, duration: Duration, handlingInput: Duration) {
        activeGauge.record(active)
        durationTimer.record(duration: duration)
        inputTimer.record(duration: handlingInput)
    }
}
