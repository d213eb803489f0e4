import WeavyKit

/// A color as a picture shows it: red, green and blue from 0 to 255.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…255.
    public var red: UInt8
    /// The green component, 0…255.
    public var green: UInt8
    /// The blue component, 0…255.
    public var blue: UInt8

    /// Creates a color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The color halfway between this one and `other` (each component rounded down).
    public func halfway(to other: RGBColor) -> RGBColor {
        func middle(_ one: UInt8, _ two: UInt8) -> UInt8 { UInt8((Int(one) + Int(two)) / 2) }
        return RGBColor(red: middle(red, other.red), green: middle(green, other.green), blue: middle(blue, other.blue))
    }

    /// `#rrggbb`, lowercase, as SVG and CSS write it.
    public var description: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 0xF)])
        }
        return text
    }
}

/// The colors a terminal shows for color numbers: the terminal's default foreground
/// and background, and its 256-color palette.
///
/// ``xterm(_:)`` is xterm's own: the 16 basic colors of its resources, the 6×6×6 cube
/// and the 24 greys. ``colors(of:)`` resolves a cell's style the way the picture draws
/// it (reverse swaps the two colors, dim takes the text halfway to the background).
public struct TerminalPalette: Hashable, Sendable {
    /// The color of text in the terminal's default color (number -1).
    public var defaultForeground: RGBColor
    /// The color behind text in the terminal's default color (number -1).
    public var defaultBackground: RGBColor
    /// The 256 palette colors, by number.
    public var colors: [RGBColor]

    /// Creates a palette; `colors` should hold 256 colors (a missing number shows the
    /// default color).
    public init(defaultForeground: RGBColor, defaultBackground: RGBColor, colors: [RGBColor]) {
        self.defaultForeground = defaultForeground
        self.defaultBackground = defaultBackground
        self.colors = colors
    }

    /// xterm's default palette, with default colors for `appearance`: black on white for
    /// `.light` (xterm's own), xterm's color 7 on black for `.dark` and `.unknown`.
    public static func xterm(_ appearance: Appearance) -> TerminalPalette {
        switch appearance {
        case .light:
            TerminalPalette(
                defaultForeground: RGBColor(hex: 0x000000), defaultBackground: RGBColor(hex: 0xFFFFFF),
                colors: xtermColors)
        case .dark, .unknown:
            TerminalPalette(
                defaultForeground: RGBColor(hex: 0xE5E5E5), defaultBackground: RGBColor(hex: 0x000000),
                colors: xtermColors)
        }
    }

    /// xterm's 256 colors: 16 basic ones, a 6×6×6 cube, 24 greys.
    public static let xtermColors: [RGBColor] = (0..<256).map { index in
        let (red, green, blue) = PaletteMatching.xterm(index)
        return RGBColor(red: red, green: green, blue: blue)
    }

    /// The color a cell's color number shows: a 24-bit color (from
    /// `Color.rgbNumberBase` on) as it is, a palette number from the palette, `fallback`
    /// for the terminal's default (-1) or a number the palette does not have. Every color
    /// a picture draws comes from here.
    public func color(number: Int, fallback: RGBColor) -> RGBColor {
        if case .rgb(let red, let green, let blue) = Color(number: number) {
            return RGBColor(red: red, green: green, blue: blue)
        }
        return colors.indices.contains(number) ? colors[number] : fallback
    }

    /// The text and background colors a cell in `style` shows: the numbers resolved,
    /// reverse swapping them, dim taking the text halfway to the background.
    public func colors(of style: Snapshot.CellStyle) -> (foreground: RGBColor, background: RGBColor) {
        var foreground = color(number: style.foreground, fallback: defaultForeground)
        var background = color(number: style.background, fallback: defaultBackground)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) { foreground = foreground.halfway(to: background) }
        return (foreground, background)
    }
}
