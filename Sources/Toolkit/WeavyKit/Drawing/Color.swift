/// A terminal color.
///
/// ``standard``, ``ansi(_:)`` and ``palette(_:)`` name colors of the terminal's palette,
/// which each terminal (and its user) may set; ``rgb(_:_:_:)`` is a 24-bit color, shown
/// as it is on a terminal with ``ColorDepth/trueColor`` and as the nearest palette color
/// elsewhere (see ``ColorDepth/showing(_:)->Color``).
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case standard
    /// One of the 8 basic ANSI colors (0 black … 7 white).
    case ansi(Int)
    /// One of the 256 palette colors.
    case palette(Int)
    /// A 24-bit color: red, green and blue from 0 to 255 (`.rgb(0x1E, 0x66, 0xF5)`).
    case rgb(UInt8, UInt8, UInt8)

    /// Whether two colors are the same (inlined where cells are compared).
    @inlinable
    public static func == (left: Color, right: Color) -> Bool {
        switch (left, right) {
        case (.standard, .standard): true
        case (.ansi(let one), .ansi(let other)), (.palette(let one), .palette(let other)): one == other
        case (.rgb(let red, let green, let blue), .rgb(let otherRed, let otherGreen, let otherBlue)):
            red == otherRed && green == otherGreen && blue == otherBlue
        default: false
        }
    }

    /// ANSI color 0, black.
    public static let black = Color.ansi(0)
    /// ANSI color 1, red.
    public static let red = Color.ansi(1)
    /// ANSI color 2, green.
    public static let green = Color.ansi(2)
    /// ANSI color 3, yellow (often drawn brown or orange).
    public static let yellow = Color.ansi(3)
    /// ANSI color 4, blue.
    public static let blue = Color.ansi(4)
    /// ANSI color 5, magenta.
    public static let magenta = Color.ansi(5)
    /// ANSI color 6, cyan.
    public static let cyan = Color.ansi(6)
    /// ANSI color 7, white (a light grey in most palettes).
    public static let white = Color.ansi(7)

    /// Where ``number`` puts 24-bit colors: `rgbNumberBase + 0xRRGGBB`, past every
    /// palette (2^24).
    public static let rgbNumberBase = 1 << 24

    /// The number a terminal's snapshot stores for this color (``Snapshot/CellStyle``):
    /// -1 for the terminal's default, the palette index for a palette color, and
    /// ``rgbNumberBase`` plus `0xRRGGBB` for a 24-bit one.
    public var number: Int {
        switch self {
        case .standard: -1
        case .ansi(let index): index
        case .palette(let index): index
        case .rgb(let red, let green, let blue): Self.rgbNumberBase | Int(red) << 16 | Int(green) << 8 | Int(blue)
        }
    }

    /// The color a snapshot's `number` stands for (see ``number``): the default for a
    /// negative one, an ANSI color for 0–7, a palette color up to 2^24, a 24-bit color
    /// from ``rgbNumberBase`` on.
    public init(number: Int) {
        switch number {
        case ..<0: self = .standard
        case 0..<8: self = .ansi(number)
        case Self.rgbNumberBase...:
            self = .rgb(
                UInt8(truncatingIfNeeded: number >> 16), UInt8(truncatingIfNeeded: number >> 8),
                UInt8(truncatingIfNeeded: number))
        default: self = .palette(number)
        }
    }

    /// The 24-bit color `hex` spells, CSS-style: `"#1e66f5"`, `"1e66f5"` or the short
    /// `"#16f"` (each digit doubled); `nil` for anything else.
    ///
    /// ```swift
    /// let blue = Color(hex: "#1e66f5") ?? .blue
    /// ```
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        let full = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let value = Int(full, radix: 16) else { return nil }
        self = .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
