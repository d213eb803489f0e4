import Glibc
import OpenCombine
import Weavy

/// `--trace FILE`: one JSON line per will-knit and did-knit, written as it happens.
///
/// ```json
/// {"time": 0.0123, "event": "willKnit", "warp": "WishlistWarp", "weft": "moviePicked(id: 23452)"}
/// ```
///
/// `time` is in seconds since the trace started. Every line is one `write` to an
/// unbuffered descriptor, so a crash loses nothing already traced.
@MainActor
final class KnitTrace {
    private let descriptor: Int32
    private let start = ContinuousClock.now
    private var subscriptions: [AnyCancellable] = []

    /// Creates (or truncates) the trace file at `path`.
    init(path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(operation: "open", path: path, code: errno) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Starts tracing the knits of `loom`.
    func record(_ loom: Loom) {
        // Weak: the trace holds these subscriptions, which hold the sinks until cancelled.
        subscriptions.append(
            loom.willKnit.sink { [weak self] event in
                MainActor.assumeIsolated { self?.write("willKnit", event) }
            })
        subscriptions.append(
            loom.didKnit.sink { [weak self] event in
                MainActor.assumeIsolated { self?.write("didKnit", event) }
            })
    }

    private func write(_ name: String, _ event: KnitEvent) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var line = Self.line(
            time: seconds, event: name, warp: String(describing: type(of: event.warp)),
            weft: String(describing: event.weft))
        line.append("\n")
        line.withUTF8 { buffer in
            _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        }
    }

    /// One trace line, without its newline.
    static func line(time: Double, event: String, warp: String, weft: String) -> String {
        "{\"time\": \(time), \"event\": \(jsonString(event)), \"warp\": \(jsonString(warp)), "
            + "\"weft\": \(jsonString(weft))}"
    }

    /// `text` as a JSON string literal, quotes included.
    static func jsonString(_ text: String) -> String {
        JSONValue.string(text).serialized
    }
}
