/// How many colors a theme may use, from fewest to most (so depths compare: a terminal
/// of depth `.ansi256` shows everything `.ansi16` does).
public enum ColorDepth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Attributes only: `NO_COLOR` is set, or the terminal has no colors.
    case monochrome
    /// The 8 basic colors.
    case ansi8
    /// The 8 basic colors and their 8 bright variants (palette 0–15).
    case ansi16
    /// The 256-color palette.
    case ansi256
    /// 24-bit color (`Color.rgb`), as the terminal's `38;2;r;g;b` sequences draw it, with
    /// the 256-color palette too.
    case trueColor

    /// `"monochrome"`, `"8 colors"`, `"16 colors"`, `"256 colors"` or `"24-bit color"`,
    /// for logs and diagnostics.
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colors"
        case .ansi16: "16 colors"
        case .ansi256: "256 colors"
        case .trueColor: "24-bit color"
        }
    }

    /// How many palette colors this depth has: 0, 8, 16 or 256 (24-bit color keeps the
    /// 256-color palette beside RGB).
    public var paletteSize: Int {
        switch self {
        case .monochrome: 0
        case .ansi8: 8
        case .ansi16: 16
        case .ansi256, .trueColor: 256
        }
    }
}

extension ColorDepth {
    /// The depth a terminal with `paletteSize` colors (terminfo's `colors`) shows; a
    /// `direct` one (a direct-color entry, or one with the `RGB` or `Tc` flag) shows
    /// 24-bit color.
    package init(paletteSize: Int, direct: Bool = false) {
        if direct {
            self = .trueColor
            return
        }
        switch paletteSize {
        case 256...: self = .ansi256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .monochrome
        }
    }
}
