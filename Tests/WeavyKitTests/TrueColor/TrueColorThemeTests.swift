import Testing
import WeavyTesting

@testable import WeavyKit

/// The standard true-color themes: chosen at 24-bit depth, every role readable, and
/// different enough from the 256-color themes for a user to see which one is on.
@Suite("24-bit color: the standard true-color themes")
struct TrueColorThemeTests {
    /// Every role of `theme`, by name, read from the theme itself so a new role is checked too.
    static func roles(of theme: Theme) -> [(name: String, style: Style)] {
        Mirror(reflecting: theme).children.compactMap { child in
            guard let name = child.label, let style = child.value as? Style else { return nil }
            return (name, style)
        }
    }

    @Test("At 24-bit color the standard themes are the true-color ones, dark and light")
    func chosenAtTrueColor() {
        #expect(Theme.standard(for: .trueColor, appearance: .dark).depth == .trueColor)
        #expect(Theme.standard(for: .trueColor, appearance: .dark).appearance == .dark)
        #expect(Theme.standard(for: .trueColor, appearance: .light).appearance == .light)
        #expect(Theme.standard(for: .ansi16, appearance: .light).depth == .ansi8)
        #expect(Self.roles(of: .trueColor).count >= 29)
    }

    @Test(
        "Every role's text has 4.5:1 against its own background, and text with none against the terminal's and a modal's",
        arguments: [Appearance.dark, .light])
    func everyRoleReadable(appearance: Appearance) {
        let theme = Theme.standard(for: .trueColor, appearance: appearance)
        let check = ContrastCheck(appearance: theme.appearance)
        for (name, style) in Self.roles(of: theme) where name != "shadow" {
            // The shadow draws no text: the content under it is dimmed, and exempt.
            var places = [style]
            if style.background == .standard { places.append(style.background(theme.modal.background)) }
            for place in places {
                let (text, background) = check.colors(of: place)
                let ratio = ContrastCheck.ratio(text, background)
                #expect(ratio >= 4.5, "\(theme.appearance) \(name) on \(place.background): \(ratio):1")
            }
        }
    }

    @Test("A user can tell them from the 256-color themes: bars and panels in shades the palette lacks")
    func differentFromThePalette() {
        for (trueColor, palette) in [(Theme.trueColor, Theme.ansi256), (.lightTrueColor, .lightAnsi256)] {
            let theirs = Dictionary(uniqueKeysWithValues: Self.roles(of: palette).map { ($0.name, $0.style) })
            var differing: [String] = []
            for (name, style) in Self.roles(of: trueColor) {
                guard case .rgb(let red, let green, let blue) = style.background, let other = theirs[name]?.background
                else { continue }
                let mine = OKLab((red, green, blue))
                let (otherRed, otherGreen, otherBlue) = PaletteMatching.xterm(other.number)
                if mine.squaredDistance(to: OKLab((otherRed, otherGreen, otherBlue))) >= 0.03 * 0.03 {
                    differing.append(name)
                }
                // Not a palette color spelled in RGB: a 256-color terminal could not show it.
                #expect(ColorDepth.ansi256.showing(style.background) != style.background, "\(name)")
            }
            #expect(differing.count >= 5, "\(trueColor.appearance): only \(differing) differ visibly")
        }
    }
}
