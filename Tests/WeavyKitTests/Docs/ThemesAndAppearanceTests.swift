import Testing
import Weavy
import WeavyKit
import WeavyTesting

// The code of ThemesAndAppearance.md: each `docs:begin ThemesAndAppearance <n>` region is
// the article's n-th Swift block, verbatim (DocsCodeTests checks it); the tests below run
// it and measure the contrast it promises.

// docs:begin ThemesAndAppearance 1
/// The standard theme for the terminal, with a warmer accent where 256 colors allow it.
@MainActor
func applyWarmTheme(to window: Window, on terminal: Terminal) {
    var theme = Theme.standard(for: terminal.colorDepth, appearance: terminal.appearance)
    if terminal.colorDepth == .ansi256 {
        let orange = terminal.appearance == .dark ? 215 : 130
        theme.accent = Style(foreground: .palette(orange), attributes: .bold)
    }
    window.theme = theme
}
// docs:end

// docs:begin ThemesAndAppearance 2
/// The standard theme with the brand's blue for headings, light or dark to suit the
/// background.
@MainActor
func applyBrandTheme(to window: Window, on terminal: Terminal) {
    var theme = Theme.standard(for: terminal.colorDepth, appearance: terminal.appearance)
    let brand = Color(hex: terminal.appearance == .dark ? "#7ab8ff" : "#1e4fbf") ?? .blue
    theme.heading = Style(foreground: brand, attributes: .bold)
    window.theme = theme
}
// docs:end

// docs:begin ThemesAndAppearance 3
/// A misspelled word, marked as a spell checker marks it, and a link to the fix.
final class SpellingNote: Component {
    override func draw(in canvas: Canvas) {
        let misspelled = Style.plain.underlined(.curly, color: .red)
        canvas.text("teh", at: Point(column: 0, row: 0), style: misspelled)
        let fix = Link("https://example.org/spelling/the")
        canvas.text("See the fix", at: Point(column: 4, row: 0), style: canvas.theme.accent, link: fix)
    }
}
// docs:end

/// Text in the accent style, on the window's background.
@MainActor
private final class AccentScreen: Component {
    override func draw(in canvas: Canvas) {
        canvas.text("Accented words", at: Point(column: 1, row: 1), style: canvas.theme.accent)
        canvas.text("A heading", at: Point(column: 1, row: 2), style: canvas.theme.heading)
    }
}

@MainActor
@Suite("Themes and appearance, as the article shows them")
struct ThemesAndAppearanceTests {
    @Test(
        "The warm accent is readable on both backgrounds, at every depth",
        arguments: [Appearance.dark, .light], [ColorDepth.trueColor, .ansi256, .ansi16, .ansi8, .monochrome])
    func warmAccentContrast(appearance: Appearance, depth: ColorDepth) throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 5), colorDepth: depth, appearance: appearance, content: AccentScreen())
        defer { driver.close() }
        applyWarmTheme(to: driver.window, on: driver.terminal)
        driver.render()

        let standard = Theme.standard(for: depth, appearance: appearance)
        let accent = driver.window.effectiveTheme.accent
        let expected = depth == .ansi256 ? .palette(appearance == .dark ? 215 : 130) : standard.accent.foreground
        #expect(accent.foreground == expected)
        #expect(driver.text.contains("Accented words"))
        let problems = ContrastCheck(appearance: appearance).problems(in: driver.snapshot)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "The brand blue is exact at 24-bit color, its nearest elsewhere, and readable everywhere",
        arguments: [Appearance.dark, .light], [ColorDepth.trueColor, .ansi256, .ansi16, .ansi8, .monochrome])
    func brandHeading(appearance: Appearance, depth: ColorDepth) throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 5), colorDepth: depth, appearance: appearance, content: AccentScreen())
        defer { driver.close() }
        applyBrandTheme(to: driver.window, on: driver.terminal)
        driver.render()

        let brand = try #require(Color(hex: appearance == .dark ? "#7ab8ff" : "#1e4fbf"))
        let shown = try #require(driver.snapshot.style(at: Point(column: 1, row: 2)))
        #expect(shown.foreground == depth.showing(brand).number)
        #expect((shown.foreground >= Color.rgbNumberBase) == (depth == .trueColor))
        let problems = ContrastCheck(appearance: appearance).problems(in: driver.snapshot)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("The spelling note: a curly red underline and a link, kept by the headless terminal")
    func spellingNote() throws {
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: SpellingNote())
        defer { driver.close() }
        let style = try #require(driver.snapshot.style(at: Point(column: 0, row: 0)))
        #expect(style.underlineStyle == .curly && style.underlineColor == Color.red.number)
        #expect(driver.snapshot.rows[0][4].link == Link("https://example.org/spelling/the"))
        #expect(driver.snapshot.rows[0][3].link == nil)
    }
}
