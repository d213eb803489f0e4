import Glibc
import WeavyKit

/// Measures how readable a screen is: the WCAG contrast ratio of every character against
/// the background it is drawn on, with 24-bit colors as they are, palette colors as
/// xterm's 256-color palette has them, and the terminal's own default colors for the
/// appearance it has (black on white for a light terminal, light grey on black for a
/// dark one, both for an `Appearance.unknown` one: its theme must read on either).
///
/// ```swift
/// let problems = ContrastCheck(appearance: .light).problems(in: driver.snapshot)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// WCAG asks 4.5:1 for text and 3:1 for large or secondary text. Reverse video swaps
/// the colors; bold text in one of the eight base colors shows in its bright variant
/// (bold black is grey), as in xterm; dim text is taken as halfway between its color
/// and the background (what xterm draws); spaces are not text.
public struct ContrastCheck: Sendable {
    /// A color as red, green and blue from 0 to 255.
    public struct RGB: Hashable, Sendable, CustomStringConvertible {
        /// The red channel, 0 to 255.
        public var red: Int
        /// The green channel, 0 to 255.
        public var green: Int
        /// The blue channel, 0 to 255.
        public var blue: Int

        /// Creates a color from its channels, each from 0 to 255.
        public init(red: Int, green: Int, blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The relative luminance WCAG defines, from 0 (black) to 1 (white).
        public var luminance: Double {
            func channel(_ value: Int) -> Double {
                let linear = Double(value) / 255
                return linear <= 0.03928 ? linear / 12.92 : pow((linear + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
        }

        /// The color as `rgb(r,g,b)`, for test failures.
        public var description: String { "rgb(\(red),\(green),\(blue))" }
    }

    /// One character drawn with too little contrast.
    public struct Problem: Sendable, CustomStringConvertible {
        /// Where the character is on the screen.
        public let point: Point
        /// The character drawn there.
        public let character: String
        /// The style it is drawn in, as the terminal stores it.
        public let style: Snapshot.CellStyle
        /// The contrast ratio measured between its text and background colors, from 1 to 21.
        public let ratio: Double
        /// The ratio its style needs (4.5 for text unless the check was told otherwise).
        public let required: Double
        /// The terminal background it was measured on: light or dark.
        public let background: Appearance

        /// The character, where it is, its style, and its ratio against what it needs, as
        /// one line for a test failure.
        public var description: String {
            let shown = (ratio * 100).rounded() / 100
            return
                "\(character.debugDescription) at \(point.column),\(point.row) (\(style)): \(shown):1, needs \(required):1"
                + " on \(background)"
        }
    }

    /// The terminal's appearance: which default colors `-1` stands for (for
    /// `Appearance.unknown`, those of a light terminal and those of a dark one).
    public let appearance: Appearance

    /// Creates a check for a terminal of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The contrast ratio of two colors, from 1 (none) to 21 (black on white).
    public static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let (lighter, darker) = (max(first.luminance, second.luminance), min(first.luminance, second.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The characters of `snapshot` whose contrast is below what `required` asks for
    /// their style (4.5 by default), except at the points `exempt` names (content dimmed
    /// under a modal); for an `Appearance.unknown` terminal, those on a light
    /// background, then those on a dark one.
    public func problems(
        in snapshot: Snapshot, required: (Snapshot.CellStyle) -> Double = { _ in 4.5 },
        exempt: (Point) -> Bool = { _ in false }
    ) -> [Problem] {
        if appearance == .unknown {
            return [Appearance.light, .dark].flatMap { background in
                ContrastCheck(appearance: background).problems(in: snapshot, required: required, exempt: exempt)
            }
        }
        var problems: [Problem] = []
        for (row, cells) in snapshot.rows.enumerated() {
            var column = 0
            for cell in cells {
                defer { column += cell.width }
                let point = Point(column: column, row: row)
                guard cell.character.contains(where: { !$0.isWhitespace }), !exempt(point) else { continue }
                let (foreground, background) = colors(of: cell.style)
                let ratio = Self.ratio(foreground, background)
                let needed = required(cell.style)
                if ratio < needed {
                    problems.append(
                        Problem(
                            point: point, character: cell.character, style: cell.style, ratio: ratio, required: needed,
                            background: appearance))
                }
            }
        }
        return problems
    }

    /// The colors a terminal of this appearance shows a cell of `style` in: text, then
    /// background (for an `Appearance.unknown` one, a dark terminal's).
    public func colors(of style: Snapshot.CellStyle) -> (text: RGB, background: RGB) {
        // Bold text in one of the eight base colors is drawn in its bright variant, as xterm
        // and most terminals do by default: bold black shows grey.
        let shownForeground =
            style.attributes.contains(.bold) && (0...7).contains(style.foreground)
            ? style.foreground + 8 : style.foreground
        var foreground = shownForeground < 0 ? defaultForeground : Self.color(number: shownForeground)
        var background = style.background < 0 ? defaultBackground : Self.color(number: style.background)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) {
            foreground = RGB(
                red: (foreground.red + background.red) / 2, green: (foreground.green + background.green) / 2,
                blue: (foreground.blue + background.blue) / 2)
        }
        return (foreground, background)
    }

    private var defaultForeground: RGB { appearance == .light ? Self.palette(0) : Self.palette(7) }
    private var defaultBackground: RGB { appearance == .light ? Self.palette(15) : Self.palette(0) }

    /// The color a snapshot's color `number` (`Color.number`, not -1) shows:
    /// a 24-bit color as it is, a palette index as xterm draws it (``palette(_:)``).
    public static func color(number: Int) -> RGB {
        guard number >= Color.rgbNumberBase else { return palette(number) }
        let value = number - Color.rgbNumberBase
        return RGB(red: (value >> 16) & 0xFF, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }

    /// The colors a terminal of `appearance` shows `style` in (text, then background),
    /// measured as for the snapshot's cell style a terminal stores for it.
    public func colors(of style: Style) -> (text: RGB, background: RGB) {
        colors(of: Snapshot.CellStyle(style))
    }

    /// xterm's color for palette index `index` (0–255).
    public static func palette(_ index: Int) -> RGB {
        let (red, green, blue) = PaletteMatching.xterm(index)
        return RGB(red: Int(red), green: Int(green), blue: Int(blue))
    }
}
