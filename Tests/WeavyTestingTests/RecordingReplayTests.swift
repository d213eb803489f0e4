import Foundation
import OpenCombine
import Testing
import Weavy
import WeavyTesting

// A small app recorded headless and replayed: a list of letters, Enter opens one.

private enum LetterWeft: Weft {
    case letters
    case open(Int)
}

@MainActor
private final class LettersModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

@MainActor
private final class LetterScreen: Component {
    override func draw(in canvas: Canvas) {
        canvas.text(title, at: Point(column: 1, row: 1), style: canvas.theme.heading)
    }
}

@MainActor
private final class LettersWarp: Warp {
    let stack = NavigationStack()
    /// What a letter's screen is called: a test changes it to prove a replay notices.
    let noun: String
    var head: any Presentable { stack }

    init(noun: String) { self.noun = noun }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? LetterWeft {
        case .letters:
            let model = LettersModel()
            let list = ListView(items: [1, 2, 3]) { ListView.Row("Letter \($0)") }
            list.onActivate = { letter, _ in model.wefts.send(LetterWeft.open(letter)) }
            stack.push(list)
            return [.weave(list, model)]
        case .open(let letter):
            let screen = LetterScreen(title: "\(noun) \(letter)")
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case nil:
            return []
        }
    }
}

/// The letters app on `terminal`, ready to run: its Loom weaves once it is started.
@MainActor
private func lettersApp(on terminal: Terminal, noun: String = "Letter") -> ReplayedApp {
    let warp = LettersWarp(noun: noun)
    let window = Window(content: warp.stack)
    window.bind("q", hint: "quit") { window in window.quit() }
    window.attach(to: terminal)
    let loom = Loom()
    return ReplayedApp(window: window, loom: loom) { loom.weave(warp, with: SingleWeftable(LetterWeft.letters)) }
}

private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("weavy-\(UUID().uuidString)-\(name)").path
}

@MainActor
@Suite("Sessions recorded to asciicast and replayed as tests")
struct RecordingReplayTests {
    /// Records the letters app: down, Enter (a knit), a pause, then q.
    private func recordLetters(to path: String) throws {
        let terminal = try Terminal.stream(size: Size(columns: 30, rows: 6), output: { _ in })
        defer { terminal.close() }
        let recorder = try SessionRecorder(path: path)
        let app = lettersApp(on: terminal)
        if let loom = app.loom { recorder.follow(loom) }
        app.start?()
        let loop = WindowLoop(window: app.window, terminal: terminal, clock: .manual, recorder: recorder)
        loop.start()
        loop.advanceTime(by: .milliseconds(300))
        loop.handle([.input(Array("\u{1B}[B".utf8))])
        loop.advanceTime(by: .milliseconds(200))
        loop.handle([.input([0x0D])])
        loop.advanceTime(by: .seconds(1))
        loop.handle([.input(Array("q".utf8))])
        #expect(loop.outcome == .quit)
        app.window.close()
    }

    @Test("The file is asciicast v2: a header, output, input, and a marker at each knit")
    func fileFormat() throws {
        let path = temporaryPath("letters.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recordLetters(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.hasPrefix("{\"version\": 2, \"width\": 30, \"height\": 6, \"timestamp\": "))
        #expect(header.hasSuffix("\"env\": {\"TERM\": \"xterm-256color\"}}"))
        let recording = try SessionRecording(contentsOf: path)
        #expect(recording.size == Size(columns: 30, rows: 6))
        #expect(recording.markers == ["LettersWarp ← LetterWeft.letters", "LettersWarp ← LetterWeft.open(2)"])
        let inputs = recording.events.compactMap { if case .input(let bytes) = $0.event { bytes } else { nil } }
        #expect(inputs == [Array("\u{1B}[B".utf8), [0x0D], Array("q".utf8)])
        let enter = try #require(recording.events.first { $0.event == .input([0x0D]) })
        #expect(enter.time == .milliseconds(500))
        // The recorded output, played into an emulator, ends on the letter's screen.
        var emulator = TerminalEmulator(size: recording.size)
        for case .output(let bytes) in recording.events.map(\.event) { emulator.feed(bytes) }
        #expect(emulator.text.contains("Letter 2"))
    }

