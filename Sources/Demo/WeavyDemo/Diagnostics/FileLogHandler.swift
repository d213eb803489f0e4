import Glibc
import Logging

/// A swift-log handler that appends lines to a file, so that diagnostics never reach
/// the terminal curses draws on.
///
/// Each line is written with one `write` on a descriptor opened with `O_APPEND`, so
/// lines from several threads never interleave.
struct FileLogHandler: LogHandler {
    /// An open log file, shared by every handler of the process.
    final class Sink: Sendable {
        let descriptor: Int32

        /// Opens (or creates) `path` for appending; `nil` when it cannot.
        init?(path: String) {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }

        func write(_ line: String) {
            var text = line
            text.append("\n")
            text.withUTF8 { buffer in
                _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count)
            }
        }
    }

    private let sink: Sink
    private let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    /// Creates the handler of the logger `label`, writing to `sink`.
    init(label: String, sink: Sink) {
        self.label = label
        self.sink = sink
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let stamp = UTCTime.format(time(nil), "%Y-%m-%dT%H:%M:%SZ")
        var all = metadata
        if let extra = event.metadata { all.merge(extra) { _, new in new } }
        let details =
            all.isEmpty
            ? ""
            : " "
                + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                    separator: " ")
        sink.write("\(stamp) \(event.level) \(label):\(details) \(event.message)")
    }
}
