import Glibc
import OpenCombine

/// Records a window's run to an asciicast v2 file, which `asciinema play` plays and
/// `WeavyTesting` replays against the app as a test.
///
/// ```swift
/// let recorder = try SessionRecorder(path: path)
/// recorder.follow(loom)  // a marker at each knit
/// return await window.run(on: terminal, recording: recorder)
/// ```
///
/// (the body of `runRecorded` in WeavyTesting's *Recording and replaying sessions*,
/// compiled and run by its tests). Markers read `WishlistWarp ← DemoWeft.moviePicked(id: 42)`.
///
/// The file holds what the terminal was sent (`"o"`: each frame as the escape sequences
/// of the terminal's type, only what changed), the bytes read from it (`"i"`), its
/// resizes (`"r"`, `COLSxROWS`) and a marker (`"m"`) at each knit of the Loom it
/// follows. Each event is written when it happens: a run cut short keeps what came
/// before.
///
/// Input read while a secret field has the focus (a `TextField` with `isSecure`, or any
/// component whose ``Component/takesSecretInput`` is `true`) is kept as an event with
/// each character a `*`: what was typed never reaches the file, and the screen never
/// showed it either (a secure field draws `•`).
///
/// A write that fails (a full disk) stops the recording, with one sentence logged
/// (swift-log, label `weavy.curses`); the app goes on. On the live terminal, setting
/// `WEAVY_RECORD=path` in the environment records a run that was given no recorder.
@MainActor
public final class SessionRecorder {
    /// The file written.
    public let path: String
    /// Why the recording stopped before the run ended (a failed write), if it did.
    public private(set) var stopReason: String?

    private let file: AsciicastFile
    private var screen: ScreenWriter?
    private var clock: LoopClock?
    private var began = Duration.zero
    /// When the run ended: only the input that ended it is still written, and the
    /// closing bytes when the recorder goes.
    private var endedAt: Duration?
    private var hasEnded: Bool { endedAt != nil }
    /// When the last event written happened: none is written earlier.
    private var lastTime = Duration.zero
    /// Markers from knits before the run began (the app weaves before it runs).
    private var earlyMarkers: [String] = []
    /// Markers of knits made while a read's keys are handled: written after that input.
    private var markersOfInput: [String]?
    private var subscriptions: [AnyCancellable] = []

    /// Creates the recording at `path` (replacing a file there, readable by its owner
    /// only). Nothing is written until a run starts with it.
    ///
    /// - Throws: ``RecordingError/cannotOpen(path:reason:)`` when the file cannot be made.
    public init(path: String) throws(RecordingError) {
        self.path = path
        file = try AsciicastFile(path: path)
    }

    /// The recorder `WEAVY_RECORD` asks for in `environment`, or `nil` when it is not set.
    /// A path that cannot be written is logged, and there is none.
    public static func requested(by environment: [String: String]) -> SessionRecorder? {
        guard let path = environment["WEAVY_RECORD"], !path.isEmpty else { return nil }
        do {
            return try SessionRecorder(path: path)
        } catch {
            diagnostics.error("WEAVY_RECORD: \(error); the session is not recorded")
            return nil
        }
    }

    /// Writes a marker at each knit of `loom`, naming the warp and the weft:
    /// `MovieListWarp ← DemoWeft.movie(id: 42)`.
    ///
    /// Follow the Loom before it weaves its root warp: the knits it made before it was
    /// followed have no marker, and the first screens none to name.
    public func follow(_ loom: Loom) {
        subscriptions.append(
            loom.didKnit.sink { [weak self] event in
                MainActor.assumeIsolated {
                    self?.mark("\(Swift.type(of: event.warp)) ← \(Swift.type(of: event.weft)).\(event.weft)")
                }
            })
    }

    /// Writes a marker named `label` now (before the run, it is written when it starts).
    public func mark(_ label: String) {
        guard !hasEnded else { return }
        guard clock != nil else {
            earlyMarkers.append(label)
            return
        }
        if markersOfInput != nil {
            markersOfInput?.append(label)
        } else {
            write(code: "m", data: label)
        }
    }

    /// Whether events are still written: the run has begun and no write has failed.
    public var isRecording: Bool { clock != nil && file.isOpen }