    @Test("A recording replays green against the same app")
    func replaysGreen() throws {
        let path = temporaryPath("letters.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recordLetters(to: path)
        try assertReplays(recording: path) { terminal in lettersApp(on: terminal) }
        let outcome = try SessionReplay(SessionRecording(contentsOf: path), timing: .immediate).run { terminal in
            lettersApp(on: terminal)
        }
        #expect(outcome.screensCompared == 4)
        #expect(outcome.lastScreen.text.contains("Letter 2"))
    }

    @Test("A changed label fails at the first screen that shows it, naming the knit before it")
    func changedLabelFails() throws {
        let path = temporaryPath("letters.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recordLetters(to: path)
        let mismatch = try #require(throws: ReplayMismatch.self) {
            try assertReplays(recording: path) { terminal in lettersApp(on: terminal, noun: "Note") }
        }
        #expect(mismatch.screen == 3)
        #expect(mismatch.marker == "LettersWarp ← LetterWeft.open(2)")
        #expect(mismatch.recorded.text.contains("Letter 2"))
        #expect(mismatch.replayed.text.contains("Note 2"))
        #expect(mismatch.description.contains("after the marker 'LettersWarp ← LetterWeft.open(2)'"))
        #expect(mismatch.description.contains("--- recorded"))
    }

    @Test("Recording anew writes the file again and says so; the new file replays green")
    func recordsAnew() throws {
        let path = temporaryPath("letters.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recordLetters(to: path)
        #expect(throws: ReplayRecorded.self) {
            try assertReplays(recording: path, record: true) { terminal in lettersApp(on: terminal, noun: "Note") }
        }
        // Started once the replay follows its Loom: the first knit has its marker too.
        let recording = try SessionRecording(contentsOf: path)
        #expect(recording.markers == ["LettersWarp ← LetterWeft.letters", "LettersWarp ← LetterWeft.open(2)"])
        try assertReplays(recording: path, record: false) { terminal in lettersApp(on: terminal, noun: "Note") }
    }

    @Test("A recording becomes an animated picture: each screen it showed, from its time")
    func animationFromRecording() throws {
        let path = temporaryPath("letters.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recordLetters(to: path)
        let recording = try SessionRecording(contentsOf: path)
        let animation = ScreenAnimation(recording: recording, finalFrameDuration: .seconds(1))
        // The recorded screens, replayed: the list, the list moved down, the letter's page.
        let screens = animation.frames.map(\.snapshot.text)
        #expect(screens.first?.contains("Letter 1") == true)
        #expect(screens.last?.contains("Letter 2") == true)
        #expect(animation.frames.first?.time == .zero)
        #expect(animation.frames.map(\.time) == animation.frames.map(\.time).sorted())
        let outputTimes = Set(recording.events.compactMap { if case .output = $0.event { $0.time } else { nil } })
        #expect(animation.frames.count == outputTimes.count)
        let replayed = try SessionReplay(recording).run { terminal in lettersApp(on: terminal) }.lastScreen
        #expect(animation.frames.last?.snapshot.rows == replayed.rows)
        let picture = try animation.svg(PictureOptions(appearance: .dark))
        #expect(picture.contains("@keyframes weavy-frames"))
        let silent = try SessionRecording(text: "{\"version\": 2, \"width\": 4, \"height\": 2}")
        #expect(throws: ScreenAnimationError.noFrames) { try ScreenAnimation(recording: silent).svg() }
    }

    @Test("A corrupt recording is refused with the line that is wrong")
    func corruptFile() throws {
        let good = "{\"version\": 2, \"width\": 10, \"height\": 2}\n[0.1, \"o\", \"hi\"]\n"
        #expect(try SessionRecording(text: good).events.count == 1)
        let cases: [(String, String)] = [
            ("", "x.cast: the file is empty"),
            ("{\"version\": 3, \"width\": 1, \"height\": 1}", "x.cast, line 1: the header's version is not 2"),
            (good + "[0.2, \"o\"]\n", "x.cast, line 3: not an event: expected [time, code, data]"),
            (good + "[0.05, \"i\", \"a\"]", "x.cast, line 3: the time goes back"),
            (good + "[0.3, \"x\", \"0\"]", "x.cast, line 3: unknown event code 'x' (expected o, i, r or m)"),
            (good + "[0.3, \"r\", \"80by24\"]", "x.cast, line 3: a resize must say COLSxROWS, not '80by24'"),
        ]
        for (text, message) in cases {
            let error = try #require(throws: SessionRecordingError.self) {
                try SessionRecording(text: text, path: "x.cast")
            }
            #expect(error.description == message)
        }
    }

    @Test("What is typed into a secure field is masked in the file, and never drawn")
    func secureInputIsMasked() throws {
        let path = temporaryPath("secret.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 10), output: { _ in })
        defer { terminal.close() }
        let name = TextField()
        let password = TextField(isSecure: true)
        let form = Form(rows: [Form.Row("Name", name), Form.Row("Password", password)])
        let window = Window(content: form)
        let recorder = try SessionRecorder(path: path)
        let loop = WindowLoop(window: window, terminal: terminal, clock: .manual, recorder: recorder)
        loop.start()
        loop.handle([.input(Array("ann".utf8))])
        loop.flushInput()
        // One read that leaves the name field for the password: masked whole.
        loop.handle([.input(Array("\tsw0rdfísh\u{1B}[D".utf8))])
        loop.flushInput()
        loop.handle([.input(Array("!".utf8))])
        loop.flushInput()
        #expect(password.text == "sw0rdfís!h")
        window.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("sw0rd"))
        #expect(!text.contains("físh"))
        #expect(text.contains("\"ann\""))
        #expect(text.contains("\"\\t*********\\u001b[D\""))
        #expect(text.contains("[0.000000, \"i\", \"*\"]"))
        #expect(text.contains("•••••••••"))
    }

    @Test("A write that fails stops the recording with a reason; the app goes on")
    func writeErrorStopsRecording() throws {
        let recorder = try SessionRecorder(path: "/dev/full")
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 10), output: { _ in })
        defer { terminal.close() }
        let field = TextField()
        let window = Window(content: field)
        let loop = WindowLoop(window: window, terminal: terminal, clock: .manual, recorder: recorder)
        loop.start()
        loop.handle([.input(Array("abc".utf8))])
        loop.flushInput()
        #expect(field.text == "abc")
        #expect(!recorder.isRecording)
        #expect(recorder.stopReason == "cannot write the recording /dev/full: No space left on device")
        window.close()
    }

    @Test("A path that cannot be created is a clear error")
    func cannotOpen() {
        #expect(throws: RecordingError.cannotOpen(path: "/nonexistent/x.cast", reason: "No such file or directory")) {
            try SessionRecorder(path: "/nonexistent/x.cast")
        }
    }
}
