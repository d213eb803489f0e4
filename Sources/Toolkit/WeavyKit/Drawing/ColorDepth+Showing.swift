extension ColorDepth {
    /// `style` as a terminal of this depth shows it: no colors in monochrome, and each
    /// color the depth lacks replaced by its nearest, as the color form of this method picks it.
    public func showing(_ style: Style) -> Style {
        guard self != .monochrome else { return Style(attributes: style.attributes) }
        guard self != .trueColor else { return style }
        var shown = style
        shown.foreground = showing(style.foreground)
        shown.background = showing(style.background)
        return shown
    }

    /// `color` as a terminal of this depth shows it: itself when the depth has it, else
    /// the nearest color it has, by perceptual distance (``PaletteMatching``): a 24-bit
    /// color becomes the nearest of the 6×6×6 cube and grey ramp (palette 16–255, which
    /// terminals leave as xterm sets them) at 256 colors, of palette 0–15 at 16 and of
    /// the basic 8 at 8; a palette color past the depth's palette is matched the same
    /// way from its xterm value. Monochrome shows only the terminal's default.
    public func showing(_ color: Color) -> Color {
        switch (self, color) {
        case (.monochrome, _): return .standard
        case (_, .standard), (.trueColor, _): return color
        case (_, .ansi(let index)), (_, .palette(let index)):
            guard index >= paletteSize, (0..<256).contains(index) else {
                return index < 0 || index >= 256 ? .standard : color
            }
            return Self.color(index: PaletteMatching.nearest(toIndex: index, within: paletteSize))
        case (_, .rgb(let red, let green, let blue)):
            let candidates = self == .ansi256 ? 16..<256 : 0..<paletteSize
            return Self.color(index: PaletteMatching.nearest(to: (red, green, blue), among: candidates))
        }
    }

    /// The color a palette index names: ANSI for 0–7, the palette beyond.
    private static func color(index: Int) -> Color {
        index < 8 ? .ansi(index) : .palette(index)
    }
}
