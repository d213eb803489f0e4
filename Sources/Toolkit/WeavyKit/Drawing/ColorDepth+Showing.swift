extension ColorDepth {
    /// `style` as a terminal of this depth shows it: no colors in monochrome, and each
    /// color the depth lacks replaced by its nearest, as the color form of this method picks it.
    public func showing(_ style: Style) -> Style {
        switch self {
        case .trueColor: return style
        case .monochrome: return Style(attributes: style.attributes, underlineStyle: style.underlineStyle)
        case .ansi8, .ansi16, .ansi256:
            // The common case first, as cheaply as it can be told: every color in the palette.
            if isInPalette(style.foreground) && isInPalette(style.background) && isInPalette(style.underlineColor) {
                return style
            }
            var shown = style
            shown.foreground = showing(style.foreground)
            shown.background = showing(style.background)
            shown.underlineColor = showing(style.underlineColor)
            return shown
        }
    }

    /// Whether `color` is the default or a palette color this depth has.
    @inline(__always)
    private func isInPalette(_ color: Color) -> Bool {
        switch color {
        case .standard: true
        case .ansi(let index), .palette(let index): index >= 0 && index < paletteSize
        case .rgb: false
        }
    }

    /// `color` as a terminal of this depth shows it: itself when the depth has it, else
    /// the nearest color it has, by perceptual distance (in OKLab): a 24-bit
    /// color becomes the nearest of the 6×6×6 cube and grey ramp (palette 16–255, which
    /// terminals leave as xterm sets them) at 256 colors, of palette 0–15 at 16 and of
    /// the basic 8 at 8; a palette color past the depth's palette is matched the same
    /// way from its xterm value. Monochrome shows only the terminal's default.
    public func showing(_ color: Color) -> Color {
        guard self != .monochrome else { return .standard }
        switch color {
        case .standard: return color
        case .ansi(let index), .palette(let index):
            if index >= 0 && index < paletteSize { return color }
            // Past every palette: nothing to match it with.
            guard index >= 0 && index < 256 else { return self == .trueColor ? color : .standard }
            return Self.color(index: PaletteMatching.nearest(toIndex: index, within: paletteSize))
        case .rgb(let red, let green, let blue):
            if self == .trueColor { return color }
            let candidates = self == .ansi256 ? 16..<256 : 0..<paletteSize
            return Self.color(index: PaletteMatching.nearest(to: (red, green, blue), among: candidates))
        }
    }

    /// The color a palette index names: ANSI for 0–7, the palette beyond.
    private static func color(index: Int) -> Color {
        index < 8 ? .ansi(index) : .palette(index)
    }
}
