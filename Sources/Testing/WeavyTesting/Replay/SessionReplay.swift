import Weavy
import WeavyKit

/// The app a replay drives: its window (not yet running), its Loom, and what else must
/// live while it runs.
@MainActor
public struct ReplayedApp {
    /// The window showing the app, attached to the replay's terminal or not yet attached.
    public var window: Window
    /// The Loom weaving it, kept while the replay runs and followed for markers when the
    /// replay records anew.
    public var loom: Loom?
    /// What else the app needs kept while it runs: the object that owns its root warp,
    /// its models and services, as an app's `main` keeps them.
    public var owner: AnyObject?
    /// Starts the app's navigation (weaves its root warp in ``loom``): called once a
    /// replay that records anew follows the Loom, so that the new recording marks every
    /// knit from the first. `nil` when the app wove already.
    public var start: (@MainActor () -> Void)?

    /// The app shown by `window`, woven by `loom`, owned by `owner`, its navigation
    /// started by `start` (`nil`: woven already).
    public init(
        window: Window, loom: Loom? = nil, owner: AnyObject? = nil, start: (@MainActor () -> Void)? = nil
    ) {
        self.window = window
        self.loom = loom
        self.owner = owner
        self.start = start
    }
}

/// What a replay that matched its recording saw.
public struct ReplayOutcome: Sendable {
    /// How many screens were compared (one before each input, one at the end).
    public let screensCompared: Int
    /// The app's screen when the recording ended.
    public let lastScreen: Snapshot
}

/// Replays a recorded session against the app, headless, and compares each screen with
/// what the recording showed.
///
/// The app runs through the same loop as a live run, on a manual clock: each recorded
/// input (`"i"`) is read as it was, after time moved on by the recorded delay (or not at
/// all, with ``Timing/immediate``). The recorded output (`"o"`) is played into the
/// library's ``TerminalEmulator``. Just before each input the two screens are compared
/// cell by cell (text and styles) with the cursor, and at the end cell by cell: the
/// first that differs stops the replay with a ``ReplayMismatch``, which shows both
/// screens and the marker before it.
@MainActor
public struct SessionReplay {
    /// How time moves between the recorded inputs.
    public enum Timing: Sendable, Equatable {
        /// By the recorded delays: timers (a notice going away, a spinner) fire as they did.
        case recorded
        /// Not at all: each input follows the last at once (what waits for an escape
        /// delay is handed over after each input).
        case immediate
    }

    /// The recording replayed.
    public let recording: SessionRecording
    /// How time moves.
    public var timing: Timing
    /// The background the app's theme is chosen for.
    public var appearance: Appearance

    /// A replay of `recording`.
    public init(_ recording: SessionRecording, timing: Timing = .recorded, appearance: Appearance = .dark) {
        self.recording = recording
        self.timing = timing
        self.appearance = appearance
    }

    /// Replays the recording against the app that `app` makes on the replay's terminal
    /// (a stream terminal of the recorded type and size), and returns how many screens
    /// it compared and the last. When `recordingTo` names a file, the replay records
    /// itself there (a recording made anew) and compares nothing.
    ///
    /// - Throws: ``ReplayMismatch`` at the first screen that differs, or what `app` threw.
    @discardableResult
    public func run(recordingTo path: String? = nil, app: (Terminal) throws -> ReplayedApp) throws -> ReplayOutcome {
        let terminal = try Terminal.stream(
            type: recording.terminalType, size: recording.size, colorDepth: recording.usesTrueColor ? .trueColor : nil,
            appearance: appearance, output: { _ in })
        defer { terminal.close() }
        let made = try app(terminal)
        let recorder: SessionRecorder? = if let path { try SessionRecorder(path: path) } else { nil }
        if let loom = made.loom { recorder?.follow(loom) }
        made.start?()
        let loop = WindowLoop(window: made.window, terminal: terminal, clock: .manual, recorder: recorder)
        defer { made.window.close() }
        loop.start()
        var emulator = TerminalEmulator(size: recording.size)
        var compared = 0
        var lastMarker: String?
        var now = Duration.zero
        func compare(before event: SessionRecording.TimedEvent?) throws(ReplayMismatch) {
            guard recorder == nil else { return }
            compared += 1
            var expected = emulator.snapshot
            var actual = terminal.snapshot()
            if event == nil {
                // A recording ends by showing the cursor again: at the end only cells count.
                expected = Snapshot(size: expected.size, rows: expected.rows, cursor: nil)
                actual = Snapshot(size: actual.size, rows: actual.rows, cursor: nil)
            }
            guard let differences = Snapshot.differences(expected, actual, labels: ("recorded", "replayed")) else {
                return
            }
            throw ReplayMismatch(
                screen: compared, line: event?.line, time: event?.time ?? now, marker: lastMarker,
                differences: differences, recorded: expected, replayed: actual)
        }
        for event in recording.events {
            switch event.event {
            case .output(let bytes):
                emulator.feed(bytes)
            case .marker(let label):
                lastMarker = label
            case .resize(let size):
                emulator.resize(to: size)
                terminal.resize(to: size)
                loop.turn()
            case .input(let bytes):
                if timing == .recorded, loop.outcome == nil {
                    loop.advanceTime(by: event.time - now)
                    now = event.time
                }
                try compare(before: event)
                guard loop.outcome == nil else { continue }
                loop.handle([.input(bytes)])
                if timing == .immediate { loop.flushInput() }
            }
        }
        if loop.outcome == nil { loop.flushInput() }
        try compare(before: nil)
        return withExtendedLifetime(made) { ReplayOutcome(screensCompared: compared, lastScreen: terminal.snapshot()) }
    }
}

/// The first screen a replay showed differently from its recording.
public struct ReplayMismatch: Error, CustomStringConvertible {
    /// Which compared screen differed, from 1.
    public let screen: Int
    /// The line of the recording's input event the screen was compared before; `nil`
    /// for the screen at the end.
    public let line: Int?
    /// When, in the recording.
    public let time: Duration
    /// The last marker before it (the knit that led there), if any.
    public let marker: String?
    /// Where the screens differ, in a few lines.
    public let differences: String
    /// The screen the recording showed.
    public let recorded: Snapshot
    /// The screen the replay showed.
    public let replayed: Snapshot

    /// Where, after which marker, what differs, and both screens.
    public var description: String {
        let place = line.map { "before the input on line \($0)" } ?? "at the end"
        return """
            The replay differs from the recording at screen \(screen) (\(place), \(time) in), \
            after the marker \(marker.map { "'\($0)'" } ?? "(none)"):
            \(differences)
            --- recorded
            \(recorded.text)
            --- replayed
            \(replayed.text)
            """
    }
}
