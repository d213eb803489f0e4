import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Every screen of the demo is readable on the terminal its theme was chosen for: text
/// at least 4.5:1 against its background, secondary text at least 3:1 (WCAG), light and
/// dark, 256 and 8 colors. Content dimmed under a modal is exempt.
@MainActor
@Suite("Contrast: every demo screen reads on light and dark terminals")
struct ContrastTests {
    static let walk = DemoFidelityTests.walk.map(\.keys)

    @Test(
        "Text 4.5:1, secondary text 3:1, on every screen",
        arguments: [Appearance.light, .dark], [ColorDepth.ansi256, .ansi8])
    func everyScreenReads(appearance: Appearance, depth: ColorDepth) throws {
        let onboarding = try DemoHarness(apiKey: nil, appearance: appearance, depth: depth)
        check(onboarding, appearance: appearance, after: "the Api Key screen")
        try onboarding.send("<enter>")
        check(onboarding, appearance: appearance, after: "the Api Key screen's error")
        onboarding.close()

        let harness = try DemoHarness(appearance: appearance, depth: depth)
        defer { harness.close() }
        for keys in Self.walk {
            try harness.send(keys)
            check(harness, appearance: appearance, after: keys)
        }
    }

    @Test(
        "The settings form's messages, the help scrolled to its end, a person at 200×60 read too",
        arguments: [Appearance.light, .dark], [ColorDepth.ansi256, .ansi8])
    func formsAndDocumentsRead(appearance: Appearance, depth: ColorDepth) throws {
        let harness = try DemoHarness(appearance: appearance, depth: depth)
        defer { harness.close() }
        for keys in ["s<tab><c-u><enter>", "key<enter>", "<esc>?G"] {
            try harness.send(keys)
            check(harness, appearance: appearance, after: keys)
        }
        let wide = try DemoHarness(
            link: .showCast(movieID: avatar, personID: samWorthington), size: Size(columns: 200, rows: 60),
            appearance: appearance, depth: depth)
        defer { wide.close() }
        check(wide, appearance: appearance, after: "a person at 200×60")
    }

    /// A filter's matches are bold on the selected row as elsewhere: in the 8-color dark
    /// theme that made the selected row's black text bold, which xterm shows grey on
    /// the green bar (1.9:1, seen in real xterm by scripts/check-real-contrast.sh).
    @Test(
        "A filter being typed: its matches read, on the selected row too",
        arguments: [Appearance.light, .dark], [ColorDepth.ansi256, .ansi8])
    func filterMatchesRead(appearance: Appearance, depth: ColorDepth) throws {
        let harness = try DemoHarness(appearance: appearance, depth: depth)
        defer { harness.close() }
        for keys in ["/mat", "<bs><bs>"] {
            try harness.send(keys)
            check(harness, appearance: appearance, after: keys)
        }
    }

    /// tmux 3.3a answers no OSC 11 and sets no COLORFGBG: the theme chosen then must read
    /// on a white terminal and on a black one, screen by screen (the dark theme measured
    /// 1.23:1 on white there).
    @Test("A background nothing told: every screen reads on white and on black")
    func unknownBackgroundReadsOnBoth() throws {
        try everyScreenReads(appearance: .unknown, depth: .ansi256)
        try formsAndDocumentsRead(appearance: .unknown, depth: .ansi256)
        try filterMatchesRead(appearance: .unknown, depth: .ansi256)
    }

    /// The check of an unknown background measures on both: the dark theme's screen fails
    /// it, on white only.
    @Test("The dark theme fails the check of an unknown background, on white")
    func darkThemeFailsOnWhite() throws {
        let harness = try DemoHarness(appearance: .dark, depth: .ansi256)
        defer { harness.close() }
        let problems = ContrastCheck(appearance: .unknown).problems(in: harness.driver.snapshot)
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.background == .light }, "\(problems.prefix(4))")
        #expect(ContrastCheck(appearance: .dark).problems(in: harness.driver.snapshot).isEmpty)
    }

    private func check(_ harness: DemoHarness, appearance: Appearance, after keys: String) {
        let window = harness.driver.window
        let theme = window.effectiveTheme
        let secondary = Set(
            [theme.secondaryText, theme.placeholder, theme.disabled, theme.scrollIndicator].map(Snapshot.CellStyle.init)
        )
        // Under a modal, everything but the top modal is dimmed on purpose.
        let top = window.modals.last?.parent?.frame
        let problems = ContrastCheck(appearance: appearance).problems(
            in: harness.driver.snapshot, required: { secondary.contains($0) ? 3 : 4.5 },
            exempt: { point in top.map { !$0.contains(point) } ?? false })
        let listed = problems.prefix(8).map(\.description).joined(separator: "\n")
        #expect(problems.isEmpty, "\(appearance), \(theme.depth), after \(keys):\n\(listed)")
    }
}
