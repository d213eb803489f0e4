import CNcurses
import WeavyKit

/// How a direct-color terminfo entry (`xterm-direct`, `kitty-direct`: `colors` past 256
/// and the `RGB` flag) numbers colors: a number is `0xRRGGBB`, except those below the
/// entry's `CO` (8 unless it says), which name its own palette colors (the ANSI colors).
///
/// So a palette color from `CO` up cannot be named: it is given as its xterm RGB; and a
/// 24-bit color whose number falls below `CO` (a blue of `0x000005`) gets green 1 to
/// leave the palette's range, a difference no eye sees.
struct DirectColorNumbers: Equatable {
    /// Numbers below this name palette colors.
    let paletteColors: Int32

    /// The numbering of the current screen's entry, or `nil` when its colors are a
    /// palette. Inside the curses lock, with the screen current.
    static func ofCurrentScreen() -> DirectColorNumbers? {
        guard weavy_colors() > 256 else { return nil }
        let overlaid = tigetnum("CO")
        return DirectColorNumbers(paletteColors: overlaid > 0 ? overlaid : 8)
    }

    /// The number that draws `color`: -1 for the default, the palette index below
    /// ``paletteColors``, else RGB.
    func number(of color: Color) -> Int32 {
        switch color {
        case .standard: return -1
        case .ansi(let index), .palette(let index):
            if index >= 0 && index < Int(paletteColors) { return Int32(index) }
            guard index >= 0 && index < 256 else { return -1 }
            let rgb = PaletteMatching.xterm(index)
            return rgbNumber(rgb.red, rgb.green, rgb.blue)
        case .rgb(let red, let green, let blue): return rgbNumber(red, green, blue)
        }
    }

    /// The number of a color as a snapshot stores it (`Color.number`), from the number
    /// that drew it.
    func colorNumber(of number: Int32) -> Int {
        if number < 0 { return -1 }
        if number < paletteColors { return Int(number) }
        return Color.rgbNumberBase | Int(number & 0xFF_FFFF)
    }

    private func rgbNumber(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        let number = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        return number < paletteColors ? number | 0x100 : number
    }
}
