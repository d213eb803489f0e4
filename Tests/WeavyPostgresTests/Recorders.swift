import Logging
import Weavy

/// The keys a store's ``SharedStore/changes()`` announced, collected as they come.
final class ChangeRecorder: Sendable {
    private final class Heard: Sendable {
        let keys = LockedState<[String]>([])
    }

    private let heard = Heard()
    private let collecting: Task<Void, Never>

    init(_ store: some SharedStore) {
        let changes = store.changes()
        let heard = heard
        collecting = Task {
            for await change in changes {
                heard.keys.withLock { $0.append(change.key) }
            }
        }
    }

    /// The keys so far, in order.
    var keys: [String] { heard.keys.withLock { $0 } }

    deinit {
        collecting.cancel()
    }
}

/// A log handler that keeps every message, for the tests to read.
struct RecordingLogHandler: LogHandler {
    /// Where the messages go: shared by every copy of the handler.
    final class Records: Sendable {
        private let entries = LockedState<[(level: Logger.Level, message: String)]>([])

        func append(_ level: Logger.Level, _ message: String) {
            entries.withLock { $0.append((level, message)) }
        }

        /// Whether a message at `level` contains `text`.
        func contains(_ level: Logger.Level, _ text: String) -> Bool {
            entries.withLock { $0.contains { $0.level == level && $0.message.contains(text) } }
        }

        var all: [String] { entries.withLock { $0.map { "\($0.level): \($0.message)" } } }
    }

    let records: Records
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .debug

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        records.append(event.level, "\(event.message)")
    }

    /// A logger writing into `records`.
    static func logger(into records: Records) -> Logger {
        Logger(label: "weavy.postgres.tests") { _ in RecordingLogHandler(records: records) }
    }
}