    // MARK: - Called by the run loop

    /// The run starts on `terminal`: writes the header and the markers so far.
    func begin(on terminal: Terminal, clock: LoopClock) {
        guard self.clock == nil, file.isOpen else { return }
        self.clock = clock
        began = clock.elapsed
        let type = terminal.type ?? "xterm-256color"
        var sequences = OutputSequences.forType(type)
        // As the stream terminal does: a terminal said to draw 24-bit color is believed.
        if terminal.colorDepth == .trueColor { sequences.directColor = true }
        screen = ScreenWriter(size: terminal.size, sequences: sequences)
        var environment = [("TERM", type)]
        if terminal.colorDepth == .trueColor { environment.append(("COLORTERM", "truecolor")) }
        do {
            try file.writeHeader(size: terminal.size, startedAt: time(nil), environment: environment)
        } catch {
            stop(error)
        }
        for label in earlyMarkers { write(code: "m", data: label) }
        earlyMarkers.removeAll()
    }

    /// Bytes were read and their keys are about to be handled: the knits they make are
    /// marked after the input (``recordInput(_:secret:)``), which is known only then.
    func willHandleInput() {
        markersOfInput = markersOfInput ?? []
    }

    /// Bytes read from the terminal, once their keys were handled; `secret` when a
    /// secret field had the focus. The markers of the knits they made follow.
    func recordInput(_ bytes: [UInt8], secret: Bool) {
        let markers = markersOfInput ?? []
        markersOfInput = nil
        if !bytes.isEmpty {
            write(code: "i", data: String(decoding: secret ? InputMasking.masked(bytes) : bytes, as: UTF8.self))
        }
        for label in markers { write(code: "m", data: label) }
    }

    /// The screen after a frame: written as what turns the last one into it.
    func recordFrame(_ snapshot: Snapshot) {
        guard isRecording, !hasEnded, var screen else { return }
        var bytes: [UInt8] = []
        screen.update(to: CellBuffer(snapshot), cursor: snapshot.cursor, into: &bytes)
        self.screen = screen
        if !bytes.isEmpty { write(code: "o", data: String(decoding: bytes, as: UTF8.self)) }
    }

    /// The terminal's size changed.
    func recordResize(to size: Size) {
        guard !hasEnded else { return }
        write(code: "r", data: "\(size.columns)x\(size.rows)")
    }

    /// The run ended. Only the input read in the batch that ended it is still written
    /// (it is recorded once its keys were handled); when the recorder goes, the file
    /// ends by showing the cursor again, and closes.
    func end() {
        guard !hasEnded, let clock else { return }
        endedAt = clock.elapsed
        subscriptions.removeAll()
    }

    isolated deinit {
        if let endedAt, file.isOpen, let screen {
            let bytes = screen.sequences.resetStyle + screen.sequences.showCursor
            let time = max(endedAt - began, lastTime)
            try? file.writeEvent(at: time, code: "o", data: String(decoding: bytes, as: UTF8.self))
        }
        file.close()
    }

    private func write(code: String, data: String) {
        guard isRecording, let clock else { return }
        lastTime = max(lastTime, clock.elapsed - began)
        do {
            try file.writeEvent(at: lastTime, code: code, data: data)
        } catch {
            stop(error)
        }
    }

    private func stop(_ error: RecordingError) {
        stopReason = error.description
        file.close()
        diagnostics.error("The session recording stopped: \(error); the app goes on.")
    }
}

extension CellBuffer {
    /// The cells of `snapshot`, as a buffer a screen writer can compare (a wide
    /// character's continuation cell put back after it).
    init(_ snapshot: Snapshot) {
        self.init(size: snapshot.size)
        for (row, cells) in snapshot.rows.enumerated() {
            var column = 0
            for cell in cells where column < snapshot.size.columns {
                let style = Style(
                    foreground: Color(number: cell.style.foreground), background: Color(number: cell.style.background),
                    attributes: cell.style.attributes)
                self[column, row] = Cell(character: cell.character, width: cell.width, style: style)
                if cell.width == 2, column + 1 < snapshot.size.columns {
                    self[column + 1, row] = .continuation(PackedStyle(style))
                }
                column += max(1, cell.width)
            }
        }
    }
}
