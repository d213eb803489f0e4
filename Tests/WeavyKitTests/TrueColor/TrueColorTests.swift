import Testing

@testable import WeavyKit

/// `Color.rgb`: spelled in hex, kept whole in a 32-byte cell, named readably in
/// snapshots, and down-sampled to each smaller palette by perceptual distance.
@Suite("24-bit color: RGB colors and their nearest palette colors")
struct TrueColorTests {
    @Test("Hex spellings: #rrggbb, rrggbb and #rgb; anything else is nil")
    func hexSpellings() {
        #expect(Color(hex: "#1e66f5") == .rgb(0x1E, 0x66, 0xF5))
        #expect(Color(hex: "1E66F5") == .rgb(0x1E, 0x66, 0xF5))
        #expect(Color(hex: "#16f") == .rgb(0x11, 0x66, 0xFF))
        // As Color.init(hex:)'s documentation writes it:
        let blue = Color(hex: "#1e66f5") ?? .blue
        #expect(blue == .rgb(0x1E, 0x66, 0xF5))
        for bad in ["", "#", "#1e66f", "#1e66f5a", "#gg0000", "1e 66f5", "+1e66f5", "#+1e66", "🎨"] {
            #expect(Color(hex: bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test("A cell keeps an RGB color whole, and still takes 32 bytes")
    func cellsKeepRGB() {
        #expect(MemoryLayout<Cell>.stride == 32)
        #expect(MemoryLayout<PackedStyle>.size == 9, "two colors of 32 bits and the attributes")
        for color in [Color.rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(0x1E, 0x66, 0xF5), .rgb(1, 2, 3)] {
            let style = Style(foreground: color, background: .rgb(9, 8, 7), attributes: .bold)
            let cell = Cell(character: "x", width: 1, style: style)
            #expect(cell.style == style)
            #expect(cell.style != Style(foreground: .palette(color.number & 0xFF), background: .rgb(9, 8, 7)))
        }
    }

    @Test("A snapshot names RGB colors #rrggbb, and its numbers come back as the colors")
    func snapshotNames() {
        let style = Snapshot.CellStyle(Style(foreground: .rgb(0x1E, 0x66, 0xF5), background: .rgb(0, 0, 7)))
        #expect(style.description == "fg=#1e66f5 bg=#000007")
        for color in [Color.standard, .ansi(3), .palette(200), .rgb(0, 0, 0), .rgb(0xAB, 0xCD, 0xEF)] {
            #expect(Color(number: color.number) == color)
        }
    }

    @Test("Each palette color's own RGB comes back as that palette color at its depth")
    func paletteColorsMatchThemselves() {
        for index in 16..<256 {
            let (red, green, blue) = PaletteMatching.xterm(index)
            #expect(ColorDepth.ansi256.showing(.rgb(red, green, blue)) == .palette(index), "\(index)")
        }
        for index in 0..<16 {
            let (red, green, blue) = PaletteMatching.xterm(index)
            #expect(ColorDepth.ansi16.showing(.rgb(red, green, blue)).number == index, "\(index)")
        }
    }

    @Test("Down-sampling: 256 uses the cube and the grey ramp, 16 and 8 the basic colors, monochrome none")
    func downSampling() {
        let red = Color.rgb(255, 0, 0)
        #expect(ColorDepth.trueColor.showing(red) == red)
        #expect(ColorDepth.ansi256.showing(red) == .palette(196))
        #expect(ColorDepth.ansi16.showing(red) == .palette(9))
        #expect(ColorDepth.ansi8.showing(red) == .ansi(1))
        #expect(ColorDepth.monochrome.showing(red) == .standard)
        // A mid grey goes to the grey ramp, never to palette 8 (a user's palette may move it).
        #expect(ColorDepth.ansi256.showing(.rgb(128, 128, 128)) == .palette(244))
        // A dark blue-grey background stays dark at every depth: black, not blue.
        #expect(ColorDepth.ansi8.showing(.rgb(0x26, 0x2A, 0x3B)) == .ansi(0))
        // Palette colors past a depth's palette become their nearest too.
        #expect(ColorDepth.ansi8.showing(.palette(9)) == .ansi(1))
        #expect(ColorDepth.ansi16.showing(.palette(196)) == .palette(9))
        #expect(ColorDepth.ansi8.showing(.palette(231)) == .ansi(7))
        #expect(ColorDepth.ansi256.showing(.palette(300)) == .standard)
    }

    @Test("Distance is perceptual: a dark saturated navy stays blue with 8 colors, where RGB distance picks black")
    func perceptualDistance() {
        // #102060 is 102 from black and 146 from xterm's blue in RGB, but its hue is what
        // the eye sees: OKLab puts it nearer blue.
        #expect(ColorDepth.ansi8.showing(.rgb(0x10, 0x20, 0x60)) == .blue)
        #expect(ColorDepth.ansi8.showing(.rgb(0x40, 0x10, 0x10)) == .black, "a very dark red is nearest black")
    }

    @Test("Depths order from fewest colors to most, and a 16-color terminal is its own depth")
    func depths() {
        let ordered: [ColorDepth] = [.monochrome, .ansi8, .ansi16, .ansi256, .trueColor]
        #expect(ordered.sorted() == ordered)
        #expect(ColorDepth(paletteSize: 16) == .ansi16)
        #expect(ColorDepth(paletteSize: 256, direct: true) == .trueColor)
        #expect(ColorDepth.trueColor.description == "24-bit color")
    }
}
