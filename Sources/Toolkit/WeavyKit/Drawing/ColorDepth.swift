/// How many colors a theme may use.
public enum ColorDepth: Sendable, Hashable, CustomStringConvertible {
    /// Attributes only: `NO_COLOR` is set, or the terminal has no colors.
    case monochrome
    /// The 8 basic colors.
    case ansi8
    /// The 256-color palette.
    case ansi256

    /// `"monochrome"`, `"8 colors"` or `"256 colors"`, for logs and diagnostics.
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colors"
        case .ansi256: "256 colors"
        }
    }
}

extension ColorDepth {
    /// The depth a terminal with `paletteSize` colors (terminfo's `colors`) shows.
    init(paletteSize: Int) {
        switch paletteSize {
        case 256...: self = .ansi256
        case 8...: self = .ansi8
        default: self = .monochrome
        }
    }
}
