import Foundation
import Testing
import WeavyKit
import WeavyTesting

/// Frames between the marks of DEC mode 2026 where the terminal has it, and no marks
/// where it does not.
@Suite("Synchronized output: each frame between the 2026 marks, only where supported")
struct SynchronizedOutputTests {
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"

    /// The text's pieces between a begin mark and its end mark, checking that marks
    /// alternate (never two begins in a row, never an end without a begin).
    static func synchronizedFrames(in text: String) -> (frames: [Substring], alternate: Bool) {
        var frames: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: begin) {
            if rest[..<start.lowerBound].contains(end) { return (frames, false) }
            guard let stop = rest[start.upperBound...].range(of: end) else { return (frames, false) }
            let frame = rest[start.upperBound..<stop.lowerBound]
            if frame.contains(begin) { return (frames, false) }
            frames.append(frame)
            rest = rest[stop.upperBound...]
        }
        return (frames, !rest.contains(end))
    }

    @MainActor
    @Test("A stream terminal that has it writes every frame between the marks, and one that lacks it none")
    func streamFrames() throws {
        for synchronized in [true, false] {
            let sink = ByteSink()
            let terminal = try Terminal.stream(size: Size(columns: 30, rows: 8), output: { sink.append($0) })
            #expect(!terminal.outputFeatures.contains(.synchronizedOutput), "xterm-256color is not assumed to")
            if synchronized { terminal.outputFeatures.insert(.synchronizedOutput) }
            let list = ListView(items: ["Ada", "Grace", "Linus"]) { ListView.Row($0) }
            let window = Window(content: list)
            window.attach(to: terminal)
            var written: [String] = []
            window.render()
            written.append(String(decoding: sink.take(), as: UTF8.self))
            window.handle(.down)
            window.render()
            written.append(String(decoding: sink.take(), as: UTF8.self))
            window.close()
            terminal.close()
            for frame in written {
                #expect(!frame.isEmpty)
                if synchronized {
                    #expect(frame.hasPrefix(Self.begin) && frame.hasSuffix(Self.end), "\(frame.debugDescription)")
                    let (frames, alternate) = Self.synchronizedFrames(in: frame)
                    #expect(frames.count == 1 && alternate)
                } else {
                    #expect(!frame.contains(Self.begin) && !frame.contains(Self.end))
                }
            }
            #expect(written[0].contains("Linus"))
        }
    }

    @MainActor
    @Test(
        "A device terminal on a pseudo-terminal (the stream backend, as SSH uses it): marks under kitty's type, none under xterm's",
        arguments: ["xterm-kitty", "xterm-256color"])
    func deviceFramesInPseudoTerminal(type: String) async throws {
        let pty = try PseudoTerminal(size: Size(columns: 40, rows: 10))
        let terminal = try Terminal.device(pty.device, type: type)
        let list = ListView(items: ["Ada", "Grace", "Linus"]) { ListView.Row($0) }
        let window = Window(content: list)
        window.bind("q", hint: "quit") { window in window.quit() }
        async let outcome = window.run(on: terminal)
        try await pty.waitForScreen(timeout: 60) { $0.text.contains("Linus") }
        let first = pty.output.count
        pty.type("j")
        // The move's frame: some bytes after the first frame's, and (where synchronized)
        // its end mark.
        try await pty.waitForScreen(timeout: 60) { _ in
            let after = String(decoding: pty.output[first...], as: UTF8.self)
            return type == "xterm-kitty" ? after.contains(Self.end) : !after.isEmpty
        }
        pty.type("q")
        #expect(await outcome == .quit)
        terminal.close()
        pty.readOutput()
        let text = String(decoding: pty.output, as: UTF8.self)
        let (frames, alternate) = Self.synchronizedFrames(in: text)
        if type == "xterm-kitty" {
            #expect(alternate && frames.count >= 2, "\(frames.count) frames")
            #expect(frames.first?.contains("Linus") == true)
        } else {
            #expect(!text.contains(Self.begin) && !text.contains(Self.end))
        }
    }

    @Test("The types of kitty, WezTerm and foot are assumed to have it; xterm, tmux and screen are not")
    func assumedFromType() {
        #expect(OutputFeatures.assumed(type: "xterm-kitty").contains(.synchronizedOutput))
        #expect(OutputFeatures.assumed(type: "wezterm").contains(.synchronizedOutput))
        #expect(OutputFeatures.assumed(type: "foot-extra").contains(.synchronizedOutput))
        for type in ["xterm-256color", "screen-256color", "tmux-256color", "dumb"] {
            #expect(!OutputFeatures.assumed(type: type).contains(.synchronizedOutput), "\(type)")
        }
        #expect(OutputFeatures.assumed(type: "xterm-256color", environment: ["VTE_VERSION": "7200"]) == .hyperlinks)
    }

    @Test(
        "The live ncurses terminal in a pseudo-terminal: each frame between the marks under kitty's TERM, none under xterm's",
        arguments: ["xterm-kitty", "xterm-256color"])
    func liveFramesInPseudoTerminal(type: String) throws {
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath,
            environment: ["TERM": type, "SWIFT_BACKTRACE": "enable=no"], size: Size(columns: 60, rows: 16))
        try process.waitForOutput(containing: "Item 1", timeout: 60)
        process.waitForQuiet(0.2, timeout: 60)
        let first = process.output.count
        process.type("j")
        // The selection's move: a frame of its own.
        try process.waitForOutput(containing: type == "xterm-kitty" ? Self.end : "\u{1B}[", after: first, timeout: 60)
        process.waitForQuiet(0.2, timeout: 60)
        process.type("q")
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        let text = process.outputText
        let (frames, alternate) = Self.synchronizedFrames(in: text)
        if type == "xterm-kitty" {
            #expect(alternate, "the marks alternate, begin then end")
            #expect(frames.count >= 2, "the first frame and the one after a key")
            #expect(frames.first?.contains("Item 1") == true, "the first frame is drawn between its marks")
            // Nothing of a frame is drawn outside the marks: every "Item" is inside one.
            let outside = text.replacingOccurrences(ofFrames: frames)
            #expect(!outside.contains("Item"))
        } else {
            #expect(frames.isEmpty)
            #expect(!text.contains(Self.begin) && !text.contains(Self.end))
        }
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }
}

extension String {
    /// This text without the given pieces of it (each one once, in order).
    fileprivate func replacingOccurrences(ofFrames frames: [Substring]) -> String {
        var result = ""
        var index = startIndex
        for frame in frames where frame.startIndex >= index {
            result += self[index..<frame.startIndex]
            index = frame.endIndex
        }
        result += self[index...]
        return result
    }
}
