import Testing
import WeavyKit
import WeavyPictures

/// The colors pictures draw: xterm's palette, and how styles resolve against it.
@Suite("Pictures' palette")
struct PaletteTests {
    private let dark = TerminalPalette.xterm(.dark)

    @Test("A 24-bit color's number shows that color, not the default")
    func trueColorNumbers() {
        let number = Color.rgb(0x1E, 0x66, 0xF5).number
        #expect(dark.color(number: number, fallback: .init(hex: 0x123456)).description == "#1e66f5")
    }

    @Test("The 256 colors are xterm's: 16 basic ones, the 6×6×6 cube, 24 greys")
    func xtermColors() {
        let expected: [Int: String] = [
            0: "#000000", 1: "#cd0000", 4: "#0000ee", 7: "#e5e5e5", 8: "#7f7f7f", 9: "#ff0000", 12: "#5c5cff",
            15: "#ffffff", 16: "#000000", 21: "#0000ff", 25: "#005faf", 117: "#87d7ff", 196: "#ff0000",
            231: "#ffffff", 232: "#080808", 244: "#808080", 255: "#eeeeee",
        ]
        #expect(TerminalPalette.xtermColors.count == 256)
        for (number, hex) in expected {
            #expect(dark.color(number: number, fallback: .init(hex: 0x123456)).description == hex, "color \(number)")
        }
    }

    @Test("-1, and a number past the palette, show the terminal's default color for the appearance")
    func defaults() {
        let light = TerminalPalette.xterm(.light)
        #expect(light.colors(of: .plain) == (RGBColor(hex: 0x000000), RGBColor(hex: 0xFFFFFF)))
        #expect(dark.colors(of: .plain) == (RGBColor(hex: 0xE5E5E5), RGBColor(hex: 0x000000)))
        let outside = Snapshot.CellStyle(foreground: 300, background: -7, attributes: [])
        #expect(dark.colors(of: outside) == (dark.defaultForeground, dark.defaultBackground))
    }

    @Test("Reverse swaps the colors; dim takes the text halfway to the background; bold changes no color")
    func attributes() {
        let style = Snapshot.CellStyle(foreground: 196, background: 21, attributes: [])
        var reversed = style
        reversed.attributes = [.reverse, .bold]
        #expect(dark.colors(of: reversed) == (RGBColor(hex: 0x0000FF), RGBColor(hex: 0xFF0000)))
        var dim = style
        dim.attributes = .dim
        #expect(dark.colors(of: dim) == (RGBColor(red: 127, green: 0, blue: 127), RGBColor(hex: 0x0000FF)))
        var dimReversed = style
        dimReversed.attributes = [.dim, .reverse]
        #expect(dark.colors(of: dimReversed).foreground == RGBColor(red: 127, green: 0, blue: 127))
    }
}
