import Testing
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyKit
@testable import WeavyNcurses

/// Which terminfo entry the live terminal starts curses on for 24-bit color, how a
/// direct-color entry numbers colors, and how the start-up report decides the depth.
@Suite("24-bit color on ncurses: the direct-color entry, its color numbers, the depth decided")
struct CursesColorEntryTests {
    private let setaf = Array("\u{1B}[%?%p1%{8}%<%t3%p1%d%e38;5;%p1%d%;m".utf8)

    private func entry(_ name: String, flags: [String: Bool] = [:], colors: Int) -> Terminfo {
        Terminfo(
            names: [name], flags: flags, numbers: ["colors": colors],
            strings: ["setaf": setaf, "cup": Array("\u{1B}[%i%p1%d;%p2%dH".utf8)])
    }

    @Test("The direct entries looked for: TERM-direct, without its palette's size, kitty's, xterm's")
    func candidates() {
        #expect(CursesColorEntry.directCandidates(for: "xterm-256color") == ["xterm-256color-direct", "xterm-direct"])
        #expect(
            CursesColorEntry.directCandidates(for: "xterm-kitty") == [
                "xterm-kitty-direct", "kitty-direct", "xterm-direct",
            ])
        #expect(CursesColorEntry.directCandidates(for: "tmux-256color") == ["tmux-256color-direct", "tmux-direct"])
        #expect(CursesColorEntry.directCandidates(for: "alacritty") == ["alacritty-direct"])
        #expect(!CursesColorEntry.directCandidates(for: "screen-256color").contains("xterm-direct"))
    }

    @Test("24-bit color starts curses on a direct entry when one exists, else the palette, saying why")
    func choice() {
        let asked = Decided(ColorDepth.trueColor, because: .environment(name: "COLORTERM", value: "truecolor"))
        let entries = [
            "xterm-256color": entry("xterm-256color", colors: 256),
            "xterm-direct": entry("xterm-direct", flags: ["RGB": true], colors: 0x100_0000),
            "screen-256color": entry("screen-256color", colors: 256),
        ]
        let xterm = CursesColorEntry.choose(type: "xterm-256color", paletteSize: 256, depth: asked) { entries[$0] }
        #expect(xterm == CursesColorEntry(type: "xterm-direct", colorDepth: asked))
        let direct = CursesColorEntry.choose(type: "xterm-direct", paletteSize: 0x100_0000, depth: asked) {
            entries[$0]
        }
        #expect(direct.type == "xterm-direct")
        let screen = CursesColorEntry.choose(type: "screen-256color", paletteSize: 256, depth: asked) { entries[$0] }
        #expect(screen.type == "screen-256color")
        #expect(screen.colorDepth.value == .ansi256)
        #expect("\(screen.colorDepth.reason)".contains("no direct-color entry for screen-256color"))
        #expect("\(screen.colorDepth.reason)".contains("COLORTERM=truecolor"))
        // Not 24-bit color: the terminal's own entry, whatever exists.
        let plain = Decided(ColorDepth.ansi256, because: .terminfo(type: "xterm-256color", capability: "colors#256"))
        #expect(
            CursesColorEntry.choose(type: "xterm-256color", paletteSize: 256, depth: plain) { entries[$0] }
                == CursesColorEntry(type: "xterm-256color", colorDepth: plain))
        // An entry with many colors but no RGB capability is not direct for ncurses.
        #expect(!CursesColorEntry.isDirect(entry("odd", colors: 0x100_0000)))
    }

    @Test("This machine's xterm-direct is direct (ncurses-term, which the build scripts install)")
    func installedEntry() throws {
        let found = try Terminfo.load(type: "xterm-direct")
        #expect(CursesColorEntry.isDirect(found))
        #expect(found.number("CO") == 8)
    }

    @Test("Direct numbers: RGB as 0xRRGGBB, colors below CO as themselves, other palette colors as xterm's RGB")
    func directNumbers() {
        let numbers = DirectColorNumbers(paletteColors: 8)
        #expect(numbers.number(of: .standard) == -1)
        #expect(numbers.number(of: .ansi(3)) == 3)
        #expect(numbers.number(of: .rgb(0x1E, 0x66, 0xF5)) == 0x1E66F5)
        // Palette 196 is xterm's #ff0000, and 244 its grey #808080.
        #expect(numbers.number(of: .palette(196)) == 0xFF0000)
        #expect(numbers.number(of: .palette(244)) == 0x808080)
        // Black and a near-black blue would name palette colors: green 1 moves them out.
        #expect(numbers.number(of: .rgb(0, 0, 0)) == 0x000100)
        #expect(numbers.number(of: .rgb(0, 0, 7)) == 0x000107)
        #expect(numbers.number(of: .rgb(0, 0, 8)) == 0x000008)
        #expect(numbers.colorNumber(of: 3) == 3)
        #expect(numbers.colorNumber(of: -1) == -1)
        #expect(numbers.colorNumber(of: 0x1E66F5) == Color.rgb(0x1E, 0x66, 0xF5).number)
        let wide = DirectColorNumbers(paletteColors: 256)
        #expect(wide.number(of: .palette(196)) == 196)
        #expect(wide.number(of: .rgb(0, 0, 0xFF)) == 0x0001FF)
    }

    @Test("The report: 24-bit color for COLORTERM, RGB and Tc; NO_COLOR first; a palette otherwise")
    func reportDepth() {
        func depth(_ environment: [String: String], _ entry: Terminfo? = nil, palette: Int = 256) -> Decided<ColorDepth>
        {
            TerminalReport.colorDepth(
                type: "test", environment: environment, paletteSize: palette, terminfo: entry)
        }
        #expect(
            depth(["COLORTERM": "truecolor"])
                == Decided(.trueColor, because: .environment(name: "COLORTERM", value: "truecolor")))
        #expect(depth(["COLORTERM": "24bit"]).value == .trueColor)
        #expect(depth(["COLORTERM": "yes"]).value == .ansi256)
        #expect(
            depth([:], entry("test", flags: ["Tc": true], colors: 256)).reason
                == .terminfo(type: "test", capability: "Tc"))
        #expect(depth([:], entry("test", flags: ["RGB": true], colors: 256)).value == .trueColor)
        #expect(depth(["COLORTERM": "truecolor", "NO_COLOR": "1"]).value == .monochrome)
        #expect(depth(["COLORTERM": "truecolor"], palette: 0).value == .monochrome, "a terminal without colors")
        #expect(depth([:], entry("test", colors: 256)).value == .ansi256)
    }
}

