/// Whether a terminal draws on a light or a dark background, or that nothing told which:
/// the standard themes have a variant for each, so that text stays readable on both.
public enum Appearance: Sendable, Hashable, CustomStringConvertible {
    /// Dark text on a light background (xterm's default: black on white).
    case light
    /// Light text on a dark background.
    case dark
    /// A background nothing told (no answer to OSC 11, no `COLORFGBG`): the standard
    /// theme is one that reads on light and dark alike (``Theme/monochrome``).
    case unknown

    /// `"light"` or `"dark"`, as a `--theme` option spells it, or `"unknown"`.
    public var description: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .unknown: "unknown"
        }
    }

    /// What the `COLORFGBG` convention (rxvt, Konsole and others: `"15;0"`, foreground
    /// then background as palette indices, sometimes with a middle field) says of the
    /// background; `nil` when the value is missing or not in that form.
    public static func fromColorFGBG(_ value: String?) -> Appearance? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...255).contains(index)
        else { return nil }
        // The basic colors a terminal shows light: white, light grey and the bright ones
        // but for bright black; for 16 and up, by where the palette puts them.
        switch index {
        case 7, 9...15: return .light
        case 0...6, 8: return .dark
        case 16..<232:
            let cube = index - 16
            return (cube / 36) + (cube / 6) % 6 + cube % 6 >= 8 ? .light : .dark
        default: return index >= 244 ? .light : .dark
        }
    }

    /// The appearance a background color reported by the terminal (OSC 11, 16-bit
    /// channels) has: light when its luminance is above the middle.
    public static func ofBackground(red: Int, green: Int, blue: Int) -> Appearance {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        return luminance > 32_767 ? .light : .dark
    }
}
