import Testing

@testable import WeavyKit

/// The start-up choices a live terminal makes (``TerminalReport``), in memory: each with
/// the source that decided it, from the answers real terminals give.
@Suite("Terminal report: each start-up choice with what decided it")
struct TerminalReportTests {
    private func answers(_ bytes: [UInt8]) -> [TerminalReport.Answer] {
        var probe = TerminalProbe()
        probe.read(bytes)
        return probe.answers
    }

    private func report(
        type: String = "xterm-256color", environment: [String: String] = [:], paletteSize: Int = 256,
        answering bytes: [UInt8] = [], requests: TerminalReport.Requests = TerminalReport.Requests()
    ) -> TerminalReport {
        TerminalReport(
            type: type, environment: environment, paletteSize: paletteSize, answers: answers(bytes),
            unaskedBecause: TerminalReport.reasonNotToAsk(environment: environment), requests: requests)
    }

    @Test("kitty's answers: each kept with its bytes, and the choices they made")
    func kitty() {
        let found = report(answering: TerminalProbeTests.kitty)
        #expect(found.asked)
        #expect(found.answer(to: .kittyKeyboard)?.escaped == "\\e[?0u")
        #expect(found.answer(to: .backgroundColor)?.escaped == "\\e]11;rgb:ffff/ffff/ffff\\e\\\\")
        #expect(found.answer(to: .synchronizedOutput)?.bytes == Array("\u{1B}[?2026;2$y".utf8))
        #expect(found.answer(to: .version)?.escaped == "\\eP>|kitty(0.26.5)\\e\\\\")
        #expect(found.answer(to: .deviceAttributes)?.escaped == "\\e[?62;c")
        #expect(found.appearance == Decided(.light, because: .answer(.backgroundColor)))
        #expect(found.synchronizedOutput == Decided(true, because: .answer(.synchronizedOutput)))
        #expect(found.hyperlinks == Decided(true, because: .answer(.version)))
        #expect(found.styledUnderlines == Decided(true, because: .answer(.version)))
        #expect(found.keyboard == Decided(.kittyProtocol(.disambiguatesEscapeCodes), because: .answer(.kittyKeyboard)))
        #expect(
            found.colorDepth == Decided(.ansi256, because: .terminfo(type: "xterm-256color", capability: "colors#256")))
        #expect(found.capabilities == TerminalCapabilities(replies: found.answers.map(\.reply)))
    }

    @Test("xterm's answers: modifyOtherKeys from its XTVERSION, no synchronized output (2026 unknown)")
    func xterm() {
        let found = report(type: "xterm", paletteSize: 8, answering: TerminalProbeTests.xterm)
        #expect(found.answer(to: .kittyKeyboard) == nil)
        #expect(found.keyboard == Decided(.modifyOtherKeys, because: .answer(.version)))
        #expect(found.synchronizedOutput == Decided(false, because: .answer(.synchronizedOutput)))
        #expect(found.hyperlinks == Decided(false, because: .answer(.version)))
        #expect(found.appearance == Decided(.dark, because: .answer(.backgroundColor)))
        #expect(found.colorDepth == Decided(.ansi8, because: .terminfo(type: "xterm", capability: "colors#8")))
    }

    @Test("A terminal that answers nothing: an unknown background and legacy keys, each for want of an answer")
    func noAnswer() {
        let found = report()
        #expect(found.asked && found.answers.isEmpty)
        let unknown = "no answer to OSC 11 and no COLORFGBG: a theme that reads on light and dark"
        #expect(found.appearance == Decided(.unknown, because: .assumption(unknown)))
        #expect(found.keyboard == Decided(.legacy, because: .noAnswer(.kittyKeyboard)))
        #expect(found.synchronizedOutput == Decided(false, because: .noAnswer(.synchronizedOutput)))
        #expect(found.styledUnderlines == Decided(false, because: .noAnswer(.version)))
        let text = found.description
        #expect(text.contains("kitty keyboard flags  CSI ? u         no answer"))
        #expect(text.contains("theme                 unknown         " + unknown))
    }

    @Test("COLORFGBG: nothing asked, the theme from it; NO_COLOR: monochrome and dark, whatever it says")
    func environment() {
        let light = report(environment: ["COLORFGBG": "0;15"])
        #expect(!light.asked && light.unaskedBecause == .environment(name: "COLORFGBG", value: "0;15"))
        #expect(light.appearance == Decided(.light, because: .environment(name: "COLORFGBG", value: "0;15")))
        #expect(light.description.contains("Asked nothing at start-up, because of COLORFGBG=0;15."))
        let noColor = report(environment: ["NO_COLOR": "1", "COLORFGBG": "0;15"])
        #expect(noColor.colorDepth == Decided(.monochrome, because: .environment(name: "NO_COLOR", value: "1")))
        #expect(noColor.appearance == Decided(.dark, because: .environment(name: "NO_COLOR", value: "1")))
        // A value not in COLORFGBG's form says nothing: the terminal is asked.
        #expect(report(environment: ["COLORFGBG": "default"]).asked)
    }

    @Test("The terminal type: kitty's draws every feature, with no answer needed")
    func terminalType() {
        let found = report(type: "xterm-kitty")
        for decided in [found.synchronizedOutput, found.hyperlinks, found.styledUnderlines] {
            #expect(decided == Decided(true, because: .terminalType("xterm-kitty")))
        }
        #expect(found.outputFeatures == [.synchronizedOutput, .hyperlinks, .styledUnderlines])
        let vte = report(environment: ["VTE_VERSION": "7200"])
        #expect(vte.hyperlinks == Decided(true, because: .environment(name: "VTE_VERSION", value: "7200")))
    }

    @Test("The program's own choices win over every answer, and say so")
    func requests() {
        let requests = TerminalReport.Requests(appearance: .dark, outputFeatures: [.hyperlinks], keyboard: [])
        let found = report(answering: TerminalProbeTests.kitty, requests: requests)
        #expect(found.appearance == Decided(.dark, because: .option("appearance")))
        #expect(found.synchronizedOutput == Decided(false, because: .option("outputFeatures")))
        #expect(found.hyperlinks == Decided(true, because: .option("outputFeatures")))
        #expect(found.keyboard == Decided(.legacy, because: .option("keyboard")))
    }

    @Test("Keys typed between the answers stay out of the answers' bytes")
    func keysBetweenAnswers() {
        let found = answers(Array("\u{1B}[?0uab".utf8) + Array("\u{1B}[?62;c".utf8))
        #expect(found.map(\.bytes) == [Array("\u{1B}[?0u".utf8), Array("\u{1B}[?62;c".utf8)])
    }

    @Test("Bytes as text: ESC as \\e, backslash doubled, other control bytes in hex")
    func escaping() {
        #expect(TerminalReport.escape([0x1B, 0x5B, 0x5C, 0x07, 0xC3]) == "\\e[\\\\\\x07\\xC3")
    }
}
