import Testing
import WeavyTesting

@testable import WeavyKit

@Suite("Light or dark: what the terminal says")
struct AppearanceTests {
    @Test("COLORFGBG: the last field is the background")
    func colorFGBG() {
        #expect(Appearance.fromColorFGBG("15;0") == .dark)
        #expect(Appearance.fromColorFGBG("0;15") == .light)
        #expect(Appearance.fromColorFGBG("0;default;15") == .light)
        #expect(Appearance.fromColorFGBG("12;7") == .light)
        #expect(Appearance.fromColorFGBG("7;8") == .dark)
        #expect(Appearance.fromColorFGBG("0;231") == .light && Appearance.fromColorFGBG("15;235") == .dark)
        #expect(Appearance.fromColorFGBG("default") == nil && Appearance.fromColorFGBG(nil) == nil)
        #expect(Appearance.fromColorFGBG("0;999") == nil && Appearance.fromColorFGBG("") == nil)
    }

    @Test("Answers to the background query are told apart from keys typed meanwhile")
    func parsingAnswers() throws {
        /// The appearance the answer in `text` says, and the keys the rest types.
        func read(_ text: String) throws -> (Appearance?, [Key]) {
            var probe = TerminalProbe()
            probe.read(Array(text.utf8))
            let terminal = try Terminal.headless(size: Size(columns: 10, rows: 2))
            defer { terminal.close() }
            return (probe.capabilities.backgroundAppearance, terminal.feed(Array(text.utf8)) + terminal.flushInput())
        }
        let light = try read("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(light.0 == .light && light.1.isEmpty)
        let dark = try read("j\u{1B}]11;rgb:1e/1e/2e\u{07}k\u{1B}[?1;2cq")
        #expect(dark.0 == .dark)
        #expect(dark.1 == ["j", "k", "q"])
        let unsupported = try read("\u{1B}[?64;1;2;6c")
        #expect(unsupported.0 == nil && unsupported.1.isEmpty)
        let garbled = try read("\u{1B}]11;cmy:1/2/3\u{07}")
        #expect(garbled.0 == nil && garbled.1.isEmpty)
    }

    @Test("A window's theme follows its terminal's appearance unless forced")
    @MainActor
    func windowTheme() throws {
        let terminal = try Terminal.headless(size: Size(columns: 20, rows: 5), appearance: .light)
        let window = Window(content: Component())
        window.attach(to: terminal)
        #expect(window.effectiveTheme.appearance == .light)
        window.appearance = .dark
        #expect(window.effectiveTheme.appearance == .dark)
        window.close()
    }

    @Test("An unknown background gets the theme in the terminal's own colors, at every depth")
    @MainActor
    func unknownBackgroundTheme() throws {
        for depth in [ColorDepth.ansi8, .ansi16, .ansi256, .trueColor] {
            let terminal = try Terminal.headless(
                size: Size(columns: 20, rows: 5), colorDepth: depth, appearance: .unknown)
            let window = Window(content: Component())
            window.attach(to: terminal)
            let theme = window.effectiveTheme
            #expect(theme.appearance == .unknown && theme.depth == .monochrome, "\(depth)")
            #expect(theme.heading == Theme.monochrome.heading && theme.selection.attributes == .reverse, "\(depth)")
            window.appearance = .light
            let forced = window.effectiveTheme
            #expect(forced.appearance == .light && forced.depth != .monochrome, "\(depth)")
            window.close()
            terminal.close()
        }
    }
}

@Suite("The background query in a real terminal")
struct BackgroundQueryPseudoTerminalTests {
    /// Starts the probe with no COLORFGBG, answers its query as `reply` says (nothing
    /// for `nil`) and returns the bytes it then drew.
    private func draw(answering reply: String?) throws -> (output: String, answeredQuery: Bool) {
        let process = try TerminalProcess(
            executable: PseudoTerminalTests.probePath, environment: ["COLORFGBG": ""],
            size: Size(columns: 60, rows: 16))
        let asked = try process.waitForOutput(containing: "\u{1B}]11;?")
        if let reply { process.type(reply) }
        let drawn = try process.waitForOutput(containing: "Item 12", after: asked)
        process.waitForQuiet(0.1)
        process.type("q")
        _ = try process.waitForExit()
        return (String(decoding: process.output[asked..<drawn], as: UTF8.self), reply != nil)
    }

    /// One that does not say its background gets the theme that reads on light and dark:
    /// the terminal's own colors (no palette color at all), the title bar bold and
    /// underlined.
    @Test("A terminal that answers light gets the light theme; one that knows no OSC 11, or says nothing, one for both")
    func answers() throws {
        let light = try draw(answering: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(light.output.contains("48;5;252"), "the light title bar")
        let unsupported = try draw(answering: "\u{1B}[?62;22c")
        let silent = try draw(answering: nil)
        for (drawn, name) in [(unsupported, "no OSC 11"), (silent, "no answer, after the wait")] {
            #expect(drawn.output.contains("\u{1B}[0;1;4m Probe"), "the bold underlined title bar, \(name)")
            #expect(!drawn.output.contains("8;5;"), "no palette color, \(name)")
        }
    }
}
