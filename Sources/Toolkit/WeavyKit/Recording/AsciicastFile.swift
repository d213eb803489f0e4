import Glibc

/// An asciicast v2 file being written: the header on the first line, then one event a
/// line, `[seconds, "code", "data"]`, each written as it happens so that a recording
/// cut short (a crash, a killed process) keeps every event before it.
final class AsciicastFile {
    let path: String
    private var descriptor: Int32

    /// Creates (or empties) the file at `path`, readable by its owner only: a session's
    /// screens may hold what the user would not show.
    init(path: String) throws(RecordingError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RecordingError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { close() }

    /// Whether it can still be written.
    var isOpen: Bool { descriptor >= 0 }

    /// Writes the header line: the size, when it began, and the terminal's type.
    func writeHeader(size: Size, startedAt timestamp: Int, environment: [(String, String)]) throws(RecordingError) {
        let env = environment.map { "\(AsciicastText.quoted($0.0)): \(AsciicastText.quoted($0.1))" }
        try write(
            "{\"version\": 2, \"width\": \(size.columns), \"height\": \(size.rows), \"timestamp\": \(timestamp), "
                + "\"env\": {\(env.joined(separator: ", "))}}\n")
    }

    /// Writes one event `code` at `time` since the recording began.
    func writeEvent(at time: Duration, code: String, data: String) throws(RecordingError) {
        try write("[\(AsciicastText.seconds(time)), \(AsciicastText.quoted(code)), \(AsciicastText.quoted(data))]\n")
    }

    /// Closes the file; later writes are refused.
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    private func write(_ line: String) throws(RecordingError) {
        guard descriptor >= 0 else { throw RecordingError.cannotWrite(path: path, reason: "the file is closed") }
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw RecordingError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

/// How asciicast writes numbers and strings: JSON, by hand (the toolkit has no Foundation).
enum AsciicastText {
    /// `seconds` with six decimals, as asciinema writes times: `1.250000`.
    static func seconds(_ time: Duration) -> String {
        let (whole, attoseconds) = max(.zero, time).components
        let micro = String(attoseconds / 1_000_000_000_000)
        return "\(whole)." + String(repeating: "0", count: 6 - micro.count) + micro
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Why a ``SessionRecorder`` cannot record.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be created at `path`.
    case cannotOpen(path: String, reason: String)
    /// Writing to the file at `path` failed.
    case cannotWrite(path: String, reason: String)

    /// The problem in one sentence.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot create the recording \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write the recording \(path): \(reason)"
        }
    }
}
