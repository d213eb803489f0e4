import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The probe program (Tests/Fixtures/WeavyProbe) in a pseudo-terminal that answers the
/// start-up questions as kitty, xterm or the Linux console do: the keyboard enhancement
/// each allows is set after the questions, and given back on every way out, on the
/// alternate screen it was set on.
@Suite("Keyboard modes: set when the terminal says it can, given back on every way out")
struct KeyboardModesPseudoTerminalTests {
    enum Answering: String, CaseIterable, CustomTestStringConvertible {
        case kitty, xterm, onlyDeviceAttributes
        var testDescription: String { rawValue }

        var bytes: [UInt8] {
            switch self {
            case .kitty: Self.kittyAnswer
            case .xterm: Self.xtermAnswer
            case .onlyDeviceAttributes: Array("\u{1B}[?6c".utf8)
            }
        }
        /// What sets the enhancement, and what gives it back.
        var set: String? {
            switch self {
            case .kitty: "\u{1B}[>1u"
            case .xterm: "\u{1B}[>4;2m"
            case .onlyDeviceAttributes: nil
            }
        }
        var reset: String? {
            switch self {
            case .kitty: "\u{1B}[<1u"
            case .xterm: "\u{1B}[>4m"
            case .onlyDeviceAttributes: nil
            }
        }

        static let kittyAnswer = Array(
            ("\u{1B}[?0u\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2004;2$y"
                + "\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c").utf8)
        static let xtermAnswer = Array(
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?2026;0$y\u{1B}[?2004;2$y"
                + "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c").utf8)
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, controlC, sigterm, sighup, segmentationFault, fatalError, suspendThenQuit, programThenQuit
        var testDescription: String { rawValue }
    }

    static let query = "\u{1B}[>q\u{1B}[c"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let childOutput = "weavy-probe-child-ran"

    /// Starts the probe, answers its questions as `answering`, and waits for its screen;
    /// returns the process and where its output after the questions begins.
    private func start(answering: Answering) throws -> (TerminalProcess, Int) {
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath,
            environment: [
                "COLORFGBG": "", "SWIFT_BACKTRACE": "enable=no", "WEAVY_PROBE_ANSWER_TIMEOUT_MS": "60000",
                "ASAN_OPTIONS": "handle_segv=0:handle_sigbus=0:handle_sigfpe=0",
                "TSAN_OPTIONS": "handle_segv=0:handle_sigbus=0:handle_sigfpe=0",
            ],
            size: Size(columns: 60, rows: 16))
        let asked = try process.waitForOutput(containing: Self.query, timeout: 60)
        _ = process.send(answering.bytes)
        try process.waitForOutput(containing: "Item 12", after: asked, timeout: 60)
        process.waitForQuiet(0.1)
        return (process, asked)
    }

    private func resetsBefore(_ index: String.Index, of reset: String, in text: Substring) -> Int {
        occurrences(of: reset, in: text).filter { $0 < index }.count
    }

    private func occurrences(of part: String, in text: Substring) -> [String.Index] {
        var found: [String.Index] = []
        var rest = text[...]
        while let range = rest.range(of: part) {
            found.append(range.lowerBound)
            rest = rest[range.upperBound...]
        }
        return found
    }

    @Test(
        "kitty's flags are pushed, then popped before the alternate screen is left, however the program ends",
        arguments: Ending.allCases)
    func kitty(_ ending: Ending) throws {
        try check(.kitty, ending: ending)
    }

    @Test(
        "xterm's modifyOtherKeys is set, then reset, however the program ends",
        arguments: [Ending.quitKey, .sigterm, .segmentationFault, .suspendThenQuit, .programThenQuit])
    func xterm(_ ending: Ending) throws {
        try check(.xterm, ending: ending)
    }

    @Test("A terminal that answers only DA1 gets no keyboard mode set")
    func onlyDeviceAttributes() throws {
        try check(.onlyDeviceAttributes, ending: .quitKey)
    }

    private func check(_ answering: Answering, ending: Ending) throws {
        let (process, asked) = try start(answering: answering)
        let before = process.initialModes
        switch ending {
        case .quitKey: process.type("q")
        case .controlC: process.send([0x03])
        case .sigterm: process.signal(SIGTERM)
        case .sighup: process.signal(SIGHUP)
        case .segmentationFault: process.send(Array("\u{1B}[20~".utf8))  // F9
        case .fatalError: process.send(Array("\u{1B}[21~".utf8))  // F10
        case .suspendThenQuit:
            // The probe leads its own session: the kernel discards the stop, and the
            // probe leaves curses mode, then comes back at once.
            let mark = process.output.count
            process.signal(SIGTSTP)
            let left = try process.waitForOutput(containing: Self.leaveAlternateScreen, after: mark, timeout: 60)
            try process.waitForOutput(containing: "Item 12", after: left, timeout: 60)
            process.waitForQuiet(0.1)
            process.type("q")
        case .programThenQuit:
            // F6 runs a program with the terminal given back, then the probe draws again.
            let mark = process.output.count
            process.send(Array("\u{1B}[17~".utf8))
            let ran = try process.waitForOutput(containing: Self.childOutput, after: mark, timeout: 60)
            try process.waitForOutput(containing: "Item 12", after: ran, timeout: 60)
            process.waitForQuiet(0.1)
            process.type("q")
        }
        _ = try process.waitForExit(timeout: 60)
        #expect(process.initialModes == before)
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
        let text = String(decoding: process.output[asked...], as: UTF8.self)[...]
        guard let set = answering.set, let reset = answering.reset else {
            #expect(!text.contains("\u{1B}[>") && !text.contains("\u{1B}[<"), "nothing set: \(text.debugDescription)")
            return
        }
        let sets = occurrences(of: set, in: text)
        let resets = occurrences(of: reset, in: text)
        let leaves = occurrences(of: Self.leaveAlternateScreen, in: text)
        let enters = occurrences(of: Self.enterAlternateScreen, in: text)
        for (index, setAt) in sets.enumerated() {
            // On the alternate screen: entered before it, and not left since.
            let entered = enters.last { $0 < setAt }
            let left = leaves.last { $0 < setAt }
            #expect(entered != nil && (left == nil || left! < entered!), "set \(index + 1) is on the alternate screen")
        }
        let times = ending == .suspendThenQuit || ending == .programThenQuit ? 2 : 1
        if ending == .programThenQuit, let child = text.range(of: Self.childOutput)?.lowerBound {
            // The program wrote on the shell's screen, with the keyboard given back.
            #expect(resetsBefore(child, of: reset, in: text) == 1, "the flags were given back before it ran")
            let lastLeave = leaves.last { $0 < child }
            let lastEnter = enters.last { $0 < child }
            #expect(lastLeave != nil && (lastEnter == nil || lastEnter! < lastLeave!), "it ran on the shell's screen")
        }
        #expect(sets.count == times && resets.count == times, "set \(sets.count), reset \(resets.count) times")
        for (index, resetAt) in resets.enumerated() {
            #expect(index < sets.count && sets[index] < resetAt, "each reset follows its set")
            // Before the alternate screen is left: kitty keeps a stack for each screen.
            let nextLeave = leaves.first { $0 > resetAt }
            #expect(nextLeave != nil, "reset \(index + 1) comes before the alternate screen is left")
            if index + 1 < sets.count { #expect(resetAt < sets[index + 1]) }
        }
    }
}
