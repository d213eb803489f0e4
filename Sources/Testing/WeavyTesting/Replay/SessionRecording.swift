import Foundation
import WeavyKit

/// An asciicast v2 recording read back: the terminal it was made on and its events, as
/// a ``SessionReplay`` replays them (`SessionRecorder`, in WeavyKit, writes them).
public struct SessionRecording: Sendable, Equatable {
    /// One event of the recording.
    public enum Event: Sendable, Equatable {
        /// What the terminal was sent.
        case output([UInt8])
        /// Bytes read from the terminal (a secret field's characters are `*`).
        case input([UInt8])
        /// The terminal's new size.
        case resize(Size)
        /// A marker: a knit, named `Warp ← Weft.case`.
        case marker(String)
    }

    /// An event and when it happened, since the recording began.
    public struct TimedEvent: Sendable, Equatable {
        /// When it happened, since the recording began.
        public var time: Duration
        /// What happened.
        public var event: Event
        /// The line of the file it was read from (1 is the header).
        public var line: Int
    }

    /// The terminal's size when the recording began.
    public var size: Size
    /// The terminal's type (`TERM` in the header; `xterm-256color` when it has none).
    public var terminalType: String
    /// Whether the terminal drew 24-bit color (`COLORTERM` in the header).
    public var usesTrueColor: Bool
    /// The events, in order.
    public var events: [TimedEvent]

    /// Reads the recording at `path`.
    ///
    /// - Throws: ``SessionRecordingError`` naming the file, and the line for a line that
    ///   is not an asciicast v2 header or event.
    public init(contentsOf path: String) throws(SessionRecordingError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SessionRecordingError(path: path, line: nil, problem: "the file cannot be read")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), path: path)
    }

    /// Reads a recording from its text; `path` names it in errors.
    public init(text: String, path: String = "recording") throws(SessionRecordingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let headerLine = lines.first else {
            throw SessionRecordingError(path: path, line: nil, problem: "the file is empty")
        }
        func fail(_ line: Int, _ problem: String) -> SessionRecordingError {
            SessionRecordingError(path: path, line: line, problem: problem)
        }
        guard let header = Self.json(headerLine) as? [String: Any] else {
            throw fail(1, "the header is not a JSON object")
        }
        guard header["version"] as? Int == 2 else { throw fail(1, "the header's version is not 2") }
        guard let width = header["width"] as? Int, let height = header["height"] as? Int, width > 0, height > 0
        else { throw fail(1, "the header has no positive width and height") }
        let environment = header["env"] as? [String: String] ?? [:]
        size = Size(columns: width, rows: height)
        terminalType = environment["TERM"] ?? "xterm-256color"
        usesTrueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "")
        events = []
        var previous = Duration.zero
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = index + 1
            guard let array = Self.json(line) as? [Any], array.count == 3 else {
                throw fail(number, "not an event: expected [time, code, data]")
            }
            guard let seconds = (array[0] as? NSNumber)?.doubleValue, seconds >= 0 else {
                throw fail(number, "the time is not a number of seconds")
            }
            guard let code = array[1] as? String, let data = array[2] as? String else {
                throw fail(number, "the code and the data must be strings")
            }
            let time = Duration.microseconds(Int64((seconds * 1_000_000).rounded()))
            guard time >= previous else { throw fail(number, "the time goes back") }
            previous = time
            let event: Event
            switch code {
            case "o": event = .output(Array(data.utf8))
            case "i": event = .input(Array(data.utf8))
            case "m": event = .marker(data)
            case "r":
                let parts = data.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                    throw fail(number, "a resize must say COLSxROWS, not '\(data)'")
                }
                event = .resize(Size(columns: parts[0], rows: parts[1]))
            default:
                throw fail(number, "unknown event code '\(code)' (expected o, i, r or m)")
            }
            events.append(TimedEvent(time: time, event: event, line: number))
        }
    }

    private static func json(_ line: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    }

    /// The markers of the recording, in order.
    public var markers: [String] {
        events.compactMap { if case .marker(let label) = $0.event { label } else { nil } }
    }
}

/// Why a recording cannot be read: the file, the line (1 is the header) and the problem.
public struct SessionRecordingError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The line that is wrong, when one is.
    public var line: Int?
    /// What is wrong, in a few words.
    public var problem: String

    /// `session.cast, line 3: not an event: expected [time, code, data]`.
    public var description: String {
        "\(path)\(line.map { ", line \($0)" } ?? ""): \(problem)"
    }
}
