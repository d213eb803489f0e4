import Testing

@testable import WeavyKit

/// The start-up questions (``TerminalCapabilities/query``) and what real terminals'
/// answers say, read through the input decoder.
@Suite("Terminal capabilities: one batch of questions ended by DA1")
struct TerminalProbeTests {
    /// What kitty 0.26 answers (on a white background).
    static let kitty = Array(
        ("\u{1B}[?0u" + "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\" + "\u{1B}[?2026;2$y" + "\u{1B}[?2004;2$y"
            + "\u{1B}P>|kitty(0.26.5)\u{1B}\\" + "\u{1B}[?62;c").utf8)
    /// What xterm 379 answers (on a black background): no kitty flags, mode 2026 unknown.
    static let xterm = Array(
        ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\" + "\u{1B}[?2026;0$y" + "\u{1B}[?2004;2$y"
            + "\u{1B}P>|XTerm(379)\u{1B}\\" + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c").utf8)
    /// A terminal that knows none of the questions but DA1 (the Linux console).
    static let onlyDeviceAttributes = Array("\u{1B}[?6c".utf8)

    private func capabilities(of bytes: [UInt8]) -> (TerminalCapabilities, answered: Bool) {
        var probe = TerminalProbe()
        probe.read(bytes)
        return (probe.capabilities, probe.isAnswered)
    }

    @Test("The questions: kitty's flags, OSC 11, DECRQM 2026 and 2004, XTVERSION, and DA1 last")
    func query() {
        let text = String(decoding: TerminalCapabilities.query, as: UTF8.self)
        #expect(text == "\u{1B}[?u\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?2004$p\u{1B}[>q\u{1B}[c")
    }

    @Test("kitty: its flags, a light background, synchronized output, bracketed paste, its version")
    func kittyAnswers() {
        let (found, answered) = capabilities(of: Self.kitty)
        #expect(answered)
        #expect(found.kittyKeyboardFlags == [] && found.supportsKittyKeyboard)
        #expect(found.backgroundAppearance == .light)
        #expect(found.supportsSynchronizedOutput && found.synchronizedOutput == .reset)
        #expect(found.supportsBracketedPaste)
        #expect(found.version == "kitty(0.26.5)" && !found.isXterm)
        #expect(found.deviceAttributes == [62, 0], "kitty sends `?62;c`: an empty parameter is 0")
        let keyboard = KeyboardEnhancement.choose(requested: .disambiguatesEscapeCodes, for: found)
        #expect(keyboard.setSequence == Array("\u{1B}[>1u".utf8))
        #expect(keyboard.resetSequence == Array("\u{1B}[<1u".utf8))
        #expect(keyboard.decoderFlags == .disambiguatesEscapeCodes)
        let releases: KittyKeyboardFlags = [.disambiguatesEscapeCodes, .reportsEventTypes]
        #expect(KeyboardEnhancement.choose(requested: releases, for: found).setSequence == Array("\u{1B}[>3u".utf8))
    }

    @Test("xterm: no kitty flags, a dark background, no synchronized output; modifyOtherKeys instead")
    func xtermAnswers() {
        let (found, answered) = capabilities(of: Self.xterm)
        #expect(answered)
        #expect(found.kittyKeyboardFlags == nil && !found.supportsKittyKeyboard)
        #expect(found.backgroundAppearance == .dark)
        #expect(!found.supportsSynchronizedOutput && found.synchronizedOutput == .notRecognized)
        #expect(found.supportsBracketedPaste)
        #expect(found.isXterm)
        let keyboard = KeyboardEnhancement.choose(requested: .disambiguatesEscapeCodes, for: found)
        #expect(keyboard.setSequence == Array("\u{1B}[>4;2m".utf8))
        #expect(keyboard.resetSequence == Array("\u{1B}[>4m".utf8))
        #expect(keyboard.decoderFlags == [])
    }

    @Test("A terminal that answers only DA1 is done with at once and gets nothing set")
    func onlyDA1() {
        let (found, answered) = capabilities(of: Self.onlyDeviceAttributes)
        #expect(answered && found.answered)
        #expect(found == TerminalCapabilities(deviceAttributes: [6]))
        #expect(found.backgroundAppearance == nil)
        #expect(KeyboardEnhancement.choose(requested: .disambiguatesEscapeCodes, for: found) == .none)
    }

    @Test("A terminal that answers nothing: not answered, nothing known, nothing set")
    func silence() {
        let (found, answered) = capabilities(of: [])
        #expect(!answered && !found.answered)
        #expect(found == .unknown)
        #expect(KeyboardEnhancement.choose(requested: .disambiguatesEscapeCodes, for: found) == .none)
    }

    @Test("Asking for no flags sets nothing, even on kitty")
    func nothingRequested() {
        let (found, _) = capabilities(of: Self.kitty)
        #expect(KeyboardEnhancement.choose(requested: [], for: found) == .none)
    }

    @Test("Answers split at every byte between two reads, with keys typed before, say the same")
    func splitAnswers() {
        for answer in [Self.kitty, Self.xterm] {
            let whole = capabilities(of: answer).0
            for cut in 1..<answer.count {
                var probe = TerminalProbe()
                probe.read(Array("jk".utf8) + answer[..<cut])
                #expect(!probe.isAnswered, "cut after byte \(cut)")
                probe.read(answer[cut...])
                #expect(probe.isAnswered && probe.capabilities == whole, "cut after byte \(cut)")
            }
        }
    }

    @Test("The bytes read while asking, handed to the terminal's decoder, give only the keys typed")
    func typedMeanwhile() throws {
        let terminal = try Terminal.headless(size: Size(columns: 20, rows: 5))
        defer { terminal.close() }
        let read = Array("j".utf8) + Self.kitty + Array("k".utf8)
        var probe = TerminalProbe()
        probe.read(read)
        #expect(probe.isAnswered)
        #expect(terminal.feed(read) + terminal.flushInput() == ["j", "k"])
    }

    @Test("Answers that come 2 s late, after the wait was given up, type nothing")
    func lateAnswers() throws {
        for answer in [Self.kitty, Self.xterm, Self.onlyDeviceAttributes] {
            let terminal = try Terminal.stream(size: Size(columns: 20, rows: 5)) { _ in }
            defer { terminal.close() }
            let start = ContinuousClock.now
            var keys = terminal.decodeInput(Array("j".utf8), at: start)
            keys += terminal.flushInput(at: start + .seconds(2))
            keys += terminal.decodeInput(answer, at: start + .seconds(2))
            keys += terminal.flushInput(at: start + .seconds(3))
            #expect(keys == ["j"])
            let replies = terminal.takeReplies()
            #expect(TerminalCapabilities(replies: replies) == capabilities(of: answer).0)
        }
    }

    @Test("A terminal not asked says unknown; one that adopted answers keeps them and their appearance")
    func adopting() throws {
        let terminal = try Terminal.headless(size: Size(columns: 20, rows: 5))
        defer { terminal.close() }
        #expect(terminal.capabilities == .unknown && terminal.appearance == .dark)
        let found = capabilities(of: Self.kitty).0
        terminal.adopt(found, appearance: found.backgroundAppearance ?? .dark)
        #expect(terminal.capabilities == found && terminal.appearance == .light)
    }
}