/// A frame of every pair of the 8 colors and the default as text on background (80,
/// with the default on default), `shown` of them.
final class ColorCombinations: Component {
    static let colors: [Color] = [.standard] + (0..<8).map { Color.ansi($0) }
    var shown: Range<Int> = 0..<0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(in canvas: Canvas) {
        for (offset, index) in shown.enumerated() {
            let style = Style(foreground: Self.colors[index / 9], background: Self.colors[index % 9])
            _ = canvas.text("x", at: Point(column: offset % 20, row: offset / 20), style: style)
        }
    }
}

/// The color pairs never run out silently: an 8-color xterm has 64 (63 to make), fewer
/// than the 80 combinations of its colors.
@MainActor
@Suite("Color pairs: started over when all are made, every window copied again")
struct ColorPairReuseTests {
    @Test(
        "Frames whose colors together need more pairs than the terminal has stay exact; one that alone needs more recovers"
    )
    func pairsStartOver() throws {
        let content = ColorCombinations()
        let driver = try HeadlessDriver(
            size: Size(columns: 20, rows: 5), colorDepth: .ansi8, content: content, comparingWithCurses: true)
        defer { driver.close() }
        content.shown = 1..<50
        driver.render()
        // 30 new pairs on top of 49: past 63, so the pairs start over.
        content.shown = 30..<81
        driver.render()
        #expect(driver.terminal.framesComparedWithCurses >= 2)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
        // 80 at once: more than there are; drawn, and logged, with the rest in the default colors.
        content.shown = 1..<81
        driver.render()
        let problems = driver.terminal.fidelityProblems.count
        #expect(problems > 0, "80 combinations cannot all show in 63 pairs")
        content.shown = 10..<60
        driver.render()
        #expect(driver.terminal.fidelityProblems.count == problems, "the next frame is exact again")
    }
}
